import { DEFAULT_CORRECTION_CODES, editsAsCodes, type EssayEdit } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { correctedText, essayDiff, type ChangeSegment } from "../../../lib/essay-diff";
import { applyMarkingAction, editKey, markingInputs } from "./marking";
import { changeLabel, noteReasons, segmentCodes } from "../../../lib/paper-notes";

const TEXT = "Yesterday I go to the cinema with my freind.";
const edit = (original: string, replacement: string, category: string): EssayEdit => {
  const start = TEXT.indexOf(original);
  return {
    start,
    end: start + original.length,
    original,
    replacement,
    category,
    rule_id: "rule",
    explanation: `Write '${replacement}'.`,
    source: "engine",
    state: "kept",
  };
};
const EDITS = [edit("go", "went", "tense"), { ...edit("freind", "friend", "spelling"), answer_given: true as const }];

describe("an essay shared as codes, on the page and the printout", () => {
  it("marks the student's words of a withheld answer without striking them, and keeps the given answer", () => {
    const segments = essayDiff(TEXT, null, editsAsCodes(EDITS));
    const changes = segments.filter((segment): segment is ChangeSegment => segment.kind === "change");
    expect(changes.map(({ removed, added, hidden }) => ({ removed, added, hidden }))).toEqual([
      { removed: "go", added: "", hidden: true },
      { removed: "freind", added: "friend", hidden: undefined },
    ]);
    expect(correctedText(segments)).toBe("Yesterday I go to the cinema with my friend.");
    expect(changeLabel(changes[0]!)).toBe("“go”: find the correct form");
  });

  it("gives each note its code, and a withheld answer its code's meaning", () => {
    const [hidden, given] = essayDiff(TEXT, null, editsAsCodes(EDITS)).filter(
      (segment): segment is ChangeSegment => segment.kind === "change",
    );
    expect(noteReasons(hidden!, DEFAULT_CORRECTION_CODES)).toEqual(["T · Tense: The verb is in the wrong tense."]);
    expect(noteReasons(given!, DEFAULT_CORRECTION_CODES)).toEqual(["Sp · Spelling: Write 'friend'."]);
    expect(segmentCodes(given!, DEFAULT_CORRECTION_CODES).map((code) => code.code)).toEqual(["Sp"]);
  });

  it("lets the teacher pick a correction's code, and sends it with the answer given", () => {
    const picked = applyMarkingAction(EDITS, { kind: "code", key: editKey(EDITS[0]!), code: "WW" });
    expect(picked[0]).toMatchObject({ code: "WW", reviewed: true });
    const inputs = markingInputs(picked);
    expect(inputs[0]).toMatchObject({ code: "WW" });
    expect(inputs[1]).toMatchObject({ answer_given: true });
    const back = applyMarkingAction(picked, { kind: "code", key: editKey(picked[0]!), code: null });
    expect(back[0]!.code).toBeUndefined();
  });
});
