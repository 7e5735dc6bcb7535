import { applyEdits, countWords } from "@redpen/contract";
import { classifyDocumentEdit } from "../classify/classify-edit";
import { correctDocument } from "../correct/correct-essay";
import type { Document } from "../document/document";
import { textChanges, type TextChange } from "../document/text-changes";
import type { CorrectionResult, Edit } from "../correct/types";
import { completeChat } from "./chat-completion";
import { llmFailureReason } from "./llm-call-error";
import type { LlmConfig } from "./llm-config";

/** Longer texts go to the offline engine: an answer this long would be slow and costly. */
export const MAX_LLM_CHARS = 20_000;

/** A correction changes at most this share of the words; more is a rewrite, not a correction. */
const MAX_CHANGED_SHARE = 0.4;
/** No single correction inserts this many words (it would be a preamble or a comment). */
const MAX_INSERTED_WORDS = 8;

export const LLM_RULE_ID = "llm";

const INSTRUCTIONS = `You correct texts written by learners of English, for their teacher.
Correct grammar, spelling, punctuation, capitalisation and wrong word choices.
Keep the writer's own words, style, paragraphs and line breaks wherever they are correct; never rewrite for style.
Reply with the corrected text only, with nothing before or after it.`;

export interface CorrectOptions {
  /** The LLM provider to use; without it the offline engine corrects. */
  llm?: LlmConfig;
  /** Where a fall-back to the offline engine is reported; stderr by default. */
  log?: (line: string) => void;
}

/** The answer without the code fence some models wrap it in. */
function unwrap(answer: string): string {
  const fenced = /^\s*```[\w-]*\n([\s\S]*?)\n```\s*$/.exec(answer);
  return (fenced ? fenced[1]! : answer).trim();
}

/** Why the changes are not a correction of the text, or undefined when they are. */
function implausibility(text: string, changes: TextChange[]): string | undefined {
  const inserted = changes.find(
    (change) => countWords(change.replacement) - countWords(change.original) >= MAX_INSERTED_WORDS,
  );
  if (inserted) return `it adds text that is not a correction: "${inserted.replacement.slice(0, 60)}"`;
  const words = countWords(text);
  const changed = changes.reduce(
    (sum, change) => sum + Math.max(countWords(change.original), countWords(change.replacement)),
    0,
  );
  if (changed > Math.max(3, words * MAX_CHANGED_SHARE)) return `it changes ${changed} of ${words} words`;
  return undefined;
}

async function llmEdits(doc: Document, llm: LlmConfig): Promise<Edit[]> {
  const { text } = doc;
  const answer = unwrap(
    await completeChat(llm, [
      { role: "system", content: INSTRUCTIONS },
      { role: "user", content: text },
    ]),
  );
  if (!answer) throw new Error("the answer is empty");
  const changes = textChanges(text, answer);
  const problem = implausibility(text, changes);
  if (problem) throw new Error(`the answer is not a correction: ${problem}`);
  return changes.map((change) => {
    const { category, explanation } = classifyDocumentEdit(doc, change);
    return { ...change, category, explanation, rule_id: LLM_RULE_ID };
  });
}

/**
 * Corrects with the LLM provider when one is configured, checking that its answer is a
 * correction of the text; on any error, invalid answer or time-out it logs why and uses the
 * offline engine (on the same document), saying why in `fallback`. Never rejects.
 */
export async function correctWithProvider(doc: Document, options: CorrectOptions = {}): Promise<CorrectionResult> {
  const { llm, log = (line) => console.error(line) } = options;
  const original = doc.text;
  if (!llm || !original.trim()) return correctDocument(doc);
  if (original.length > MAX_LLM_CHARS) {
    log(
      `[engine] text of ${original.length} characters is over the LLM limit of ${MAX_LLM_CHARS}; using the offline engine`,
    );
    return { ...correctDocument(doc), fallback: "too-long" };
  }
  try {
    const edits = await llmEdits(doc, llm);
    return { original, corrected: applyEdits(original, edits), edits, provider: "llm" };
  } catch (error) {
    log(
      `[engine] LLM correction failed (${error instanceof Error ? error.message : String(error)}); using the offline engine`,
    );
    return { ...correctDocument(doc), fallback: llmFailureReason(error) };
  }
}
