import { MODALS, NEGATIVE_MODALS, SUBJECT_PRONOUNS } from "../../../document/closed-classes";
import { matchCase } from "../../match-case";
import type { Finding, Rule } from "../../types";
import { type Confusion, matchesOf, plain, set, wordPositions } from "./confusion";
import { ADVICE, AFFECT, LOSE, PASSED, QUIET, WHETHER } from "./content-words";
import { THAN, TOO, WERE } from "./function-words";
import { ITS, THEIR, WHOSE, YOUR } from "./possessives";

// Every context, pair by pair; where two read one word, the first one's finding is kept.
const CONFUSIONS: Confusion[] = [
  ...THEIR,
  ...ITS,
  ...YOUR,
  ...THAN,
  ...WHOSE,
  ...TOO,
  ...LOSE,
  ...AFFECT,
  ...ADVICE,
  ...QUIET,
  ...WHETHER,
  ...PASSED,
  ...WERE,
];

/** 'they're screens' → 'their screens', 'bigger then' → 'bigger than': words that sound alike, read by their context. */
export const confusedWords: Rule = {
  id: "confused-words",
  description:
    "Tells apart words that sound alike (their/there/they're, its/it's, then/than...) by the words around them.",
  category: "word choice",
  label: "Words that sound alike (its, it's)",
  enabledByDefault: true,
  antipatterns: [
    {
      pattern: ["then", SUBJECT_PRONOUNS, set(MODALS, NEGATIVE_MODALS)],
      example: "If it gets warmer then we will swim.",
    },
  ],
  examples: {
    wrong: [
      ["Its a nice day and the dog wags it's own tail.", "It's a nice day and the dog wags its own tail."],
      ["Their are many reasons to eat more then before.", "There are many reasons to eat more than before."],
      ["I don't want to loose my phone.", "I don't want to lose my phone."],
      ["The kids are playing with they're toys.", "The kids are playing with their toys."],
      ["If your hungry, eat something.", "If you're hungry, eat something."],
      ["The film was to long for me.", "The film was too long for me."],
      ["Rain can effect the match.", "Rain can affect the match."],
      ["I don't know weather he will come.", "I don't know whether he will come."],
      ["I past the exam last week.", "I passed the exam last week."],
      // A word that names a property of every object ('constructor') is not a look-alike.
      [
        "The company hired a constructor and it's workers were paid well.",
        "The company hired a constructor and its workers were paid well.",
      ],
    ],
    right: [
      "It's a nice day and the dog wags its tail.",
      "There are many reasons.",
      "Their house is big.",
      "The knot came loose.",
      "Then we went home.",
      "More, then less.",
      "I went there last year.",
      "I think they're students.",
      "Thank you for your welcome.",
      "I'd like you to.",
      "The light changed from red to green.",
      "Show them where to go.",
      "They were my friends.",
      "It had a big effect on us.",
      "I don't know the weather in Rome.",
      "We walked past the station.",
      "It is half past the hour.",
      "I went there yesterday, then I went home.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    const positions = wordPositions(doc);
    for (const confusion of CONFUSIONS) {
      const { why, swap } = confusion;
      for (const match of matchesOf(confusion, doc, positions)) {
        const word = match.words.find((w) => Object.hasOwn(swap, plain(w)));
        if (!word) continue;
        findings.push({
          start: word.start,
          end: word.end,
          replacement: matchCase(word.text, swap[plain(word)]!),
          explanation: why,
        });
      }
    }
    // One finding a word: the first context that reads it.
    return findings.filter((finding, i) => findings.findIndex((other) => other.start === finding.start) === i);
  },
};
