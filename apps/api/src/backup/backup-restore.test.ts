import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi, type Api } from "../app";
import { insertEssayRow } from "../testing/essay-rows";
import { call, setLogo } from "../testing/organisations";
import { startTestApi, type TestContext } from "../testing/test-api";
import { imageFilePath, plainImage, uploadedImageId } from "../testing/uploads";
import { newTeacher } from "../testing/teachers";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));
const TSX = join(ROOT, "node_modules/.bin/tsx");
const onSqlite = (process.env.TEST_DATABASE ?? "sqlite") === "sqlite";

/** `npm run backup` or `npm run restore` as an operator runs it, with these settings: its exit code and output. */
async function run(command: "backup" | "restore", args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [`apps/api/src/backup/${command}.cli.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.runIf(onSqlite)("npm run backup and npm run restore (SQLite)", () => {
  let ctx: TestContext;
  let restarted: Api | undefined;
  const backupsDir = mkdtempSync(join(tmpdir(), "redpen-backups-"));
  beforeAll(async () => {
    ctx = await startTestApi();
  });
  afterAll(async () => {
    await restarted?.app.close();
    await ctx?.close();
  });

  it("backs up while Redpen runs, refuses to restore under it, and once it is stopped puts back the data changed and deleted since", async () => {
    const env = { DATA_DIR: ctx.config.dataDir };
    const teacher = await newTeacher(ctx);
    const photo = await plainImage("png", { width: 90, height: 70 });
    const photoId = await uploadedImageId(ctx, teacher.token, photo);
    const essayId = await insertEssayRow(ctx.api.db, teacher, {
      status: "SUCCESS",
      original: "Dear Sir",
      feedback: "Well done.",
      student_image_ids: JSON.stringify([photoId]),
    });
    expect(await setLogo(ctx, teacher, 2, photoId)).toBe(200);

    const backup = await run("backup", ["--to", backupsDir], env);
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    const [folder] = readdirSync(backupsDir);
    expect(folder).toMatch(/^redpen-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/);
    expect(backup.stdout).toContain(`and 1 photos (0.0 MB) to ${join(backupsDir, folder!)}`);
    expect(readdirSync(join(backupsDir, folder!)).sort()).toEqual(["manifest.json", "redpen.sqlite", "uploads"]);

    // After the backup: the essay deleted, the logo removed, the photo's file lost, a teacher added.
    await ctx.api.db.deleteFrom("essays").where("id", "=", essayId).execute();
    expect(await setLogo(ctx, teacher, 3, null)).toBe(200);
    const { storage_key } = await ctx.api.db
      .selectFrom("images")
      .select("storage_key")
      .where("id", "=", photoId)
      .executeTakeFirstOrThrow();
    await ctx.api.storage.delete(storage_key);
    const latecomer = await newTeacher(ctx);

    const refused = await run("restore", [join(backupsDir, folder!)], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `Redpen is running on ${ctx.config.dataDir} (process ${process.pid}): stop it first`,
    );

    await ctx.api.app.close();
    const restored = await run("restore", [join(backupsDir, folder!)], env);
    expect(restored).toMatchObject({ code: 0, stderr: "" });
    const setAside = readdirSync(ctx.config.dataDir).find((name) => name.startsWith("before-restore-"));
    expect(restored.stdout).toContain(`What was there before is kept in ${join(ctx.config.dataDir, setAside!)}`);
    expect(existsSync(join(ctx.config.dataDir, setAside!, "redpen.sqlite"))).toBe(true);

    restarted = await buildApi(ctx.config);
    const reader = { ...ctx, api: restarted };
    expect((await call(reader, "GET", `/essays/${essayId}`, teacher.token)).json().data).toMatchObject({
      status: "SUCCESS",
      feedback: "Well done.",
      relationships: { student_image_ids_sorted: [photoId] },
    });
    expect(
      (await call(reader, "GET", `/organisations/${teacher.organisationId}`, teacher.token)).json().data.logo_image_id,
    ).toBe(photoId);
    // The image keeps its key: the address its teacher was given before still opens it.
    const file = await reader.api.app.inject({ method: "GET", url: await imageFilePath(reader, photoId) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(photo);
    expect(
      await restarted.db.selectFrom("users").select("id").where("id", "=", latecomer.userId).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("refuses a folder that is not a backup, and a wrong command line with its usage", async () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), "redpen-data-")) };
    const notABackup = await run("restore", [backupsDir], env);
    expect(notABackup.code).toBe(1);
    expect(notABackup.stderr).toContain(`${backupsDir} is not a backup made by npm run backup`);
    for (const [command, args] of [
      ["restore", []],
      ["restore", ["a", "b"]],
      ["backup", ["--into", "x"]],
    ] as const) {
      const wrong = await run(command, [...args], env);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain(`Usage: npm run ${command}`);
    }
  });
});

describe.runIf(!onSqlite)("npm run backup and npm run restore (PostgreSQL)", () => {
  it("say they handle the SQLite database only, and what backs PostgreSQL and the photos up instead", async () => {
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), "redpen-data-")),
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/redpen",
    };
    for (const [command, args] of [
      ["backup", []],
      ["restore", ["some-backup"]],
    ] as const) {
      const refused = await run(command, [...args], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("handle the embedded SQLite database only");
      expect(refused.stderr).toMatch(/pg_dump.*pg_restore.*versioning/s);
    }
  });
});

describe.runIf(onSqlite)("npm run backup with the photos in a bucket", () => {
  it("says it copies the uploads folder only, and what keeps the bucket's photos", async () => {
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), "redpen-data-")),
      S3_BUCKET: "redpen-photos",
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    const refused = await run("backup", [], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("S3_BUCKET keeps them in a bucket");
  });
});
