import type { Lexicon } from "../document/lexicon";

/**
 * Candidate corrections of a misspelt word, ranked the way learners misspell: a noisy-channel
 * score of how likely the slip is (weighted edit distance) against how common the word is.
 */

/** Slips learners make often cost less than a random edit. */
const CHEAP = 0.5;
const VOWELS = new Set("aeiouy");
const CONFUSABLE = new Set(["cs", "sc", "ck", "kc", "sz", "zs", "iy", "yi", "fv", "vf", "gj", "jg"]);

/** Whether two letters are ones learners, and handwriting read by OCR, often swap: 'c' and 's', 'k' and 'c'… */
export function isConfusable(a: string, b: string): boolean {
  return CONFUSABLE.has(a + b);
}

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  if ((VOWELS.has(a) && VOWELS.has(b)) || CONFUSABLE.has(a + b)) return CHEAP + 0.1;
  return 1;
}

/** A letter left out of a word is the commonest slip; a stray letter typed in is rarer. */
const LEFT_OUT = CHEAP + 0.1;
const TYPED_IN = 0.8;

/**
 * Leaving out (`missing`) or typing in the letter at `index` of `word`: cheap next to the same
 * letter (a doubled consonant), an 'h' or a final 'e'.
 */
function indelCost(word: string, index: number, letter: string, missing: boolean): number {
  if (word[index - 1] === letter || word[index + 1] === letter) return CHEAP - 0.1;
  if (letter === "h" || (letter === "e" && index === word.length - 1)) return CHEAP + 0.1;
  return missing ? LEFT_OUT : TYPED_IN;
}

/** Weighted optimal-string-alignment distance from `typed` to `intended`. */
export function slipCost(typed: string, intended: string): number {
  const n = typed.length;
  const m = intended.length;
  const d: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = 1; i <= n; i++) d[i]![0] = d[i - 1]![0]! + indelCost(typed, i - 1, typed[i - 1]!, false);
  for (let j = 1; j <= m; j++) d[0]![j] = d[0]![j - 1]! + indelCost(intended, j - 1, intended[j - 1]!, true);
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      let best = Math.min(
        d[i - 1]![j]! + indelCost(typed, i - 1, typed[i - 1]!, false),
        d[i]![j - 1]! + indelCost(intended, j - 1, intended[j - 1]!, true),
        d[i - 1]![j - 1]! + substitutionCost(typed[i - 1]!, intended[j - 1]!),
      );
      if (i > 1 && j > 1 && typed[i - 1] === intended[j - 2] && typed[i - 2] === intended[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + CHEAP + 0.1);
      d[i]![j] = best;
    }
  }
  return d[n]![m]!;
}

function deletesOf(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** From this length, a word may carry two stray letters, as long as they cost no more than two doubled ones. */
const LONG_WORD = 9;
const MAX_TWO_TYPED_IN = 0.8;

/** Index from each word, and each word with one letter dropped, to the common words it may come from. */
export class SpellingIndex {
  private readonly byDelete = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      for (const key of new Set(deletesOf(word))) {
        const list = this.byDelete.get(key);
        if (list) list.push(word);
        else this.byDelete.set(key, [word]);
      }
    }
  }

  /**
   * Common words within one letter dropped on each side (covers one edit and many two-edit slips),
   * or with `twoTypedIn`, two letters dropped from the typed word and one from the common word.
   */
  near(typed: string, twoTypedIn = false): string[] {
    const found = new Set<string>();
    const keys = new Set(deletesOf(typed));
    if (twoTypedIn) for (const key of [...keys]) for (const shorter of deletesOf(key)) keys.add(shorter);
    for (const key of keys) for (const word of this.byDelete.get(key) ?? []) found.add(word);
    found.delete(typed);
    return [...found];
  }
}

export interface RankedCandidate {
  word: string;
  cost: number;
  score: number;
}

/** Weight of a tenfold difference in frequency against one full edit. */
const FREQUENCY_WEIGHT = 0.35;

/** A plural ending: one 's' after another letter. */
const PLURAL = /[^s]s$/;

/** The inflection a word ends in: a misspelling keeps it ('achivements' is 'achievements', not 'achievement'). */
function endingOf(word: string): string {
  return /(ing|ed|y)$/.exec(word)?.[1] ?? (PLURAL.test(word) ? "s" : "");
}

/** Whether `candidate` adds or drops the ending of a real word the typed word has or lacks ('achievement' for 'achivements'). */
function changesEnding(typed: string, candidate: string, lexicon: Lexicon): boolean {
  const [typedEnding, candidateEnding] = [endingOf(typed), endingOf(candidate)];
  if (typedEnding === candidateEnding) return false;
  const inflected = candidateEnding ? candidate : candidate + typedEnding;
  const stem = candidateEnding ? candidate.slice(0, -candidateEnding.length) : candidate;
  // Only where the typed word spells that stem too: 'donig' is 'doing', not 'do' with an ending changed.
  const typedStem = typedEnding ? typed.slice(0, -typedEnding.length) : typed;
  return (
    Math.abs(typedStem.length - stem.length) <= 1 &&
    lexicon.frequency(inflected) > 0 &&
    (lexicon.frequency(stem) > 0 || lexicon.frequency(`${stem}e`) > 0)
  );
}

/** What changing the inflection costs: a slip rarely adds or drops an ending. */
const ENDING_CHANGE = 0.5;

/** A final 'ie' for 'y' ('studie', 'opportunitie'): one slip, though two letters. */
const FINAL_IE = /ie$/;

/** Candidates for `typed`, best first (lowest score). */
export function rankCandidates(typed: string, index: SpellingIndex, lexicon: Lexicon): RankedCandidate[] {
  // Each candidate with its cost and the frequency that speaks for it.
  const found = new Map<string, { cost: number; frequency: number }>();
  const add = (word: string, cost: number, frequency = lexicon.frequency(word)) => {
    if (!found.has(word) || found.get(word)!.cost > cost) found.set(word, { cost, frequency });
  };
  for (const word of index.near(typed))
    add(word, slipCost(typed, word) + (changesEnding(typed, word, lexicon) ? ENDING_CHANGE : 0));
  // A long word with two letters doubled by mistake ('apprecciatte'): only such cheap slips, as two
  // letters dropped from a real but unlisted word ('clinicals') too often leave another word.
  if (typed.length >= LONG_WORD)
    for (const word of index.near(typed, true)) {
      const cost = slipCost(typed, word);
      if (!found.has(word) && cost <= MAX_TWO_TYPED_IN) add(word, cost);
    }
  const ieForY = FINAL_IE.test(typed) ? typed.replace(FINAL_IE, "y") : undefined;
  if (ieForY && lexicon.frequency(ieForY) > 0) add(ieForY, CHEAP - 0.1);
  // A plural's stem misspelt ('disavantages'): the plural of the stem's correction, as common as the stem
  // ('coverages' is a plural the index lacks, of a word spelt right).
  const stem = typed.slice(0, -1);
  if (PLURAL.test(typed) && !lexicon.isWord(stem)) {
    for (const word of index.near(stem))
      if (lexicon.isWord(`${word}s`)) add(`${word}s`, slipCost(stem, word), lexicon.frequency(word));
  }
  return [...found]
    .map(([word, { cost, frequency }]) => ({ word, cost, score: cost - FREQUENCY_WEIGHT * Math.log10(frequency + 1) }))
    .sort((a, b) => a.score - b.score || a.word.localeCompare(b.word));
}
