import { Dialect, LocalLinter } from "harper.js";
import { binaryInlined } from "harper.js/binaryInlined";
import { SuggestionKind } from "harper.js";

/** harper.js alone, the anchor: each lint's first suggestion applied, overlapping lints skipped. */
export async function createHarperCorrector(): Promise<(text: string) => Promise<string>> {
  const linter = new LocalLinter({ binary: binaryInlined, dialect: Dialect.British });
  await linter.setup();
  return async (text) => {
    const lints = await linter.lint(text, { language: "plaintext" });
    const edits: { start: number; end: number; replacement: string }[] = [];
    for (const lint of lints) {
      const suggestion = lint.suggestions()[0];
      if (!suggestion) continue;
      const span = lint.span();
      const kind = suggestion.kind();
      const edit =
        kind === SuggestionKind.Remove
          ? { start: span.start, end: span.end, replacement: "" }
          : kind === SuggestionKind.InsertAfter
            ? { start: span.end, end: span.end, replacement: suggestion.get_replacement_text() }
            : { start: span.start, end: span.end, replacement: suggestion.get_replacement_text() };
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
