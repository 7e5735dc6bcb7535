import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Migration } from "kysely";

/**
 * The migrations of a folder, each file's module by its name (the file's name less `.ts`; tests left
 * out), in the order Kysely's Migrator runs them: by name. A product's hand-written list of its
 * migrations (which must ship with the code) is checked against it.
 */
export async function migrationFilesIn(folder: string): Promise<[name: string, migration: Migration][]> {
  const names = readdirSync(folder)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => file.slice(0, -".ts".length))
    .sort();
  return Promise.all(
    names.map(async (name) => [name, (await import(join(folder, `${name}.ts`))) as Migration] as const),
  ) as Promise<[string, Migration][]>;
}
