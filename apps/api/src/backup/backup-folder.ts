import { readFile } from "node:fs/promises";
import { join } from "node:path";
import SQLite from "better-sqlite3";

/** What a backup folder holds, under these names. */
export const BACKUP_DATABASE = "redpen.sqlite";
export const BACKUP_UPLOADS = "uploads";
export const BACKUP_MANIFEST = "manifest.json";

/** manifest.json: when the backup was made and what it holds. */
export interface BackupManifest {
  redpen_backup: 1;
  created_at: string;
  /** The last migration the database had: a newer Redpen migrates it further at its next start. */
  last_migration: string | null;
  uploads: { files: number; bytes: number };
}

/**
 * Checks that the SQLite file is whole (SQLite's quick_check) and is Redpen's (it has the
 * migrations' table), and says which migration it had last; throws saying what is wrong otherwise.
 */
export function checkDatabaseFile(file: string): { lastMigration: string | null } {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(`${file} is damaged: SQLite's check says "${String(check)}".`);
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
    if (!table) throw new Error(`${file} is not a Redpen database: it has no migrations table.`);
    const last = db.prepare("SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1").get() as
      { name: string } | undefined;
    return { lastMigration: last?.name ?? null };
  } finally {
    db.close();
  }
}

/** The manifest of a backup folder, checked to be one `npm run backup` made; throws saying what is missing. */
export async function readBackupFolder(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, BACKUP_MANIFEST), "utf8")) as BackupManifest;
  } catch {
    throw new Error(`${folder} is not a backup made by npm run backup: it has no readable ${BACKUP_MANIFEST}.`);
  }
  if (manifest.redpen_backup !== 1) throw new Error(`${folder} is a backup of a format this Redpen does not know.`);
  checkDatabaseFile(join(folder, BACKUP_DATABASE));
  return manifest;
}
