import { countWords } from "@redpen/contract";
import { z } from "zod";
import { MAX_FEEDBACK_WORDS, MIN_FEEDBACK_WORDS } from "../feedback/compose";
import { findContradictions } from "../feedback/contradictions";

const ADDRESSED = /\byou(r|rs|rself)?\b/i;
const THIRD_PERSON = /\b(the|this) (student|learner|writer|author|pupil|candidate)(['\u2019]s)?\b/i;

/** The answer asked of the model for feedback; also its response format. */
export const feedbackAnswerSchema = z.object({ feedback: z.string({ error: 'the answer has no "feedback" text' }) });

/**
 * The model's feedback checked as suggestFeedback's is: a text of 40 to 150 words addressed to the
 * student ("you"), not about them, that says nothing the essay contradicts (its length, sentences,
 * linking words, paragraphs, conclusion, and every phrase quoted as the student's, which must be
 * in the essay as written). Throws an Error that names the problem.
 */
export function checkLlmFeedback(feedback: string, essay: string, certificate: string): string {
  const text = feedback.trim();
  const count = countWords(text);
  if (count < MIN_FEEDBACK_WORDS)
    throw new Error(`the feedback is too short: ${count} words (at least ${MIN_FEEDBACK_WORDS})`);
  if (count > MAX_FEEDBACK_WORDS)
    throw new Error(`the feedback is too long: ${count} words (at most ${MAX_FEEDBACK_WORDS})`);
  if (!ADDRESSED.test(text)) throw new Error('the feedback does not speak to the student as "you"');
  if (THIRD_PERSON.test(text))
    throw new Error(`the feedback speaks about the student, not to them: "${THIRD_PERSON.exec(text)![0]}"`);
  const [contradiction] = findContradictions(text, essay, { certificate });
  if (contradiction)
    throw new Error(`the feedback contradicts the essay: "${contradiction.statement}" (${contradiction.fact})`);
  return text;
}
