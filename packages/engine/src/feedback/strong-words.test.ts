import { describe, expect, it } from "vitest";
import { readDocument } from "../document/document";
import { correctEssay } from "../correct/correct-essay";
import type { Edit } from "../correct/types";
import { gradeEssay } from "../grade/grade-essay";
import { suggestFeedback } from "./suggest-feedback";
import { strongWords } from "./strong-words";

const B2 = "cambridge-b2-first:essay";

/** An edit on the first place `word` occurs in `text`. */
function editOn(text: string, word: string, replacement: string): Edit {
  const start = text.indexOf(word);
  return {
    start,
    end: start + word.length,
    original: word,
    replacement,
    category: "spelling",
    rule_id: "spelling",
    explanation: "A test edit.",
  };
}

describe("strongWords", () => {
  it("picks the least common dictionary words, rarest first", () => {
    expect(
      strongWords(readDocument("The lighthouse keeper watched the turbulent seaside from his cottage."), [], 2),
    ).toEqual(["seaside", "turbulent"]);
  });

  it("never picks a word with an edit, even where it occurs again without one", () => {
    const text = "The turbulent sea was calm. Later the turbulent wind grew stronger near the lighthouse.";
    expect(strongWords(readDocument(text), [editOn(text, "turbulent", "rough")], 2)).not.toContain("turbulent");
  });

  it("never picks a regularised verb or a known misspelling the dictionary lists, even without an edit", () => {
    expect(strongWords(readDocument("We leaved the seaside early and the lighthouse vanished."), [], 3)).not.toContain(
      "leaved",
    );
  });

  it("never picks a word outside the dictionary", () => {
    expect(
      strongWords(readDocument("The seaside was dissapointing but the lighthouse was wonderfull."), [], 5).sort(),
    ).toEqual(["lighthouse", "seaside"]);
  });
});

describe("the vocabulary strength in the feedback", () => {
  const trip = `Last month our class went on a school trip to the seaside. We leaved very early in the morning and the journey was long, but we sang songs all the time so nobody was bored.

When we arrived the weather was cold and windy. Our teacher said that we could not swim, so we walked along the beach and collected shells. Some of my friends was disappointed, but the lighthouse was magnificent and we took many photographs.`;

  it("quotes none of the words the engine corrected", () => {
    const { edits } = correctEssay(trip);
    expect(edits.map((edit) => edit.original)).toContain("leaved");
    const feedback = suggestFeedback(trip, edits, gradeEssay(trip, edits, B2), B2);
    expect(feedback).toMatch(/You use varied vocabulary, with words like/);
    expect(feedback).not.toMatch(/“leaved”/);
    for (const edit of edits) expect(feedback).not.toContain(`words like “${edit.original}”`);
  });
});
