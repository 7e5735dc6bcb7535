import { EDIT_EXPLANATION_MAX_CHARS, type EngineEdit } from "@redpen/contract";
import { classifyDocumentEdit } from "../classify/classify-edit";
import type { Edit } from "../correct/types";
import { readDocument } from "../document/document";
import { gradeDocument } from "../grade/grade-essay";
import type { GradeResult } from "../grade/types";
import { suggestFeedbackWithProvider, type ProviderFeedback } from "../llm/feedback-with-llm";
import type { AssessOptions } from "./assess-essay";

/** What reviewMarking also takes: whether to draft the feedback again. */
export interface ReviewOptions extends AssessOptions {
  suggestFeedback?: boolean;
}

/** The marking with every category and explanation filled in, its grades, and the feedback when asked for. */
export interface MarkingReview {
  edits: EngineEdit[];
  grades: GradeResult;
  feedback?: ProviderFeedback;
}

/**
 * After the teacher's marking changed: a category and explanation proposed for each of the
 * teacher's corrections that has none, and the advised grades again, from the offline grader with
 * the marking's edits as its evidence (deterministic and fast; the LLM provider is not asked on
 * every click). With `suggestFeedback`, the feedback is drafted again from the marking, through the
 * provider when one is configured.
 */
export async function reviewMarking(
  text: string,
  marking: readonly EngineEdit[],
  certificate: string,
  { topic, calibration, suggestFeedback = false, ...provider }: ReviewOptions = {},
): Promise<MarkingReview> {
  // Read once: the proposals, the grades and the feedback share one document.
  const doc = readDocument(text);
  const edits = marking.map((edit) => {
    if (edit.category && edit.explanation) return edit;
    const proposal = classifyDocumentEdit(doc, edit);
    // Kept as the contract takes it back: one line of at most EDIT_EXPLANATION_MAX_CHARS.
    const explanation = (edit.explanation || proposal.explanation)
      .replace(/\s+/g, " ")
      .slice(0, EDIT_EXPLANATION_MAX_CHARS);
    return { ...edit, category: edit.category || proposal.category, explanation };
  });
  // A teacher's category need not be one of the engine's: grading and feedback count the engine's only.
  const graded = edits as Edit[];
  const grades = gradeDocument(doc, graded, certificate, topic, { calibration });
  const feedback = suggestFeedback
    ? await suggestFeedbackWithProvider(doc, graded, grades, certificate, provider)
    : undefined;
  return { edits, grades, ...(feedback === undefined ? {} : { feedback }) };
}
