import { communicationStrength } from "./scorers/communication";
import { contentStrength } from "./scorers/content";
import { grammarStrength } from "./scorers/grammar";
import { organisationStrength } from "./scorers/organisation";
import type { ScorerInput } from "./scorers/scorer";
import { vocabularyStrength } from "./scorers/vocabulary";

type Strength = (input: ScorerInput) => number;

const average =
  (...scorers: Strength[]): Strength =>
  (input) =>
    scorers.reduce((sum, scorer) => sum + scorer(input), 0) / scorers.length;

/** Which evidence each official criterion is scored from. */
const BY_CRITERION: Record<string, Strength> = {
  Content: contentStrength,
  "Task Achievement": contentStrength,
  "Task Response": average(contentStrength, contentStrength, organisationStrength),
  "Communicative Achievement": communicationStrength,
  Organisation: organisationStrength,
  "Coherence and Cohesion": organisationStrength,
  Language: average(vocabularyStrength, grammarStrength),
  "Lexical Resource": vocabularyStrength,
  "Grammatical Range and Accuracy": grammarStrength,
  "Writing score": average(contentStrength, organisationStrength, vocabularyStrength, grammarStrength),
};

export function strengthFor(criterion: string): Strength {
  return BY_CRITERION[criterion] ?? average(contentStrength, organisationStrength, vocabularyStrength, grammarStrength);
}
