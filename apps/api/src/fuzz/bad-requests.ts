import fc from "fast-check";
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES, JSON_BODY_LIMIT_BYTES } from "@redpen/contract";
import { MAILBOX_KEY_PARAM } from "../plugins/mailbox-key";
import { signPaymentEvent } from "../payments/webhook-signature";
import { pixelBomb } from "../testing/uploads";
import type { FuzzFixtures } from "./fuzz-fixtures";
import type { FuzzedRoute, Trespass, ValidCall } from "./fuzzed-route";
import {
  anyValue,
  badValueOf,
  extraKey,
  fieldsOf,
  hostileString,
  validValueOf,
  withDeepNesting,
  type FieldPath,
} from "./zod-arbitraries";

/** One way a request is broken; a fuzzed request carries one or two. */
export type Mutation =
  | { part: "caller"; variant: CallerVariant }
  | { part: "param"; name: string; value: string; raw?: boolean }
  | { part: "param"; name: string; fixture: keyof FuzzFixtures["ids"] }
  | { part: "query"; name: string; value: string | string[] | null }
  | { part: "body"; op: "set"; path: FieldPath; value: unknown }
  | { part: "body"; op: "delete"; path: FieldPath }
  | { part: "body"; op: "extra"; path: FieldPath; key: string; value: unknown }
  | { part: "body"; op: "replace"; value: unknown }
  | { part: "encoding"; variant: EncodingVariant }
  | { part: "trespass"; name: string };

const CALLER_VARIANTS = {
  teacher: [
    "none",
    "garbage",
    "empty",
    "basic",
    "huge",
    "stranger",
    "colleague",
    "expired",
    "wrongAudience",
    "wrongIssuer",
    "strangerKey",
    "unverified",
  ],
  anyone: ["garbage", "huge", "stranger", "expired", "strangerKey"],
  "mailbox-key": ["none", "wrong", "truncated", "twice", "empty", "padded"],
  "payment-signature": ["none", "garbage", "wrongSecret", "stale", "otherPayload"],
} as const;
type CallerVariant = (typeof CALLER_VARIANTS)[keyof typeof CALLER_VARIANTS][number];

const JSON_VARIANTS = [
  "malformed",
  "textPlain",
  "noContentType",
  "empty",
  "oversized",
  "invalidUtf8",
  "protoKey",
  "constructorPrototype",
  "duplicateKeys",
  "utf16",
  "xml",
  "bom",
  "null",
  "array",
  "number",
] as const;
const FORM_VARIANTS = ["json", "textPlain", "oversized", "invalidUtf8", "repeatedFields", "emptyBody"] as const;
const MULTIPART_VARIANTS = [
  "json",
  "noFile",
  "wrongField",
  "twoFiles",
  "notAnImage",
  "truncated",
  "wrongBoundary",
  "noBoundary",
  "emptyFile",
  "tooLarge",
  "svg",
  "pngHeaderOnly",
  "pixelBomb",
] as const;
type EncodingVariant =
  (typeof JSON_VARIANTS)[number] | (typeof FORM_VARIANTS)[number] | (typeof MULTIPART_VARIANTS)[number];

/** Strings that must never reach a path unescaped, sent as they are. */
const RAW_PATH_SEGMENTS = [
  "%zz",
  "%00",
  "%E0%A4%A",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "a%2Fb",
  "%C0%AE%C0%AE",
  "%FF",
  "x".repeat(2_000),
];

/** A value as text in an address or a form: strings as they are, anything else as its JSON. */
const asText = (value: unknown): string => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

