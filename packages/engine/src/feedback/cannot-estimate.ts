import type { CertificateOption } from "../catalogue/types";
import type { EssayEvidence } from "../grade/types";
import { wordRange } from "./next-step";
import { oneLine, trimQuote } from "./quote";

const PLAN =
  "Plan it in paragraphs: an introduction, your main ideas with a reason and an example for each, and a conclusion. Join your ideas with linking words like “however” and “for example”.";

/** Feedback for an empty text: what the task asks for and how to start. */
export function emptyTextFeedback(option: CertificateOption): string {
  return `We could not estimate a grade, because your text is empty. Write your answer in English and send it again. This task asks for ${wordRange(option)} words. ${PLAN}`;
}

/** Feedback for a text that is not English: no errors to list, only how to try again. */
export function notEnglishFeedback(text: string, evidence: EssayEvidence, option: CertificateOption): string {
  const opening = trimQuote(oneLine(text), 6);
  return `We could not estimate a grade, because your text does not look like English. It has ${evidence.words} words and begins “${opening}”. Please write your answer in English, in ${wordRange(option)} words. ${PLAN}`;
}

/** The sentence that says why there is no grade, addressed to the student. */
export function noGradeSentence(reason: string, evidence: EssayEvidence, option: CertificateOption): string {
  if (evidence.words < option.min_words && /short/i.test(reason))
    return `We could not estimate a grade, because your text is too short for this task.`;
  return `We could not estimate a grade: ${reason.replace(/\.$/, "")}.`;
}
