/** A message to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A message as kept on disk by the file mailer and read back by the mailbox. */
export interface StoredMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** ISO 8601 time of sending. */
  sent_at: string;
}

/** Sends mail; `kind` says whether it goes to files (embedded default) or to an SMTP server. */
export interface Mailer {
  readonly kind: "file" | "smtp";
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
