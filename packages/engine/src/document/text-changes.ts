import { tokenise } from "./document";
import { alignTokens } from "./align";

/** One change between two texts, on character offsets of the original (end exclusive). */
export interface TextChange {
  start: number;
  end: number;
  original: string;
  replacement: string;
}

const SPACED = /^(\s*)([\s\S]*?)(\s*)$/;

/**
 * Narrows a change to the words it changes. When words replace words, the original spacing
 * around them is kept; an insertion or deletion keeps the whitespace both sides share.
 */
function narrow(start: number, original: string, replacement: string): TextChange {
  const [, lead = "", core = ""] = SPACED.exec(original)!;
  const [, , revisedCore = ""] = SPACED.exec(replacement)!;
  if (core && revisedCore)
    return {
      start: start + lead.length,
      end: start + lead.length + core.length,
      original: core,
      replacement: revisedCore,
    };
  let end = start + original.length;
  while (original && replacement && /\s/.test(original[0]!) && original[0] === replacement[0]) {
    original = original.slice(1);
    replacement = replacement.slice(1);
    start++;
  }
  while (original && replacement && /\s/.test(original.at(-1)!) && original.at(-1) === replacement.at(-1)) {
    original = original.slice(0, -1);
    replacement = replacement.slice(0, -1);
    end--;
  }
  return { start, end, original, replacement };
}

/** The revised text with the original's leading and trailing whitespace. */
function withOriginalEnds(original: string, revised: string): string {
  return (
    original.slice(0, original.length - original.trimStart().length) +
    revised.trim() +
    original.slice(original.trimEnd().length)
  );
}

/**
 * The word-level changes that turn `original` into `revised`, on the original's offsets. Spacing
 * between unchanged words is the original's, so line breaks and paragraphs are kept.
 */
export function textChanges(original: string, revised: string): TextChange[] {
  revised = withOriginalEnds(original, revised);
  const source = tokenise(original);
  const target = tokenise(revised);
  const gapStart = (list: typeof source, index: number) => (index === 0 ? 0 : list[index - 1]!.end);
  const gapEnd = (list: typeof source, index: number, text: string) =>
    index === list.length ? text.length : list[index]!.start;
  return alignTokens(
    source.map((token) => token.text),
    target.map((token) => token.text),
  ).map((change) => {
    // Both sides run from the end of the last shared token to the start of the next one.
    const start = gapStart(source, change.sourceStart);
    const end = gapEnd(source, change.sourceEnd, original);
    return narrow(
      start,
      original.slice(start, end),
      revised.slice(gapStart(target, change.targetStart), gapEnd(target, change.targetEnd, revised)),
    );
  });
}
