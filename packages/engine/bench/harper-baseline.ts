import { Dialect, LocalLinter, SuggestionKind, type Lint } from "harper.js";
import { binaryInlined } from "harper.js/binaryInlined";

/** A lint's first suggestion as a character edit, or undefined when it has none. */
export function firstSuggestionEdit(lint: Lint): { start: number; end: number; replacement: string } | undefined {
  const suggestion = lint.suggestions()[0];
  if (!suggestion) return undefined;
  const span = lint.span();
  const kind = suggestion.kind();
  if (kind === SuggestionKind.Remove) return { start: span.start, end: span.end, replacement: "" };
  if (kind === SuggestionKind.InsertAfter)
    return { start: span.end, end: span.end, replacement: suggestion.get_replacement_text() };
  return { start: span.start, end: span.end, replacement: suggestion.get_replacement_text() };
}

/** harper.js alone, the anchor: each lint's first suggestion applied, overlapping lints skipped. */
export async function createHarperCorrector(): Promise<(text: string) => Promise<string>> {
  const linter = new LocalLinter({ binary: binaryInlined, dialect: Dialect.British });
  await linter.setup();
  return async (text) => {
    const lints = await linter.lint(text, { language: "plaintext" });
    const edits: { start: number; end: number; replacement: string }[] = [];
    for (const lint of lints) {
      const edit = firstSuggestionEdit(lint);
      if (!edit) continue;
      if (edits.some((other) => edit.start < other.end && other.start < edit.end)) continue;
      edits.push(edit);
    }
    edits.sort((a, b) => a.start - b.start);
    let result = "";
    let cursor = 0;
    for (const edit of edits) {
      if (edit.start < cursor) continue;
      result += text.slice(cursor, edit.start) + edit.replacement;
      cursor = edit.end;
    }
    return result + text.slice(cursor);
  };
}
