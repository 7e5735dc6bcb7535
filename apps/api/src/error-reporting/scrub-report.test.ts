import { describe, expect, it } from "vitest";
import { scrubReport } from "./scrub-report";

const ESSAY =
  "Nowadays many people think that technology make our lives easier, but I am not agree with this idea completely.";
const EMAIL = "ana.garcia@school.test";
const TOKEN = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl";
const ESSAY_ID = "0b7f6c1e-2d3a-4c5b-8e9f-a0b1c2d3e4f5";

/** An error event as @sentry/node makes it for a failed request. */
const errorEvent = {
  event_id: "94a196662a3945c7b86c5b7244bf800e",
  exception: {
    values: [
      {
        type: "Error",
        value: `insert failed: Key (email)=(${EMAIL}) already exists`,
        stacktrace: {
          frames: [
            {
              filename: "/srv/redpen/apps/api/src/services/essays/essays.service.ts",
              function: "createEssay",
              lineno: 12,
              context_line: "  await insertEssay(db, row);",
              vars: { text: ESSAY, email: EMAIL },
            },
          ],
        },
      },
    ],
  },
  transaction: "POST /api/v1/essays/:essay_id",
  request: {
    method: "POST",
    url: `http://redpen.school.test/api/v1/essays/${ESSAY_ID}?access_token=${TOKEN}`,
    query_string: `access_token=${TOKEN}`,
    cookies: { session: "secret" },
    headers: {
      authorization: `Bearer ${TOKEN}`,
      cookie: "session=secret",
      "content-type": "application/json",
      "x-forwarded-for": "203.0.113.9",
      "user-agent": "Mozilla/5.0",
    },
    data: JSON.stringify({ data: { original_text: ESSAY, student_name: "Pablo Ruiz" } }),
    env: { REMOTE_ADDR: "203.0.113.9" },
  },
  user: { ip_address: "203.0.113.9", email: EMAIL, username: "Ana García" },
  extra: { essay: ESSAY },
  contexts: {
    runtime: { name: "node", version: "v20.20.2" },
    trace: { trace_id: "0afc16fab2644d578dfacc6f2da620b1", span_id: "b733b999fa2f1666" },
  },
  breadcrumbs: [
    {
      category: "console",
      level: "log",
      message: `saving ${ESSAY}`,
      data: { arguments: ["saving", ESSAY], logger: "console" },
    },
    {
      category: "http",
      type: "http",
      data: { url: `https://mail.school.test/send?to=${EMAIL}`, method: "POST", status_code: 200 },
    },
  ],
};

/** A span as @sentry/node streams it for the same request. */
const span = {
  name: "POST /api/v1/essays/:essay_id",
  span_id: "b11e90fa1a15f2a6",
  attributes: {
    "url.full": {
      value: `http://redpen.school.test/api/v1/essays/${ESSAY_ID}?access_token=[Filtered]`,
      type: "string",
    },
    "url.path": { value: `/api/v1/essays/${ESSAY_ID}`, type: "string" },
    "url.query": { value: "access_token=[Filtered]", type: "string" },
    "http.request.method": { value: "POST", type: "string" },
    "http.request.header.authorization": { value: ["[Filtered]"], type: "array" },
    "http.request.header.cookie": { value: ["session=[Filtered]"], type: "array" },
    "http.request.header.content-type": { value: ["application/json"], type: "array" },
    "http.request.body.data": { value: JSON.stringify({ original_text: ESSAY }), type: "string" },
    "http.response.status_code": { value: 500, type: "integer" },
    "user.ip_address": { value: "203.0.113.9", type: "string" },
    "client.address": { value: "203.0.113.9", type: "string" },
    "sentry.op": { value: "http.server", type: "string" },
  },
};

describe("an api error report, scrubbed", () => {
  it("keeps no essay text, e-mail address, token, name, cookie or client address anywhere", () => {
    for (const report of [errorEvent, span]) {
      const text = JSON.stringify(scrubReport(report));
      for (const secret of [
        ESSAY.slice(0, 40),
        EMAIL,
        TOKEN,
        "Pablo Ruiz",
        "Ana García",
        "secret",
        "203.0.113.9",
        ESSAY_ID,
      ])
        expect(text).not.toContain(secret);
    }
  });

  it("keeps what says what failed where: the exception, its frames, the route, the method and safe headers", () => {
    const scrubbed = scrubReport(errorEvent);
    expect(scrubbed.exception.values[0]).toEqual({
      type: "Error",
      value: "insert failed: Key (email)=([email]) already exists",
      stacktrace: {
        frames: [
          {
            filename: "/srv/redpen/apps/api/src/services/essays/essays.service.ts",
            function: "createEssay",
            lineno: 12,
            context_line: "  await insertEssay(db, row);",
          },
        ],
      },
    });
    expect(scrubbed.transaction).toBe("POST /api/v1/essays/:essay_id");
    expect(scrubbed.request).toEqual({
      method: "POST",
      url: "http://redpen.school.test/api/v1/essays/[id]",
      headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0" },
    });
    expect(scrubbed.contexts).toEqual(errorEvent.contexts);
    expect(scrubbed.breadcrumbs).toEqual([
      { category: "console", level: "log", message: "[console output]" },
      {
        category: "http",
        type: "http",
        data: { url: "https://mail.school.test/send", method: "POST", status_code: 200 },
      },
    ]);
  });

  it("keeps a span's route, method, status and safe headers", () => {
    expect(Object.keys(scrubReport(span).attributes)).toEqual([
      "url.full",
      "url.path",
      "http.request.method",
      "http.request.header.content-type",
      "http.response.status_code",
      "sentry.op",
    ]);
    expect(scrubReport(span).attributes["url.full"].value).toBe("http://redpen.school.test/api/v1/essays/[id]");
  });

  it("leaves the report it is given as it was", () => {
    const before = JSON.stringify(errorEvent);
    scrubReport(errorEvent);
    expect(JSON.stringify(errorEvent)).toBe(before);
  });
});
