/**
 * What never leaves Redpen in a text sent to an outside service (an error report, an analytics
 * event): e-mail addresses, bearer tokens and JWTs, the query and fragment of any address (OIDC
 * codes, `?email=`, checkout session ids), share links' tokens and ids, since each opens an essay
 * (an essay shared before share links opens by its id).
 */

const EMAIL = /[^\s@"'<>()[\]{},;:/]+@[^\s@"'<>()[\]{},;:/]+\.[a-z]{2,}/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const AUTHORIZATION = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
// An address's query and fragment, after a path or a host ("http://x?a", "/login?email=...").
const QUERY = /(\/[^\s?#"'<>]*)[?#][^\s"'<>]*/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
// The student's page (/s/{token}) and the api's read of it (/shared-essays/{token}).
const SHARE_LINK = /\/(s|shared-essays)\/[A-Za-z0-9_-]+/g;

/** `text` with e-mail addresses, tokens, query strings, share links and ids replaced by placeholders. */
export function redactText(text: string): string {
  return text
    .replace(SHARE_LINK, "/$1/[token]")
    .replace(JWT, "[token]")
    .replace(AUTHORIZATION, "$1 [token]")
    .replace(QUERY, "$1")
    .replace(EMAIL, "[email]")
    .replace(UUID, "[id]");
}
