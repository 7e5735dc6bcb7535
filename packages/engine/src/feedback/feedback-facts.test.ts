import { describe, expect, it } from "vitest";
import { findCertificateOption } from "../catalogue/catalogue";
import { correctEssay } from "../correct/correct-essay";
import type { Edit } from "../correct/types";
import { readDocument } from "../document/document";
import { readEssayFacts } from "../grade/essay-facts";
import { gradeEssay } from "../grade/grade-essay";
import { gradeReasons } from "../grade/reasons";
import type { GradeResult } from "../grade/types";
import { chooseStrengths } from "./choose-strengths";
import { findContradictions } from "./contradictions";
import { nextStep } from "./next-step";
import { suggestFeedback } from "./suggest-feedback";
import {
  CORRECTED_GRAMMAR,
  CORRECTED_SPELLING,
  FACT_ESSAYS,
  NO_CONCLUSION,
  NO_CONCLUSION_TWO,
  ONE_PARAGRAPH_CONCLUDING,
  STRONG_IF,
  STRONG_LONG,
  WEAK_SHORT,
} from "./testing/fact-essays";

const B2 = "cambridge-b2-first:essay";
const IELTS = "ielts-academic:task-2-essay";
const CERTIFICATES = [B2, "cambridge-b1-preliminary:article", IELTS];

/** The feedback, the reasons' lines and the corrected text of an essay, with the engine's edits or none. */
function assess(text: string, certificate: string, edits: Edit[] = correctEssay(text).edits) {
  const grades = gradeEssay(text, edits, certificate);
  const reasons = Object.values(gradeReasons(grades) ?? {}).flatMap((reason) => reason.evidence);
  const corrected = correctEssay(text).corrected;
  return {
    grades,
    feedback: suggestFeedback(text, edits, grades, certificate),
    reasons: reasons.join("\n"),
    corrected,
  };
}

/** The grades with one criterion made the weakest, so that the next step must come from it. */
function weakest(grades: GradeResult, criterion: string): GradeResult {
  if (!grades.estimated) return grades;
  const criteria = grades.criteria.map((entry) => ({ ...entry, score: entry.name === criterion ? 0 : entry.max }));
  return { ...grades, criteria };
}

const stepWhenWeakest = (text: string, criterion: string, certificate = B2) => {
  const option = findCertificateOption(certificate)!;
  return nextStep(weakest(gradeEssay(text, [], certificate), criterion), option, []);
};

