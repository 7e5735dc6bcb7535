import type { EditCategory } from "../correct/categories";
import { type Document, readDocument, tokenise } from "../document/document";
import { errorType, type TaggedEdit } from "./error-type";
import { explainEdit } from "./explain-edit";
import { tagTokens, type TaggedToken } from "./tag-tokens";
import { sameRuleEdit } from "./rule-explanation";

/**
 * Classifies and explains an edit someone else made (the teacher, the LLM provider): its ERRANT
 * type, Redpen's category, and a one-line explanation that names the words.
 */

/** An edit on a tokenised sentence, as M2 files give one: tokens `start` to `end` (exclusive) become `correction` (tokens joined by spaces; empty to remove them). */
export interface TokenEdit {
  tokens: readonly string[];
  start: number;
  end: number;
  correction: string;
}

export interface EditClassification {
  /** ERRANT's type: 'R:VERB:TENSE', 'M:DET', 'U:PUNCT'. */
  type: string;
  category: EditCategory;
  explanation: string;
}

let lastSentence: { key: string; tagged: TaggedToken[] } | undefined;

/** The sentence's tags; a run of edits on one sentence tags it once. */
function taggedSentence(tokens: readonly string[]): TaggedToken[] {
  const key = tokens.join("\u0000");
  if (lastSentence?.key !== key) lastSentence = { key, tagged: tagTokens(tokens) };
  return lastSentence.tagged;
}

/** Classifies an edit of a tokenised sentence, reading the sentence before and after it. */
export function classifyTokenEdit({ tokens, start, end, correction }: TokenEdit): EditClassification {
  const replacement = correction.split(" ").filter(Boolean);
  const corrected = tagTokens([...tokens.slice(0, start), ...replacement, ...tokens.slice(end)]).slice(
    start,
    start + replacement.length,
  );
  const edit: TaggedEdit = { sentence: taggedSentence(tokens), start, end, corrected };
  const type = errorType(edit);
  return { type, ...explainEdit(type, edit) };
}

/** Classifies a change on character offsets of a text: the words of its sentence, the span widened to whole words. */
export function classifyTextEdit(
  text: string,
  change: { start: number; end: number; replacement: string },
): EditClassification {
  return classifyDocumentEdit(readDocument(text), change);
}

/** classifyTextEdit on a text already read: the edits of one text share its document. */
export function classifyDocumentEdit(
  doc: Document,
  change: { start: number; end: number; replacement: string },
): EditClassification {
  const { text } = doc;
  const original = text.slice(change.start, change.end);
  if (original !== change.replacement && original.replace(/\s+/g, "") === change.replacement.replace(/\s+/g, "")) {
    return {
      type: "R:ORTH",
      category: "punctuation",
      explanation: `Mind the spacing: write '${change.replacement.trim()}' here, not '${original.trim()}'.`,
    };
  }
  const sentence = doc.sentences.find((span) => change.start <= span.end && change.end >= span.start) ?? {
    start: 0,
    end: text.length,
  };
  const from = Math.min(sentence.start, change.start);
  const to = Math.max(sentence.end, change.end);
  const tokens = tokenise(text.slice(from, to)).map((token) => ({
    ...token,
    start: token.start + from,
    end: token.end + from,
  }));
  let start = tokens.findIndex((token) => token.end > change.start);
  if (start === -1) start = tokens.length;
  let end = start;
  while (end < tokens.length && tokens[end]!.start < change.end) end++;
  if (end > start && tokens[start]!.start >= change.end) end = start;
  const spanStart = Math.min(change.start, tokens[start]?.start ?? change.start);
  const spanEnd = Math.max(change.end, end > start ? tokens[end - 1]!.end : change.end);
  const replacement = text.slice(spanStart, change.start) + change.replacement + text.slice(change.end, spanEnd);
  const correction = tokenise(replacement)
    .map((token) => token.text)
    .join(" ");
  const classified = classifyTokenEdit({ tokens: tokens.map((token) => token.text), start, end, correction });
  // Where a rule of the engine makes the same change, its explanation says why.
  const rule = sameRuleEdit(doc, change);
  return rule ? { ...classified, category: rule.category, explanation: rule.explanation } : classified;
}
