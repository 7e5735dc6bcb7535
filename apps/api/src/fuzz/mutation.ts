import type { FuzzFixtures } from "./fuzz-fixtures";
import type { FieldPath } from "./zod-arbitraries";

/**
 * What a fuzzed request may break: the mutations, and the caller and encoding variants the wire
 * request turns them into.
 */

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

export const CALLER_VARIANTS = {
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
export type CallerVariant = (typeof CALLER_VARIANTS)[keyof typeof CALLER_VARIANTS][number];

export const JSON_VARIANTS = [
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
export const FORM_VARIANTS = ["json", "textPlain", "oversized", "invalidUtf8", "repeatedFields", "emptyBody"] as const;
export const MULTIPART_VARIANTS = [
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
export type EncodingVariant =
  (typeof JSON_VARIANTS)[number] | (typeof FORM_VARIANTS)[number] | (typeof MULTIPART_VARIANTS)[number];

/** A value as text in an address or a form: strings as they are, anything else as its JSON. */
export const asText = (value: unknown): string => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

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
