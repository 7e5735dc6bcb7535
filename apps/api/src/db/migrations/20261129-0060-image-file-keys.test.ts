import { describe, expect, it } from "vitest";
import { useMigrator } from "../../testing/migrated-database";

const THIS_MIGRATION = "20261129-0060-image-file-keys";
const BEFORE = "20261129-0055-class-set-texts-aside";
const now = new Date().toISOString();

describe(`migration ${THIS_MIGRATION} (${process.env.TEST_DATABASE ?? "sqlite"})`, () => {
  const suite = useMigrator();

  const image = (id: string) => ({
    id,
    owner_user_id: "u1",
    content_type: "image/png",
    byte_size: 10,
    storage_key: `${id}-0000.png`,
    resolution: "ORIGINAL" as const,
    has_transcription: 0,
    created_at: now,
  });

  it("gives every stored image a key of its own, so the addresses of its files keep opening", async () => {
    expect((await suite.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await suite.addTeacher();
    await suite.db
      .insertInto("images")
      .values([image("i1"), image("I2")])
      .execute();

    expect((await suite.migrator.migrateTo(THIS_MIGRATION)).error).toBeUndefined();
    const rows = await suite.db.selectFrom("images").select(["id", "file_key"]).execute();
    expect(rows.map((row) => row.id).sort()).toEqual(["I2", "i1"]);
    for (const row of rows) expect(row.file_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(rows[0]!.file_key).not.toBe(rows[1]!.file_key);
  });
});
