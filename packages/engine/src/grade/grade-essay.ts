import { findCertificateOption } from "../catalogue/catalogue";
import type { Edit } from "../correct/types";
import { strengthFor } from "./criteria";
import { descriptorFor } from "./descriptors";
import { measureEssay } from "./evidence";
import type { GradeResult } from "./types";

/** Below this share of dictionary words a text is not taken as English. */
const MIN_ENGLISH_SHARE = 0.6;
/** Below this share of the format's minimum length there is too little to grade. */
const MIN_LENGTH_SHARE = 0.4;

/**
 * Grades a corrected essay against a certificate option's criteria, from measurable evidence
 * (errors, vocabulary, structures, cohesion, paragraphs, length, topic). Deterministic; says why
 * instead of guessing when a text is empty, too short or not English. Throws only for an unknown
 * certificate id.
 */
export function gradeEssay(text: string, edits: Edit[], certificate: string, topic?: string): GradeResult {
  const option = findCertificateOption(certificate);
  if (!option) throw new Error(`Unknown certificate: ${certificate}`);
  const essay = typeof text === "string" ? text : "";
  const evidence = measureEssay(essay, edits, option, topic);
  const refuse = (reason: string): GradeResult => ({ estimated: false, reason, grade_max: option.grade_max, evidence });
  if (evidence.words === 0) return refuse("The text is empty.");
  if (evidence.english_word_share < MIN_ENGLISH_SHARE) return refuse("The text does not look like English.");
  if (evidence.words < Math.max(10, Math.round(option.min_words * MIN_LENGTH_SHARE))) return refuse(`The text is too short to grade: ${evidence.words} words, and the task asks for at least ${option.min_words}.`);

  const criteria = option.criteria.map((criterion) => {
    const strength = strengthFor(criterion.name)({ text: essay, evidence, option });
    // IELTS bands start at 1 for any text on the page.
    const floor = criterion.max === 9 ? 1 : 0;
    const score = Math.max(floor, Math.round(strength * criterion.max));
    return { name: criterion.name, max: criterion.max, score, descriptor: descriptorFor(criterion.name, score) };
  });
  // grade_max is the sum of the criteria's maxima, so the total is the sum of their scores.
  const total = criteria.reduce((sum, criterion) => sum + criterion.score, 0);
  return { estimated: true, grade: total, grade_max: option.grade_max, criteria, evidence };
}
