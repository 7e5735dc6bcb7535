import { connectDatabase } from "@redpen/server";
import { describe, expect, it } from "vitest";
import { openMigratedDatabase } from "../testing/migrated-database";
import { databaseAnswers } from "./health.queries";
import type { Database } from "./schema";

describe("databaseAnswers", () => {
  it("is true for a database that answers", async () => {
    const { db, close } = await openMigratedDatabase();
    expect(await databaseAnswers(db)).toBe(true);
    await close();
  });

  it("is false, without throwing, for a server that cannot be reached", async () => {
    const db = connectDatabase<Database>({ postgresUrl: "postgres://postgres@127.0.0.1:9/redpen" });
    expect(await databaseAnswers(db, 1000)).toBe(false);
    await db.destroy();
  });
});
