import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeOwnerOnlyFolderSync, OWNER_ONLY_FILE } from "@redpen/server";

/** The query parameter that carries the mailbox key: `/mailbox?key=…`. */
export const MAILBOX_KEY_PARAM = "key";
/** The file under DATA_DIR that keeps the key from one start to the next. */
export const MAILBOX_KEY_FILE = "mailbox-key";

/**
 * The operator's mailbox key: read from DATA_DIR, or made (random, 32 bytes) at the first start
 * and kept there, readable by the operator alone.
 */
export function readOrCreateMailboxKey(dataDir: string): string {
  const file = join(dataDir, MAILBOX_KEY_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  makeOwnerOnlyFolderSync(dataDir);
  const key = randomBytes(32).toString("base64url");
  try {
    // "wx": when two processes start at once, the first one's key wins and the other reads it.
    writeFileSync(file, `${key}\n`, { flag: "wx", mode: OWNER_ONLY_FILE });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim();
  }
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether `given` is the key, compared in constant time (hashes of equal length, whatever was sent). */
export function isMailboxKey(given: unknown, key: string): boolean {
  return typeof given === "string" && timingSafeEqual(digest(given), digest(key));
}

/** The mailbox's address, key included, as `npm start` prints it and the mailbox links to itself. */
export function mailboxPath(key: string, mailId?: string): string {
  const path = mailId === undefined ? "/mailbox" : `/mailbox/${encodeURIComponent(mailId)}`;
  return `${path}?${new URLSearchParams({ [MAILBOX_KEY_PARAM]: key })}`;
}

/** A request address with the mailbox key blanked, for logs. */
export function withoutMailboxKey(url: string): string {
  return url.replace(new RegExp(`([?&]${MAILBOX_KEY_PARAM}=)[^&#]*`, "g"), "$1[redacted]");
}
