import { distance } from "fastest-levenshtein";
import { tokenise as tokensOf } from "../src/document/document";

/** Word-level edits between two sentences, the way GEC scorers count them. */
export interface TokenEdit {
  start: number;
  end: number;
  replacement: string;
}

/** The sentence's tokens as the engine reads them (the Document's tokeniser), as strings. */
export function tokenise(sentence: string): string[] {
  return tokensOf(sentence).map((token) => token.text);
}

/** Two tokens that are one word changed (a spelling, a form, a capital): 'freind' and 'friend', 'go' and 'went' are not. */
function sameWord(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return (
    x === y ||
    (/\p{L}/u.test(x) &&
      /\p{L}/u.test(y) &&
      distance(x, y) <= Math.max(1, Math.floor(Math.min(x.length, y.length) / 2)))
  );
}

/** What aligning two tokens costs: nothing when equal, half a change when one word changed, else never. */
const pairCost = (a: string, b: string) => (a === b ? 0 : sameWord(a, b) ? 0.5 : Infinity);

/**
 * Edits turning `source` into `target`, split as ERRANT splits them: tokens are aligned with a
 * changed word cheaper than one removed and another added, each changed word is an edit of its
 * own, and what is added or removed between two kept or changed words is one edit (', freind' →
 * 'friend' is a comma removed and a spelling).
 */
export function tokenEdits(source: string[], target: string[]): TokenEdit[] {
  const [n, m] = [source.length, target.length];
  const cost = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => i + j));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      cost[i]![j] = Math.min(
        cost[i - 1]![j - 1]! + pairCost(source[i - 1]!, target[j - 1]!),
        cost[i - 1]![j]! + 1,
        cost[i]![j - 1]! + 1,
      );
    }
  }
  const edits: TokenEdit[] = [];
  let open: { end: number; start: number; added: string[] } | undefined;
  const close = () => {
    if (open) edits.unshift({ start: open.start, end: open.end, replacement: open.added.join(" ") });
    open = undefined;
  };
  let [i, j] = [n, m];
  while (i > 0 || j > 0) {
    const pair = i > 0 && j > 0 ? pairCost(source[i - 1]!, target[j - 1]!) : Infinity;
    if (pair !== Infinity && cost[i]![j] === cost[i - 1]![j - 1]! + pair) {
      close();
      if (pair > 0) edits.unshift({ start: i - 1, end: i, replacement: target[j - 1]! });
      i--;
      j--;
    } else if (i > 0 && cost[i]![j] === cost[i - 1]![j]! + 1) {
      open ??= { start: i, end: i, added: [] };
      open.start = --i;
    } else {
      open ??= { start: i, end: i, added: [] };
      open.added.unshift(target[--j]!);
    }
  }
  close();
  return edits;
}

export const editKey = (edit: TokenEdit) => `${edit.start}:${edit.end}:${edit.replacement}`;
