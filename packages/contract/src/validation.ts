import { z } from "zod";
import {
  ESSAY_MIN_WORDS,
  FEEDBACK_COMMENT_MAX_CHARS,
  FEEDBACK_MIN_WORDS,
  LONG_TEXT_MAX_CHARS,
  roundGrade,
  STUDENT_NAME_MAX_CHARS,
  STUDENT_NAME_MIN_WORDS,
  TOPIC_MIN_WORDS,
} from "./constants";

/** Words are runs of non-whitespace characters; blank text has none. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/**
 * Characters no essay, name, comment or address holds: the C0 controls except tab, line feed and
 * carriage return, DEL and the C1 controls (U+0080 to U+009F, NEL included), the bidirectional
 * overrides and isolates (U+202A to U+202E, U+2066 to U+2069), which can make a name or a comment
 * read in another order than it is written, and halves of a surrogate pair (text that is not valid
 * Unicode). The plain direction marks (U+200E, U+200F) stay: they reorder nothing on their own.
 */
const FORBIDDEN_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What a custom issue's `params.rule` may say, for a sentence of its own. */
export type SentenceRule = { rule: "max_chars"; max: number } | { rule: "min_words"; min: number };

/** The message for text holding a character of FORBIDDEN_CHARACTER: it says which ones. */
export const FORBIDDEN_CHARACTER_MESSAGE =
  "remove the invisible characters from this text: control characters (U+0000 to U+001F but tab and line breaks, " +
  "U+007F to U+009F), text direction overrides (U+202A to U+202E, U+2066 to U+2069) and broken Unicode";

/** Whether the text holds a character no stored text may hold (see FORBIDDEN_CHARACTER). */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text);
}

/** A string the product may store: any text but control characters and broken Unicode. */
export const PlainText = z.string().refine((value) => !hasForbiddenCharacter(value), FORBIDDEN_CHARACTER_MESSAGE);

/** A word-counted text field (docs/behaviour/validation.md). */
export interface WordCountRule {
  /** Fewest words; an optional field is only checked once it holds a word. */
  minWords: number;
  /** Most characters, counted on the text as typed (untrimmed). */
  maxChars: number;
  /** Whether empty text fails. */
  required: boolean;
}

/** The word-count rules of the product's text fields. */
export const WORD_COUNT_RULES = {
  essay: { minWords: ESSAY_MIN_WORDS, maxChars: LONG_TEXT_MAX_CHARS, required: true },
  topic: { minWords: TOPIC_MIN_WORDS, maxChars: LONG_TEXT_MAX_CHARS, required: false },
  studentName: { minWords: STUDENT_NAME_MIN_WORDS, maxChars: STUDENT_NAME_MAX_CHARS, required: false },
  feedback: { minWords: FEEDBACK_MIN_WORDS, maxChars: LONG_TEXT_MAX_CHARS, required: true },
} as const satisfies Record<string, WordCountRule>;

/** The message of docs/behaviour/validation.md for too few words. */
function tooFewWordsMessage(minWords: number): string {
  return `you need at least ${minWords} words`;
}

/** The message of docs/behaviour/validation.md for too many characters. */
export const TEXT_TOO_LONG_MESSAGE = "text is too long";

/**
 * The message for a text, or null when it passes: 'text is too long' first, then
 * 'you need at least N words'. Missing text counts as empty. For the web's forms.
 */
export function validateWordCountedText(text: string | null | undefined, rule: WordCountRule): string | null {
  const value = text ?? "";
  if (value.length > rule.maxChars) return TEXT_TOO_LONG_MESSAGE;
  if (hasForbiddenCharacter(value)) return FORBIDDEN_CHARACTER_MESSAGE;
  const words = countWords(value);
  if (words === 0 && !rule.required) return null;
  return words < rule.minWords ? tooFewWordsMessage(rule.minWords) : null;
}

/** Which limit a word-count message is about, so that the api can say it as a sentence (see validation-sentences.ts). */
export function sentenceRuleOf(message: string, rule: WordCountRule): SentenceRule | undefined {
  if (message === TEXT_TOO_LONG_MESSAGE) return { rule: "max_chars", max: rule.maxChars };
  if (message === tooFewWordsMessage(rule.minWords)) return { rule: "min_words", min: rule.minWords };
  return undefined;
}

/** A required word-counted text. */
export type RequiredWordCountedText = z.ZodString;
/** An optional word-counted text: also takes null or nothing. */
export type OptionalWordCountedText = z.ZodOptional<z.ZodNullable<z.ZodString>>;

