import { countWords } from "@redpen/contract";
import { z } from "zod";
import { MAX_FEEDBACK_WORDS, MIN_FEEDBACK_WORDS } from "../feedback/compose";

const ADDRESSED = /\byou(r|rs|rself)?\b/i;
const THIRD_PERSON = /\b(the|this) (student|learner|writer|author|pupil|candidate)(['\u2019]s)?\b/i;

/** The answer asked of the model for feedback; also its response format. */
export const feedbackAnswerSchema = z.object({ feedback: z.string({ error: 'the answer has no "feedback" text' }) });

/**
 * The model's feedback checked as suggestFeedback's is: a text of 40 to 150 words addressed to the
 * student ("you"), not about them. Throws an Error that names the problem.
 */
export function checkLlmFeedback(feedback: string): string {
  const text = feedback.trim();
  const count = countWords(text);
  if (count < MIN_FEEDBACK_WORDS)
    throw new Error(`the feedback is too short: ${count} words (at least ${MIN_FEEDBACK_WORDS})`);
  if (count > MAX_FEEDBACK_WORDS)
    throw new Error(`the feedback is too long: ${count} words (at most ${MAX_FEEDBACK_WORDS})`);
  if (!ADDRESSED.test(text)) throw new Error('the feedback does not speak to the student as "you"');
  if (THIRD_PERSON.test(text))
    throw new Error(`the feedback speaks about the student, not to them: "${THIRD_PERSON.exec(text)![0]}"`);
  return text;
}
