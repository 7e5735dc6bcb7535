import { z } from "zod";
import { FORBIDDEN_CHARACTER_MESSAGE, hasForbiddenCharacter } from "./validation";
import { withFieldWords } from "./validation-sentences";

/**
 * Correction codes: the short marks (Sp, T, WW...) teachers of writing put in the margin instead of
 * the corrected form, so the student finds the right one. Redpen ships a default list; a school's
 * owner renames codes, adds their own and says which error types each covers. An edit's code comes
 * from the type (category) the engine's classifier gave it, or the one its teacher picked.
 */

/**
 * The error types an edit can have: the engine's categories, in its order (packages/engine's
 * CATEGORY_TABLE; a test there keeps the two lists the same).
 */
export const ERROR_TYPES = [
  "spelling",
  "verb form",
  "tense",
  "subject-verb agreement",
  "article",
  "preposition",
  "noun number",
  "word order",
  "word choice",
  "collocation",
  "punctuation",
  "capitalisation",
  "repetition",
  "missing word",
] as const;
export const ErrorType = z.enum(ERROR_TYPES, { error: () => ({ message: "is not an error type Redpen knows" }) });
export type ErrorType = z.infer<typeof ErrorType>;

/** The longest code (the mark in the margin). */
export const CORRECTION_CODE_MAX_CHARS = 6;
/** The longest name of a code. */
export const CORRECTION_CODE_NAME_MAX_CHARS = 40;
/** The longest meaning of a code. */
export const CORRECTION_CODE_MEANING_MAX_CHARS = 160;
/** The most codes a school may have. */
export const CORRECTION_CODES_MAX = 40;
/** The code of an edit whose type no code covers. */
export const UNCLEAR_CODE = "?";

const oneLine = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `write ${what}`)
    .max(max, `at most ${max} characters`)
    .refine((text) => !/[\n\r\t]/.test(text), `write ${what} on one line`)
    .refine((text) => !hasForbiddenCharacter(text), FORBIDDEN_CHARACTER_MESSAGE);

/** A code as written in the margin: 1 to 6 characters, no spaces (Sp, SVA, ?, Coll). */
export const CodeText = z
  .string()
  .trim()
  .min(1, "write the code")
  .max(CORRECTION_CODE_MAX_CHARS, `a code is at most ${CORRECTION_CODE_MAX_CHARS} characters`)
  .refine((text) => !/\s/.test(text), "a code has no spaces")
  .refine((text) => !hasForbiddenCharacter(text), FORBIDDEN_CHARACTER_MESSAGE);

/** One correction code: its mark, name, one-line meaning and the error types it covers. */
export const CorrectionCode = z
  .object({
    /** The mark in the margin: Sp, T, WW... */
    code: CodeText,
    /** Its name: Spelling, Tense... */
    name: oneLine("the code's name", CORRECTION_CODE_NAME_MAX_CHARS),
    /** One line the student understands. */
    meaning: oneLine("what the code means", CORRECTION_CODE_MEANING_MAX_CHARS),
    /** The error types marked with it; none for a code the teacher picks by hand. */
    types: z.array(ErrorType).max(ERROR_TYPES.length),
  })
  .strict();
export type CorrectionCode = z.infer<typeof CorrectionCode>;

/** Redpen's own codes, which a school starts with. */
export const DEFAULT_CORRECTION_CODES: readonly CorrectionCode[] = [
  {
    code: "Sp",
    name: "Spelling",
    meaning: "A word is spelt wrongly or needs a capital letter.",
    types: ["spelling", "capitalisation"],
  },
  { code: "T", name: "Tense", meaning: "The verb is in the wrong tense.", types: ["tense"] },
  {
    code: "VF",
    name: "Verb form",
    meaning: "The verb's form is wrong (to go, going, gone).",
    types: ["verb form"],
  },
  {
    code: "SVA",
    name: "Agreement",
    meaning: "A verb or noun does not agree in number (he go, two book).",
    types: ["subject-verb agreement", "noun number"],
  },
  {
    code: "Art",
    name: "Article",
    meaning: "An article (a, an, the) is wrong, missing or not needed.",
    types: ["article"],
  },
  {
    code: "Prep",
    name: "Preposition",
    meaning: "A preposition (in, on, at...) is wrong, missing or not needed.",
    types: ["preposition"],
  },
  {
    code: "WW",
    name: "Wrong word",
    meaning: "This word does not mean what you want, or does not go with the words around it.",
    types: ["word choice", "collocation"],
  },
  { code: "WO", name: "Word order", meaning: "The words are in the wrong order.", types: ["word order"] },
  { code: "P", name: "Punctuation", meaning: "Punctuation is wrong or missing here.", types: ["punctuation"] },
  { code: "M", name: "Missing word", meaning: "A word is missing here.", types: ["missing word"] },
  { code: "U", name: "Unnecessary word", meaning: "This word is not needed: leave it out.", types: ["repetition"] },
  { code: UNCLEAR_CODE, name: "Unclear", meaning: "This is unclear: ask your teacher.", types: [] },
];

