import { MID_POSITION_ADVERBS, SUBJECT_PRONOUNS } from "../../document/closed-classes";
import { getLexicon } from "../../document/lexicon";
import { infinitiveOfPresent, isBaseVerbAfterSubject, lexiconTags, verbForms } from "../../document/inflection";
import type { Document, Word } from "../../document/document";
import { anyWord, followingWord, sequence } from "../../document/pattern";
import { finishedTimeMarkers } from "../../document/time-markers";
import type { Finding, Rule } from "../types";

const SINGULAR_SUBJECTS = new Set(["he", "she", "it"]);
// Verbs with their own agreement rules or none: 'be', modals, and the irregular 'have'/'do' the phrase data covers.
const LEFT_TO_OTHERS = new Set([
  "be",
  "have",
  "do",
  "can",
  "will",
  "must",
  "may",
  "shall",
  "need",
  "dare",
  "ought",
  "used",
]);

/** A subject pronoun and the word after it. */
const PRONOUN_AND_NEXT = sequence(SUBJECT_PRONOUNS, anyWord);

/**
 * The third-person form of a word that is a base-form verb, or undefined when it is not one;
 * `isVerb` says whether it is one where it stands (by default, whether the lexicon lists it as one).
 */
export function thirdPersonOf(word: string, isVerb = isBaseVerbAfterSubject(word)): string | undefined {
  if (LEFT_TO_OTHERS.has(word) || !isVerb) return undefined;
  const forms = verbForms(word);
  // 'he hit', 'it cost': a past form equal to the base may be right in a story.
  return forms && forms.past !== word && getLexicon().isWord(forms.present) ? forms.present : undefined;
}

/** The base form of a third-person verb ('lives' → 'live'), but not of a plural noun ('you guys'). */
function baseOf(word: string): string | undefined {
  const infinitive = infinitiveOfPresent(word);
  if (!infinitive) return undefined;
  const tags = lexiconTags(word);
  return tags.includes("PresentTense") || (lexiconTags(infinitive).includes("Infinitive") && !tags.includes("Plural"))
    ? infinitive
    : undefined;
}

/** Whether the word's sentence tells a story in the past, where 'he go' may mean 'he went'. */
export function inPastSentence(doc: Document, word: Word): boolean {
  const sentence = doc.sentences[word.sentence]!;
  return (
    doc
      .wordsOf(sentence)
      .some(({ lower }) => lexiconTags(lower).includes("PastTense") || /^(was|were|had|did|didn't)$/.test(lower)) ||
    finishedTimeMarkers(doc, sentence).some((marker) => marker.kind === "finished")
  );
}

/**
 * 'she like' → 'she likes', 'they lives' → 'they live': a subject pronoun that begins a clause
 * and its present-tense verb agree.
 */
export const subjectVerbAgreement: Rule = {
  id: "subject-verb-agreement",
  description: "Makes a present-tense verb agree with its subject pronoun.",
  category: "subject-verb agreement",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["My brother is tall and he play basketball.", "My brother is tall and he plays basketball."],
      ["She often visit her grandmother.", "She often visits her grandmother."],
      ["They lives in a small village.", "They live in a small village."],
    ],
    right: [
      "He plays basketball.",
      "Does she visit her grandmother?",
      "I saw it happen.",
      "It is important that she arrive on time.",
      "We live in a small village.",
      "You always win.",
      "He can swim.",
      "They always need help.",
      "He hit the ball.",
      "She opened the door and he run to her.",
      "IT jobs pay well.",
      "We ourselves agree.",
      "Thanks, you guys.",
      "We as parents know it.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const { words } of PRONOUN_AND_NEXT.matchAll(doc)) {
      const [pronoun, next] = words as [Word, Word];
      // "IT" is an abbreviation, not the pronoun.
      if (/^[A-Z]{2,}$/.test(pronoun.text) || !doc.startsClause(pronoun.index)) continue;
      const subject = pronoun.lower;
      const singular = SINGULAR_SUBJECTS.has(subject);
      // 'she often visit': the verb after an adverb that may stand between.
      const verb = (MID_POSITION_ADVERBS.has(next.lower) && followingWord(doc, next)) || next;
      if (!/^[a-z]+$/.test(verb.text) || (verb !== next && !verb.joined)) continue;
      const replacement = singular ? thirdPersonOf(verb.text) : baseOf(verb.text);
      if (!replacement || LEFT_TO_OTHERS.has(replacement) || (singular && inPastSentence(doc, verb))) continue;
      const subjectText = pronoun.text;
      findings.push({
        start: verb.start,
        end: verb.end,
        replacement,
        explanation: singular
          ? `After '${subjectText.toLowerCase()}', the verb takes -s: '${subject} ${replacement}'.`
          : `After '${subject === "i" ? "I" : subject}', the verb has no -s: '${subject === "i" ? "I" : subject} ${replacement}'.`,
      });
    }
    return findings;
  },
};
