import { rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { keepOwnerOnly, makeOwnerOnlyFolder, OWNER_ONLY_FILE } from "@redpen/server";
import {
  BACKUP_DATABASE,
  BACKUP_MANIFEST,
  BACKUP_UPLOADS,
  checkDatabaseFile,
  type BackupManifest,
} from "./backup-folder";
import type { SqliteData } from "./sqlite-data";
import { copyUploads } from "./uploads-copy";

/** A backup's folder name: its time, in a form every file system takes, so they sort by date. */
export const backupName = (at: Date) => `redpen-backup-${at.toISOString().replace(/[:.]/g, "-")}`;

/**
 * Copies the database and the uploaded photos into a new folder under `backupsDir`, safely while
 * Redpen runs. The database is copied first, with SQLite's VACUUM INTO, which reads one consistent
 * snapshot while others go on writing. The photos come second: a file is never changed once
 * written, so every photo the snapshot knows is there to copy (one uploaded since is copied too, and
 * is harmless). The folder is named `.partial` until everything is in and checked, so an interrupted
 * backup never looks whole. Like DATA_DIR, the backup is its owner's alone (0700 folders, 0600 files).
 */
export async function backUpData(
  data: SqliteData,
  backupsDir: string,
  now = new Date(),
): Promise<{ folder: string; manifest: BackupManifest }> {
  const folder = join(backupsDir, backupName(now));
  const partial = `${folder}.partial`;
  await makeOwnerOnlyFolder(partial);

  const source = new SQLite(data.sqliteFile, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    source.prepare("VACUUM INTO ?").run(join(partial, BACKUP_DATABASE));
  } finally {
    source.close();
  }
  // SQLite creates the copy with its default mode, not the database's.
  await keepOwnerOnly(join(partial, BACKUP_DATABASE));
  const uploads = await copyUploads(data.uploadsDir, join(partial, BACKUP_UPLOADS));
  const { lastMigration } = checkDatabaseFile(join(partial, BACKUP_DATABASE));

  const manifest: BackupManifest = {
    redpen_backup: 1,
    created_at: now.toISOString(),
    last_migration: lastMigration,
    uploads,
  };
  await writeFile(join(partial, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: OWNER_ONLY_FILE });
  await rename(partial, folder);
  return { folder, manifest };
}
