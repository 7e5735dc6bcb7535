import type { ReadCharacter } from "./recognise-line";

/**
 * A character's alternative at least this likely may stand in for it (see `repairByLexicon`). Set
 * on the reading benchmark: lower, and a learner's own misspellings start to be "corrected".
 */
const ALTERNATIVE_MIN = 0.1;
/** At most this many characters of a word are exchanged, among its `CANDIDATES` likeliest alternatives. */
const MAX_EXCHANGES = 2;
const CANDIDATES = 6;
/** Words shorter than this are left as read: too many short words are one letter apart. */
const MIN_LENGTH = 3;

/**
 * A word read as no word ("oummer"), where the recogniser saw another character almost as likely
 * at one or two places ("s" for "o"), is read as the word those characters make ("summer"), when
 * exactly one such word exists: the reader was unsure between the two, and the dictionary decides.
 * An exchanged character keeps both readings' probability, so a word that needed one still shows
 * how unsure its reading was. A learner's misspelling is read as written: the recogniser is sure
 * of its letters, so none has an alternative likely enough to exchange it.
 */
export function repairByLexicon(
  characters: readonly ReadCharacter[],
  isWord: (text: string) => boolean,
): readonly ReadCharacter[] {
  const text = characters.map((character) => character.text).join("");
  if (characters.length < MIN_LENGTH || isWord(text)) return characters;
  const places = characters
    .map((character, index) => ({ index, alternative: character.alternative }))
    .filter(({ alternative }) => alternative && alternative.probability >= ALTERNATIVE_MIN)
    .sort((a, b) => b.alternative!.probability - a.alternative!.probability)
    .slice(0, CANDIDATES)
    .map(({ index }) => index);
  const repairs = exchangeSets(places, MAX_EXCHANGES)
    .map((set) => exchanged(characters, set))
    .filter((repaired) => isWord(repaired.map((character) => character.text).join("")));
  return repairs.length === 1 ? repairs[0]! : characters;
}

/** Every set of one to `most` of the places, the smaller sets first. */
function exchangeSets(places: readonly number[], most: number): number[][] {
  const sets: number[][] = places.map((place) => [place]);
  if (most >= 2) places.forEach((a, i) => places.slice(i + 1).forEach((b) => sets.push([a, b])));
  return sets;
}

function exchanged(characters: readonly ReadCharacter[], places: readonly number[]): ReadCharacter[] {
  return characters.map((character, index) => {
    if (!places.includes(index)) return character;
    const alternative = character.alternative!;
    return {
      ...character,
      text: alternative.text,
      probability: Math.min(1, character.probability + alternative.probability),
      alternative: { text: character.text, probability: character.probability },
    };
  });
}