/** The code a list gives an edit, with its name and meaning; the list's '?' (or Redpen's) when none covers it. */
export function codeOfEdit(
  edit: { category: string; code?: string | undefined },
  codes: readonly CorrectionCode[],
): CorrectionCode {
  const picked = edit.code === undefined ? undefined : codes.find((entry) => entry.code === edit.code);
  if (picked) return picked;
  const byType = codes.find((entry) => (entry.types as readonly string[]).includes(edit.category));
  return byType ?? unclearCode(codes);
}

/** The list's code for an unclear mark, or Redpen's own. */
export function unclearCode(codes: readonly CorrectionCode[]): CorrectionCode {
  return (
    codes.find((entry) => entry.code === UNCLEAR_CODE) ??
    DEFAULT_CORRECTION_CODES.find((entry) => entry.code === UNCLEAR_CODE)!
  );
}

/** The codes of a list used by some edits, in the list's order: the key printed after a paper marked in codes. */
export function codeKey(
  edits: readonly { category: string; code?: string | undefined }[],
  codes: readonly CorrectionCode[],
): CorrectionCode[] {
  const used = new Set(edits.map((edit) => codeOfEdit(edit, codes).code));
  const key = codes.filter((entry) => used.has(entry.code));
  if (used.has(UNCLEAR_CODE) && !key.some((entry) => entry.code === UNCLEAR_CODE)) key.push(unclearCode(codes));
  return key;
}

/** A school's list: codes unique, each type covered by one code at most. */
export const CorrectionCodeList = z
  .array(CorrectionCode)
  .min(1, "keep at least one code")
  .max(CORRECTION_CODES_MAX, `at most ${CORRECTION_CODES_MAX} codes`)
  .superRefine((codes, ctx) => {
    const seenCodes = new Map<string, number>();
    const seenTypes = new Map<string, string>();
    codes.forEach((entry, index) => {
      const earlier = seenCodes.get(entry.code.toLowerCase());
      if (earlier !== undefined)
        ctx.addIssue({
          code: "custom",
          path: [index, "code"],
          message: `the code '${entry.code}' is in the list twice (codes ${earlier + 1} and ${index + 1})`,
        });
      else seenCodes.set(entry.code.toLowerCase(), index);
      for (const type of entry.types) {
        const owner = seenTypes.get(type);
        if (owner !== undefined && owner !== entry.code)
          ctx.addIssue({
            code: "custom",
            path: [index, "types"],
            message: `'${type}' is marked ${owner} already: give each error type one code`,
          });
        else seenTypes.set(type, entry.code);
      }
    });
  });
export type CorrectionCodeList = z.infer<typeof CorrectionCodeList>;

/**
 * GET /organisations/{organisation_id}/correction-codes: the school's codes (Redpen's defaults
 * until an owner saves the school's own, version 0 then), for any of its teachers.
 */
export const CorrectionCodesResponse = z.object({
  /** Optimistic version; a PUT sends it + 1 (0 while the school uses Redpen's defaults). */
  version: z.number().int().nonnegative(),
  data: z.object({
    /** The codes, in the school's order. */
    codes: z.array(CorrectionCode),
    /** Whether these are Redpen's own codes (the school has not changed them). */
    is_default: z.boolean(),
  }),
});
export type CorrectionCodesResponse = z.infer<typeof CorrectionCodesResponse>;

/** PUT /organisations/{organisation_id}/correction-codes: the whole list, by an owner; version is the stored version + 1. */
export const CorrectionCodesPutRequest = withFieldWords(
  z
    .object({
      /** The stored version + 1. */
      version: z.number().int().min(1),
      data: z.object({ codes: CorrectionCodeList }).strict(),
    })
    .strict(),
  {
    version: "the codes' version",
    "data.codes": "the codes",
    "data.codes.*": "code {n}",
    "data.codes.*.code": "the mark of code {n}",
    "data.codes.*.name": "the name of code {n}",
    "data.codes.*.meaning": "the meaning of code {n}",
    "data.codes.*.types": "the error types of code {n}",
    "data.codes.*.types.*": "error type {n}",
  },
);
export type CorrectionCodesPutRequest = z.infer<typeof CorrectionCodesPutRequest>;

/** A correction with its answer withheld (shared as codes): no replacement, no explanation (which names the correct form). */
const withoutAnswer = <T extends { replacement: string; explanation: string }>(
  edit: T,
): T & { answer_hidden: true } => ({
  ...edit,
  replacement: "",
  explanation: "",
  answer_hidden: true,
});

/**
 * The student's corrections when the essay is shared as codes: each shows where the error is and
 * its code, with the answer withheld, but for those the teacher gives anyway (`answer_given`).
 */
export const editsAsCodes = <T extends { replacement: string; explanation: string; answer_given?: true | undefined }>(
  edits: readonly T[],
): (T & { answer_hidden?: true })[] => edits.map((edit) => (edit.answer_given ? edit : withoutAnswer(edit)));

/** The drafted feedback's example, “You wrote “X”, write “Y”.”, as packages/engine's compose.ts words it. */
const QUOTED_FIX = /You wrote “([^”\n]*)”, write “[^”\n]*”\./g;

/** The feedback shared as codes: the fixed forms its examples quote left out ("Look again at “X”." instead). */
export const feedbackWithoutFixes = (feedback: string): string =>
  feedback.replace(QUOTED_FIX, (_line, wrote: string) => `Look again at “${wrote}”.`);
