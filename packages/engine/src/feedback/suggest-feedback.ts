import { wordCountQuote } from "@redpen/contract";
import { findCertificateOption } from "../catalogue/catalogue";
import { type Document, readDocument } from "../document/document";
import type { CertificateOption } from "../catalogue/types";
import type { Edit } from "../correct/types";
import type { EssayEvidence, GradeResult } from "../grade/types";
import { countedEdits } from "../grade/counted-edits";
import { MIN_ENGLISH_SHARE } from "../grade/grade-essay";
import { emptyTextFeedback, noGradeSentence, notEnglishFeedback } from "./cannot-estimate";
import { chooseStrengths, type Strength } from "./choose-strengths";
import { composeFeedback } from "./compose";
import { summariseErrors } from "./error-summary";
import { nextStep, wordRange } from "./next-step";
import { oneLine, trimQuote } from "./quote";

/** Whether an edit is well formed and on this text: an edit of another text cannot be quoted. */
function onText(edit: Edit | null | undefined, text: string): edit is Edit {
  if (!edit || typeof edit.original !== "string" || typeof edit.replacement !== "string") return false;
  return (
    Number.isInteger(edit.start) &&
    Number.isInteger(edit.end) &&
    edit.start >= 0 &&
    edit.start <= edit.end &&
    edit.end <= text.length
  );
}

/** The word count, and whether it is in the format's range. */
function lengthSentence(evidence: EssayEvidence, option: CertificateOption): string {
  const count = wordCountQuote(evidence.words);
  if (evidence.words < option.min_words) return `${count}, and this task asks for ${wordRange(option)}.`;
  if (option.max_words !== null && evidence.words > option.max_words)
    return `${count}, more than the ${wordRange(option)} this task asks for.`;
  return `${count}, which is right for this task.`;
}

/** The first words of the essay's first line of five words or more (not a greeting or a date), up to eight. */
function openingWords(essay: string): string {
  const lines = essay.split("\n").filter((line) => line.trim());
  const line = lines.find((candidate) => (candidate.match(/\p{L}+/gu)?.length ?? 0) >= 5) ?? lines[0] ?? essay;
  return trimQuote(oneLine(line), 8);
}

/** When no evidence stands out, the criterion with the best score is still a real strength. */
function bestCriterion(grades: GradeResult): Strength[] {
  if (!grades.estimated || grades.criteria.length < 2) return [];
  const best = [...grades.criteria].sort((a, b) => b.score / b.max - a.score / a.max)[0]!;
  return [{ id: "accuracy", sentence: `Your best score is for ${best.name.toLowerCase()}.`, weight: 0, quotes: false }];
}

/**
 * Feedback for the student, addressed to them, in 40 to 150 words a B1 learner can read: what
 * works (from the grading evidence), the two or three most frequent kinds of error, each with the
 * student's own words and the fix, and one next step from the weakest criterion. Quotes and the
 * word count make it differ from essay to essay. Reads the document the caller built, as
 * correction and grading do. Deterministic; throws for an unknown certificate id, as gradeEssay does.
 */
export function suggestDocumentFeedback(
  doc: Document,
  edits: Edit[],
  grades: GradeResult,
  certificate: string,
): string {
  const option = findCertificateOption(certificate);
  if (!option) throw new Error(`Unknown certificate: ${certificate}`);
  const essay = doc.text;
  const list = Array.isArray(edits) ? edits.filter((edit) => onText(edit, essay)) : [];
  const { evidence } = grades;
  if (evidence.words === 0 || !essay.trim()) return emptyTextFeedback(option);
  if (!grades.estimated && evidence.english_word_share < MIN_ENGLISH_SHARE)
    return notEnglishFeedback(essay, evidence, option);

  // An optional comma is proposed in the text, but not counted as a mistake (nor in the grade).
  const errors = summariseErrors(essay, countedEdits(list), 3, list);
  const found = chooseStrengths(doc, list, evidence, errors.length === 0);
  const strengths = found.length > 0 ? found : bestCriterion(grades);
  const opening = grades.estimated
    ? [lengthSentence(evidence, option)]
    : [noGradeSentence(grades.reason, evidence, option), lengthSentence(evidence, option)];
  // With no error to quote, the student's own words still make the feedback theirs.
  if (errors.length === 0) opening.push(`It begins “${openingWords(essay)}”.`);
  return composeFeedback({ opening, strengths, errors, nextStep: nextStep(grades, option, errors) });
}

/** Feedback for the student on a text (suggestDocumentFeedback on the text read once); never throws on user text. */
export function suggestFeedback(text: string, edits: Edit[], grades: GradeResult, certificate: string): string {
  return suggestDocumentFeedback(readDocument(typeof text === "string" ? text : ""), edits, grades, certificate);
}
