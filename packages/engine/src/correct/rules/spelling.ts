import { NOT_WRONG } from "../data/irregular-verbs";
import { inflectionSlip } from "../inflection-slips";
import { getLexicon, type Lexicon } from "../../document/lexicon";
import { isConfusable, rankCandidates, type RankedCandidate, SpellingIndex } from "../spelling-candidates";
import type { Finding, Rule } from "../types";
import { matchCase } from "../match-case";
import { MONTHS, WEEKDAYS } from "../../document/time-markers";
import { LINKING_DEVICES, STOP_WORDS, SUBORDINATORS } from "../../document/closed-classes";
import { slipCost } from "../spelling-candidates";
import type { Document, Word } from "../../document/document";
import { wordBefore } from "../../document/pattern";

// A word this common in speech is a word, whatever the dictionary says ("okay", "email").
const KNOWN_FREQUENCY = 30;
// A suggestion must be a common word, and clearly a better explanation of the slip than the next one.
const MIN_SUGGESTION_FREQUENCY = 20;
const MIN_LEAD = 0.3;
const MAX_SLIP_COST = 1.6;
// A slip this much cheaper than the next candidate's wins even when the next is more common.
const CLEAR_COST_LEAD = 0.4;

/** A word of the dictionaries, of common speech, or of the irregular-verb data's real regular forms ('creeped', 'leaded'). */
function isKnown(word: string, lexicon: Lexicon): boolean {
  const lower = word.toLowerCase();
  return (
    lexicon.isWord(word) || lexicon.isWord(lower) || lexicon.frequency(lower) >= KNOWN_FREQUENCY || NOT_WRONG.has(lower)
  );
}

const isVowel = (letter: string) => "aeiou".includes(letter);

/**
 * Whether a candidate is a likely correction at all: learners rarely get the first letter wrong,
 * unless it is a look-alike one ('cmall', a handwritten 's' read as 'c', is 'small') or, in a longer
 * word, a vowel for a vowel heard alike ('enother', 'inacceptable'), and a word
 * that is a candidate plus "s" is more likely an inflection the dictionary lacks.
 */
function isPlausible(word: string, candidate: string): boolean {
  const firstLetter =
    candidate[0] === word[0] ||
    (candidate.length === word.length &&
      candidate.slice(1) === word.slice(1) &&
      (isConfusable(word[0]!, candidate[0]!) || (word.length >= 5 && isVowel(word[0]!) && isVowel(candidate[0]!))));
  return firstLetter && !(word === `${candidate}s`);
}

let index: SpellingIndex | undefined;

/** The common dictionary words a misspelling may stand for, indexed once on first use. */
function spellingIndex(lexicon: Lexicon): SpellingIndex {
  index ??= new SpellingIndex(
    [...lexicon.knownWords()].filter(
      (word) =>
        /^[a-z]+$/.test(word) && lexicon.frequency(word) >= MIN_SUGGESTION_FREQUENCY && lexicon.isBritishWord(word),
    ),
  );
  return index;
}

/** The most a slip may cost: four-letter words allow only a common slip, five-letter ones one edit. */
const maxCost = (word: string) => (word.length <= 4 ? 0.6 : word.length === 5 ? 1 : MAX_SLIP_COST);

/** Whether `shorter` is `typed` without one letter that is not doubled ('cmall' → 'call', not 'verry' → 'very'). */
function dropsStrayLetter(typed: string, shorter: string): boolean {
  if (shorter.length !== typed.length - 1) return false;
  for (let i = 0; i < typed.length; i++) {
    if (typed.slice(0, i) + typed.slice(i + 1) === shorter && typed[i] !== typed[i - 1] && typed[i] !== typed[i + 1])
      return true;
  }
  return false;
}

/**
 * Whether the best candidate is a much smaller slip than the next, though the next is common
 * enough to come close: a doubled letter left out ('writen' is 'written', not 'write').
 */
const clearlyCheaper = (best: RankedCandidate, next: RankedCandidate) =>
  best.score < next.score && next.cost - best.cost >= CLEAR_COST_LEAD;

/** The one clear correction of an unknown lower-case word, or undefined when there is none. */
export function bestSpelling(lower: string, lexicon: Lexicon): string | undefined {
  const candidates = rankCandidates(lower, spellingIndex(lexicon), lexicon).filter(
    ({ word, cost }) => cost <= maxCost(lower) && isPlausible(lower, word),
  );
  const [best, next] = candidates;
  // In a longer word, a look-alike first letter ('cmall': a handwritten 's' read as 'c') beats a
  // stray letter dropped, which the frequency of a short common word ('call') would otherwise make
  // win. A doubled letter dropped stays the better fix ('verry' is 'very', not 'ferry'), and short
  // words stay with the ranking ('ccan' is 'can', not 'scan').
  const firstLetterSlip = candidates.find(({ word }) => word.length === lower.length && word[0] !== lower[0]);
  if (best && firstLetterSlip && lower.length >= 5 && dropsStrayLetter(lower, best.word)) return firstLetterSlip.word;
  if (!best || (next && next.score - best.score < MIN_LEAD && !clearlyCheaper(best, next))) return undefined;
  return best.word;
}

/** The month or day a capitalised slip stands for ('Septenber', 'Wensday'), when one is clearly meant. */
function calendarName(lower: string): string | undefined {
  const [best, next] = [...MONTHS, ...WEEKDAYS]
    .map((name) => ({ name, cost: slipCost(lower, name) }))
    .sort((a, b) => a.cost - b.cost);
  if (!best || best.cost > maxCost(lower) || (next && next.cost - best.cost < MIN_LEAD)) return undefined;
  return best.name;
}

