export type { Mailer, OutgoingMail, StoredMail } from "./mail-types";
export { createMailer } from "./create-mailer";
export { FileMailbox } from "./file-mailbox";
