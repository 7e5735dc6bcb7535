import { applyEdits } from "@redpen/contract";
import { type Document, readDocument } from "../document/document";
import { sequence } from "../document/pattern";
import { DEFAULT_RULES, RULES } from "./registry";
import { categoryEntry, EDIT_CATEGORIES, type EditCategory } from "./categories";
import type { CorrectionResult, Edit, Finding, Rule } from "./types";

/** Texts longer than this are corrected only up to here, so a pasted book cannot stall the server. */
export const MAX_CORRECTED_CHARS = 200_000;

/** The rule's findings that no antipattern of its own overlaps. */
function findingsOf(rule: Rule, doc: Document): Finding[] {
  const findings = rule.check(doc);
  if (!rule.antipatterns?.length || findings.length === 0) return findings;
  const silenced = rule.antipatterns.flatMap((antipattern) => sequence(...antipattern.pattern).matchAll(doc));
  return findings.filter(
    (finding) =>
      !silenced.some((match) => finding.start < match.end && match.start < Math.max(finding.end, finding.start + 1)),
  );
}

/** Every finding of the rules as edits, before overlaps are resolved. */
export function collectEdits(doc: Document, rules: readonly Rule[] = RULES): Edit[] {
  return rules.flatMap((rule) =>
    findingsOf(rule, doc).map((finding) => ({
      start: finding.start,
      end: finding.end,
      original: doc.text.slice(finding.start, finding.end),
      replacement: finding.replacement,
      category: rule.category,
      rule_id: rule.id,
      explanation: finding.explanation,
    })),
  );
}

/** Keeps the edits of higher-priority rules where two overlap (touching is not overlapping, unless both insert at one point). */
function withoutOverlaps(edits: Edit[]): Edit[] {
  const kept: Edit[] = [];
  for (const edit of edits) {
    const clashes = kept.some(
      (other) =>
        (edit.start < other.end && other.start < edit.end) ||
        (edit.start === other.start && (edit.start === edit.end || other.start === other.end)),
    );
    if (!clashes) kept.push(edit);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

// Edits side by side in these categories touch one verb group ('she don't likes').
const VERB_GROUP: ReadonlySet<EditCategory> = new Set(
  EDIT_CATEGORIES.filter((category) => categoryEntry(category).verbGroup),
);

/**
 * Sorted edits side by side on one verb group ('don't' and 'like' in 'she don't likes') become one
 * edit with one explanation, as a teacher marks them: 'doesn't like'.
 */
function mergeVerbGroups(text: string, edits: Edit[]): Edit[] {
  const merged: Edit[] = [];
  for (const edit of edits) {
    const last = merged.at(-1);
    const gap = last ? text.slice(last.end, edit.start) : "";
    if (
      !last ||
      !VERB_GROUP.has(last.category) ||
      !VERB_GROUP.has(edit.category) ||
      !/^[ \t]?$/.test(gap) ||
      !last.replacement ||
      !edit.replacement ||
      edit.start === edit.end
    ) {
      merged.push(edit);
      continue;
    }
    const explanation =
      last.explanation === edit.explanation ? last.explanation : `${last.explanation} ${edit.explanation}`;
    merged[merged.length - 1] = {
      ...last,
      end: edit.end,
      original: text.slice(last.start, edit.end),
      replacement: last.replacement + gap + edit.replacement,
      explanation,
    };
  }
  return merged;
}

/** The document up to where correction stops (itself when it is shorter), so that a pasted book cannot stall the server. */
export function withinCorrectionLimit(doc: Document): Document {
  return doc.text.length <= MAX_CORRECTED_CHARS ? doc : readDocument(doc.text.slice(0, MAX_CORRECTED_CHARS));
}

/**
 * Corrects a learner's text read as a document: the corrected text and the edits that make it,
 * in text order. Deterministic; the rules read the document the caller built, as grading and the
 * feedback do.
 */
export function correctDocument(doc: Document, rules: readonly Rule[] = DEFAULT_RULES): CorrectionResult {
  const checked = withinCorrectionLimit(doc);
  const edits = mergeVerbGroups(checked.text, withoutOverlaps(collectEdits(checked, rules)));
  return { original: doc.text, corrected: applyEdits(doc.text, edits), edits, provider: "offline" };
}

/**
 * Corrects a learner's text (correctDocument on the text read once). It never throws on user
 * text: anything that is not a string is empty.
 */
export function correctEssay(text: string, rules: readonly Rule[] = DEFAULT_RULES): CorrectionResult {
  return correctDocument(readDocument(typeof text === "string" ? text : ""), rules);
}
