import { chmodSync, closeSync, fstatSync, fchmodSync, mkdirSync, openSync } from "node:fs";
import { chmod, lstat, mkdir, readdir, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * Everything Redpen keeps in DATA_DIR (the database, photos, mails, the mailbox key) and in its
 * backups is its operator's alone: folders 0700, files 0600, so that no other account of the
 * machine reads a student's essay or a password-reset mail. This module is the one place that
 * makes and tightens them; the mail package, which depends on nothing of ours, writes its files
 * with the same modes itself.
 */

/** The mode of Redpen's folders: the owner reads, writes and enters them, nobody else. */
export const OWNER_ONLY_FOLDER = 0o700;
/** The mode of Redpen's files: the owner reads and writes them, nobody else. */
export const OWNER_ONLY_FILE = 0o600;
/** The bits that would let the group or others in. */
const OTHERS = 0o077;

/**
 * Makes every file and folder this process creates from now on its owner's alone, whoever creates
 * it: SQLite's -wal and -shm files and the files of libraries included. Called first by each of
 * Redpen's processes (`npm start`, the api, the worker, the identity provider, backup and restore);
 * the explicit modes of this module are the second guard.
 */
export function createFilesOwnerOnly(): void {
  process.umask(OTHERS);
}

/** Sets the mode when it lets others in; errors (not the owner, a read-only disk) are left to the start's check. */
function tightenSync(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch {
    // tightenDataDir names what stays loose.
  }
}

/** Makes the folder (and any missing parent) for its owner alone; an existing one is tightened. */
export function makeOwnerOnlyFolderSync(path: string): void {
  mkdirSync(path, { recursive: true, mode: OWNER_ONLY_FOLDER });
  tightenSync(path, OWNER_ONLY_FOLDER);
}

/** makeOwnerOnlyFolderSync, without blocking. */
export async function makeOwnerOnlyFolder(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: OWNER_ONLY_FOLDER });
  await chmod(path, OWNER_ONLY_FOLDER).catch(() => undefined);
}

/**
 * Creates the file empty for its owner alone when it is missing, or tightens it: before SQLite opens
 * a database file, since SQLite gives its -wal and -shm files the database file's own mode.
 */
export function makeOwnerOnlyFileSync(path: string): void {
  const fd = openSync(path, "a", OWNER_ONLY_FILE);
  try {
    if (fstatSync(fd).mode & OTHERS) fchmodSync(fd, OWNER_ONLY_FILE);
  } catch {
    // tightenDataDir names what stays loose.
  } finally {
    closeSync(fd);
  }
}

/** Tightens a file Redpen has just written (a copy keeps its source's mode, a VACUUM INTO file the default one). */
export async function keepOwnerOnly(path: string): Promise<void> {
  await chmod(path, OWNER_ONLY_FILE);
}

/**
 * Tightens DATA_DIR and everything in it to owner-only, as an older Redpen or a copy may have left
 * them looser (0755 folders become 0700, 0644 files 0600). Symbolic links are left alone, and not followed. Returns
 * the paths still open to others afterwards: not the process's own, or on a disk that keeps no
 * modes; the caller warns about them. A missing DATA_DIR is made.
 */
export async function tightenDataDir(dataDir: string): Promise<string[]> {
  await mkdir(dataDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
  const loose: string[] = [];
  const visit = async (path: string, isRoot: boolean): Promise<void> => {
    const info = isRoot ? await stat(path) : await lstat(path);
    if (info.isSymbolicLink()) return;
    const folder = info.isDirectory();
    if (info.mode & OTHERS) {
      // Only the group's and others' bits go: the owner keeps theirs (an executable stays one).
      await chmod(path, info.mode & 0o700).catch(() => undefined);
      if ((await lstat(path)).mode & OTHERS) loose.push(path);
    }
    if (!folder) return;
    let names: string[];
    try {
      names = await readdir(path);
    } catch {
      return; // a folder this process cannot list is already named above when it is loose
    }
    for (const name of names) await visit(join(path, name), false);
  };
  await visit(dataDir, true);
  return loose;
}

/** The one warning `npm start` logs for the paths tightenDataDir could not tighten, at most a few named. */
export function looseModesWarning(paths: string[], shown = 10): string {
  const named = paths.slice(0, shown).join(", ");
  const more = paths.length > shown ? ` and ${paths.length - shown} more` : "";
  return (
    `These files and folders of DATA_DIR can be read by other accounts of this machine, and Redpen could not make ` +
    `them its own alone (they belong to another account, or the disk keeps no modes): ${named}${more}. ` +
    `Give them to the account that runs Redpen (chown), or chmod them 700 (folders) and 600 (files).`
  );
}