/** The ways a route's request can be broken, as fast-check arbitraries of mutation lists. */
export function badRequestsOf(route: FuzzedRoute): fc.Arbitrary<Mutation[]> {
  const options: fc.WeightedArbitrary<Mutation>[] = [
    {
      arbitrary: fc.constantFrom(...CALLER_VARIANTS[route.caller]).map((variant) => ({ part: "caller", variant })),
      weight: 2,
    },
  ];
  for (const [name, schema] of Object.entries(route.params?.shape ?? {})) {
    const value = fc.oneof(validValueOf(schema), badValueOf(schema)).map(asText);
    options.push({ arbitrary: value.map((text) => ({ part: "param", name, value: text })), weight: 2 });
    options.push({
      arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS).map((text) => ({ part: "param", name, value: text, raw: true })),
      weight: 1,
    });
    options.push({
      arbitrary: fc
        .constantFrom<keyof FuzzFixtures["ids"]>(
          "essay",
          "pendingEssay",
          "strangerEssay",
          "image",
          "strangerImage",
          "checkout",
          "strangerCheckout",
          "mail",
        )
        .map((fixture) => ({ part: "param", name, fixture })),
      weight: 1,
    });
  }
  const queryValue = (schema?: Parameters<typeof badValueOf>[0]) =>
    fc.oneof(
      (schema ? fc.oneof(validValueOf(schema), badValueOf(schema)) : anyValue).map(asText),
      fc.array(hostileString, { minLength: 2, maxLength: 3 }),
      fc.constant(null),
    );
  for (const [name, schema] of Object.entries(route.query?.shape ?? {})) {
    options.push({ arbitrary: queryValue(schema).map((value) => ({ part: "query", name, value })), weight: 2 });
  }
  options.push({
    arbitrary: fc.tuple(extraKey, queryValue()).map(([name, value]) => ({ part: "query", name, value })),
    weight: 1,
  });
  if (route.body) {
    const { encoding } = route.body;
    if (route.body.encoding !== "multipart") {
      const fields = fieldsOf(route.body.schema);
      const objectPaths = [
        [],
        ...fields.filter((field) => fieldsOf(field.schema).length > 0).map((field) => field.path),
      ];
      if (fields.length) {
        options.push({
          arbitrary: fc
            .constantFrom(...fields)
            .chain((field) =>
              badValueOf(field.schema).map((value) => ({ part: "body", op: "set", path: field.path, value })),
            ),
          weight: 6,
        });
        options.push({
          arbitrary: fc.constantFrom(...fields).map((field) => ({ part: "body", op: "delete", path: field.path })),
          weight: 2,
        });
      }
      options.push({
        arbitrary: fc
          .tuple(fc.constantFrom(...objectPaths), extraKey, anyValue)
          .map(([path, key, value]) => ({ part: "body", op: "extra", path, key, value })),
        weight: 2,
      });
      options.push({ arbitrary: anyValue.map((value) => ({ part: "body", op: "replace", value })), weight: 1 });
    }
    const variants = encoding === "json" ? JSON_VARIANTS : encoding === "form" ? FORM_VARIANTS : MULTIPART_VARIANTS;
    options.push({
      arbitrary: fc.constantFrom<EncodingVariant>(...variants).map((variant) => ({ part: "encoding", variant })),
      weight: encoding === "multipart" ? 6 : 3,
    });
  }
  if (route.trespasses?.length)
    options.push({
      arbitrary: fc
        .constantFrom(...route.trespasses.map((trespass) => trespass.name))
        .map((name) => ({ part: "trespass", name })),
      weight: 2,
    });
  return fc.array(fc.oneof(...options), { minLength: 1, maxLength: 2 });
}

