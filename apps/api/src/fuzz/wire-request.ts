import { MAILBOX_KEY_PARAM } from "../plugins/mailbox-key";
import type { FuzzFixtures } from "./fuzz-fixtures";
import type { FuzzedRoute } from "./fuzzed-route";
import { mutatedCall } from "./mutated-call";
import type { Mutation } from "./mutation";
import { formBodyOf, jsonBodyOf, multipartBodyOf, type WireBody } from "./wire-bodies";
import { bearerOf, mailboxKeyOf, signatureOf } from "./wire-credentials";

/** A request as it goes on the wire. */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** The route's address with the call's params in it, escaped unless a mutation sends them raw. */
function pathOf(url: string, params: Record<string, string>, rawParams: Set<string>): string {
  return url.replace(/:([a-z_]+)|\*/g, (match, name: string | undefined) => {
    const key = name ?? "*";
    const value = params[key] ?? "";
    if (rawParams.has(key)) return value;
    return key === "*" ? value.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(value);
  });
}

/** The query string, with a name once per value. */
function queryStringOf(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The request on the wire: the route's valid call of now, with the mutations applied. */
export async function wireRequestOf(
  route: FuzzedRoute,
  fixtures: FuzzFixtures,
  mutations: Mutation[],
): Promise<WireRequest> {
  const { call, rawParams, caller, encoding } = await mutatedCall(route, fixtures, mutations);
  const query: Record<string, string | string[]> = { ...call.query };
  const headers: Record<string, string> = {};
  if (route.caller === "mailbox-key") {
    const key = mailboxKeyOf(fixtures.mailboxKey, caller);
    if (key !== undefined) query[MAILBOX_KEY_PARAM] = key;
  } else {
    const authorization = bearerOf(fixtures, caller, call.token);
    if (authorization) headers.authorization = authorization;
  }
  let body: WireBody | undefined;
  if (route.body?.encoding === "json") body = jsonBodyOf(call.body, encoding);
  if (route.body?.encoding === "form") body = formBodyOf(call.body, encoding);
  if (route.body?.encoding === "multipart") {
    // The file's bytes, or the file with the form's other fields (a class set's data).
    const upload = call.body as Buffer | { file: Buffer; fields: Record<string, string> } | undefined;
    if (upload && !Buffer.isBuffer(upload)) body = multipartBodyOf(upload.file, encoding, upload.fields);
    else body = multipartBodyOf(upload ?? fixtures.png, encoding);
  }
  if (body?.type) headers["content-type"] = body.type;
  if (route.caller === "payment-signature" && body) {
    const signature = signatureOf(body.bytes.toString("utf8"), fixtures.ctx.config.payments.webhookSecret, caller);
    if (signature) headers["stripe-signature"] = signature;
  }
  return {
    method: route.method,
    path: pathOf(route.url, call.params, rawParams) + queryStringOf(query),
    headers,
    body: body?.bytes,
  };
}
