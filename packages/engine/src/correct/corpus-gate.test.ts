import { describe, expect, it } from "vitest";
import { DEFAULT_RULES } from "./registry";
import { phraseRule } from "./rules/phrase-rule";
import { corpusOutcomes, LEARNER_SETS, NATIVE_SAMPLE } from "./testing/corpus-gate";

// The gate by which the registry switches a rule on: a rule switched on makes no false alarm on the
// native-text sample and loses nothing on the learner sets. A new rule starts off (enabledByDefault:
// false) and is switched on once it passes here.
describe("the corpus gate", () => {
  it("reads a native sample and learner sets large enough to judge a rule by", () => {
    expect(NATIVE_SAMPLE.length).toBeGreaterThanOrEqual(500);
    expect(LEARNER_SETS.length).toBeGreaterThanOrEqual(300);
  });

  it("passes every rule switched on: no false alarm on the native sample, nothing lost on the learner sets", () => {
    const failing = corpusOutcomes(DEFAULT_RULES).filter(
      (outcome) => outcome.falseAlarms.length > 0 || outcome.exactWith < outcome.exactWithout,
    );
    expect(failing).toEqual([]);
    // Every learner sentence a rule finds something in is corrected again without it: about a minute.
  }, 300_000);

  it("keeps off a rule that would change the native sample or undo the learner sets' corrections", () => {
    const rule = phraseRule({
      id: "went-to-goed",
      category: "verb form",
      pairs: [["went", "goed"]],
      explanation: "Write '{right}'.",
      enabledByDefault: false,
      examples: { wrong: [["We went home.", "We goed home."]], right: [] },
    });
    const outcome = corpusOutcomes([rule, ...DEFAULT_RULES]).find(({ id }) => id === rule.id)!;
    expect(outcome.falseAlarms.length).toBeGreaterThan(0);
    expect(outcome.exactWith).toBeLessThan(outcome.exactWithout);
  }, 300_000);
});
