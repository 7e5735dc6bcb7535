import { copyFile, rename } from "node:fs/promises";
import { basename, join } from "node:path";
import { keepOwnerOnly, makeOwnerOnlyFolder } from "@redpen/server";
import { BACKUP_DATABASE, BACKUP_UPLOADS, readBackupFolder, type BackupManifest } from "./backup-folder";
import { backupName } from "./back-up-data";
import type { SqliteData } from "./sqlite-data";
import { copyUploads } from "./uploads-copy";

/** Moves a file or folder into `folder` if it exists; true when it did. */
async function moveInto(path: string, folder: string): Promise<boolean> {
  try {
    await rename(path, join(folder, basename(path)));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/**
 * Puts a backup folder's database and photos in place of DATA_DIR's. Nothing is thrown away: the
 * database (with its -wal and -shm files) and the uploads folder there before are moved, as they
 * were, into a `before-restore-…` folder in DATA_DIR, which the caller names to the operator. Redpen
 * must not be running on DATA_DIR meanwhile (the caller checks). A backup of an older Redpen is
 * migrated at the next start.
 */
export async function restoreData(
  data: SqliteData,
  backupFolder: string,
  now = new Date(),
): Promise<{ setAside: string; manifest: BackupManifest }> {
  const manifest = await readBackupFolder(backupFolder);
  const setAside = join(data.dataDir, backupName(now).replace("redpen-backup-", "before-restore-"));
  await makeOwnerOnlyFolder(setAside);
  for (const suffix of ["", "-wal", "-shm"]) await moveInto(data.sqliteFile + suffix, setAside);
  await moveInto(data.uploadsDir, setAside);

  // Copied beside its place and renamed into it, so a restore cut short never leaves half a database.
  const copying = `${data.sqliteFile}.restoring`;
  await copyFile(join(backupFolder, BACKUP_DATABASE), copying);
  await keepOwnerOnly(copying);
  await rename(copying, data.sqliteFile);
  await copyUploads(join(backupFolder, BACKUP_UPLOADS), data.uploadsDir);
  return { setAside, manifest };
}
