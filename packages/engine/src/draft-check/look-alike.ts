import {
  verbForms,
  infinitiveOf,
  infinitiveOfParticiple,
  infinitiveOfPresent,
  singularOf,
} from "../document/inflection";

/** Contractions written out, so that 'There's' reads as 'There is' and 'doesn't' as 'does not'. */
const CONTRACTIONS: readonly [RegExp, string][] = [
  [/^can't$/i, "can not"],
  [/^won't$/i, "will not"],
  [/^(\p{L}+)n't$/iu, "$1 not"],
  [/^(\p{L}+)'s$/iu, "$1 is"],
  [/^(\p{L}+)'re$/iu, "$1 are"],
  [/^(\p{L}+)'m$/iu, "$1 am"],
  [/^(\p{L}+)'ve$/iu, "$1 have"],
  [/^(\p{L}+)'ll$/iu, "$1 will"],
];

/** The words in lower case with their contractions written out ("cannot" as "can not"). */
export function spelledOut(words: readonly string[]): string[] {
  return words.flatMap((word) => {
    const lower = word.toLowerCase().replace(/\u2019/g, "'");
    if (lower === "cannot") return ["can", "not"];
    const rule = CONTRACTIONS.find(([pattern]) => pattern.test(lower));
    return rule ? lower.replace(rule[0], rule[1]).split(" ") : [lower];
  });
}

/** The infinitive of a gerund ('singing' → 'sing', 'making' → 'make', 'running' → 'run'), else undefined. */
function infinitiveOfGerund(word: string): string | undefined {
  if (!word.endsWith("ing") || word.length < 5) return undefined;
  const stem = word.slice(0, -3);
  const candidates = [stem, `${stem}e`, stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : ""];
  return candidates.find((candidate) => candidate !== "" && verbForms(candidate)?.gerund === word);
}

/** The verb a word is a form of ('saw' → see, 'liking' → like), if it is one. */
const verbOf = (word: string) =>
  infinitiveOf(word) ?? infinitiveOfParticiple(word) ?? infinitiveOfPresent(word) ?? infinitiveOfGerund(word);
/** Whether a word is a gerund, or a participle that is not also a past ('gone', 'seen'): a form that needs another verb. */
const isNonFinite = (word: string) =>
  infinitiveOfGerund(word) !== undefined ||
  (infinitiveOfParticiple(word) !== undefined && verbForms(infinitiveOfParticiple(word)!)?.past !== word);

/**
 * Whether the one word the student wrote for a one-word mark is another form of the marked word or
 * of the expected one, of the kind that keeps the mistake: a noun's other number ('travels' for
 * 'travel' -> 'trip'), or a verb turned into a gerund or a participle where none is expected, or
 * into anything but the gerund expected ('liking' for 'like' -> 'likes', 'saw' for 'see' ->
 * 'seeing', 'gone' for 'went' -> 'go'). Another tense ('discovered' for 'discover' -> 'discovers')
 * may be right, and is left to the engine.
 */
export function isOtherFormOfSameWord(written: readonly string[], original: string, expected: string): boolean {
  if (written.length !== 1 || /\s/.test(original.trim()) || /\s/.test(expected.trim())) return false;
  const word = written[0]!.toLowerCase();
  const others = [original, expected].map((other) => other.trim().toLowerCase()).filter((other) => other !== "");
  if (others.includes(word)) return false;
  const nounBase = singularOf(word) ?? word;
  if (others.some((other) => (singularOf(other) ?? other) === nounBase)) return true;
  const verb = verbOf(word);
  // 'be', 'have' and 'do' change form for tense as much as for agreement ('had sent' for 'have sent' -> 'has sent').
  if (!verb || ["be", "have", "do"].includes(verb)) return false;
  const wanted = expected.trim().toLowerCase();
  if (!others.some((other) => (verbOf(other) ?? other) === verb)) return false;
  return isNonFinite(word) !== isNonFinite(wanted) || (isNonFinite(wanted) && word !== wanted);
}
