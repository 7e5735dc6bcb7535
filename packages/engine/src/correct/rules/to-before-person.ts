import { DETERMINERS, PREPOSITIONS, QUANTIFYING_DETERMINERS } from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import { formsOf } from "../../document/inflection";
import { anyWord, isBaseVerb, optional, sequence, type Step } from "../../document/pattern";
import type { Finding, Rule } from "../types";

const PERSON_TO_SUBJECT: Record<string, string> = {
  me: "I",
  us: "we",
  him: "he",
  her: "she",
  them: "they",
  you: "you",
};
const PERSONS = new Set(Object.keys(PERSON_TO_SUBJECT));
const ALWAYS_PERSON = new Set(["me", "us", "you", "him"]);
const EXPLAINING = formsOf("explain", "describe");
const SUGGESTING = formsOf("suggest", "recommend");
const SUGGEST = formsOf("suggest");
// 'explain me how' → 'explain to me how'.
const CLAUSE = new Set(["how", "what", "why", "where", "when", "who", "which", "whether", "if"]);
// 'explain me the rules.' → 'explain the rules to me': a short thing explained, then the end of the sentence.
const THING_OPENERS = new Set([
  ...DETERMINERS,
  ...QUANTIFYING_DETERMINERS,
  "everything",
  "something",
  "anything",
  "many",
  "more",
]);

/** The verb, the person and the word after it, if one follows with only spaces between. */
const PERSON_AFTER = sequence(new Set([...EXPLAINING, ...SUGGESTING]), PERSONS, optional(anyWord));
/** 'suggested me to drink'. */
const SUGGEST_TO = sequence(SUGGEST, PERSONS, "to", isBaseVerb);
/** A word of the thing explained after its opener: no preposition but 'of', no verb but a gerund. */
const inThing: Step = (word, doc) => {
  const { tags } = doc.tags(word.index);
  return !(PREPOSITIONS.has(word.lower) && word.lower !== "of") && !(tags.includes("Verb") && !tags.includes("Gerund"));
};
/** The person, then a short noun phrase: an opener and up to five more words. */
const PERSON_THING = sequence(PERSONS, THING_OPENERS, ...Array.from({ length: 5 }, () => optional(inThing)));

/** The words of a short noun phrase after `person` that ends its sentence or clause ('the rules.'), else undefined. */
function thingThenEnd(doc: Document, person: Word): Word[] | undefined {
  const words = PERSON_THING.matchAt(doc, person.index)?.words.slice(1);
  return words && /^\s*[.!?,;]/.test(doc.text.slice(words.at(-1)!.end)) ? words : undefined;
}

/**
 * 'explain me the rules' → 'explain the rules to me', 'explain me how' → 'explain to me how',
 * 'suggested me to go' → 'suggested that I go': these verbs take the person after 'to'.
 */
export const toBeforePerson: Rule = {
  id: "to-before-person",
  description: "Puts 'to' before the person after explain, describe, suggest and recommend.",
  category: "preposition",
  label: "explain it to me, suggest that I",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["Can you explain me the rules?", "Can you explain the rules to me?"],
      ["Could you explain me how this works?", "Could you explain to me how this works?"],
      ["My doctor suggested me to drink more water.", "My doctor suggested that I drink more water."],
      ["He recommended us a small hotel.", "He recommended a small hotel to us."],
    ],
    right: [
      "Can you explain the rules to me?",
      "Please explain it to me again.",
      "Describe me in three words.",
      "Can you describe her new flat?",
      "He recommended me for the job.",
      "I recommend you to visit the old town.",
      "I can explain them.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const match of PERSON_AFTER.matchAll(doc)) {
      const [verb, person, after] = match.words as [Word, Word, Word | undefined];
      // 'recommend you to go' is good English; 'suggest you to go' is not.
      const verbToVerb = SUGGEST_TO.matchAt(doc, verb.index)?.words[3];
      if (verbToVerb) {
        const replacement = `that ${PERSON_TO_SUBJECT[person.lower]} ${verbToVerb.text}`;
        findings.push({
          start: person.start,
          end: verbToVerb.end,
          replacement,
          explanation: `Say '${verb.lower} that someone does something': '${verb.lower} ${replacement}'.`,
        });
        continue;
      }
      const thing = person.lower === "her" ? undefined : thingThenEnd(doc, person);
      if (thing) {
        const replacement = `${doc.text.slice(thing[0]!.start, thing.at(-1)!.end)} to ${person.text}`;
        findings.push({
          start: person.start,
          end: thing.at(-1)!.end,
          replacement,
          explanation: `Say '${verb.lower} something to someone': '${verb.lower} ${replacement}'.`,
        });
      } else if (
        EXPLAINING.has(verb.lower) &&
        after &&
        // 'explain them' may be the things explained; 'explain me' is always the person.
        (CLAUSE.has(after.lower) || (ALWAYS_PERSON.has(person.lower) && THING_OPENERS.has(after.lower)))
      ) {
        findings.push({
          start: person.start,
          end: person.end,
          replacement: `to ${person.text}`,
          explanation: `Say '${verb.lower} to someone': '${verb.lower} to ${person.lower}'.`,
        });
      }
    }
    return findings;
  },
};
