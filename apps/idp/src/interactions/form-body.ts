import type { IncomingMessage } from "node:http";

export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

export class FormTooLargeError extends Error {}

/** Reads an application/x-www-form-urlencoded body into plain strings (first value of each name). */
export async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > FORM_BODY_LIMIT_BYTES) throw new FormTooLargeError("The form is too large.");
    chunks.push(chunk as Buffer);
  }
  const form: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString("utf8"))) {
    if (!(name in form)) form[name] = value;
  }
  return form;
}
