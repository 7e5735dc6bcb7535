/** Word-level edits between two sentences, the way GEC scorers count them. */
export interface TokenEdit {
  start: number;
  end: number;
  replacement: string;
}

export function tokenise(sentence: string): string[] {
  return sentence.match(/[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*|[^\s\p{L}\p{N}]/gu) ?? [];
}

/** Edits turning `source` into `target`: each maximal run of non-matching tokens of the LCS alignment. */
export function tokenEdits(source: string[], target: string[]): TokenEdit[] {
  const n = source.length;
  const m = target.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = source[i] === target[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const edits: TokenEdit[] = [];
  let i = 0;
  let j = 0;
  let open: { start: number; tokens: string[] } | undefined;
  const close = () => {
    if (open) edits.push({ start: open.start, end: i, replacement: open.tokens.join(" ") });
    open = undefined;
  };
  while (i < n || j < m) {
    if (i < n && j < m && source[i] === target[j]) {
      close();
      i++;
      j++;
    } else if (j < m && (i >= n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      open ??= { start: i, tokens: [] };
      open.tokens.push(target[j]!);
      j++;
    } else {
      open ??= { start: i, tokens: [] };
      i++;
    }
  }
  close();
  return edits;
}

export const editKey = (edit: TokenEdit) => `${edit.start}:${edit.end}:${edit.replacement}`;
