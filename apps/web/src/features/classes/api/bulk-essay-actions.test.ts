import { ApiRequestError } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { forEachEssay, type BulkOutcome } from "./bulk-essay-actions";

describe("forEachEssay", () => {
  it("acts on each essay in turn, says why one failed, and goes on with the others", async () => {
    const essays = ["a", "b", "c"].map((essayId) => ({ essayId, studentName: `Student ${essayId}` }));
    const order: string[] = [];
    const outcomes: BulkOutcome[] = [];
    await forEachEssay(
      essays,
      async (essayId) => {
        order.push(essayId);
        if (essayId === "b")
          throw new ApiRequestError(409, {
            error_message: "The essay was changed in the meantime.",
            error_code: "CONFLICT",
          });
        return `Done ${essayId}.`;
      },
      (outcome) => outcomes.push(outcome),
    );
    expect(order).toEqual(["a", "b", "c"]);
    expect(outcomes).toEqual([
      { essayId: "a", studentName: "Student a", ok: true, message: "Done a." },
      {
        essayId: "b",
        studentName: "Student b",
        ok: false,
        message: "The essay was changed in the meantime.",
      },
      { essayId: "c", studentName: "Student c", ok: true, message: "Done c." },
    ]);
  });
});
