import { describe, expect, it } from "vitest";
import { scrubReport } from "./scrub-report";

const EMAIL = "ana.garcia@school.test";
const ESSAY_ID = "0b7f6c1e-2d3a-4c5b-8e9f-a0b1c2d3e4f5";
const CODE = "k3Jd8sLq0aZ";

/** An error event as @sentry/react makes it for a render error on a share page the teacher reached after signing in. */
const errorEvent = {
  exception: {
    values: [
      {
        type: "TypeError",
        value: "Cannot read properties of undefined (reading 'map')",
        mechanism: { type: "auto.function.react.error_handler", handled: true },
      },
    ],
  },
  request: {
    url: `https://redpen.school.example/essays/${ESSAY_ID}?code=${CODE}&state=xyz`,
    headers: {
      "User-Agent": "Mozilla/5.0",
      Referer: `https://login.school.example/interaction/abc?login_hint=${EMAIL}`,
    },
  },
  user: { email: EMAIL, ip_address: "{{auto}}" },
  contexts: { react: { componentStack: "\n    at EssayView\n    at RegionErrorBoundary" } },
  extra: { essay: "Nowadays many people think that technology make our lives easier." },
  breadcrumbs: [
    {
      category: "navigation",
      data: { from: `/signup?email=${encodeURIComponent(EMAIL)}`, to: `/?code=${CODE}&state=xyz` },
    },
    {
      category: "ui.click",
      message: `div.MuiCard-root > button.MuiButton-root[aria-label="View the essay of Pablo Ruiz"][title="${EMAIL}"]`,
    },
    {
      category: "console",
      level: "error",
      message: "region failed Pablo Ruiz",
      data: { arguments: ["region failed", "Pablo Ruiz"] },
    },
    {
      category: "fetch",
      type: "http",
      data: { method: "GET", url: `/api/v1/essays/${ESSAY_ID}?include=all`, status_code: 200 },
    },
  ],
};

/** What session replay records: the page's address, and a breadcrumb it replays. */
const recordingEvents = [
  {
    type: 4,
    data: { href: `https://redpen.school.example/signup?email=${encodeURIComponent(EMAIL)}`, width: 1280, height: 800 },
  },
  { type: 5, data: { tag: "breadcrumb", payload: { category: "navigation", data: { to: `/essays/${ESSAY_ID}` } } } },
];

describe("a web error report, scrubbed", () => {
  it("keeps no e-mail address, OIDC code, essay id, name or user", () => {
    const text = JSON.stringify([scrubReport(errorEvent), scrubReport(recordingEvents)]);
    for (const secret of [
      EMAIL,
      encodeURIComponent(EMAIL),
      CODE,
      ESSAY_ID,
      "Pablo Ruiz",
      "technology make",
      "login.school.example/interaction",
    ])
      expect(text).not.toContain(secret);
  });

  it("keeps what failed where: the exception, the page's path, the component stack and the calls made", () => {
    const scrubbed = scrubReport(errorEvent);
    expect(scrubbed.exception).toEqual(errorEvent.exception);
    expect(scrubbed.request).toEqual({
      url: "https://redpen.school.example/essays/[id]",
      headers: { "User-Agent": "Mozilla/5.0" },
    });
    expect(scrubbed.contexts).toEqual(errorEvent.contexts);
    expect(scrubbed.breadcrumbs).toEqual([
      { category: "navigation", data: { from: "/signup", to: "/" } },
      { category: "ui.click", message: "div.MuiCard-root > button.MuiButton-root" },
      { category: "console", level: "error", message: "[console output]" },
      { category: "fetch", type: "http", data: { method: "GET", url: "/api/v1/essays/[id]", status_code: 200 } },
    ]);
    expect(scrubReport(recordingEvents)[0]).toEqual({
      type: 4,
      data: { href: "https://redpen.school.example/signup", width: 1280, height: 800 },
    });
  });

  it("leaves the report it is given as it was", () => {
    const before = JSON.stringify(errorEvent);
    scrubReport(errorEvent);
    expect(JSON.stringify(errorEvent)).toBe(before);
  });
});
