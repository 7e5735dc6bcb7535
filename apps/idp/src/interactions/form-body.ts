import { bodyParser } from "@koa/bodyparser";
import type { Context } from "koa";

/** The largest form body read; a bigger one is refused with 413 before it is read. */
const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Reads a urlencoded body as its text, within the limit, one latin1 character per byte. The fields are
 * decoded below rather than by the parser's qs, which keeps a value that is not valid UTF-8 as its
 * %-escapes, a text that would pass.
 */
const readBodyText = bodyParser({
  enableTypes: ["text"],
  extendTypes: { text: ["application/x-www-form-urlencoded"] },
  textLimit: FORM_BODY_LIMIT_BYTES,
  encoding: "latin1",
  // A body that cannot be read otherwise (bad compression, cut short) reads as an empty form, which
  // each page refuses with its own message; only a body over the limit is refused as such.
  onError: (error) => {
    if (isFormTooLarge(error)) throw error;
  },
});

/** Whether an error is the refusal of a form body over FORM_BODY_LIMIT_BYTES (an HTTP 413 error of the parser). */
export const isFormTooLarge = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { status?: unknown }).status === 413;

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

/**
 * The fields of the form posted to this page (first value of each name). Read when the page asks for
 * them rather than in front of every page, so that an expired sign-in form is told so whatever its size.
 */
export async function readForm(ctx: Context): Promise<Record<string, string>> {
  await readBodyText(ctx, async () => undefined);
  // No prototype, so names like "__proto__" or "constructor" are plain fields.
  const form = Object.create(null) as Record<string, string>;
  const text = typeof ctx.request.body === "string" ? ctx.request.body : "";
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const at = pair.indexOf("=");
    const name = decodeComponent(at < 0 ? pair : pair.slice(0, at));
    if (!Object.hasOwn(form, name)) form[name] = decodeComponent(at < 0 ? "" : pair.slice(at + 1));
  }
  return form;
}
