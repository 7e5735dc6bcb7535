import { describe, expect, it } from "vitest";
import { AttemptLimiter } from "./attempt-limiter";

describe("AttemptLimiter", () => {
  it("blocks a key after too many failures within the window, and forgets them after it", () => {
    const limiter = new AttemptLimiter(3, 1000);
    for (const at of [0, 10, 20]) limiter.recordFailure("a@school.test", at);
    expect(limiter.isBlocked("a@school.test", 30)).toBe(true);
    expect(limiter.isBlocked("b@school.test", 30)).toBe(false);
    expect(limiter.isBlocked("a@school.test", 1011)).toBe(false);
  });

  it("forgets a key's failures after a success", () => {
    const limiter = new AttemptLimiter(1, 1000);
    limiter.recordFailure("a", 0);
    limiter.reset("a");
    expect(limiter.isBlocked("a", 1)).toBe(false);
  });
});
