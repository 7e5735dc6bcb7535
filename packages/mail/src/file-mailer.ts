import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Mailer, OutgoingMail, StoredMail } from "./mail-types";

/** The last id's time: ids within one millisecond take the next one, so that they sort in sending order. */
let lastIdTime = 0;

/**
 * Owner-only modes, as everything Redpen keeps in DATA_DIR (see @redpen/server's owner-only-files):
 * a mail may hold a password-reset link.
 */
const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;

/** Writes each mail as one JSON file in `mailDir`, named so that names sort by time, readable by the owner alone. */
export class FileMailer implements Mailer {
  readonly kind = "file" as const;

  constructor(
    private readonly mailDir: string,
    private readonly from: string,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await mkdir(this.mailDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
    const now = new Date();
    lastIdTime = Math.max(now.getTime(), lastIdTime + 1);
    const id = `${String(lastIdTime).padStart(15, "0")}-${randomUUID()}`;
    const stored: StoredMail = {
      id,
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      sent_at: now.toISOString(),
    };
    // Written under a temporary name and renamed, so a reader never sees half a mail.
    const temporary = join(this.mailDir, `.${id}.tmp`);
    await writeFile(temporary, JSON.stringify(stored, null, 2), { mode: OWNER_ONLY_FILE });
    await rename(temporary, join(this.mailDir, `${id}.json`));
  }

  async close(): Promise<void> {}
}
