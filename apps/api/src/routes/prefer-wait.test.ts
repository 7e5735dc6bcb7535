import { describe, expect, it } from "vitest";
import { MAX_CORRECTION_WAIT_MS, preferredWaitMs } from "./prefer-wait";

describe("preferredWaitMs", () => {
  it("reads Prefer: wait in seconds, capped at the api's longest wait", () => {
    expect(preferredWaitMs("wait=1")).toBe(1000);
    expect(preferredWaitMs("respond-async, wait=0.5")).toBe(500);
    expect(preferredWaitMs(["handling=lenient", "WAIT = 1.5"])).toBe(1500);
    expect(preferredWaitMs("wait=3600")).toBe(MAX_CORRECTION_WAIT_MS);
  });

  it("waits not at all without a wait preference or with one that is not a number", () => {
    expect(preferredWaitMs(undefined)).toBe(0);
    expect(preferredWaitMs("respond-async")).toBe(0);
    expect(preferredWaitMs("wait=soon")).toBe(0);
    expect(preferredWaitMs("wait=-1")).toBe(0);
  });
});
