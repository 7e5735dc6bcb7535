import { chmodSync, lstatSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { looseModesWarning, makeOwnerOnlyFileSync, makeOwnerOnlyFolderSync, tightenDataDir } from "./owner-only-files";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), "redpen-modes-"));
  folders.push(folder);
  return folder;
};
const modeOf = (path: string) => lstatSync(path).mode & 0o777;

describe("tightening DATA_DIR", () => {
  it("takes the group's and others' bits off every folder and file, keeping the owner's", async () => {
    const dataDir = join(newFolder(), "data");
    mkdirSync(join(dataDir, "uploads"), { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, "uploads"), 0o775);
    writeFileSync(join(dataDir, "uploads", "photo.png"), "", { mode: 0o644 });
    chmodSync(join(dataDir, "uploads", "photo.png"), 0o666);
    writeFileSync(join(dataDir, "tool.sh"), "", { mode: 0o755 });
    chmodSync(join(dataDir, "tool.sh"), 0o755);
    expect(await tightenDataDir(dataDir)).toEqual([]);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, "uploads"))).toBe(0o700);
    expect(modeOf(join(dataDir, "uploads", "photo.png"))).toBe(0o600);
    expect(modeOf(join(dataDir, "tool.sh"))).toBe(0o700);
  });

  it("leaves what a symbolic link points at alone, and makes a missing DATA_DIR owner-only", async () => {
    const outside = join(newFolder(), "shared.txt");
    writeFileSync(outside, "");
    chmodSync(outside, 0o644);
    const dataDir = join(newFolder(), "fresh", "data");
    expect(await tightenDataDir(dataDir)).toEqual([]);
    symlinkSync(outside, join(dataDir, "link"));
    expect(await tightenDataDir(dataDir)).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(modeOf(outside)).toBe(0o644);
  });

  it("makes folders and files owner-only, tightening existing ones", () => {
    const folder = join(newFolder(), "data");
    mkdirSync(folder, { mode: 0o755 });
    chmodSync(folder, 0o755);
    makeOwnerOnlyFolderSync(folder);
    expect(modeOf(folder)).toBe(0o700);
    const file = join(folder, "redpen.sqlite");
    makeOwnerOnlyFileSync(file);
    expect(modeOf(file)).toBe(0o600);
    chmodSync(file, 0o644);
    makeOwnerOnlyFileSync(file);
    expect(modeOf(file)).toBe(0o600);
  });
});

describe("the warning for modes that stay loose", () => {
  it("names the paths, at most ten, and says what to do", () => {
    const paths = Array.from({ length: 12 }, (_, i) => `/srv/data/uploads/${i}.png`);
    const warning = looseModesWarning(paths);
    expect(warning).toContain("/srv/data/uploads/9.png and 2 more.");
    expect(warning).not.toContain("/srv/data/uploads/10.png");
    expect(warning).toContain("chmod them 700 (folders) and 600 (files)");
    expect(looseModesWarning(["/srv/data/mail"])).toContain(": /srv/data/mail. ");
  });
});
