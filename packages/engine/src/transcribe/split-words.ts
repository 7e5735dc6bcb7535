import { getLexicon } from "../document/lexicon";
import { crossedOutSpans } from "./crossed-out";
import { repairByLexicon } from "./lexicon-repair";
import { pagePoint, type LineImage, type LineReading, type ReadCharacter } from "./recognise-line";
import type { TranscribedWord, WordBox } from "./types";

/** A pixel this dark (0 black, 255 white) on the cleaned-up page is ink. */
const INK_LEVEL = 150;
/** The band of a line image where gaps are looked for: its middle, away from the neighbouring lines' loops. */
const BAND_MARGIN = 0.3;
/**
 * A gap between two characters is a word gap when its width over the line's character pitch, plus
 * a share of the recogniser's probability of a space there, reaches this. Set on rendered pages
 * in 20 handwriting fonts: 73 of 2,267 spaces wrong (41 too many, 32 missed).
 */
const WORD_GAP = 0.4;
const SPACE_WEIGHT = 0.3;
/** A gap this close to the limit that the words could not decide might be the other: the words beside it are not sure. */
const UNSURE_GAP = 0.08;
/** The certainty given to a word beside an unsure gap. */
const UNSURE_GAP_CONFIDENCE = 0.6;
/**
 * A stroke takes out the letters under it only when gaps at least this wide (as `WORD_GAP`
 * measures them, the stroke's own rows left out) end it on both sides. On the benchmark's pages a
 * crossed-out word's gaps measured 0.32 and more; capitals' bars run together ("GH"), 0.15 at most.
 */
const STRUCK_WORD_GAP = 0.25;
/** A line of fewer characters than this has no reliable pitch; its pitch is taken from its height. */
const MIN_PITCH_CHARACTERS = 5;
const PITCH_PER_HEIGHT = 0.45;

/** A gap this close to the limit is decided by the words on either side (see `byLexicon`). */
const LEXICON_BAND = 0.2;
/** Even a narrow gap parts two words of at least `RUN_ON_LETTERS` letters each that together are no word ("therescreens"). */
const RUN_ON_GAP = 0.05;
const RUN_ON_LETTERS = 3;
/**
 * A close call parts pieces of at least this many letters only: a learner's "alot" stays as
 * written, while a close call may still join a lone letter to its word ("wil l", "T he").
 */
const SPLIT_LETTERS = 2;
/**
 * The certainty given at most to a word that no dictionary knows: a misreading, or a misspelling
 * worth a look at the photo. A lone letter other than "a" and "I" is one too: mostly a piece of a
 * word parted from it ("T he") or a stroke read as a letter.
 */
