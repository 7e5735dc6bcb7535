import { FileMailer } from "./file-mailer";
import type { Mailer } from "./mail-types";
import { SmtpMailer } from "./smtp-mailer";

/** SMTP when a URL is given (production), otherwise files in `mailDir` (embedded default). */
export function createMailer(settings: { from: string; mailDir: string; smtpUrl?: string }): Mailer {
  return settings.smtpUrl
    ? new SmtpMailer(settings.smtpUrl, settings.from)
    : new FileMailer(settings.mailDir, settings.from);
}
