import { join } from "node:path";
import { expect, it } from "vitest";
import { migrationFilesIn } from "../../../../test-support/migration-files";
import { MIGRATIONS } from "./migrate";

it("lists every file of migrations/ once, by its file's name, in the order Kysely runs them", async () => {
  const files = await migrationFilesIn(join(import.meta.dirname, "migrations"));
  expect(Object.keys(MIGRATIONS)).toEqual(files.map(([name]) => name));
  for (const [name, migration] of files) expect(MIGRATIONS[name], name).toBe(migration);
});
