import type { IncomingMessage } from "node:http";

export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

export class FormTooLargeError extends Error {}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A lone surrogate stands for a value that is not valid UTF-8. URLSearchParams would turn such bytes
 * into U+FFFD and the text would pass; kept as broken Unicode, the contract's rule refuses it by field.
 */
const BROKEN_TEXT = "\uD800";

/** One name or value of a urlencoded body, given as its raw bytes (one latin1 character each). */
function decodeComponent(raw: string): string {
  const bytes = Buffer.from(
    raw
      .replaceAll("+", " ")
      .replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  );
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return BROKEN_TEXT;
  }
}

/** Reads an application/x-www-form-urlencoded body into plain strings (first value of each name). */
export async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > FORM_BODY_LIMIT_BYTES) throw new FormTooLargeError("The form is too large.");
    chunks.push(chunk as Buffer);
  }
  // No prototype, so names like "__proto__" or "constructor" are plain fields.
  const form = Object.create(null) as Record<string, string>;
  for (const pair of Buffer.concat(chunks).toString("latin1").split("&")) {
    if (!pair) continue;
    const at = pair.indexOf("=");
    const name = decodeComponent(at < 0 ? pair : pair.slice(0, at));
    if (!Object.hasOwn(form, name)) form[name] = decodeComponent(at < 0 ? "" : pair.slice(at + 1));
  }
  return form;
}
