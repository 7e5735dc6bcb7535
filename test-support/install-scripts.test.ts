import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `npm install` warns about every package whose install script package.json's `allowScripts`
 * neither allows nor denies: a school's technical person would have to look it up. Each one
 * installed is decided there, and the README says why.
 */

const ROOT = join(import.meta.dirname, "..");
const INSTALL_SCRIPTS = ["preinstall", "install", "postinstall"];

/** Every installed package (nested ones too) that has an install script, by name. */
function packagesWithInstallScripts(folder: string, found = new Set<string>()): Set<string> {
  if (!existsSync(folder)) return found;
  for (const entry of readdirSync(folder)) {
    if (entry.startsWith(".")) continue;
    const path = join(folder, entry);
    if (entry.startsWith("@")) {
      packagesWithInstallScripts(path, found);
      continue;
    }
    const manifest = join(path, "package.json");
    if (!existsSync(manifest)) continue;
    const { name, scripts = {} } = JSON.parse(readFileSync(manifest, "utf8")) as {
      name: string;
      scripts?: Record<string, string>;
    };
    if (INSTALL_SCRIPTS.some((script) => scripts[script])) found.add(name);
    packagesWithInstallScripts(join(path, "node_modules"), found);
  }
  return found;
}

describe("the packages' install scripts", () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    allowScripts: Record<string, boolean>;
  };
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");

  it("are each allowed or denied on purpose in package.json's allowScripts", () => {
    const undecided = [...packagesWithInstallScripts(join(ROOT, "node_modules"))].filter(
      (name) => !(name in manifest.allowScripts),
    );
    expect(undecided).toEqual([]);
  });

  it("are each explained in the README", () => {
    for (const name of Object.keys(manifest.allowScripts)) expect(readme).toContain(`\`${name}\``);
  });
});
