import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi, type Api } from "./app";
import { backUpData } from "./backup/back-up-data";
import { restoreData } from "./backup/restore-data";
import { sqliteDataOf } from "./backup/sqlite-data";
import { invite, latestMailTo } from "./testing/organisations";
import { startTestApi, type TestContext } from "./testing/test-api";
import { plainImage, uploadedImageId } from "./testing/uploads";
import { newTeacher } from "./testing/teachers";

// What Redpen keeps (the database with its -wal and -shm files, photos, mails, the mailbox key, the
// pid file, backups) is its operator's alone: 0700 folders and 0600 files, also where an older
// Redpen left them looser. The test process keeps its usual umask (022): only the modes Redpen sets
// itself make these files private here.

const onSqlite = (process.env.TEST_DATABASE ?? "sqlite") === "sqlite";

/** Every file and folder under `root` (itself included) with a mode other than owner-only, as "path mode". */
function looseUnder(root: string): string[] {
  const loose: string[] = [];
  const visit = (path: string) => {
    const info = lstatSync(path);
    const mode = info.mode & 0o777;
    if (mode !== (info.isDirectory() ? 0o700 : 0o600)) loose.push(`${path} ${mode.toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return loose;
}

/** Every name under `root`, relative to it, to show that the walk saw what it had to. */
const namesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: "utf8" }).map((name) => name.replaceAll("\\", "/"));

let ctx: TestContext;
let restarted: Api | undefined;
beforeAll(async () => {
  expect(process.umask() & 0o077).not.toBe(0o077);
  ctx = await startTestApi();
});
afterAll(async () => {
  await restarted?.app.close();
  await ctx?.close();
});

describe("DATA_DIR", () => {
  it("is tightened at start where it was left open, and everything the api writes in it is owner-only", async () => {
    const { dataDir } = ctx.config;
    // As an older Redpen, an unzip or a copy might leave it: the folders 0755, the files 0644.
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, "notes.txt"), "kept by hand\n", { mode: 0o644 });
    mkdirSync(join(dataDir, "uploads"), { recursive: true, mode: 0o755 });
    chmodSync(join(dataDir, "uploads"), 0o755);
    writeFileSync(join(dataDir, "uploads", "old-photo.png"), await plainImage("png"), { mode: 0o644 });
    mkdirSync(join(dataDir, "mail"), { recursive: true, mode: 0o755 });
    chmodSync(join(dataDir, "mail"), 0o755);
    for (const name of readdirSync(dataDir).filter((name) => name.startsWith("redpen.sqlite")))
      chmodSync(join(dataDir, name), 0o644);
    expect(looseUnder(dataDir)).not.toEqual([]);

    // Redpen starts again on it, and writes: a photo, a mail, database rows.
    await ctx.api.app.close();
    restarted = await buildApi(ctx.config);
    const running = { ...ctx, api: restarted };
    const teacher = await newTeacher(running);
    await uploadedImageId(running, teacher.token, await plainImage("jpeg"));
    const email = `colleague-${crypto.randomUUID()}@school.test`;
    expect((await invite(running, teacher.token, teacher.organisationId, email)).statusCode).toBe(201);
    expect(await latestMailTo(running, email)).toBeDefined();

    const names = namesUnder(dataDir);
    for (const expected of ["redpen.pid", "mailbox-key", "notes.txt", "uploads/old-photo.png"])
      expect(names).toContain(expected);
    expect(names.filter((name) => name.startsWith("uploads/") && name !== "uploads/old-photo.png")).toHaveLength(1);
    expect(names.filter((name) => name.startsWith("mail/") && name.endsWith(".json")).length).toBeGreaterThan(0);
    if (onSqlite)
      expect(names).toEqual(expect.arrayContaining(["redpen.sqlite", "redpen.sqlite-wal", "redpen.sqlite-shm"]));
    expect(looseUnder(dataDir)).toEqual([]);
  });

  it.runIf(onSqlite)("gives npm run backup's folder and a restore owner-only modes too", async () => {
    const backupsDir = join(mkdtempSync(join(tmpdir(), "redpen-backups-")), "backups");
    try {
      const data = sqliteDataOf({ ...ctx.config, bucket: undefined });
      const { folder } = await backUpData(data, backupsDir);
      expect(namesUnder(folder)).toEqual(
        expect.arrayContaining(["redpen.sqlite", "manifest.json", "uploads", "uploads/old-photo.png"]),
      );
      expect(looseUnder(folder)).toEqual([]);

      await restarted!.app.close();
      restarted = undefined;
      const { setAside } = await restoreData(data, folder);
      expect(existsSync(setAside)).toBe(true);
      expect(looseUnder(ctx.config.dataDir)).toEqual([]);
    } finally {
      rmSync(join(backupsDir, ".."), { recursive: true, force: true });
    }
  });
});

/** Whether this process can make a file immutable (root on ext4 and the like): then not even its owner may chmod it. */
function canMakeImmutable(): boolean {
  const probe = join(mkdtempSync(join(tmpdir(), "redpen-immutable-")), "probe");
  writeFileSync(probe, "");
  try {
    execFileSync("chattr", ["+i", probe], { stdio: "ignore" });
    execFileSync("chattr", ["-i", probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(join(probe, ".."), { recursive: true, force: true });
  }
}

describe("a mode Redpen cannot change", () => {
  it.runIf(canMakeImmutable())("is named in one warning at start, and the api starts all the same", async () => {
    const { dataDir } = ctx.config;
    const stuck = [join(dataDir, "stuck-1.txt"), join(dataDir, "stuck-2.txt")];
    for (const file of stuck) {
      writeFileSync(file, "", { mode: 0o644 });
      chmodSync(file, 0o644);
      execFileSync("chattr", ["+i", file]);
    }
    let log = "";
    try {
      const api = await buildApi(ctx.config, { logger: true, logStream: { write: (line) => void (log += line) } });
      await api.app.close();
    } finally {
      for (const file of stuck) execFileSync("chattr", ["-i", file]);
      for (const file of stuck) rmSync(file);
    }
    const warnings = log
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; paths?: string[] })
      .filter((line) => line.level === 40 && line.msg.includes("DATA_DIR"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.paths?.toSorted()).toEqual(stuck);
    for (const file of stuck) expect(warnings[0]!.msg).toContain(file);
  });
});
