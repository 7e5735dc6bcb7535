import type { EngineEdit, EssayEdit } from "@redpen/contract";
import { textChanges } from "@redpen/engine";
import { describe, expect, it } from "vitest";
import { moveMarking, withCarriedDecisions } from "./essay-marking";

const BEFORE = "Yesterday she go to the park and buyed a ice cream.";
const engineEdit = (words: string, replacement: string, text = BEFORE): EngineEdit => {
  const start = text.indexOf(words);
  return {
    start,
    end: start + words.length,
    original: words,
    replacement,
    category: "verb form",
    rule_id: `rule-${words}`,
    explanation: `Write '${replacement}'.`,
  };
};
const kept = (edit: EngineEdit, checked = false): EssayEdit => ({
  ...edit,
  source: "engine",
  state: "kept",
  ...(checked ? { reviewed: true as const } : {}),
});

describe("the teacher's checks across a fix of the text", () => {
  const go = engineEdit("go", "went");
  const buyed = engineEdit("buyed", "bought");
  const an = engineEdit("a ice", "an ice");

  it("moves a checked correction whose words stand, and lets one whose words changed go without a word", () => {
    const after = "Yesterday she go to the big park and bought an ice cream.";
    const marking = [kept(go, true), kept(buyed, true), kept(an)];
    const { carried, dropped } = moveMarking(BEFORE, after, textChanges(BEFORE, after), marking);
    expect(carried).toEqual([kept(go, true)]);
    expect(dropped).toEqual([]);
  });

  it("keeps the check when the engine makes the same correction again, and reports nothing when it does not", () => {
    const { edits, unmatched } = withCarriedDecisions([go, an], [kept(go, true), kept(buyed, true)]);
    expect(edits).toEqual([kept(go, true), kept(an)]);
    expect(unmatched).toEqual([]);
  });

  it("still reports a rejection the engine no longer has a correction for", () => {
    const rejected: EssayEdit = { ...buyed, source: "engine", state: "rejected" };
    expect(withCarriedDecisions([go], [rejected]).unmatched).toEqual([rejected]);
  });
});
