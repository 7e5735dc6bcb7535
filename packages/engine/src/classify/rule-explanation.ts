import { applyEdits } from "@redpen/contract";
import { correctDocument } from "../correct/correct-essay";
import type { Edit } from "../correct/types";
import type { Document } from "../document/document";

/** The offline rules' edits of each document, found once, when a change first asks for them. */
const ruleEdits = new WeakMap<Document, readonly Edit[]>();

function ruleEditsOf(doc: Document): readonly Edit[] {
  let edits = ruleEdits.get(doc);
  if (!edits) {
    edits = correctDocument(doc).edits;
    ruleEdits.set(doc, edits);
  }
  return edits;
}

/**
 * The edit of one of the engine's own rules that makes the same change as someone else's (a
 * teacher's or the LLM provider's): touching its span and leaving the same text. Its explanation
 * says why ("'Never' is already negative…"), where the change's type alone can only say what.
 */
export function sameRuleEdit(
  doc: Document,
  change: { start: number; end: number; replacement: string },
): Edit | undefined {
  const changed = applyEdits(doc.text, [change]);
  return ruleEditsOf(doc).find(
    (edit) => edit.start <= change.end && change.start <= edit.end && applyEdits(doc.text, [edit]) === changed,
  );
}
