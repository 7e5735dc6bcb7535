import { z } from "zod";
import {
  ESSAY_MIN_WORDS,
  FEEDBACK_COMMENT_MAX_CHARS,
  FEEDBACK_MIN_WORDS,
  LONG_TEXT_MAX_CHARS,
  STUDENT_NAME_MAX_CHARS,
  STUDENT_NAME_MIN_WORDS,
  TOPIC_MIN_WORDS,
} from "./constants";
import { roundGrade } from "./constants";

/** Words are runs of non-whitespace characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** A word-counted text field (SPEC.md 5). */
export interface WordCountRule {
  minWords: number;
  maxChars: number;
  required: boolean;
}

export const RULES = {
  essay: { minWords: ESSAY_MIN_WORDS, maxChars: LONG_TEXT_MAX_CHARS, required: true },
  topic: { minWords: TOPIC_MIN_WORDS, maxChars: LONG_TEXT_MAX_CHARS, required: false },
  studentName: { minWords: STUDENT_NAME_MIN_WORDS, maxChars: STUDENT_NAME_MAX_CHARS, required: false },
  feedback: { minWords: FEEDBACK_MIN_WORDS, maxChars: LONG_TEXT_MAX_CHARS, required: true },
} as const satisfies Record<string, WordCountRule>;

/** The message for a text, or null when it passes: 'you need at least N words' or 'text is too long'. */
export function validateWordCountedText(text: string | null | undefined, rule: WordCountRule): string | null {
  const value = text ?? "";
  if (value.length > rule.maxChars) return "text is too long";
  const words = countWords(value);
  if (words === 0 && !rule.required) return null;
  return words < rule.minWords ? `you need at least ${rule.minWords} words` : null;
}

/** A zod string checked by the word-count rule; optional ones also take null or nothing. */
export function wordCountedText(rule: WordCountRule) {
  const text = z.string().superRefine((value, ctx) => {
    const message = validateWordCountedText(value, rule);
    if (message) ctx.addIssue({ code: "custom", message });
  });
  return text;
}

export const EssayText = wordCountedText(RULES.essay);
export const TopicText = wordCountedText(RULES.topic).nullable().optional();
export const StudentName = wordCountedText(RULES.studentName).nullable().optional();
export const FeedbackText = wordCountedText(RULES.feedback);
export const FeedbackComment = z.string().min(1).max(FEEDBACK_COMMENT_MAX_CHARS);

/** The invite pattern: non-space text, @, text, dot, text. */
export const INVITE_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const InviteEmail = z.string().trim().regex(INVITE_EMAIL_PATTERN, "enter a valid email address").max(320);

/** A grade: a number not below 0, rounded to 2 decimals. */
export const GradeValue = z.number().finite().min(0).transform(roundGrade);
