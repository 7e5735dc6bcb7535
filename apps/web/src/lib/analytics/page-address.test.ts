import { describe, expect, it } from "vitest";
import { pageAddress, referrerOrigin } from "./page-address";

const at = (path: string) => {
  const url = new URL(path, "https://redpen.school.example");
  return { origin: url.origin, pathname: url.pathname, search: url.search };
};

describe("the page address analytics get", () => {
  it("is the page's path, with ids as :id", () => {
    expect(pageAddress(at("/essays/0b7f6c1e-2d3a-4c5b-8e9f-a0b1c2d3e4f5"))).toBe(
      "https://redpen.school.example/essays/:id",
    );
    expect(pageAddress(at("/billing"))).toBe("https://redpen.school.example/billing");
  });

  it("never holds a share link's token", () => {
    expect(pageAddress(at("/s/Qm9fYWxsX3Rva2VuX2lzX3NlY3JldDEy"))).toBe("https://redpen.school.example/s/:token");
  });

  it("keeps of the query only a campaign's utm_ parameters", () => {
    expect(pageAddress(at("/signup?email=ana%40school.test&utm_source=newsletter&utm_campaign=autumn"))).toBe(
      "https://redpen.school.example/signup?utm_source=newsletter&utm_campaign=autumn",
    );
    expect(pageAddress(at("/?code=abc&state=xyz"))).toBe("https://redpen.school.example/");
    expect(pageAddress(at("/payment-success?session_id=cs_test_123"))).toBe(
      "https://redpen.school.example/payment-success",
    );
  });
});

describe("the referrer analytics get", () => {
  const own = ["https://redpen.school.example", "https://login.school.example"];
  it("is only the other site's origin", () => {
    expect(referrerOrigin("https://www.search.example/search?q=essay+marking", own)).toBe("https://www.search.example");
  });
  it("is none for Redpen's own pages and sign-in, or no referrer", () => {
    expect(referrerOrigin("https://login.school.example/interaction/abc", own)).toBeUndefined();
    expect(referrerOrigin("https://redpen.school.example/billing", own)).toBeUndefined();
    expect(referrerOrigin("", own)).toBeUndefined();
  });
});
