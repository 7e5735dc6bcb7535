import type { LlmFailureReason } from "../llm/llm-call-error";
import type { Document } from "../document/document";
import type { Step } from "../document/pattern";

import type { EditCategory } from "./categories";

/** The kinds of edit: see categories.ts, where each is described once. */
export type { EditCategory };

/** One correction, on character offsets of the original text (end exclusive). */
export interface Edit {
  start: number;
  end: number;
  /** The original text of the span. */
  original: string;
  replacement: string;
  category: EditCategory;
  /** Id of the rule that made it; stable, kebab-case. */
  rule_id: string;
  /** One line a B1 learner understands. */
  explanation: string;
}

/** What a rule reports: where, what to put there, and why. */
export interface Finding {
  start: number;
  end: number;
  replacement: string;
  explanation: string;
}

/** Sentences that show what a rule does: wrong ones with their fix, right ones it must leave alone. */
export interface RuleExamples {
  wrong: [sentence: string, corrected: string][];
  right: string[];
}

/**
 * Words that look like the rule's error but are right, as LanguageTool's antipatterns: the rule
 * stays silent on any finding a match overlaps. The example shows one, and must stay unchanged.
 */
export interface Antipattern {
  pattern: Step[];
  example: string;
}

/** A correction rule: one per file (or one phrase-table entry), pure, registered once in the registry. */
export interface Rule {
  id: string;
  description: string;
  category: EditCategory;
  enabledByDefault: boolean;
  /** The name the feedback gives this rule's errors when it made most of a category's (says more than the category). */
  label?: string;
  /**
   * A punctuation choice the exams leave to the writer (the comma after an opening "However" or
   * "If it rains"): still proposed, but grading gives its edits no weight, so that keeping or
   * rejecting one never moves a band.
   */
  optional?: boolean;
  examples: RuleExamples;
  antipatterns?: Antipattern[];
  check(doc: Document): Finding[];
}

/** The corrected text and the edits that turn the original into it. */
export interface CorrectionResult {
  original: string;
  corrected: string;
  edits: Edit[];
  /** Who corrected: the offline rules or the optional LLM provider. */
  provider: "offline" | "llm";
  /** With a provider set, why the offline rules corrected instead: its failure, or a text too long to send it. */
  fallback?: LlmFailureReason | "too-long";
}
