import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test-support/databases";
import { waitUntil } from "../../../test-support/wait-until";
import { connectDatabase } from "./database";

describe.each(["sqlite", "postgres"])("the database connection (%s)", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it("opens the database, with foreign keys enforced", async () => {
    const db = connectDatabase<{ parents: { id: number }; children: { parent_id: number } }>(database.location);
    await db.schema
      .createTable("parents")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .execute();
    await db.schema
      .createTable("children")
      .addColumn("parent_id", "integer", (c) => c.references("parents.id"))
      .execute();
    await expect(db.insertInto("children").values({ parent_id: 1 }).execute()).rejects.toThrow(/foreign key/i);
    await db.destroy();
  });

  it.runIf(kind === "postgres")("outlives a connection the server ends while it is idle", async () => {
    const db = connectDatabase(database.location);
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
    const admin = new pg.Client({ connectionString: (database.location as { postgresUrl: string }).postgresUrl });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
    // The pool hears of the ended connection; without a listener that error would end this process.
    await waitUntil(
      async () => (await admin.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [rows[0]!.pid])).rowCount === 0,
      { timeoutMs: 10_000, what: "the ended connection to be gone" },
    );
    await admin.end();
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows[0]!.one).toBe(1);
    await db.destroy();
  });
  it.runIf(kind === "postgres")(
    "outlives a connection the server ends while a transaction holds it between two queries",
    async () => {
      const db = connectDatabase(database.location);
      const admin = new pg.Client({ connectionString: (database.location as { postgresUrl: string }).postgresUrl });
      await admin.connect();
      const transaction = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
        await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
        // The ended connection is lent out, with no query running: without a listener of its own its
        // error would end this process (as it once ended a worker when the database restarted).
        await waitUntil(
          async () =>
            (await admin.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [rows[0]!.pid])).rowCount === 0,
          { timeoutMs: 10_000, what: "the ended connection to be gone" },
        );
        await sql`SELECT 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      await admin.end();
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows[0]!.one).toBe(1);
      await db.destroy();
    },
  );
});
