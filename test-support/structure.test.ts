import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The house rules docs/ARCHITECTURE.md states, checked on every run: product files stay short, so
 * do functions, a comment's file exists, the api's services are domain folders, and the README is
 * one page. Run from the repository's root.
 */

const ROOT = join(import.meta.dirname, "..");
const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);
const known = new Set(files);

/** Product code: the workspaces' src/, without tests and test kits. */
const isProductSource = (file: string) =>
  /^(apps|packages)\/[^/]+\/src\/.*\.tsx?$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !/\/(testing|fuzz)\//.test(file) &&
  !/\/testing\.ts$/.test(file);
const productFiles = files.filter(isProductSource);

const FILE_LINES_MAX = 400;
const FUNCTION_LINES_MAX = 80;

/**
 * Functions kept longer than FUNCTION_LINES_MAX, each with why. A route file registers its routes
 * in one function, as Fastify's plugins do; the list stays short.
 */
const LONG_FUNCTIONS_KEPT: Record<string, string> = {};

/** Every function of the file over FUNCTION_LINES_MAX lines, as "file:line name (lines)". */
function longFunctions(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > FUNCTION_LINES_MAX) {
        const named = node.name?.getText() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : "");
        const key = `${file}:${named || `line ${start + 1}`}`;
        if (!(key in LONG_FUNCTIONS_KEPT)) found.push(`${key} (${end - start + 1} lines)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The paths a file's comments cite (with a folder, ending in a source or docs extension). */
function citedPaths(file: string): string[] {
  const comments = readFileSync(join(ROOT, file), "utf8").match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? [];
  return comments.flatMap((comment) =>
    [...comment.matchAll(/(?<![\w@/.:-])((?:\.{1,2}\/)*[\w-][\w.-]*(?:\/[\w.-]+)+\.(?:tsx?|md))(?!\w)/g)].map(
      (match) => match[1]!,
    ),
  );
}

const WORKSPACES = ["apps/api", "apps/web", "apps/idp", "packages/engine", "packages/contract", "packages/server"];
/** Whether a cited path names a file or folder of the repository: from the file, the root, a workspace or its src/. */
function exists(file: string, cited: string): boolean {
  const bases = [dirname(file), ".", ...WORKSPACES, ...WORKSPACES.map((workspace) => `${workspace}/src`)];
  return (
    bases.some((base) => known.has(normalize(join(base, cited))) || existsSync(join(ROOT, base, cited))) ||
    files.some((path) => path.endsWith(`/${cited}`))
  );
}

describe("the house rules", () => {
  it(`keeps every product file within ${FILE_LINES_MAX} lines`, () => {
    const long = productFiles
      .map((file) => ({ file, lines: readFileSync(join(ROOT, file), "utf8").split("\n").length }))
      .filter(({ lines }) => lines > FILE_LINES_MAX)
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(long).toEqual([]);
  });

  it(`keeps every product function within ${FUNCTION_LINES_MAX} lines, but the ones kept with a reason`, () => {
    expect(productFiles.flatMap(longFunctions)).toEqual([]);
    // Parsing every product file takes about a second, several on a machine busy with other suites.
  }, 30_000);

  it("cites in comments only files that exist", () => {
    const sources = files.filter((file) => /\.(tsx?|mjs|js)$/.test(file));
    const missing = sources.flatMap((file) =>
      citedPaths(file)
        .filter((cited) => !exists(file, cited))
        .map((cited) => `${file}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it("groups the api's services in domain folders", () => {
    const entries = readdirSync(join(ROOT, "apps/api/src/services"), { withFileTypes: true });
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
  });

  it("keeps the README to one page of at most 150 lines", () => {
    expect(readFileSync(join(ROOT, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(150);
  });
});
