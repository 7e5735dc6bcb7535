import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectDatabase } from "@redpen/server";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/schema";
import { useMigratedDatabase } from "../testing/migrated-database";
import { changedParts, watchStoredState } from "./stored-state";

describe("the stored state a refused request must leave alone", () => {
  const suite = useMigratedDatabase();
  const dir = mkdtempSync(join(tmpdir(), "redpen-stored-state-"));
  const dirs = { uploads: join(dir, "uploads"), mail: join(dir, "mail") };

  it("sees a row written, changed and deleted, and nothing when only read", async () => {
    const storedState = watchStoredState(suite.db, dirs);
    const empty = await storedState();
    await suite.db.selectFrom("organisations").selectAll().execute();
    expect(changedParts(empty, await storedState())).toEqual([]);

    const row = {
      id: "5d3c2a8e-1f4b-4c6d-9e7f-0a1b2c3d4e5f",
      name: "Hill School",
      created_at: "2026-11-27T08:00:00.000Z",
    };
    await suite.db.insertInto("organisations").values(row).execute();
    const written = await storedState();
    expect(changedParts(empty, written)).toEqual(["organisations"]);

    await suite.db.updateTable("organisations").set({ name: "Hill School." }).execute();
    const renamed = await storedState();
    expect(changedParts(written, renamed)).toEqual(["organisations"]);

    await suite.db.deleteFrom("organisations").execute();
    expect(changedParts(empty, await storedState())).toEqual([]);
    expect(changedParts(renamed, await storedState())).toEqual(["organisations"]);
  });

  it("sees a write from another connection to the same database", async () => {
    const storedState = watchStoredState(suite.db, dirs);
    const before = await storedState();
    const other = connectDatabase<Database>(suite.database.location);
    try {
      await other
        .insertInto("organisations")
        .values({
          id: "6e4d3b9f-2a5c-4d7e-8f90-1b2c3d4e5f60",
          name: "Elm School",
          created_at: "2026-11-27T08:00:00.000Z",
        })
        .execute();
    } finally {
      await other.destroy();
    }
    expect(changedParts(before, await storedState())).toEqual(["organisations"]);
  });
});
