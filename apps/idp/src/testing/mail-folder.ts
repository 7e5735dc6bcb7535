import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { StoredMail } from "@redpen/mail";

/** Which mails to look at: to one address, and with one subject when given. */
export interface MailFilter {
  to: string;
  subject?: string;
}

/** The mails of the file mailer's folder that match, oldest first. */
export function mailsIn(dir: string, filter: MailFilter): StoredMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as StoredMail)
    .filter((mail) => mail.to === filter.to && (filter.subject === undefined || mail.subject === filter.subject));
}

/** The first link of a mail's text. */
export const linkIn = (mail: StoredMail) => /(http\S+)/.exec(mail.text)?.[1] ?? "";
