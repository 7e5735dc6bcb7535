import type { PhraseCorrection } from "./phrases";

// Questions, negatives and infinitives use the base form: "does he have", "let it go", "to have".
const BASE_FORM_CONTEXT = ["does", "did", "doesn't", "didn't", "do", "can", "could", "will", "would", "should", "must", "may", "might", "shall", "let", "make", "makes", "made", "help", "helps", "helped", "to", "that", "if", "whether", "why", "how", "when", "where"];

// The irregular verbs; the subject-verb-agreement rule conjugates the rest.
const THIRD_PERSON: [base: string, third: string][] = [["have", "has"], ["do", "does"], ["don't", "doesn't"]];

const thirdPerson = ["he", "she", "it"].flatMap((pronoun) => THIRD_PERSON.map(([base, third]): [string, string] => [`${pronoun} ${base}`, `${pronoun} ${third}`]));
const plural = ["i", "we", "they"].flatMap((pronoun): [string, string][] => [
  [`${pronoun} has`, `${pronoun} have`],
  [`${pronoun} doesn't`, `${pronoun} don't`],
  [`${pronoun} does not`, `${pronoun} do not`],
]);
// Questions: 'Do she like…?' → 'Does she like…?'. 'do it' is left out: it is usually an order ('Do it now').
const question = [
  ...["he", "she"].flatMap((pronoun): [string, string][] => [[`do ${pronoun}`, `does ${pronoun}`], [`don't ${pronoun}`, `doesn't ${pronoun}`]]),
  ...["we", "they"].flatMap((pronoun): [string, string][] => [[`does ${pronoun}`, `do ${pronoun}`], [`doesn't ${pronoun}`, `don't ${pronoun}`]]),
];
const was = ["we", "they"].map((pronoun): [string, string] => [`${pronoun} was`, `${pronoun} were`]);

/** Subject-verb agreement after a personal pronoun, as phrase data. */
export const AGREEMENT: PhraseCorrection[] = [
  {
    id: "third-person-s",
    category: "subject-verb agreement",
    pairs: thirdPerson,
    explanation: "After 'he', 'she' or 'it', the verb takes -s: '{right}'.",
    antipatterns: [{ pattern: [BASE_FORM_CONTEXT, ["he", "she", "it"]], example: "Does she have two cats?" }],
    examples: {
      wrong: [
        ["My sister is nice and she have two cats.", "My sister is nice and she has two cats."],
        ["It have a garden and he don't mind.", "It has a garden and he doesn't mind."],
      ],
      right: ["Does she have two cats?", "I made him go home.", "She has two cats.", "It is important that he have a chance.", "Let it go."],
    },
  },
  {
    id: "plural-pronoun-verb",
    category: "subject-verb agreement",
    pairs: plural,
    explanation: "After 'I', 'we' or 'they', the verb takes no -s: '{right}'.",
    examples: {
      wrong: [
        ["They has a big house.", "They have a big house."],
        ["I doesn't like it.", "I don't like it."],
      ],
      right: ["They have a big house.", "Thank you has two words."],
    },
  },
  {
    id: "plural-pronoun-were",
    category: "subject-verb agreement",
    pairs: was,
    explanation: "After 'we' and 'they', the past of 'be' is 'were': '{right}'.",
    examples: {
      wrong: [["We was late and they was tired.", "We were late and they were tired."]],
      right: ["We were late.", "The man who saw you was kind."],
    },
  },
  {
    id: "question-do-does",
    category: "subject-verb agreement",
    pairs: question,
    explanation: "In a question, the helping verb agrees with the subject: '{right}'.",
    examples: {
      wrong: [
        ["Do she like living in London?", "Does she like living in London?"],
        ["Why doesn't they come with us?", "Why don't they come with us?"],
      ],
      right: ["Does she like living in London?", "Do it now.", "Why don't they come with us?"],
    },
  },
];
