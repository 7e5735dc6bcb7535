import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeOwnerOnlyFolderSync, OWNER_ONLY_FILE } from "@redpen/server";

/** The file a running api keeps in DATA_DIR, holding its process id, so a restore can tell it is there. */
const MARK_FILE = "redpen.pid";

/**
 * Marks DATA_DIR as used by this process until the returned function is called (the api's close).
 * A process killed outright leaves the file behind; its id then names no live process and the mark
 * counts for nothing.
 */
export function markDataDirInUse(dataDir: string): () => void {
  makeOwnerOnlyFolderSync(dataDir);
  const mark = join(dataDir, MARK_FILE);
  writeFileSync(mark, `${process.pid}\n`, { mode: OWNER_ONLY_FILE });
  return () => {
    // Another process may have started on the folder since (a restart): its mark is left alone.
    if (readMark(mark) === process.pid) rmSync(mark, { force: true });
  };
}

/** The id of a live process that marked DATA_DIR as in use, or null when none did. */
export function processUsingDataDir(dataDir: string): number | null {
  const pid = readMark(join(dataDir, MARK_FILE));
  return pid !== null && isAlive(pid) ? pid : null;
}

function readMark(mark: string): number | null {
  try {
    const pid = Number(readFileSync(mark, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only asks whether the process exists
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
