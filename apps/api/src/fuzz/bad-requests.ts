import fc from "fast-check";
import type { FuzzFixtures } from "./fuzz-fixtures";
import type { FuzzedRoute } from "./fuzzed-route";
import {
  asText,
  CALLER_VARIANTS,
  type EncodingVariant,
  FORM_VARIANTS,
  JSON_VARIANTS,
  MULTIPART_VARIANTS,
  type Mutation,
} from "./mutation";
import { anyValue, badValueOf, extraKey, fieldsOf, hostileString, validValueOf } from "./zod-arbitraries";

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
