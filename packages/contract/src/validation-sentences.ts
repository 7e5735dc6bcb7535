import { z } from "zod";
import { FORBIDDEN_CHARACTER_MESSAGE, type SentenceRule } from "./validation";

/**
 * What a teacher reads when a request is refused: each problem as a plain sentence that names the
 * field in words ("The student's name can be at most 1,000 characters."), never as a field path.
 * The words of a request's fields are registered next to its schema (`FIELD_WORDS`); a field with
 * no words of its own is named by its key ("The organisation id").
 */

/**
 * The words for a request's fields, by dotted path; `*` stands for any one key or list index. The
 * words read as within a sentence ("the student's name", "correction {n}"); a sentence starting
 * with them capitalises them. `{key}` is the key `*` stood for (a criterion's name), `{n}` its
 * 1-based number.
 */
export type FieldWords = Readonly<Record<string, string>>;

/** The field words of each request schema (body, query or path parameters), found by the schema itself. */
export const FIELD_WORDS = z.registry<{ fields: FieldWords }>();

/** Registers the words of a request schema's fields and gives the schema back. */
export function withFieldWords<S extends z.ZodType>(schema: S, fields: FieldWords): S {
  FIELD_WORDS.add(schema, { fields });
  return schema;
}

/** The field words registered for a schema; none for another value. */
export function fieldWordsOf(schema: unknown): FieldWords {
  return schema instanceof z.ZodType ? (FIELD_WORDS.get(schema)?.fields ?? {}) : {};
}

/** A validation issue as zod gives it: its path, code and message, and the details of its code (maximum, origin...). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
}
/** An issue with the details of its code read by name. */
type Issue = IssueLike & Readonly<Record<string, unknown>>;

const NUMBER = new Intl.NumberFormat("en");
/** A number as a teacher reads it: 1,000 and 0.5. */
export const formatCount = (value: number) => NUMBER.format(value);

const isIndex = (segment: string) => /^\d+$/.test(segment);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const humanised = (key: string) => key.replace(/[_-]+/g, " ").trim();
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The words of a path that match a registered pattern exactly, with `{key}` and `{n}` filled in. */
function registeredWords(path: readonly string[], fields: FieldWords): string | undefined {
  for (const [pattern, words] of Object.entries(fields)) {
    const parts = pattern === "" ? [] : pattern.split(".");
    if (parts.length !== path.length || !parts.every((part, i) => part === "*" || part === path[i])) continue;
    const wildcard = parts.lastIndexOf("*");
    const key = wildcard >= 0 ? path[wildcard]! : "";
    return words.replaceAll("{key}", key).replaceAll("{n}", isIndex(key) ? String(Number(key) + 1) : key);
  }
  return undefined;
}

/**
 * The words naming a field, as within a sentence: its registered words, else its key in words, of
 * the nearest ancestor that has words ("the category of correction 2"); null for the request as a whole.
 */
export function fieldSubject(path: readonly PropertyKey[], fields: FieldWords): string | null {
  const segments = path.map(String);
  if (segments.length === 0) return registeredWords(segments, fields) ?? null;
  const own = registeredWords(segments, fields);
  if (own) return own;
  const lastKey = segments.findLast((segment) => !isIndex(segment));
  const item = isIndex(segments.at(-1)!) ? `item ${Number(segments.at(-1)) + 1}` : undefined;
  const name = [item, lastKey && `the ${humanised(lastKey)}`].filter(Boolean).join(" of ");
  for (let length = segments.length - 1; length > 0; length--) {
    const ancestor = registeredWords(segments.slice(0, length), fields);
    if (ancestor) return `${name} of ${ancestor}`;
  }
  return name || "the request";
}

const EXPECTED_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  null: "null",
};

const listed = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(", ");
const ruleOf = (issue: Issue): SentenceRule | undefined => {
  const params = issue.params as Partial<SentenceRule> | undefined;
  return params && typeof params.rule === "string" ? (params as SentenceRule) : undefined;
};

