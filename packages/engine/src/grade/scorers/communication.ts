import type { ScorerInput } from "./scorer";
import { grammarStrength } from "./grammar";
import { vocabularyStrength } from "./vocabulary";

const GREETING = /^\s*(dear|hi|hello|hey|to whom it may concern)\b/im;
const SIGN_OFF = /\b(yours (sincerely|faithfully)|best wishes|kind regards|best regards|regards|love|see you|take care|all the best)\b/i;
const OPINION = /\b(i think|i believe|in my opinion|in my view|i feel|personally|to my mind)\b/i;
const HEADING = /^[^\n.!?]{3,50}$/m;

/** Whether the text follows its format's conventions: a letter's greeting and sign-off, a report's headings, an essay's stated opinion. */
function conventions({ text, option }: ScorerInput): number {
  const format = option.format.toLowerCase();
  if (/(email|letter)/.test(format)) return (GREETING.test(text) ? 0.5 : 0) + (SIGN_OFF.test(text) ? 0.5 : 0);
  if (/(report|proposal)/.test(format)) return HEADING.test(text) ? 1 : 0.4;
  if (/(essay|discussion)/.test(format)) return OPINION.test(text) ? 1 : 0.5;
  if (/(article|review)/.test(format)) return /\?|\byou\b/i.test(text) ? 1 : 0.6;
  return 0.8;
}

/** Communicative achievement: the format's conventions, and language that carries the ideas. */
export function communicationStrength(input: ScorerInput): number {
  return 0.5 * conventions(input) + 0.25 * vocabularyStrength(input) + 0.25 * grammarStrength(input);
}
