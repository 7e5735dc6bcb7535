import { formatValidationIssues, Product } from "@redpen/contract";
import { z } from "zod";

// How each environment variable's value is read: a zod schema per kind of value, each refusal
// naming the setting and what it takes. settings.ts puts them together.

/** The packs on sale when PRODUCTS is not set: the bigger the pack, the cheaper each essay. */
export const DEFAULT_PRODUCTS: Product[] = [
  { name: "20 essays", price_cents: 1900, essay_quantity: 20 },
  { name: "50 essays", price_cents: 3900, essay_quantity: 50 },
  { name: "100 essays", price_cents: 6900, essay_quantity: 100 },
  { name: "200 essays", price_cents: 11900, essay_quantity: 200 },
];

/** A blank setting counts as unset. */
export const text = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().trim().optional(),
);

export const portNumber = (name: string) =>
  text.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const port = Number(value);
    if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
    ctx.addIssue({ code: "custom", message: `Setting ${name} must be a port number, got "${value}".` });
    return z.NEVER;
  });

/** A percentage from 0 to 100 with at most two decimals (e.g. 20 or 5.5). */
export const percent = (name: string) =>
  text.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const rate = Number(value);
    if (/^\d{1,3}(\.\d{1,2})?$/.test(value) && rate <= 100) return rate;
    ctx.addIssue({
      code: "custom",
      message: `Setting ${name} must be a percentage from 0 to 100, like 20 or 5.5, got "${value}".`,
    });
    return z.NEVER;
  });

/** An absolute URL; a base address loses its trailing slash, so that paths can be appended. */
export const url = (name: string, { base = true } = {}) =>
  text.transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (URL.canParse(value)) return base ? value.replace(/\/+$/, "") : value;
    ctx.addIssue({ code: "custom", message: `Setting ${name} must be an absolute URL, got "${value}".` });
    return z.NEVER;
  });

/** An http or https address: "minio:9000" parses as a URL of the scheme "minio:", and would fail only at the first upload. */
export const httpUrl = (name: string) =>
  url(name).refine((value) => value === undefined || /^https?:$/.test(new URL(value).protocol), {
    error: (issue) => `Setting ${name} must be an http:// or https:// address, got "${String(issue.input)}".`,
  });

// The names S3 and its look-alikes accept; "s3://photos" or "photos/essays" would fail only at the first upload.
const BUCKET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/;
export const bucketName = text.refine((value) => value === undefined || BUCKET_NAME.test(value), {
  error: (issue) =>
    `Setting S3_BUCKET must be a bucket name (3 to 63 letters, digits, dots, hyphens or underscores), got "${String(issue.input)}".`,
});

export const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  text.pipe(
    z
      .enum(values, {
        error: (issue) =>
          `Setting ${name} must be ${values.join(", ").replace(/, ([^,]*)$/, " or $1")}, got "${String(issue.input)}".`,
      })
      .optional(),
  );

/** A Sentry DSN: an http(s) address with the project's public key and its id, e.g. https://key@o1.ingest.sentry.io/2. */
export const sentryDsn = text.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const dsn = URL.canParse(value) ? new URL(value) : undefined;
  if (dsn && /^https?:$/.test(dsn.protocol) && dsn.username && /\/\d+$/.test(dsn.pathname)) return value;
  ctx.addIssue({
    code: "custom",
    message: `Setting SENTRY_DSN must be a Sentry DSN like https://key@o1.ingest.sentry.io/2 (the project's "Client Keys" page), got "${value}".`,
  });
  return z.NEVER;
});

/** The site's domain as the analytics server knows it: a host name, not an address. */
export const siteDomain = text.refine((value) => value === undefined || /^[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(value), {
  error: (issue) =>
    `Setting PLAUSIBLE_DOMAIN must be the site's domain as registered at the analytics server, e.g. redpen.school.example, got "${String(issue.input)}".`,
});

export const flag = (name: string) => oneOf(name, ["true", "false"]).transform((value) => value === "true");

export const list = text.transform((value) =>
  value
    ?.split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

const PRODUCTS_EXAMPLE = 'e.g. [{"name":"20 essays","price_cents":1900,"essay_quantity":20}]';
export const products = text.transform((raw, ctx): Product[] => {
  if (raw === undefined) return DEFAULT_PRODUCTS;
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fail(`Setting PRODUCTS must be a JSON array of credit packs, ${PRODUCTS_EXAMPLE}; it is not valid JSON.`);
  }
  const result = z.array(Product).min(1).safeParse(json);
  if (!result.success)
    return fail(
      `Setting PRODUCTS must be a JSON array of credit packs, ${PRODUCTS_EXAMPLE}: ${formatValidationIssues(result.error.issues)}`,
    );
  const names = result.data.map((product) => product.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  return repeated
    ? fail(`Setting PRODUCTS names the pack "${repeated}" twice: each pack needs its own name.`)
    : result.data;
});
