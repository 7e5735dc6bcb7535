import type { z } from "zod";
import type { FuzzFixtures } from "./fuzz-fixtures";

/** How a route knows its caller: a teacher's bearer token, an optional one, the mailbox key, or the payment provider's signature. */
export type Caller = "teacher" | "anyone" | "mailbox-key" | "payment-signature";

/** How a route takes its body. */
export type BodyEncoding = "json" | "form" | "multipart";

/** A call the route takes, made from the fixtures as they are now (versions move as calls are taken). */
export interface ValidCall {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body, the form's fields, or the multipart file's bytes (or `{file, fields}`, with the form's other fields). */
  body?: unknown;
  /** The bearer token sent (the teacher's, by default, on teacher routes). */
  token?: string;
}

/** A call that is well formed but must be refused for what it points at: another teacher's id, a stale version. */
export interface Trespass {
  name: string;
  call: (fixtures: FuzzFixtures) => Promise<Partial<ValidCall>> | Partial<ValidCall>;
}

/** What the fuzz test knows of one route: its schemas (from the contract), how to call it well, and how it may be trespassed. */
export interface FuzzedRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** As registered, with `:name` parameters. */
  url: string;
  caller: Caller;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** JSON and form bodies are described by a schema; a multipart body is the photo's bytes. */
  body?: { encoding: Exclude<BodyEncoding, "multipart">; schema: z.core.$ZodType } | { encoding: "multipart" };
  /** Replies with HTML pages (its 4xx too) rather than the api's error body. */
  htmlPages?: boolean;
  /** Answers 503 "not-ready" as its own reply: readiness, while the fuzz keeps the correction queue stopped. */
  notReady?: boolean;
  valid: (fixtures: FuzzFixtures) => Promise<ValidCall> | ValidCall;
  trespasses?: Trespass[];
}

/** "METHOD url", the key a route is known by. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
