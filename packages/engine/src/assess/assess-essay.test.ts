import { SCHOOL_RULE_ID } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { correctEssay } from "../correct/correct-essay";
import { advisedGrades, assessEssay } from "./assess-essay";
import { reviewMarking } from "./review-marking";

const B2 = "cambridge-b2-first:essay";

const ESSAY = `Last summer my family and me went to the seaside for two weeks. We stayed in a small hotel near the beach, and every morning we swam before breakfast.

My brother love sailing, so he took lessons at the harbour. I prefered to read on the sand and walk along the cliffs in the afternoon. The weather was sunny almost every day, and the town had a market on Saturdays where we bought fresh fruit and fish.

In the evenings we ate in little restaurants and talked about our plans for the next day. It was the best holiday we ever had, and I hope we can go back next year with my grandparents.`;

describe("assessEssay", () => {
  it("corrects as the offline engine does, grades and drafts the feedback, and adds the school's suggestions", async () => {
    const plain = await assessEssay(ESSAY, B2, { topic: "A holiday you enjoyed" });
    expect(plain.corrected).toBe(correctEssay(ESSAY).corrected);
    expect(plain.edits).toEqual(correctEssay(ESSAY).edits);
    expect(plain.grades).toMatchObject({ estimated: true, provider: "offline" });
    expect(plain.feedback.provider).toBe("offline");
    expect(plain.feedback.feedback).toContain("Next step: ");
    expect(plain.suggested).toEqual([]);

    const schoolCorrections = [
      {
        id: "harbour",
        original: "harbour",
        replacement: "sailing club",
        category: "word choice",
        explanation: "Our school says 'sailing club' here.",
        before: ["the"],
        after: [],
      },
    ];
    const school = await assessEssay(ESSAY, B2, { topic: "A holiday you enjoyed", schoolCorrections });
    expect(school.suggested).toEqual(["harbour"]);
    expect(school.edits.find((edit) => edit.rule_id === SCHOOL_RULE_ID)).toMatchObject({
      original: "harbour",
      replacement: "sailing club",
      category: "word choice",
    });
    expect(school.corrected).toContain("lessons at the sailing club.");
    // The suggestions are not graded: the grades are the engine's own edits'.
    expect(school.grades).toEqual(plain.grades);
  });
});

describe("reviewMarking", () => {
  it("proposes a category and explanation where the teacher gave none, and grades the marking", async () => {
    const start = ESSAY.indexOf("prefered");
    const marking = [
      {
        start,
        end: start + "prefered".length,
        original: "prefered",
        replacement: "preferred",
        category: "",
        rule_id: "teacher",
        explanation: "",
      },
    ];
    const review = await reviewMarking(ESSAY, marking, B2, { suggestFeedback: true });
    expect(review.edits[0]).toMatchObject({ category: "spelling", rule_id: "teacher" });
    expect(review.edits[0]!.explanation).not.toBe("");
    expect(advisedGrades(review.grades).grade).not.toBeNull();
    expect(review.feedback?.feedback).toContain("Next step: ");
    expect((await reviewMarking(ESSAY, marking, B2)).feedback).toBeUndefined();
  });
});
