import { randomBytes } from "node:crypto";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { makeOwnerOnlyFolder, OWNER_ONLY_FILE } from "@redpen/server";
import type { ImageStorage } from "./image-storage";
import { checkStorageKey as checkKey } from "./storage-key";

/** Image files in one folder (DATA_DIR/uploads), one file per key. */
export class LocalImageStorage implements ImageStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = join(this.dir, checkKey(key));
    await makeOwnerOnlyFolder(this.dir);
    // Written beside the target, then renamed: a reader never sees half a file, even after a crash.
    const temporary = join(this.dir, `.${key}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, bytes, { flag: "wx", mode: OWNER_ONLY_FILE });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.dir, checkKey(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.dir, checkKey(key)), { force: true });
  }
}