describe("the feedback and the grades' reasons on essays written for these tests", () => {
  it("has more than twenty essays of every kind", () => {
    expect(FACT_ESSAYS.length).toBeGreaterThanOrEqual(20);
    const kinds = (pick: (essay: (typeof FACT_ESSAYS)[number]) => string) => new Set(FACT_ESSAYS.map(pick));
    expect(kinds((essay) => essay.closing)).toEqual(new Set(["paragraph", "sentences", "none"]));
    expect(kinds((essay) => essay.sentences)).toEqual(new Set(["short", "medium", "long"]));
  });

  it.each(FACT_ESSAYS.flatMap((essay) => CERTIFICATES.map((certificate) => [essay.name, certificate, essay] as const)))(
    "never contradict %s (%s)",
    (_name, certificate, essay) => {
      const { feedback, reasons, corrected } = assess(essay.text, certificate);
      expect(findContradictions(feedback, essay.text, { certificate, corrected })).toEqual([]);
      expect(findContradictions(reasons, essay.text, { certificate })).toEqual([]);
      expect(findContradictions(assess(essay.text, certificate, []).feedback, essay.text, { certificate })).toEqual([]);
    },
  );

  it.each(FACT_ESSAYS.map((essay) => [essay.name, essay] as const))(
    "give %s a next step that agrees with it, whichever criterion is weakest",
    (_name, essay) => {
      const option = findCertificateOption(B2)!;
      for (const edits of [[], correctEssay(essay.text).edits]) {
        const grades = gradeEssay(essay.text, edits, B2);
        for (const criterion of option.criteria) {
          const step = nextStep(weakest(grades, criterion.name), option, []);
          expect(findContradictions(step, essay.text, { certificate: B2 })).toEqual([]);
        }
      }
    },
  );

  it("advises longer sentences, with clause words it does not use, only to an essay of short sentences", () => {
    const grammar = (text: string) => stepWhenWeakest(text, "Grammatical Range and Accuracy", IELTS);
    // Twice over, so that it is long enough for an IELTS grade.
    expect(grammar(`${WEAK_SHORT.text}\n\n${WEAK_SHORT.text}`)).toBe(
      "Next step: try some longer sentences with “although”, “which” or “if”.",
    );
    for (const strong of [STRONG_IF, STRONG_LONG]) expect(grammar(strong.text)).not.toMatch(/longer sentences/);
  });

  it("praises long sentences with the student's own clause words, and never advises longer ones beside it", () => {
    const grades = gradeEssay(STRONG_LONG.text, [], B2);
    const strengths = chooseStrengths(readDocument(STRONG_LONG.text), [], grades.evidence, false);
    expect(strengths.find((strength) => strength.id === "sentences")?.sentence).toBe(
      "You write longer sentences that join ideas with words like “If” and “where”.",
    );
    expect(assess(STRONG_LONG.text, B2, []).feedback).not.toMatch(/try some longer sentences/);
  });

  it("asks for a conclusion only of an essay without one, and for its own paragraph of one in one paragraph", () => {
    expect(stepWhenWeakest(NO_CONCLUSION.text, "Communicative Achievement")).toContain("end with a short conclusion");
    expect(stepWhenWeakest(ONE_PARAGRAPH_CONCLUDING.text, "Communicative Achievement")).toContain(
      "give your conclusion a paragraph of its own",
    );
    for (const essay of FACT_ESSAYS.filter((candidate) => candidate.closing === "paragraph")) {
      expect(stepWhenWeakest(essay.text, "Communicative Achievement")).not.toMatch(/conclusion/i);
      expect(assess(essay.text, B2).reasons).toContain("A last paragraph sums up.");
    }
  });

  it("asks for paragraphs of an essay in two, and for linking words of kinds an essay without them lacks", () => {
    expect(stepWhenWeakest(NO_CONCLUSION_TWO.text, "Organisation")).toContain("plan your text in paragraphs");
    expect(stepWhenWeakest(WEAK_SHORT.text, "Organisation")).toBe(
      "Next step: join your ideas with more linking words, like “however” and “in addition”.",
    );
    expect(stepWhenWeakest(STRONG_IF.text, "Organisation")).not.toMatch(/linking words/);
  });

  it("quotes the student's words as they wrote them, and the fix as the corrected text has it", () => {
    for (const essay of [CORRECTED_SPELLING, CORRECTED_GRAMMAR]) {
      const { feedback, corrected } = assess(essay.text, B2);
      expect(corrected).not.toBe(essay.text);
      const pairs = [...feedback.matchAll(/You wrote “([^”]+)”, write “([^”]+)”/g)];
      expect(pairs.length).toBeGreaterThan(0);
      for (const [, wrote, write] of pairs) {
        expect(essay.text.replace(/\s+/g, " ")).toContain(wrote!.replace(/…$/, ""));
        expect(corrected.replace(/\s+/g, " ")).toContain(write!.replace(/…$/, ""));
      }
    }
  });

  it("names in the reasons the facts the essay has", () => {
    const { reasons } = assess(WEAK_SHORT.text, B2);
    const facts = readEssayFacts(readDocument(WEAK_SHORT.text));
    expect(reasons).toContain(`${facts.sentences} sentences, ${facts.meanSentenceLength} words long on average`);
    expect(reasons).toContain("No linking words such as however, although or because.");
    expect(reasons).toContain("No last paragraph sums up (In conclusion, To sum up…).");
  });
});
