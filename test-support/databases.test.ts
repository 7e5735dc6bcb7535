import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { connectDatabase } from "@redpen/server";
import { createTestDatabase, dropTemplate, type DatabaseTemplate, type TestDatabase } from "./databases";

/** A template of one table with one row, under a key no other run uses; counts how often it was filled. */
function countedTemplate() {
  const template = {
    key: `check_${randomBytes(6).toString("hex")}`,
    fills: 0,
    async fill(location: TestDatabase["location"]) {
      template.fills++;
      const db = connectDatabase<unknown>(location);
      try {
        await sql`CREATE TABLE kept (name TEXT)`.execute(db);
        await sql`INSERT INTO kept (name) VALUES ('from the template')`.execute(db);
      } finally {
        await db.destroy();
      }
    },
  } satisfies DatabaseTemplate & { fills: number };
  return template;
}

async function namesIn(database: TestDatabase): Promise<string[]> {
  const db: Kysely<{ kept: { name: string } }> = connectDatabase(database.location);
  try {
    return (await db.selectFrom("kept").select("name").execute()).map((row) => row.name);
  } finally {
    await db.destroy();
  }
}

describe.each(["sqlite", "postgres"])("a %s test database made from a template", (kind) => {
  it("is filled once, and each copy starts as the template and changes alone", { timeout: 60_000 }, async () => {
    const template = countedTemplate();
    const [first, second] = await Promise.all([createTestDatabase(kind, template), createTestDatabase(kind, template)]);
    try {
      expect(template.fills).toBe(1);
      const db: Kysely<{ kept: { name: string } }> = connectDatabase(first.location);
      await db.insertInto("kept").values({ name: "only in the first" }).execute();
      await db.destroy();
      expect(await namesIn(first)).toEqual(["from the template", "only in the first"]);
      expect(await namesIn(second)).toEqual(["from the template"]);
    } finally {
      await Promise.all([first.drop(), second.drop()]);
      await dropTemplate(kind, template);
    }
  });

  it("is empty without one", { timeout: 30_000 }, async () => {
    const database = await createTestDatabase(kind);
    try {
      await expect(namesIn(database)).rejects.toThrow(/kept/);
    } finally {
      await database.drop();
    }
  });
});
