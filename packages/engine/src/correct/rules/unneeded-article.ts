import {
  GENERAL_NOUNS,
  MEALS,
  OTHER_PREPOSITIONS,
  POSSESSIVES,
  PREPOSITIONS,
  SPORTS,
  THINKING_VERBS,
} from "../../document/closed-classes";
import { isUncountableNoun } from "../../document/countable";
import { endsAfter } from "../../document/clause-end";
import type { Document, Word } from "../../document/document";
import { followsOpeningPhrase } from "../../document/opening-phrase";
import { followingWord, optional, sequence, wordBefore } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";
import { isAdjective } from "../../document/pattern";

const forms = (verbs: string) => verbs.split(" ");
// 'play the football', 'I love the tennis': a sport after a verb for playing or liking it.
const SPORT = sequence(
  forms("play plays played playing practise practises practised practising practice practices practiced practicing"),
  "the",
  SPORTS,
);
const LIKED_SPORT = sequence(
  forms("like likes liked love loves loved enjoy enjoys enjoyed hate hates hated"),
  "the",
  SPORTS,
);
// 'have the breakfast': a meal after a verb for eating it.
const MEAL = sequence(forms("have has had having eat eats ate eaten eating skip skips skipped"), "the", MEALS);
// 'a bad weather', 'an advice': 'a' before a noun that is never counted.
const UNCOUNTED = sequence(
  ["a", "an"],
  optional(["very", "really", "quite"]),
  optional(isAdjective),
  isUncountableNoun,
);
// 'The love is the most important thing': an abstract noun meant in general, as the subject of a statement.
const GENERAL = sequence(
  "the",
  GENERAL_NOUNS,
  forms("is isn't can can't cannot makes brings gives means helps causes affects destroys leads"),
);
// A statement starts a clause, or follows a verb of thinking: 'I think the money is not everything'.
const THINKING = new Set([...THINKING_VERBS, "agree", "that"]);
const startsStatement = (doc: Document, word: Word) =>
  doc.startsClause(word.index) ||
  (word.joined && THINKING.has(wordBefore(doc, word)!.lower)) ||
  followsOpeningPhrase(doc, word);

// After a meal or sport meant in general comes a place, a time or the end of the clause, never
// words that say which one ('the lunch that mum made', 'the dinner we had').
const GENERAL_USE_ENDS = new Set([
  ...PREPOSITIONS,
  ...OTHER_PREPOSITIONS,
  "together",
  "every",
  "today",
  "tonight",
  "tomorrow",
  "early",
  "late",
  "again",
  "because",
  "but",
  "so",
  "then",
  "when",
]);
GENERAL_USE_ENDS.delete("of");
function usedInGeneral(doc: Document, noun: Word): boolean {
  if (/^[-'\u2019]/.test(doc.text.slice(noun.end))) return false;
  return endsAfter(doc, noun, GENERAL_USE_ENDS);
}
// What follows 'is' when 'the money' is a particular sum, not money in general: 'the money is in the bank'.
const PARTICULAR = new Set([
  ...PREPOSITIONS,
  ...OTHER_PREPOSITIONS,
  ...POSSESSIVES,
  "here",
  "there",
  "gone",
  "mine",
  "yours",
  "hers",
  "ours",
  "theirs",
  "still",
  "now",
  "enough",
  "safe",
  "good",
  "great",
  "bad",
  "fine",
  "ok",
  "okay",
  "over",
  "real",
]);

/** 'play the football' → 'play football', 'a bad weather' → 'bad weather', 'The love is…' → 'Love is…': no article where English uses none. */
export const unneededArticle: Rule = {
  id: "unneeded-article",
  description: "Takes away 'the' or 'a' where English uses none: sports, meals, uncountable nouns, ideas in general.",
  category: "article",
  label: "No article (play football, good news, Love is…)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["On Sundays we play the football.", "On Sundays we play football."],
      ["We have the breakfast at seven.", "We have breakfast at seven."],
      ["We had a bad weather in Wales.", "We had bad weather in Wales."],
      ["She gave me an advice.", "She gave me advice."],
      ["The love is the most important thing.", "Love is the most important thing."],
      ["I think the money is not everything.", "I think money is not everything."],
      [
        "In my opinion, the health is more important than money.",
        "In my opinion, health is more important than money.",
      ],
    ],
    right: [
      "We watched the football match.",
      "My brother plays the piano.",
      "The breakfast was good.",
      "We ate the lunch that mum made.",
      "The dinner we had was great.",
      "It was a traffic jam.",
      "He has a good knowledge of history.",
      "She is the love of my life.",
      "The money is in the bank.",
      "The job is hard, but the money is good.",
      "I lost the money you gave me.",
      "In my opinion, the health service is too slow.",
      "We need a research and development team.",
      "It was a fun, busy day.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const remove = (article: Word, next: Word, explanation: string) =>
      findings.push({
        start: article.start,
        end: next.end,
        replacement: matchCase(article.text, next.text),
        explanation,
      });
    for (const word of doc.words) {
      for (const pattern of [SPORT, LIKED_SPORT, MEAL]) {
        const match = pattern.matchAt(doc, word.index);
        const [, the, noun] = match?.words ?? [];
        if (the && noun && usedInGeneral(doc, noun))
          remove(
            the,
            noun,
            SPORTS.has(noun.lower)
              ? `Sports and games have no 'the': '${noun.text}'.`
              : `Meals have no 'the': 'have ${noun.text}'.`,
          );
      }
      const uncounted = UNCOUNTED.matchAt(doc, word.index);
      if (uncounted && usedInGeneral(doc, uncounted.words.at(-1)!)) {
        const [article, next] = uncounted.words;
        remove(article!, next!, `'${uncounted.words.at(-1)!.text}' cannot be counted, so it has no 'a' or 'an'.`);
      }
      const general = GENERAL.matchAt(doc, word.index);
      // Only after 'is' do the next words say which: 'the money is mine', but 'the money makes our lives easier'.
      const verb = general?.words[2];
      const after = verb && ["is", "isn't"].includes(verb.lower) ? followingWord(doc, verb) : undefined;
      if (general && startsStatement(doc, word) && !(after?.joined && PARTICULAR.has(after.lower))) {
        const noun = general.words[1]!;
        remove(word, noun, `Speaking of ${noun.text} in general, use no 'the': '${matchCase(word.text, noun.text)}'.`);
      }
    }
    return findings;
  },
};
