import { describe, expect, it } from "vitest";
import { missingRuntimeSettings, RuntimeConfig } from "./runtime-config";

const complete = {
  environment: "production",
  idp_domain: "https://id.school.test",
  audience: "https://api.school.test",
  client_id: "web",
  redirect_uri: "https://school.test/",
  backend_api_uri: "https://school.test",
};

describe("runtime settings", () => {
  it("accept a complete config", () => {
    expect(missingRuntimeSettings(complete)).toEqual([]);
    expect(RuntimeConfig.parse(complete)).toEqual(complete);
  });
  it("name every missing or blank setting in the spec's words", () => {
    expect(missingRuntimeSettings({ ...complete, audience: "", client_id: undefined })).toEqual([
      "audience",
      "client id",
    ]);
    expect(missingRuntimeSettings(null)).toEqual([
      "environment",
      "identity provider domain",
      "audience",
      "client id",
      "redirect uri",
      "backend api uri",
    ]);
  });
  it("count blank or non-text settings as missing", () => {
    expect(missingRuntimeSettings({ ...complete, environment: "   ", backend_api_uri: 42 })).toEqual([
      "environment",
      "backend api uri",
    ]);
    expect(missingRuntimeSettings("not an object")).toHaveLength(6);
  });
  it("take the contact address when there is one, and leave a blank or non-text one out", () => {
    expect(RuntimeConfig.parse({ ...complete, contact_email: "sales@school.test" }).contact_email).toBe(
      "sales@school.test",
    );
    expect(RuntimeConfig.parse({ ...complete, contact_email: "  " }).contact_email).toBeUndefined();
    expect(RuntimeConfig.parse({ ...complete, contact_email: 42 }).contact_email).toBeUndefined();
    expect(missingRuntimeSettings(complete)).toEqual([]);
  });
  it("take a Sentry DSN and an analytics target when the operator set them, and refuse malformed ones", () => {
    const analytics = { domain: "school.test", host: "https://plausible.io" };
    expect(
      RuntimeConfig.parse({ ...complete, sentry_dsn: "https://key@o1.ingest.sentry.io/2", analytics }),
    ).toMatchObject({ sentry_dsn: "https://key@o1.ingest.sentry.io/2", analytics });
    expect(RuntimeConfig.parse(complete)).not.toHaveProperty("sentry_dsn");
    expect(RuntimeConfig.safeParse({ ...complete, sentry_dsn: "not a url" }).success).toBe(false);
    expect(RuntimeConfig.safeParse({ ...complete, analytics: { domain: "school.test" } }).success).toBe(false);
  });
  it("refuse an incomplete config when parsed", () => {
    expect(RuntimeConfig.safeParse({ ...complete, redirect_uri: "" }).success).toBe(false);
  });
});
