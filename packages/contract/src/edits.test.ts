import { describe, expect, it } from "vitest";
import { applyEdits, editsOverlap, EssayEdit, EssayEditsPatch, isReviewed, visibleEdits } from "./edits";
import { EssayPatchRequest } from "./essay-patch";
import { FORBIDDEN_CHARACTER_MESSAGE } from "./validation";

const added = (start: number, end: number, original: string, replacement: string) =>
  ({ start, end, original, replacement, source: "teacher", state: "added" }) as const;
const problems = (edits: unknown[]) =>
  EssayEditsPatch.safeParse({ edits }).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("the marking's shape", () => {
  it("accepts touching spans, an insertion at the end, an insertion beside a replacement and an empty replacement", () => {
    expect(
      problems([added(0, 2, "ab", "AB"), added(2, 4, "cd", ""), added(4, 4, "", "x"), added(9, 9, "", "!")]),
    ).toEqual([]);
  });

  it("refuses overlapping spans and two insertions at one point, naming the later edit", () => {
    expect(problems([added(0, 3, "abc", "x"), added(2, 4, "cd", "y")])).toEqual([
      "edits.1: it overlaps correction 1; one correction per part of the text",
    ]);
    expect(problems([added(5, 5, "", "x"), added(5, 5, "", "y")])).toEqual([
      "edits.1: it overlaps correction 1; one correction per part of the text",
    ]);
    expect(problems([added(2, 4, "cd", "y"), added(3, 3, "", "z")])).toEqual([
      "edits.1: it overlaps correction 1; one correction per part of the text",
    ]);
  });

  it("lets a rejected engine edit lie under the teacher's own", () => {
    const rejected = {
      start: 0,
      end: 2,
      original: "go",
      replacement: "went",
      rule_id: "past",
      source: "engine",
      state: "rejected",
    };
    expect(problems([rejected, added(0, 2, "go", "goes")])).toEqual([]);
  });

  it("refuses a span whose original has another length (off by one), an end before its start, and a change that changes nothing", () => {
    expect(problems([added(0, 3, "ab", "x")])).toEqual([
      "edits.0.original: must be the 3 characters from start to end",
    ]);
    expect(problems([added(3, 2, "", "x")])).toEqual(["edits.0.end: must not come before the start"]);
    expect(problems([added(0, 2, "ab", "ab")])).toEqual(["edits.0.replacement: a correction must change the text"]);
  });

  it("ties source and state together and needs an engine edit's rule", () => {
    expect(problems([{ ...added(0, 1, "a", "b"), state: "kept" }])).toEqual([
      "edits.0.state: a teacher's edit is 'added'",
    ]);
    expect(
      problems([{ start: 0, end: 1, original: "a", replacement: "b", source: "engine", state: "added", rule_id: "r" }]),
    ).toEqual(["edits.0.state: an engine edit is 'kept', 'changed' or 'rejected'"]);
    expect(problems([{ start: 0, end: 1, original: "a", replacement: "b", source: "engine", state: "kept" }])).toEqual([
      "edits.0.rule_id: name the engine rule of an engine edit",
    ]);
  });

  it("refuses more than 2,000 edits, control characters and a two-line explanation", () => {
    expect(problems(Array.from({ length: 2001 }, (_, i) => added(i, i, "", "x")))).toEqual([
      "edits: at most 2000 edits",
    ]);
    expect(problems([added(0, 1, "a", "b\u0007")])).toEqual([`edits.0.replacement: ${FORBIDDEN_CHARACTER_MESSAGE}`]);
    expect(problems([{ ...added(0, 1, "a", "b"), explanation: "One.\nTwo." }])).toEqual([
      "edits.0.explanation: write the explanation on one line",
    ]);
    expect(problems([{ ...added(0, 1, "a", "b"), explanation: "Use \u202Ethe past tense." }])).toEqual([
      `edits.0.explanation: ${FORBIDDEN_CHARACTER_MESSAGE}`,
    ]);
  });

  it("is one kind of PATCH among the six", () => {
    expect(EssayPatchRequest.safeParse({ version: 2, data: { edits: [] } }).success).toBe(true);
    expect(
      EssayPatchRequest.safeParse({ version: 2, data: { edits: [], feedback: "Good work." } }).error?.issues[0]
        ?.message,
    ).toContain("send one of");
  });
});

describe("what the teacher has checked", () => {
  const engine = {
    start: 0,
    end: 2,
    original: "go",
    replacement: "went",
    category: "tense",
    rule_id: "past",
    explanation: "Past.",
  };

  it("counts a kept engine edit as checked only when the teacher kept it on purpose", () => {
    expect(isReviewed({ source: "engine", state: "kept" })).toBe(false);
    expect(isReviewed({ source: "engine", state: "kept", reviewed: true })).toBe(true);
    expect(isReviewed({ source: "engine", state: "changed" })).toBe(true);
    expect(isReviewed({ source: "engine", state: "rejected" })).toBe(true);
    expect(isReviewed({ source: "teacher", state: "added" })).toBe(true);
  });

  it("takes the check with a sent edit, and reads a stored edit without one as not checked", () => {
    expect(problems([{ ...engine, source: "engine", state: "kept", reviewed: true }])).toEqual([]);
    expect(problems([{ ...engine, source: "engine", state: "kept", reviewed: "yes" }])).toEqual([
      "edits.0.reviewed: Invalid input: expected boolean, received string",
    ]);
    expect(EssayEdit.parse({ ...engine, source: "engine", state: "kept" }).reviewed).toBeUndefined();
  });
});

describe("applying the marking", () => {
  it("applies all but the rejected edits, in order", () => {
    const edits = [
      { start: 0, end: 2, replacement: "We", state: "kept" as const },
      { start: 3, end: 6, replacement: "were", state: "rejected" as const },
      { start: 11, end: 11, replacement: "!", state: "added" as const },
    ];
    expect(applyEdits("I  was here", visibleEdits(edits))).toBe("We was here!");
    expect(editsOverlap({ start: 0, end: 2 }, { start: 2, end: 2 })).toBe(false);
  });
});
