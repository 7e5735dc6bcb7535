import fc from "fast-check";
import type { z } from "zod";

/**
 * Our small bridge from the contract's zod schemas to fast-check: which fields a schema has, values
 * it should take, and values it must refuse. It reads zod 4's own definitions (`_zod.def`) and knows
 * the kinds the contract uses; refinements it cannot read are left to the server to judge.
 */

type Schema = z.core.$ZodType;
type Def = { type: string; [key: string]: unknown };

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
/** A string's length limits and format, or a number's range and format, as zod's schema classes show them. */
function limitsOf(schema: Schema): { minimum?: number; maximum?: number; format?: string } {
  const { minLength, maxLength, minValue, maxValue, format } = schema as unknown as Record<
    string,
    number | string | null | undefined
  >;
  const finite = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
  return {
    minimum: finite(minLength ?? minValue),
    maximum: finite(maxLength ?? maxValue),
    format: typeof format === "string" ? format : undefined,
  };
}

/** The schema under the wrappers that do not change a value's type, and whether null or absence is allowed. */
export function unwrap(schema: Schema): { core: Schema; optional: boolean; nullable: boolean } {
  let core = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    const def = defOf(core);
    if (def.type === "optional" || def.type === "default" || def.type === "prefault") optional = true;
    if (def.type === "nullable") nullable = true;
    if (["optional", "default", "prefault", "nullable", "readonly", "catch"].includes(def.type))
      core = def.innerType as Schema;
    else if (def.type === "pipe") core = def.in as Schema;
    else return { core, optional, nullable };
  }
}

/** Where a value sits in a request part: object keys and array indexes. */
export type FieldPath = (string | number)[];

/** One field a schema describes, at any depth. */
export interface SchemaField {
  path: FieldPath;
  /** The field's own schema (wrappers included). */
  schema: Schema;
  /** Absent is refused. */
  required: boolean;
}

/** Every field of an object schema, nested objects, array elements (index 0) and union options included. */
export function fieldsOf(schema: Schema, path: FieldPath = []): SchemaField[] {
  const { core } = unwrap(schema);
  const def = defOf(core);
  if (def.type === "object") {
    return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, child]) => [
      { path: [...path, key], schema: child, required: !unwrap(child).optional },
      ...fieldsOf(child, [...path, key]),
    ]);
  }
  if (def.type === "array") return fieldsOf(def.element as Schema, [...path, 0]);
  if (def.type === "union") {
    const seen = new Set<string>();
    return (def.options as Schema[])
      .flatMap((option) => fieldsOf(option, path))
      .filter((field) => !seen.has(JSON.stringify(field.path)) && seen.add(JSON.stringify(field.path)));
  }
  return [];
}

/** Strings a careless server mishandles: control characters, broken and exotic Unicode, markup, paths, SQL. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u001B[31m",
    "\u007F",
    "\uD800",
    "\uDFFFa",
    "\uFEFF",
    "\u202Eevil",
    "\u200B\u200D",
    "\u2028\u2029",
    "e\u0301\u0301\u0301",
    "👩‍🏫🧑🏽‍🎓",
    "Ω≈ç√∫",
    "null",
    "undefined",
    "NaN",
    "-1",
    "1e309",
    "0x10",
    "true",
    "[]",
    "{}",
    "__proto__",
    "constructor",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "../../../../etc/passwd",
    "..\\..\\windows",
    "%00",
    "%zz",
    "' OR 1=1 --",
    "'; DROP TABLE essays; --",
    "${7*7}{{7*7}}",
    "\r\nSet-Cookie: a=b",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);

/** A string far longer than any field takes, but inside the body limit. */
export const hugeString: fc.Arbitrary<string> = fc
  .constantFrom(10_001, 70_000, 300_000)
  .map((length) => "w ".repeat(length / 2));

/** Stands for JSON nested `depth` arrays deep, written out only on the wire (JSON.stringify would overflow the stack). */
export const deepNesting = (depth: number) => `@@nested:${depth}@@`;
/** The JSON text with each deepNesting(...) string replaced by its nesting. */
export const withDeepNesting = (json: string) =>
  json.replace(/"@@nested:(\d+)@@"/g, (_match, depth: string) => "[".repeat(Number(depth)) + "]".repeat(Number(depth)));

/** A value nested deeper than any field is: in the value itself, or (far deeper) in the JSON text only. */
export const deepValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(64).map((depth) => {
    let value: unknown = "x";
    for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
    return value;
  }),
  fc.constantFrom(20_000, 200_000).map(deepNesting),
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  fc.constantFrom(0, -1, -0, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
);