/** A zod string checked by the word-count rule; an optional one also takes null, nothing or blank text. */
export function wordCountedText(rule: WordCountRule & { required: true }): RequiredWordCountedText;
export function wordCountedText(rule: WordCountRule & { required: false }): OptionalWordCountedText;
export function wordCountedText(rule: WordCountRule): RequiredWordCountedText | OptionalWordCountedText;
export function wordCountedText(rule: WordCountRule): RequiredWordCountedText | OptionalWordCountedText {
  const text = z.string().superRefine((value, ctx) => {
    const message = validateWordCountedText(value, rule);
    if (message) ctx.addIssue({ code: "custom", message, params: sentenceRuleOf(message, rule) });
  });
  return rule.required ? text : text.nullable().optional();
}

/** The pasted essay: required, 30 words, 10000 characters. */
export const EssayText = wordCountedText(WORD_COUNT_RULES.essay);
/** The topic text: optional, 5 words once typed, 10000 characters. */
export const TopicText = wordCountedText(WORD_COUNT_RULES.topic);
/** The student name: optional, 1 word once typed, 1000 characters. */
export const StudentName = wordCountedText(WORD_COUNT_RULES.studentName);
/** The teacher's feedback: required, 2 words, 10000 characters. */
export const FeedbackText = wordCountedText(WORD_COUNT_RULES.feedback);

/** The rating panel's comment: at least 1 character, at most FEEDBACK_COMMENT_MAX_CHARS, no control characters. */
export const FeedbackComment = PlainText.min(1, "write a comment").max(
  FEEDBACK_COMMENT_MAX_CHARS,
  TEXT_TOO_LONG_MESSAGE,
);

/** The invite pattern of docs/behaviour/validation.md: non-space text, @, text, dot, text. */
const INVITE_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** Longest email address we take (RFC 5321 path limit, rounded up). */
export const EMAIL_MAX_CHARS = 320;
/** The invite email, trimmed, then checked by the simple pattern. */
export const InviteEmail = PlainText.trim()
  .max(EMAIL_MAX_CHARS, "enter a valid email address")
  .regex(INVITE_EMAIL_PATTERN, "enter a valid email address");

/** The longest a teacher's name is, in characters after trimming. */
export const TEACHER_NAME_MAX_CHARS = 80;
/**
 * A teacher's name as colleagues, printouts and students see it: trimmed, 1 to
 * TEACHER_NAME_MAX_CHARS characters, on one line, no control characters.
 */
export const TeacherName = PlainText.trim()
  .min(1, "enter your name")
  .max(TEACHER_NAME_MAX_CHARS, TEXT_TOO_LONG_MESSAGE)
  .refine((name) => !/[\t\n\r]/.test(name), "write your name on one line");

/** How a teacher is called wherever they are shown: their name, else their email address. */
export function teacherCalled(teacher: { name?: string | null; email: string }): string {
  return teacher.name || teacher.email;
}

/** The longest a school's (an organisation's) name is, in characters after trimming. */
export const SCHOOL_NAME_MAX_CHARS = 120;
/** A school's name: trimmed, 1 to SCHOOL_NAME_MAX_CHARS characters, no control characters. */
export const SchoolName = PlainText.trim()
  .min(1, "enter the school's name")
  .max(SCHOOL_NAME_MAX_CHARS, TEXT_TOO_LONG_MESSAGE);

/** The longest a school's postal address is, in characters after trimming (several lines). */
export const SCHOOL_ADDRESS_MAX_CHARS = 300;
/** A school's postal address for its receipts: trimmed, up to SCHOOL_ADDRESS_MAX_CHARS, lines allowed; empty removes it. */
export const SchoolAddress = PlainText.trim().max(SCHOOL_ADDRESS_MAX_CHARS, TEXT_TOO_LONG_MESSAGE);

/** The longest VAT number (the EU's are at most 14 characters with the country prefix; the rest leaves room for spaces). */
export const VAT_NUMBER_MAX_CHARS = 20;
const VAT_NUMBER_PATTERN = /^[A-Za-z0-9 .-]*$/;
/** A school's VAT number for its receipts: trimmed, letters, digits, spaces, dots and hyphens; empty removes it. */
export const VatNumber = PlainText.trim()
  .max(VAT_NUMBER_MAX_CHARS, TEXT_TOO_LONG_MESSAGE)
  .regex(VAT_NUMBER_PATTERN, "a VAT number has only letters, digits, spaces, dots and hyphens");

/** A grade: a number not below 0, rounded to 2 decimals (step 0.01). */
export const GradeValue = z.number().min(0, "a grade cannot be below 0").transform(roundGrade);
