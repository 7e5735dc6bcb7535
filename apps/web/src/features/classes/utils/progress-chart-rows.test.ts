import { describe, expect, it } from "vitest";
import { essayLabels, figure } from "./progress-chart-rows";

describe("essayLabels", () => {
  it("labels each essay by its day, numbering the essays of one day", () => {
    const labels = essayLabels([
      { id: "a", created_at: "2026-09-10T08:00:00.000Z" },
      { id: "b", created_at: "2026-09-10T15:00:00.000Z" },
      { id: "c", created_at: "2026-10-01T08:00:00.000Z" },
    ]);
    expect([...labels.values()]).toEqual(["10 Sept", "10 Sept (2)", "1 Oct"]);
  });
});

describe("figure", () => {
  it("shows one decimal at most, and a dash for none", () => {
    expect([figure(3.25), figure(12), figure(null), figure(undefined), figure(0)]).toEqual([
      "3.3",
      "12",
      "–",
      "–",
      "0",
    ]);
  });
});
