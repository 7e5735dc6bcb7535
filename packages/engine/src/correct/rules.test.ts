import { describe, expect, it } from "vitest";
import { collectEdits, correctEssay } from "./correct-essay";
import { readDocument } from "../document/document";
import { sequence } from "../document/pattern";
import { PHRASE_CORRECTIONS } from "./data/phrases";
import { RULES } from "./registry";
import { phraseRule } from "./rules/phrase-rule";
import { CORRECT_SENTENCES } from "./testing/correct-sentences";
import { EDIT_CATEGORIES } from "./categories";

describe("every rule", () => {
  it("has a unique kebab-case id, a known category and a tidy message", () => {
    expect(new Set(RULES.map((rule) => rule.id)).size).toBe(RULES.length);
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(EDIT_CATEGORIES).toContain(rule.category);
      expect(rule.examples.wrong.length).toBeGreaterThan(0);
      expect(rule.examples.right.length).toBeGreaterThan(0);
    }
  });

  for (const rule of RULES) {
    describe(rule.id, () => {
      it.each(rule.examples.wrong)("corrects %j", (wrong, corrected) => {
        const result = correctEssay(wrong, [rule]);
        expect(result.corrected).toBe(corrected);
        for (const edit of result.edits) {
          expect(edit.original).toBe(wrong.slice(edit.start, edit.end));
          expect(edit.explanation).toMatch(/^[A-Z'].*[.!?]$/);
          expect(edit.explanation).not.toMatch(/\s{2}|^\s|\s$/);
        }
      });

      it.each(rule.examples.right)("leaves %j alone", (right) => {
        expect(correctEssay(right, [rule]).edits).toEqual([]);
      });
    });
  }

  // The rules never undo each other: what one rule leaves alone as right, no other rule changes, and
  // what one corrects, the whole set corrects to exactly the expected sentence (no half-corrections).
  const byDefault = RULES.filter((rule) => rule.enabledByDefault);
  it.each(byDefault.flatMap((rule) => rule.examples.right.map((right) => [rule.id, right] as const)))(
    "%s: the whole default set leaves %j alone",
    (_id, right) => {
      expect(correctEssay(right).corrected).toBe(right);
    },
  );

  it("leaves every one of the shared correct sentences (B1 to C2, every register) unchanged", () => {
    expect(CORRECT_SENTENCES.length).toBeGreaterThanOrEqual(300);
    const changed = CORRECT_SENTENCES.filter((sentence) => correctEssay(sentence).corrected !== sentence);
    expect(changed).toEqual([]);
  });

  it.each(
    byDefault.flatMap((rule) => rule.examples.wrong.map(([wrong, corrected]) => [rule.id, wrong, corrected] as const)),
  )("%s: the whole default set corrects %j exactly", (_id, wrong, corrected) => {
    expect(correctEssay(wrong).corrected).toBe(corrected);
  });

  // An antipattern silences its own rule where the words look wrong but are right (LanguageTool's antipatterns).
  it.each(
    RULES.flatMap((rule) =>
      (rule.antipatterns ?? []).map((antipattern) => [rule.id, antipattern.example, rule, antipattern] as const),
    ),
  )("%s: an antipattern keeps %j unchanged", (_id, example, rule, antipattern) => {
    expect(sequence(...antipattern.pattern).matchAll(readDocument(example))).not.toEqual([]);
    expect(correctEssay(example, [{ ...rule, antipatterns: [] }]).corrected).not.toBe(example);
    expect(correctEssay(example).corrected).toBe(example);
  });

  it("never lets all the rules together make overlapping edits on their own examples", () => {
    const sentences = RULES.flatMap((rule) => [...rule.examples.wrong.map(([wrong]) => wrong), ...rule.examples.right]);
    for (const sentence of sentences) {
      const { edits } = correctEssay(sentence);
      for (let i = 1; i < edits.length; i++) expect(edits[i]!.start).toBeGreaterThanOrEqual(edits[i - 1]!.end);
      expect(
        collectEdits(readDocument(sentence)).every((edit) => edit.original === sentence.slice(edit.start, edit.end)),
      ).toBe(true);
    }
    // About a thousand example sentences, each corrected twice: some 30 s on a busy two-core machine.
  }, 120_000);
});

describe("phrase rules", () => {
  it("honour enabledByDefault: a phrase rule switched off corrects only when asked for", () => {
    const entry = PHRASE_CORRECTIONS.find((phrase) => phrase.id === "discuss-about")!;
    const rule = phraseRule({ ...entry, enabledByDefault: false });
    expect(rule.enabledByDefault).toBe(false);
    expect(correctEssay("We discussed about the plan.", [rule]).corrected).toBe("We discussed the plan.");
    expect(phraseRule(entry).enabledByDefault).toBe(true);
  });
});

describe("correctEssay", () => {
  it("corrects several kinds of error in one text, each edit on its span", () => {
    const text = "yesterday i am agree with my friend. we discussed about a important plan.";
    const result = correctEssay(text);
    expect(result.corrected).toBe("Yesterday I agree with my friend. We discussed an important plan.");
    expect(result.edits.map((edit) => edit.rule_id)).toEqual([
      "sentence-capital",
      "pronoun-i",
      "i-am-agree",
      "sentence-capital",
      "discuss-about",
      "a-an",
    ]);
  });

  it("fixes a regularised irregular verb by its own rule, not by a spelling guess ('keeper', 'melted')", () => {
    const result = correctEssay("We leaved early, keeped quiet and meeted our friends.");
    expect(result.corrected).toBe("We left early, kept quiet and met our friends.");
    expect(result.edits.map((edit) => edit.rule_id)).toEqual(["irregular-past", "irregular-past", "irregular-past"]);
    expect(result.edits[0]!.explanation).toBe("The verb 'leave' is irregular: its past tense is 'left'.");
  });

  it("is deterministic", () => {
    const text = "The childs can to play. They has a informations.";
    expect(correctEssay(text)).toEqual(correctEssay(text));
  });

  it.each([
    ["empty text", ""],
    ["only white space", " \n\t "],
    ["binary noise", "\u0000\u0001\uFFFD\u0007abc"],
    ["mixed scripts", "Я люблю English and 日本語 too."],
  ])("gives a clear result for %s", (_name, text) => {
    const result = correctEssay(text);
    expect(result.original).toBe(text);
    expect(typeof result.corrected).toBe("string");
  });

  it("handles 100,000 characters", () => {
    const text = "my friend can to swim. ".repeat(4_400).slice(0, 100_000);
    const result = correctEssay(text);
    expect(result.edits.length).toBeGreaterThan(4_000);
  });

  it("treats a value that is not text as empty instead of throwing", () => {
    expect(correctEssay(undefined as unknown as string)).toEqual({
      original: "",
      corrected: "",
      edits: [],
      provider: "offline",
    });
  });
});
