import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { StoredMail } from "./mail-types";

const MAIL_ID = /^\d{15}-[0-9a-f-]{36}$/;

/** Reads the mail the file mailer wrote, for the local mailbox page and for tests. */
export class FileMailbox {
  constructor(private readonly mailDir: string) {}

  /** Newest first; an absent folder is an empty mailbox. */
  async list(options: { to?: string; limit?: number } = {}): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await readdir(this.mailDir);
    } catch {
      return [];
    }
    const ids = names
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.slice(0, -5))
      .filter((id) => MAIL_ID.test(id))
      .sort()
      .reverse();
    const mails: StoredMail[] = [];
    for (const id of ids) {
      const mail = await this.get(id);
      if (!mail || (options.to && mail.to.toLowerCase() !== options.to.toLowerCase())) continue;
      mails.push(mail);
      if (options.limit && mails.length >= options.limit) break;
    }
    return mails;
  }

  /** The mail with this id, or undefined; ids that are not ours can never reach outside the folder. */
  async get(id: string): Promise<StoredMail | undefined> {
    if (!MAIL_ID.test(id)) return undefined;
    try {
      return JSON.parse(await readFile(join(this.mailDir, `${id}.json`), "utf8")) as StoredMail;
    } catch {
      return undefined;
    }
  }
}