// Linking words of one word, and others that often open a sentence.
const SENTENCE_OPENERS = new Set([
  ...LINKING_DEVICES.filter((device) => !device.includes(" ")),
  ...["first", "maybe", "nowadays", "today", "different", "another", "everyone", "everybody", "people"],
]);

/** Words that open a sentence and are never names: 'Propably' is 'Probably', 'Whlile' is 'While'. */
const opensSentence = (word: string) =>
  word.endsWith("ly") || STOP_WORDS.has(word) || SUBORDINATORS.has(word) || SENTENCE_OPENERS.has(word);

/** Whether most words of the word's sentence are in capitals: a text written in capitals is checked as any other. */
function inCapitalsText(doc: Document, word: Word): boolean {
  const words = doc.wordsOf(doc.sentences[word.sentence]!);
  const capitals = words.filter((w) => w.text.length > 1 && w.text === w.text.toUpperCase());
  return capitals.length >= 3 && capitals.length / words.length > 0.6;
}

/**
 * The word a capitalised or all-capital word stands for: a month or a day anywhere, a word that
 * opens a sentence at its start, any word in a text written in capitals. Other capitalised words may
 * be names, and all-capital ones acronyms: left alone.
 */
function capitalisedSlip(doc: Document, token: Word, lexicon: Lexicon): string | undefined {
  const lower = token.lower;
  if (token.text === token.text.toUpperCase()) {
    if (!inCapitalsText(doc, token) || isKnown(lower, lexicon)) return undefined;
    return inflectionSlip(lower, lexicon) ?? bestSpelling(lower, lexicon);
  }
  if (token.text.slice(1) !== lower.slice(1) || isKnown(lower, lexicon)) return undefined;
  // Not after another capitalised word: 'Nina Joly' is a name.
  const before = wordBefore(doc, token);
  const calendar = before && before.joined && /^\p{Lu}/u.test(before.text) ? undefined : calendarName(lower);
  if (calendar) return calendar[0]!.toUpperCase() + calendar.slice(1);
  if (doc.sentences[token.sentence]!.firstWord !== token.index) return undefined;
  const suggestion = bestSpelling(lower, lexicon);
  return suggestion && opensSentence(suggestion) ? suggestion : undefined;
}

/** Unknown words a learner's slip away from one clear, common word: 'freind' → 'friend'. */
export const spelling: Rule = {
  id: "spelling",
  description: "Corrects a misspelt word when one common word is clearly meant.",
  category: "spelling",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["My brother is verry tall.", "My brother is very tall."],
      ["The hotel was confortable and the food exellent.", "The hotel was comfortable and the food excellent."],
      ["Our flat is cmall, but the kitchen is big.", "Our flat is small, but the kitchen is big."],
      [
        "Their familys visited two citys and bought new watchs.",
        "Their families visited two cities and bought new watches.",
      ],
      [
        "It happend when we were makeing dinner and geting hungry.",
        "It happened when we were making dinner and getting hungry.",
      ],
      ["She was very carefull.", "She was very careful."],
      ["We met in Septenber, on a Wensday.", "We met in September, on a Wednesday."],
      ["Propably it will rain.", "Probably it will rain."],
      ["WE ARRIVED ON TIME AND THE ROOM WAS NOT CONFORTABLE.", "WE ARRIVED ON TIME AND THE ROOM WAS NOT COMFORTABLE."],
      ["There are some disavantages.", "There are some disadvantages."],
      ["I want to develope my skills.", "I want to develop my skills."],
      ["He sent me a copie of the ticket.", "He sent me a copy of the ticket."],
      ["I have writen to the manager.", "I have written to the manager."],
      ["We must encrease the number of buses.", "We must increase the number of buses."],
      ["The noise was inacceptable.", "The noise was unacceptable."],
      ["I would apprecciatte an answer.", "I would appreciate an answer."],
    ],
    right: [
      "My brother is very tall.",
      "Maria lives in Zaragoza with her colour printer.",
      "The organization sent an email.",
      "NASA and UNESCO are acronyms.",
      "I can't swim.",
      "Visit www.redpen.example or href links.",
      "The coverages differ.",
      "Adaptive behaviors inspired by nature.",
      "My friend Nina Joly is a go-getter.",
      "Mala sauce is spicy.",
      "The NHS and the BBC are in the UK.",
      "I have written to the manager.",
      "Students attend clinicals in the spring.",
    ],
  },
  check(doc) {
    const { text } = doc;
    const lexicon = getLexicon();
    const findings: Finding[] = [];
    for (const token of doc.words) {
      const word = token.text;
      // Short words, and words without a vowel ("href", "html"), are too often code or abbreviations.
      if (word.length < 4 || /[^A-Za-z]/.test(word) || !/[aeiouy]/i.test(word)) continue;
      // Part of an address, a file name or markup ("www.", "href=", "@school"), or of a word with a
      // hyphen ('light-hearted', 'com-puters'): not a word of its own.
      if (
        /[./:@=_<>\\#-]/.test(text[token.start - 1] ?? "") ||
        /[/:@=_<>\\#]|[.-]\w/.test(text.slice(token.end, token.end + 2))
      )
        continue;
      if (isKnown(word, lexicon)) continue;
      const suggestion =
        word[0] !== word[0]!.toLowerCase()
          ? capitalisedSlip(doc, token, lexicon)
          : (inflectionSlip(word, lexicon) ?? bestSpelling(word, lexicon));
      if (!suggestion) continue;
      findings.push({
        start: token.start,
        end: token.end,
        replacement: matchCase(word, suggestion),
        explanation: `This word is spelt '${suggestion}'.`,
      });
    }
    return findings;
  },
};