const UNKNOWN_WORD_CONFIDENCE = 0.75;
/** No space is put before these (the recogniser sees a gap before a comma or a full stop), nor after an opening bracket or quote. */
const ATTACHED_AFTER = /^[.,;:!?)'’”]/;
const ATTACHED_BEFORE = /[(“]$/;
/** After these, before a letter, a gap half as wide as a word gap already is one: a sentence or a clause goes on. */
const PUNCTUATION_BEFORE_WORD = /[.,;:!?]$/;

/** A gap between two neighbouring characters of a line. */
interface Gap {
  /** Its middle, in the line image's pixels. */
  middle: number;
  /** Its width over the line's pitch, plus a share of the recogniser's space probability (see `WORD_GAP`). */
  score: number;
  /** Whether the recogniser read a space there. */
  spoken: boolean;
}

/**
 * Cuts a line's characters into words. The recogniser, trained mostly on Chinese, often reads
 * English words without the space between them ("Ithink"), so a space is put where the
 * recogniser read one, or where the writing leaves a gap between two characters wide for this
 * line's handwriting: the widest ink-free gap between each pair of neighbouring characters is
 * measured on the line, over the line's character pitch (see `WORD_GAP`). A gap close to that
 * limit is decided by the words it would make (see `byLexicon`). Each word gets the box of its
 * ink and, as its confidence, its least sure character's probability, lowered when a gap beside
 * it was a close call that the words could not decide.
 */
export function splitWords(
  { line, characters: read }: LineReading,
  page: { width: number; height: number },
): TranscribedWord[] {
  const ink = columnInk(line);
  // What the student crossed out they took back: it is not part of the essay.
  const struck = crossedOutLetters(line, read);
  const characters = read.filter((character) => !struck.has(character));
  const letters = characters.filter((character) => character.text !== " ");
  if (!letters.length) return [];
  const pitch = pitchOf(line, letters);
  const spoken = spokenSpaces(characters);
  const gaps: Gap[] = letters.slice(1).map((character, i) => ({
    ...gapBetween(ink, letters[i]!, character, pitch),
    spoken: spoken.has(i + 1),
  }));
  const cuts = gaps.map(
    (gap, i) =>
      !ATTACHED_AFTER.test(letters[i + 1]!.text) &&
      !ATTACHED_BEFORE.test(letters[i]!.text) &&
      (gap.spoken ||
        gap.score >= WORD_GAP ||
        (PUNCTUATION_BEFORE_WORD.test(letters[i]!.text) &&
          /\p{L}/u.test(letters[i + 1]!.text) &&
          gap.score >= WORD_GAP / 2)),
  );
  const unsure = gaps.map(() => false);
  gaps.forEach((gap, i) => {
    if (gap.spoken || ATTACHED_AFTER.test(letters[i + 1]!.text) || ATTACHED_BEFORE.test(letters[i]!.text)) return;
    if (Math.abs(gap.score - WORD_GAP) < LEXICON_BAND) {
      const decided = byLexicon(letters, cuts, i, SPLIT_LETTERS);
      if (decided === undefined) unsure[i] = Math.abs(gap.score - WORD_GAP) < UNSURE_GAP;
      else if (decided !== "either") cuts[i] = decided;
    } else if (!cuts[i] && gap.score >= RUN_ON_GAP && byLexicon(letters, cuts, i, RUN_ON_LETTERS) === true)
      cuts[i] = true;
  });
  const words: TranscribedWord[] = [];
  let first = 0;
  let start = 0;
  for (let i = 0; i <= gaps.length; i++) {
    if (i < gaps.length && !cuts[i]) continue;
    const end = i < gaps.length ? gaps[i]!.middle : line.width;
    const besideUnsure = unsure.slice(Math.max(0, first - 1), i + 1).some(Boolean);
    words.push(makeWord(letters.slice(first, i + 1), wordBox(line, ink, start, end, page), besideUnsure));
    first = i + 1;
    start = end;
  }
  return words;
}

/** Where the recogniser read a space: the indices of the letters (spaces not counted) it read one before. */
function spokenSpaces(characters: readonly ReadCharacter[]): Set<number> {
  const spoken = new Set<number>();
  let seen = 0;
  for (const character of characters) {
    if (character.text === " ") spoken.add(seen);
    else seen++;
  }
  return spoken;
}

/** The distance from one character to the next on the line: their mean spacing, or from its height for a short line. */
function pitchOf(line: LineImage, letters: readonly ReadCharacter[]): number {
  return letters.length >= MIN_PITCH_CHARACTERS
    ? (letters.at(-1)!.x - letters[0]!.x) / (letters.length - 1)
    : PITCH_PER_HEIGHT * line.height * line.stretch;
}

/**
 * The letters of the line a student crossed out: those under a stroke (see `crossedOutSpans`)
 * that starts and ends at gaps between words. A student crosses out whole words; a stroke that
 * ends inside a word is letters' own bars run together ("GH" in capitals), and takes nothing out.
 */
function crossedOutLetters(line: LineImage, read: readonly ReadCharacter[]): Set<ReadCharacter> {
  const struck = new Set<ReadCharacter>();
  const spans = crossedOutSpans(line);
  if (!spans.length) return struck;
  const letters = read.filter((character) => character.text !== " ");
  const pitch = pitchOf(line, letters);
  const spoken = spokenSpaces(read);
  // Whether the letters either side of gap `i` (after letter i) are apart as words are; the line's ends are.
  const apart = (ink: Uint8Array, i: number) =>
    i < 0 ||
    i >= letters.length - 1 ||
    spoken.has(i + 1) ||
    gapBetween(ink, letters[i]!, letters[i + 1]!, pitch).score >= STRUCK_WORD_GAP;
  for (const { from, to, top, bottom } of spans) {
    // The gaps either side are measured without the stroke, which may run on into them.
    const ink = columnInk(line, { top, bottom });
    const inside = letters.flatMap((character, i) => (character.x >= from && character.x <= to ? [i] : []));
    if (inside.length && apart(ink, inside[0]! - 1) && apart(ink, inside.at(-1)!))
      for (const i of inside) struck.add(letters[i]!);
  }
  return struck;
}

/** The short words a piece of a line may be on its own: any other piece of one or two letters is part of a word. */
const SHORT_WORDS = new Set(
  "a i am an as at be by do go he if in is it me my no of oh ok on or so to up us we".split(" "),
);

/**
 * Decides the close call at gap `i` by the words it makes: joined, when the two pieces together
 * are a word, or a common word misspelt, and apart are not both words ("wil l" → "will", "T he" →
 * "The", "in formations" → "informations"); apart, when both
 * pieces are words and together are not, nor a common word misspelt ("smallhouse" → "small house",
 * but "usefull" stays); undefined when the words
 * do not tell, or "either" when both ways make words. The characters stay exactly as read: only where a word ends is decided, so a
 * learner's misspelling is never changed. Pieces are only parted when each has `minLetters` letters.
 */
function byLexicon(
  letters: readonly ReadCharacter[],
  cuts: readonly boolean[],
  i: number,
  minLetters: number,
): boolean | "either" | undefined {
  let from = i;
  while (from > 0 && !cuts[from - 1]) from--;
  let to = i + 1;
  while (to < cuts.length && !cuts[to]) to++;
  const piece = (a: number, b: number) =>
    letters
      .slice(a, b + 1)
      .map((character) => character.text)
      .join("");
  const left = piece(from, i);
  const right = piece(i + 1, to);
  // A word and a short word after it ("have a") part unless together they are a common word:
  // "fora" is a word, but "for a" is what was written.
  const shortAfter = isShortWordAfterWord(left, right);
  const joined = isWord(left + right) && (!shortAfter || isCommonWord(left + right));
  const misspelt = !joined && !shortAfter && misspeltWord(left + right);
  const apart =
    shortAfter ||
    (Math.min(letterCount(left), letterCount(right)) >= minLetters &&
      !ENDING_LIKE.test(right) &&
      isWord(left) &&
      isWord(right) &&
      !misspelt);
  if ((joined || misspelt) && !apart) return false;
  if (apart && !joined) return true;
  // Words either way ("break fast", "in to"): the gap decides, and a learner may have meant either.
  return joined ? "either" : undefined;
}

/**
 * The short words that, in some hands, follow a word across the narrowest gap ("havea", "monthis",
 * "themto"). Not every short word: "in", "on", "as"... are also pieces of longer words ("interest in g").
 */
const SHORT_WORDS_AFTER = new Set(["a", "I", "is", "to"]);

/**
 * Whether the pieces are a common word and a short word after it ("have|a", "month|is"), so they
 * are parted across even the narrowest gap. The word is in small letters: a capitalised one may be
 * a name ("Ann|a", "Ross|i"). The other way round ("a|lot", "in|fact") is how learners join words
 * themselves, so a short word before a word is not parted.
 */
function isShortWordAfterWord(left: string, right: string): boolean {
  return (
    SHORT_WORDS_AFTER.has(right.replace(/[^\p{L}]/gu, "")) &&
    /^\p{Ll}/u.test(left) &&
    letterCount(left) >= RUN_ON_LETTERS &&
    isCommonWord(left)
  );
}

/**
 * A short piece after a gap that reads as a word's ending ("med", "ting", "ed"): the gap is inside
 * a learner's own form ("swimmed", "sitting"), which must not be parted into "swim med".
 */
const ENDING_LIKE = /^\p{L}{0,2}(?:ed|ing|ly|er|est|es|s|ment|ness|ful)\P{L}*$/u;

/** A run of letters this long that is a common word but for one letter is that word misspelt, not two words. */
const MISSPELT_LENGTH = 7;
const COMMON_WORD = 100;

/**
 * Whether the letters are a common word with one letter too many or too few, as a learner
 * misspells it ("usefull", "informations", "intresting"): two words that happen to make it
 * ("use full", "in formations") are far less likely than the one word the learner meant.
 */
function misspeltWord(piece: string): boolean {
  const word = piece.replace(/[^\p{L}]/gu, "").toLowerCase();
  if (word.length < MISSPELT_LENGTH) return false;
  for (let i = 0; i < word.length; i++) if (isCommonWord(word.slice(0, i) + word.slice(i + 1))) return true;
  for (let i = 0; i <= word.length; i++)
    for (const letter of "abcdefghijklmnopqrstuvwxyz")
      if (isCommonWord(word.slice(0, i) + letter + word.slice(i))) return true;
  return false;
}

function isCommonWord(piece: string): boolean {
  const word = piece.replace(/[^\p{L}]/gu, "").toLowerCase();
  const lexicon = getLexicon();
  return lexicon.frequency(word) >= COMMON_WORD && lexicon.isWord(word);
}

function letterCount(piece: string): number {
  return piece.replace(/[^\p{L}]/gu, "").length;
}

function isWord(piece: string): boolean {
  const word = piece.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  if (!word || /[^\p{L}'’-]/u.test(word)) return false;
  if (word.length <= 2) return SHORT_WORDS.has(word.toLowerCase());
  return getLexicon().isWord(word);
}

/** The gap between two neighbouring characters: its middle, and its score (see `WORD_GAP`). */
function gapBetween(
  ink: Uint8Array,
  before: ReadCharacter,
  after: ReadCharacter,
  pitch: number,
): { middle: number; score: number } {
  const gap = widestGap(ink, before.x, after.x);
  return { middle: gap.middle, score: gap.width / Math.max(1, pitch) + SPACE_WEIGHT * after.spaceBefore };
}

/** The widest run of ink-free columns between two x positions, its width and middle. */
function widestGap(ink: Uint8Array, from: number, to: number): { width: number; middle: number } {
  let best = { width: 0, middle: (from + to) / 2 };
  let run = 0;
  for (let x = Math.max(0, Math.round(from)); x <= Math.min(ink.length - 1, Math.round(to)); x++) {
    if (ink[x]) run = 0;
    else if (++run > best.width) best = { width: run, middle: x + 1 - run / 2 };
  }
  return best;
}

/** For each column of the line image, whether its middle band holds ink (the rows `skipped` left out). */
function columnInk({ pixels, width, height }: LineImage, skipped?: { top: number; bottom: number }): Uint8Array {
  const top = Math.round(height * BAND_MARGIN);
  const bottom = Math.round(height * (1 - BAND_MARGIN));
  const ink = new Uint8Array(width);
  for (let x = 0; x < width; x++) {
    for (let y = top; y < bottom; y++) {
      if (skipped && y >= skipped.top && y <= skipped.bottom) continue;
      if (pixels[y * width + x]! < INK_LEVEL) {
        ink[x] = 1;
        break;
      }
    }
  }
  return ink;
}

/** The word's box on the page: its stretch of the line, narrowed to the columns with ink. */
function wordBox(
  line: LineImage,
  ink: Uint8Array,
  from: number,
  to: number,
  page: { width: number; height: number },
): WordBox {
  let u0 = Math.max(0, Math.floor(from));
  let u1 = Math.min(line.width, Math.ceil(to));
  while (u0 < u1 - 1 && !ink[u0]) u0++;
  while (u1 > u0 + 1 && !ink[u1 - 1]) u1--;
  const corners = [
    pagePoint(line, u0, 0),
    pagePoint(line, u1, 0),
    pagePoint(line, u0, line.height),
    pagePoint(line, u1, line.height),
  ];
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const x0 = Math.min(page.width - 1, Math.max(0, Math.floor(Math.min(...xs))));
  const y0 = Math.min(page.height - 1, Math.max(0, Math.floor(Math.min(...ys))));
  return {
    x0,
    y0,
    x1: Math.max(x0 + 1, Math.min(page.width, Math.ceil(Math.max(...xs)))),
    y1: Math.max(y0 + 1, Math.min(page.height, Math.ceil(Math.max(...ys)))),
  };
}

function makeWord(read: ReadCharacter[], box: WordBox, besideUnsureGap: boolean): TranscribedWord {
  const characters = repairByLexicon(read, isWord);
  const text = characters.map((character) => character.text).join("");
  const leastLetter = Math.min(...characters.map((character) => character.probability));
  const least = Math.min(
    leastLetter,
    besideUnsureGap ? UNSURE_GAP_CONFIDENCE : 1,
    isWord(text) || !/\p{L}/u.test(text) ? 1 : UNKNOWN_WORD_CONFIDENCE,
  );
  return { text, confidence: Math.round(least * 100) / 100, box };
}
