import type { ReadCharacter } from "./recognise-line";

/**
 * A character's alternative at least this likely may stand in for it, and a letter seen this
 * likely between two characters may be put back (see `repairByLexicon`). Set on the reading
 * benchmark: lower, and a learner's own misspellings start to be "corrected".
 */
const ALTERNATIVE_MIN = 0.1;
const MISSED_MIN = 0.1;
/** At most this many changes are made to a word, among its `CANDIDATES` likeliest ones. */
const MAX_CHANGES = 2;
const CANDIDATES = 6;
/** Words shorter than this are left as read: too many short words are one letter apart. */
const MIN_LENGTH = 3;

/** One change the recogniser's own output allows: a character exchanged for its alternative, or a missed letter put back before it. */
interface Change {
  index: number;
  kind: "exchange" | "insert";
  probability: number;
}

/**
 * A word read as no word ("oummer", "ived"), where the recogniser saw another character almost as
 * likely at one or two places ("s" for "o"), or a letter it nearly read between two others ("l"),
 * is read as the word those changes make ("summer", "lived"), when exactly one such word exists:
 * the reader was unsure, and the dictionary decides. A changed character keeps the probability
 * the recogniser gave it, so a word that needed a change still shows how unsure its reading was.
 * A learner's misspelling is read as written: the recogniser is sure of its letters and saw
 * nothing between them, so no change is likely enough to be made.
 */
export function repairByLexicon(
  characters: readonly ReadCharacter[],
  isWord: (text: string) => boolean,
): readonly ReadCharacter[] {
  if (characters.length < MIN_LENGTH || isWord(textOf(characters))) return characters;
  const changes = characters
    .flatMap((character, index): Change[] => [
      ...(character.alternative && character.alternative.probability >= ALTERNATIVE_MIN
        ? [{ index, kind: "exchange" as const, probability: character.alternative.probability }]
        : []),
      ...(character.missedBefore &&
      character.missedBefore.probability >= MISSED_MIN &&
      /\p{L}/u.test(character.missedBefore.text)
        ? [{ index, kind: "insert" as const, probability: character.missedBefore.probability }]
        : []),
    ])
    .sort((a, b) => b.probability - a.probability)
    .slice(0, CANDIDATES);
  const repairs = changeSets(changes, MAX_CHANGES)
    .map((set) => changed(characters, set))
    .filter((repaired) => isWord(textOf(repaired)));
  const distinct = new Set(repairs.map(textOf));
  return distinct.size === 1 ? repairs[0]! : characters;
}

function textOf(characters: readonly ReadCharacter[]): string {
  return characters.map((character) => character.text).join("");
}

/** Every set of one to `most` of the changes, the smaller sets first. */
function changeSets(changes: readonly Change[], most: number): Change[][] {
  const sets: Change[][] = changes.map((change) => [change]);
  if (most >= 2) changes.forEach((a, i) => changes.slice(i + 1).forEach((b) => sets.push([a, b])));
  return sets;
}

function changed(characters: readonly ReadCharacter[], changes: readonly Change[]): ReadCharacter[] {
  return characters.flatMap((character, index) => {
    const here = changes.filter((change) => change.index === index);
    const inserted: ReadCharacter[] = here.some((change) => change.kind === "insert")
      ? [{ ...character, text: character.missedBefore!.text, probability: character.missedBefore!.probability }]
      : [];
    if (!here.some((change) => change.kind === "exchange")) return [...inserted, character];
    const alternative = character.alternative!;
    return [
      ...inserted,
      {
        ...character,
        text: alternative.text,
        probability: Math.min(1, character.probability + alternative.probability),
        alternative: { text: character.text, probability: character.probability },
      },
    ];
  });
}
