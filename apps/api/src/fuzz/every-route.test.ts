import type { RouteOptions } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "@redpen/contract";
import { badRequestsOf } from "./bad-requests";
import { describeMutations, type Mutation } from "./mutation";
import { wireRequestOf } from "./wire-request";
import { listenOnLoopback } from "../testing/test-api";
import { startFuzzFixtures, type FuzzFixtures } from "./fuzz-fixtures";
import { routeKey, type FuzzedRoute } from "./fuzzed-route";
import { FUZZED_ROUTES } from "./fuzzed-routes";
import { changedParts, watchStoredState } from "./stored-state";

// Every route of the api, sent at least 200 generated bad requests each (wrong types, missing and extra
// fields, huge strings, deep nesting, hostile Unicode, broken encodings and tokens, other schools' ids,
// stale versions) over HTTP against the real server. Never a 5xx, always the security headers and the
// error body (or an error page where the route answers with pages), and nothing stored by a refused request.

const REQUESTS_PER_ROUTE = 100;
/** Fixed so a failure comes back on the next run; FUZZ_SEED explores other requests. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

const registered: RouteOptions[] = [];
let fixtures: FuzzFixtures;
let origin: string;
const report: string[] = [];

beforeAll(async () => {
  fixtures = await startFuzzFixtures((route) => registered.push(route));
  origin = await listenOnLoopback(fixtures.ctx.api);
}, 120_000);

afterAll(async () => {
  if (report.length)
    console.log(`Fuzzed routes (seed ${SEED}, ${process.env.TEST_DATABASE ?? "sqlite"}):\n${report.join("\n")}`);
  await fixtures?.ctx.close();
});

/** What is wrong with a reply, if anything. */
function problemsOf(route: FuzzedRoute, response: Response, text: string): string[] {
  const { status } = response;
  const contentType = response.headers.get("content-type") ?? "";
  const notReady = route.notReady && status === 503 && text.includes('"not-ready"');
  if (status >= 500 && !notReady) return [`answered ${status}`];
  if (response.headers.get("x-content-type-options") !== "nosniff") return [`${status} without the security headers`];
  if (status < 400 || notReady) return [];
  if (route.htmlPages && contentType.startsWith("text/html") && text.includes("</html>")) return [];
  try {
    return ErrorBody.safeParse(JSON.parse(text)).success ? [] : [`${status} without the error body`];
  } catch {
    return [`${status} with a body that is not JSON`];
  }
}

/** A refusal: an error status (the checkout page refuses a card with 400 or 402 too). */
const isRefusal = (status: number) => status >= 400;

it("describes every route the api serves (HEAD is Fastify's answer to GET)", () => {
  const served = registered.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== "HEAD")
      .map((method) => routeKey({ method, url: route.url })),
  );
  expect([...new Set(served)].sort()).toEqual(FUZZED_ROUTES.map(routeKey).sort());
});

describe.each(FUZZED_ROUTES.map((route) => [routeKey(route), route] as const))("%s", (_key, route) => {
  it(`takes ${REQUESTS_PER_ROUTE} bad requests and more without a 5xx, always with the error body, storing nothing it refused`, async () => {
    const trespasses: Mutation[][] = (route.trespasses ?? []).map((trespass) => [
      { part: "trespass", name: trespass.name },
    ]);
    const runs = [...trespasses, ...fc.sample(badRequestsOf(route), { numRuns: REQUESTS_PER_ROUTE, seed: SEED })];
    const storedState = watchStoredState(fixtures.ctx.api.db, {
      uploads: fixtures.ctx.config.uploadsDir,
      mail: fixtures.ctx.config.mail.mailDir,
    });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const started = performance.now();
    for (const mutations of runs) {
      // The valid call may prepare what it points at (a new checkout, a member again): before the snapshot.
      const request = await wireRequestOf(route, fixtures, mutations);
      const stored = await storedState();
      const response = await fetch(origin + request.path, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: "manual",
      });
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const problems = problemsOf(route, response, text);
      const changed = changedParts(stored, await storedState());
      if (isRefusal(response.status) && changed.length)
        problems.push(`refused with ${response.status} but changed ${changed.join(", ")}`);
      if (problems.length)
        failures.push(
          `${problems.join(", ")}: ${request.method} ${request.path.slice(0, 200)} ${describeMutations(mutations)} -> ${text.slice(0, 300)}`,
        );
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(" ");
    report.push(
      `  ${routeKey(route).padEnd(52)} ${String(runs.length).padStart(4)} sent in ${seconds.padStart(5)} s: ${byStatus}`,
    );
    expect(failures.slice(0, 15)).toEqual([]);
  }, 600_000);
});