/** Values the schema should take, from its own checks (length, format, range, choices). */
export function validValueOf(schema: Schema): fc.Arbitrary<unknown> {
  const { core, nullable } = unwrap(schema);
  const value = coreValidValue(core);
  return nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function coreValidValue(core: Schema): fc.Arbitrary<unknown> {
  const def = defOf(core);
  const limits = limitsOf(core);
  switch (def.type) {
    case "string": {
      if (limits.format === "uuid") return fc.uuid({ version: 4 });
      if (limits.format === "email") return fc.emailAddress();
      const minLength = limits.minimum ?? 0;
      const maxLength = Math.min(limits.maximum ?? 60, minLength + 60);
      return fc.string({ minLength, maxLength });
    }
    case "number": {
      const min = Math.max(limits.minimum ?? -1e6, -1e6);
      const max = Math.min(limits.maximum ?? 1e6, 1e6);
      return limits.format === "safeint"
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "array":
      return fc.array(validValueOf(def.element as Schema), { maxLength: 3 });
    case "record":
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), validValueOf(def.valueType as Schema), {
        maxKeys: 4,
      });
    case "object":
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape as Record<string, Schema>).map(([key, child]) => [key, validValueOf(child)]),
        ),
      );
    case "union":
      return fc.oneof(...(def.options as Schema[]).map(validValueOf));
    default:
      return anyJson;
  }
}

/** Values of the other JSON types than the schema's. */
function wrongTypeOf(kind: string): fc.Arbitrary<unknown> {
  const byType: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(fc.string(), hostileString),
    number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    boolean: fc.boolean(),
    object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
    array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  };
  const jsonType = kind === "enum" || kind === "literal" ? "string" : kind === "record" ? "object" : kind;
  return fc.oneof(
    ...Object.entries(byType)
      .filter(([type]) => type !== jsonType)
      .map(([, values]) => values),
  );
}

/** Values past the schema's own limits: too short, too long, out of range, not a whole number, not a choice, not the format. */
function outOfBoundsOf(core: Schema): fc.Arbitrary<unknown>[] {
  const def = defOf(core);
  const { minimum, maximum, format } = limitsOf(core);
  switch (def.type) {
    case "string":
      return [
        ...(minimum ? [fc.string({ maxLength: minimum - 1 })] : []),
        ...(maximum !== undefined ? [fc.constant("x".repeat(maximum + 1))] : []),
        ...(format === "uuid"
          ? [
              fc.constantFrom(
                "not-a-uuid",
                "00000000-0000-0000-0000-00000000000g",
                "{00000000-0000-4000-8000-000000000000}",
              ),
            ]
          : []),
        // A new resource's id is a random v4: the nil and max UUIDs and the time-based versions are refused.
        ...(format === "uuid" && def.version === "v4"
          ? [
              fc.constantFrom(
                "00000000-0000-0000-0000-000000000000",
                "ffffffff-ffff-ffff-ffff-ffffffffffff",
                "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
                "017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
              ),
            ]
          : []),
        ...(format === "email" ? [fc.constantFrom("no-at-sign", "a@b", "@school.test")] : []),
      ];
    case "number":
      return [
        fc.constantFrom(-1, -0.5, 1e308, -1e308, 2 ** 53 + 1),
        ...(minimum !== undefined ? [fc.constantFrom(minimum, minimum - 1)] : []),
        ...(maximum !== undefined ? [fc.constant(maximum + 1)] : []),
        ...(format === "safeint" ? [fc.constantFrom(0.5, 1.000001)] : []),
      ];
    case "enum":
      return [
        fc.constantFrom(
          ...Object.values(def.entries as Record<string, string>).flatMap((entry) => [
            entry.toLowerCase() + "x",
            ` ${entry}`,
          ]),
        ),
      ];
    case "array":
      return [
        fc.constant(Array.from({ length: 10_000 }, () => "00000000-0000-4000-8000-000000000000")),
        fc.array(wrongTypeOf(defOf(unwrap(def.element as Schema).core).type), { minLength: 1, maxLength: 3 }),
      ];
    case "record":
      return [
        fc.constant({ "": 1 }),
        fc.constant(Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`k${index}`, index]))),
      ];
    case "object":
      return [fc.constant({})];
    default:
      return [];
  }
}

/** Values the field must refuse, or at least survive: other types, null where it is not allowed, past its limits, hostile or huge strings, deep nesting. */
export function badValueOf(schema: Schema): fc.Arbitrary<unknown> {
  const { core, nullable } = unwrap(schema);
  const kind = defOf(core).type;
  return fc.oneof(
    { arbitrary: wrongTypeOf(kind), weight: 3 },
    { arbitrary: fc.oneof(...outOfBoundsOf(core), fc.constant(nullable ? undefined : null)), weight: 3 },
    { arbitrary: hostileString, weight: 2 },
    { arbitrary: hugeString, weight: 1 },
    { arbitrary: deepValue, weight: 1 },
  );
}

/** Keys an object should not have: unknown names, prototype keys, hostile ones. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "id", "owner_user_id", "organisation_id", "credits"),
  hostileString,
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** Any JSON value, for extra keys and wholesale replacements. */
export const anyValue = anyJson;
