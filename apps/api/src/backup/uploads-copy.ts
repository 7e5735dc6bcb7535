import { copyFile, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { keepOwnerOnly, makeOwnerOnlyFolder } from "@redpen/server";

/**
 * Copies the uploaded files of one folder into another (made if needed): the storage keeps one
 * flat file per key. Files starting with a dot are uploads still being written, left out. A
 * missing folder has nothing to copy. The copies are owner-only, whatever their source's mode.
 * Returns how many files and bytes were copied.
 */
export async function copyUploads(from: string, to: string): Promise<{ files: number; bytes: number }> {
  await makeOwnerOnlyFolder(to);
  let names: string[];
  try {
    names = await readdir(from);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { files: 0, bytes: 0 };
    throw error;
  }
  let files = 0;
  let bytes = 0;
  for (const name of names) {
    if (name.startsWith(".")) continue;
    const source = join(from, name);
    const info = await stat(source);
    if (!info.isFile()) continue;
    await copyFile(source, join(to, name));
    await keepOwnerOnly(join(to, name));
    files += 1;
    bytes += info.size;
  }
  return { files, bytes };
}
