import { describe, expect, it } from "vitest";
import { analyticsEndpoint, AnalyticsTarget, plausibleEvent } from "./analytics";

const target = { domain: "redpen.school.example", host: "https://plausible.io" };

describe("analytics events", () => {
  it("go to the server's Events API", () => {
    expect(analyticsEndpoint(target)).toBe("https://plausible.io/api/event");
    expect(analyticsEndpoint({ ...target, host: "https://stats.school.example/" })).toBe(
      "https://stats.school.example/api/event",
    );
  });

  it("carry a pack's label and its value as revenue in euros with two decimals", () => {
    expect(
      plausibleEvent(target, "InitiateCheckout", "https://redpen.school.example/billing", {
        label: "20 essays",
        valueCents: 1900,
      }),
    ).toEqual({
      name: "InitiateCheckout",
      domain: "redpen.school.example",
      url: "https://redpen.school.example/billing",
      props: { label: "20 essays" },
      revenue: { amount: "19.00", currency: "EUR" },
    });
  });

  it("send a value of 0.00 EUR when the value is zero, and nothing of what is not given", () => {
    expect(plausibleEvent(target, "StartTrial", "https://redpen.school.example/", { valueCents: 0 }).revenue).toEqual({
      amount: "0.00",
      currency: "EUR",
    });
    expect(
      plausibleEvent(target, "pageview", "https://redpen.school.example/", {}, "https://www.search.example"),
    ).toEqual({
      name: "pageview",
      domain: "redpen.school.example",
      url: "https://redpen.school.example/",
      referrer: "https://www.search.example",
    });
  });

  it("take a target only with a domain and an absolute server address", () => {
    expect(AnalyticsTarget.safeParse(target).success).toBe(true);
    expect(AnalyticsTarget.safeParse({ ...target, domain: " " }).success).toBe(false);
    expect(AnalyticsTarget.safeParse({ ...target, host: "plausible.io" }).success).toBe(false);
  });
});