/** A request as it goes on the wire. */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** A copy of `value` with `change` applied at `path` (the containers on the way made when missing). */
function atPath(
  value: unknown,
  path: FieldPath,
  change: (container: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const root = { value: structuredClone(value) as unknown };
  let container = root as Record<string | number, unknown>;
  let key: string | number = "value";
  for (const step of path) {
    if (container[key] === null || typeof container[key] !== "object")
      container[key] = typeof step === "number" ? [] : {};
    container = container[key] as Record<string | number, unknown>;
    key = step;
  }
  change(container, key);
  return root.value;
}

function mutateBody(body: unknown, mutation: Extract<Mutation, { part: "body" }>): unknown {
  switch (mutation.op) {
    case "set":
      return atPath(body, mutation.path, (container, key) => (container[key] = mutation.value));
    case "delete":
      return atPath(body, mutation.path, (container, key) => delete container[key]);
    case "extra":
      return atPath(body, mutation.path, (container, key) => {
        const target =
          container[key] && typeof container[key] === "object"
            ? (container[key] as Record<string, unknown>)
            : (container[key] = {} as Record<string, unknown>);
        Object.defineProperty(target, mutation.key, {
          value: mutation.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      });
    case "replace":
      return mutation.value;
  }
}

/** The call with its mutations applied, and what is left for the wire (caller and encoding variants). */
async function mutatedCall(route: FuzzedRoute, fixtures: FuzzFixtures, mutations: Mutation[]) {
  let call: ValidCall = await route.valid(fixtures);
  const rawParams = new Set<string>();
  let caller: CallerVariant | undefined;
  let encoding: EncodingVariant | undefined;
  for (const mutation of mutations) {
    if (mutation.part === "trespass") {
      const trespass = route.trespasses!.find((candidate) => candidate.name === mutation.name) as Trespass;
      call = { ...call, ...(await trespass.call(fixtures)) };
    } else if (mutation.part === "param") {
      call = {
        ...call,
        params: {
          ...call.params,
          [mutation.name]: "fixture" in mutation ? fixtures.ids[mutation.fixture] : mutation.value,
        },
      };
      if ("raw" in mutation && mutation.raw) rawParams.add(mutation.name);
    } else if (mutation.part === "query") {
      const query: Record<string, string | string[]> = { ...call.query };
      if (mutation.value === null) delete query[mutation.name];
      else query[mutation.name] = mutation.value;
      call = { ...call, query: query as Record<string, string> };
    } else if (mutation.part === "body") call = { ...call, body: mutateBody(call.body, mutation) };
    else if (mutation.part === "caller") caller = mutation.variant;
    else encoding = mutation.variant;
  }
  return { call, rawParams, caller, encoding };
}

function pathOf(url: string, params: Record<string, string>, rawParams: Set<string>): string {
  return url.replace(/:([a-z_]+)|\*/g, (match, name: string | undefined) => {
    const key = name ?? "*";
    const value = params[key] ?? "";
    if (rawParams.has(key)) return value;
    return key === "*" ? value.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(value);
  });
}

function queryStringOf(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  const text = search.toString();
  return text ? `?${text}` : "";
}

function bearerOf(
  fixtures: FuzzFixtures,
  variant: CallerVariant | undefined,
  token: string | undefined,
): string | undefined {
  switch (variant) {
    case undefined:
      return token && `Bearer ${token}`;
    case "none":
      return undefined;
    case "garbage":
      return "Bearer not.a.token";
    case "empty":
      return "Bearer ";
    case "basic":
      return `Basic ${Buffer.from(`${fixtures.teacher.email}:password`).toString("base64")}`;
    case "huge":
      return `Bearer ${"a".repeat(12_000)}`;
    case "stranger":
      return `Bearer ${fixtures.stranger.token}`;
    case "colleague":
      return `Bearer ${fixtures.colleague.token}`;
    default:
      return variant in fixtures.brokenTokens
        ? `Bearer ${fixtures.brokenTokens[variant as keyof FuzzFixtures["brokenTokens"]]}`
        : token && `Bearer ${token}`;
  }
}

function mailboxKeyOf(key: string, variant: CallerVariant | undefined): string | string[] | undefined {
  const variants: Partial<Record<CallerVariant, string | string[] | undefined>> = {
    none: undefined,
    wrong: "a".repeat(key.length),
    truncated: key.slice(0, -1),
    twice: [key, key],
    empty: "",
    padded: `${key} `,
  };
  return variant === undefined ? key : variants[variant];
}

function signatureOf(payload: string, secret: string, variant: CallerVariant | undefined): string | undefined {
  const variants: Partial<Record<CallerVariant, string | undefined>> = {
    none: undefined,
    garbage: "t=1,v1=00",
    wrongSecret: signPaymentEvent(payload, "whsec_someone_else"),
    stale: signPaymentEvent(payload, secret, Math.floor(Date.now() / 1000) - 3_600),
    otherPayload: signPaymentEvent(`${payload} `, secret),
  };
  return variant === undefined ? signPaymentEvent(payload, secret) : variants[variant];
}

const JSON_TYPE = "application/json";

/** The JSON body as sent, or broken one way. */
function jsonBodyOf(body: unknown, variant: EncodingVariant | undefined): { type?: string; bytes: Buffer } {
  const text = withDeepNesting(JSON.stringify(body) ?? "null");
  const json = (bytes: string | Buffer, type: string | undefined = JSON_TYPE) => ({ type, bytes: Buffer.from(bytes) });
  switch (variant) {
    case "malformed":
      return json(text.slice(0, Math.max(1, Math.floor(text.length / 2))));
    case "textPlain":
      return json(text, "text/plain");
    case "noContentType":
      return json(text, undefined);
    case "empty":
      return json("");
    case "oversized":
      return json(`{"pad":"${"x".repeat(JSON_BODY_LIMIT_BYTES)}","body":${text}}`);
    case "invalidUtf8":
      return json(
        Buffer.concat([
          Buffer.from('{"data":{"name":"'),
          Buffer.from([0xff, 0xfe, 0xc3]),
          Buffer.from('"},"version":2}'),
        ]),
      );
    case "protoKey":
      return json(`{"__proto__":{"owner_user_id":"x"},"body":${text}}`);
    case "constructorPrototype":
      return json(`{"constructor":{"prototype":{"owner_user_id":"x"}},"body":${text}}`);
    case "duplicateKeys":
      return json(text.startsWith("{") && text.length > 2 ? `{"version":"x","data":null,${text.slice(1)}` : text);
    case "utf16":
      return json(Buffer.from(text, "utf16le"), "application/json; charset=utf-16");
    case "xml":
      return json(`<body>${text}</body>`, "application/xml");
    case "bom":
      return json(`\uFEFF${text}`);
    case "null":
      return json("null");
    case "array":
      return json(`[${text}]`);
    case "number":
      return json("1e999");
    default:
      return json(text);
  }
}

function formBodyOf(body: unknown, variant: EncodingVariant | undefined): { type?: string; bytes: Buffer } {
  const search = new URLSearchParams();
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : { body };
  for (const [name, value] of Object.entries(fields)) search.append(name, asText(value));
  const form = (bytes: string | Buffer, type: string | undefined = "application/x-www-form-urlencoded") => ({
    type,
    bytes: Buffer.from(bytes),
  });
  switch (variant) {
    case "json":
      return form(JSON.stringify(body) ?? "null", JSON_TYPE);
    case "textPlain":
      return form(search.toString(), "text/plain");
    case "oversized":
      return form(`${search}&pad=${"x".repeat(JSON_BODY_LIMIT_BYTES)}`);
    case "invalidUtf8":
      return form(Buffer.concat([Buffer.from(`${search}&name=`), Buffer.from([0xff, 0xfe, 0x25, 0x7a])]));
    case "repeatedFields":
      return form(`${search}&${search}`);
    case "emptyBody":
      return form("");
    default:
      return form(search.toString());
  }
}

function multipartBodyOf(file: Buffer, variant: EncodingVariant | undefined): { type?: string; bytes: Buffer } {
  const boundary = "----redpen-fuzz-boundary";
  const part = (field: string, bytes: Buffer, fileName = "page.png", type = "image/png") =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from("\r\n"),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const multipart = (...parts: Buffer[]) => ({
    type: `multipart/form-data; boundary=${boundary}`,
    bytes: Buffer.concat([...parts, end]),
  });
  switch (variant) {
    case "json":
      return { type: JSON_TYPE, bytes: Buffer.from(JSON.stringify({ [IMAGE_UPLOAD_FIELD]: file.toString("base64") })) };
    case "noFile":
      return multipart(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`));
    case "wrongField":
      return multipart(part("photo", file));
    case "twoFiles":
      return multipart(part(IMAGE_UPLOAD_FIELD, file), part(IMAGE_UPLOAD_FIELD, file));
    case "notAnImage":
      return multipart(
        part(IMAGE_UPLOAD_FIELD, Buffer.from("%PDF-1.4 not a photo at all"), "page.pdf", "application/pdf"),
      );
    case "truncated":
      return {
        type: `multipart/form-data; boundary=${boundary}`,
        bytes: part(IMAGE_UPLOAD_FIELD, file).subarray(0, 80),
      };
    case "wrongBoundary":
      return {
        type: "multipart/form-data; boundary=something-else",
        bytes: multipart(part(IMAGE_UPLOAD_FIELD, file)).bytes,
      };
    case "noBoundary":
      return { type: "multipart/form-data", bytes: multipart(part(IMAGE_UPLOAD_FIELD, file)).bytes };
    case "emptyFile":
      return multipart(part(IMAGE_UPLOAD_FIELD, Buffer.alloc(0)));
    case "tooLarge":
      return multipart(part(IMAGE_UPLOAD_FIELD, Buffer.concat([file, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)])));
    case "svg":
      return multipart(
        part(
          IMAGE_UPLOAD_FIELD,
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          "page.svg",
          "image/svg+xml",
        ),
      );
    case "pngHeaderOnly":
      return multipart(part(IMAGE_UPLOAD_FIELD, file.subarray(0, 24)));
    case "pixelBomb":
      return multipart(part(IMAGE_UPLOAD_FIELD, pixelBomb()));
    default:
      return multipart(part(IMAGE_UPLOAD_FIELD, file));
  }
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
  let body: { type?: string; bytes: Buffer } | undefined;
  if (route.body?.encoding === "json") body = jsonBodyOf(call.body, encoding);
  if (route.body?.encoding === "form") body = formBodyOf(call.body, encoding);
  if (route.body?.encoding === "multipart")
    body = multipartBodyOf(Buffer.isBuffer(call.body) ? call.body : fixtures.png, encoding);
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

/** A short account of the mutations, for a failure's message. */
export function describeMutations(mutations: Mutation[]): string {
  return mutations
    .map((mutation) =>
      JSON.stringify(mutation, (_key, value: unknown) =>
        typeof value === "string" && value.length > 80 ? `${value.slice(0, 80)}…(${value.length})` : value,
      ),
    )
    .join(" + ");
}