/** The predicate for a too_big or too_small issue, by what was checked (text, number, list). */
function sizePredicate(issue: Issue, tooBig: boolean): string | undefined {
  const limit = Number(tooBig ? issue.maximum : issue.minimum);
  if (!Number.isFinite(limit)) return undefined;
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case "string":
      if (tooBig) return `can be at most ${formatCount(limit)} characters`;
      return limit <= 1 ? "cannot be empty" : `needs at least ${formatCount(limit)} characters`;
    case "number":
    case "int":
    case "bigint":
      if (tooBig) return inclusive ? `can be at most ${formatCount(limit)}` : `must be below ${formatCount(limit)}`;
      return inclusive ? `cannot be below ${formatCount(limit)}` : `must be above ${formatCount(limit)}`;
    case "array":
    case "set":
      if (tooBig) return `can hold at most ${formatCount(limit)} items`;
      return limit <= 1 ? "needs at least one item" : `needs at least ${formatCount(limit)} items`;
    default:
      return undefined;
  }
}

/** What the issue says of its field, as the end of a sentence whose subject is the field; undefined when only its own message says it. */
function predicateOf(issue: Issue): string | undefined {
  switch (issue.code) {
    case "too_big":
      return sizePredicate(issue, true);
    case "too_small":
      return sizePredicate(issue, false);
    case "invalid_type":
      // zod names what it received only in its message.
      if (/received undefined$/.test(issue.message)) return "is missing";
      return `must be ${EXPECTED_WORDS[String(issue.expected)] ?? String(issue.expected)}`;
    case "invalid_value": {
      const values = Array.isArray(issue.values) ? issue.values : [];
      return values.length === 1 ? `must be ${listed(values)}` : `must be one of ${listed(values)}`;
    }
    case "invalid_format":
      if (issue.format === "email") return "is not a valid email address";
      if (typeof issue.format === "string" && /^uuid/.test(issue.format) && /^Invalid UUID/.test(issue.message))
        return "is not a valid id";
      return undefined;
    case "invalid_union":
      return issue.message === "Invalid input" ? "is not in a form Redpen takes" : undefined;
    case "unrecognized_keys": {
      const keys = Array.isArray(issue.keys) ? issue.keys.map(String) : [];
      return `holds ${keys.length === 1 ? "a field" : "fields"} Redpen does not take: ${keys.join(", ")}`;
    }
    case "custom": {
      if (issue.message === FORBIDDEN_CHARACTER_MESSAGE)
        return "holds invisible characters (control characters, text direction overrides or broken Unicode): remove them";
      const rule = ruleOf(issue);
      if (rule?.rule === "max_chars") return `can be at most ${formatCount(rule.max)} characters`;
      if (rule?.rule === "min_words") return `needs at least ${formatCount(rule.min)} words`;
      return undefined;
    }
    default:
      return undefined;
  }
}

/** A schema's own message written to follow the field's name: "must be …", "cannot …". */
const PREDICATE_MESSAGE = /^(must|is|are|can|cannot|needs) /;

/**
 * One issue as a sentence: "{Field} {what is wrong}." (from the issue's code and limits, or from a
 * message written to follow the field's name), else "Check {field}: {its message}.".
 */
export function issueSentence(issue: IssueLike, fields: FieldWords = {}): string {
  const subject = fieldSubject(issue.path, fields);
  const predicate = predicateOf(issue as Issue) ?? (PREDICATE_MESSAGE.test(issue.message) ? issue.message : undefined);
  if (predicate) return `${capitalised(subject ?? "the request")} ${predicate}.`;
  const message = issue.message.trim() || "it is not valid";
  return subject ? asSentence(`Check ${subject}: ${message}`) : asSentence(capitalised(message));
}

/** The issues as sentences, one after the other, and the dotted path of the first issue's field (empty for the whole request). */
export function validationSentences(
  issues: readonly IssueLike[],
  fields: FieldWords = {},
): { message: string; field: string } {
  return {
    message: [...new Set(issues.map((issue) => issueSentence(issue, fields)))].join(" "),
    field: (issues[0]?.path ?? []).map(String).join("."),
  };
}
