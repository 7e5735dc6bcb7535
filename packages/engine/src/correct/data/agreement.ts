import type { PhraseCorrection } from "./phrases";

// Questions, negatives and infinitives use the base form: "does he have", "let it go", "to have".
const BASE_FORM_CONTEXT = ["does", "did", "doesn't", "didn't", "do", "can", "could", "will", "would", "should", "must", "may", "might", "shall", "let", "make", "makes", "made", "help", "helps", "helped", "to", "that", "if", "whether", "why", "how", "when", "where"];

// The irregular verbs; the subject-verb-agreement rule conjugates the rest.
const THIRD_PERSON: [base: string, third: string][] = [["have", "has"], ["do", "does"], ["don't", "doesn't"]];

const pairs = ["he", "she", "it"].flatMap((pronoun) => THIRD_PERSON.map(([base, third]) => [`${pronoun} ${base}`, `${pronoun} ${third}`] as const));
const plural = ["i", "we", "they"].flatMap((pronoun) => [
  [`${pronoun} has`, `${pronoun} have`],
  [`${pronoun} doesn't`, `${pronoun} don't`],
  [`${pronoun} does not`, `${pronoun} do not`],
] as const);
const was = ["we", "they"].map((pronoun) => [`${pronoun} was`, `${pronoun} were`] as const);

/** Subject-verb agreement after a personal pronoun, as phrase data. */
export const AGREEMENT: PhraseCorrection[] = [
  {
    id: "third-person-s",
    category: "subject-verb agreement",
    wrong: pairs.map(([wrong]) => wrong),
    right: pairs.map(([, right]) => right),
    explanation: "After 'he', 'she' or 'it', the verb takes -s: '{right}'.",
    notAfter: BASE_FORM_CONTEXT,
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
    wrong: [...plural.map(([wrong]) => wrong), ...was.map(([wrong]) => wrong)],
    right: [...plural.map(([, right]) => right), ...was.map(([, right]) => right)],
    explanation: "With this subject the verb is '{right}'.",
    notAfter: ["does", "did", "do"],
    examples: {
      wrong: [
        ["They has a big house.", "They have a big house."],
        ["I doesn't like it and we was late.", "I don't like it and we were late."],
      ],
      right: ["They have a big house.", "The man who saw you was kind.", "Thank you has two words."],
    },
  },
];
