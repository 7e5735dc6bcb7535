/** Essays and a school's grades of them, written for the calibration tests (no data set's sentences). */
import { correctEssay } from "../../correct/correct-essay";
import type { GradedExample } from "../calibration";
import { gradeEssay } from "../grade-essay";

// Sentences written for these tests, some with a learner's mistakes, some without.
const SENTENCES = [
  "Many people believe that public transport should be free for everyone who lives in a big city.",
  "In my opinion this idea has several advantages, although it would cost the government a lot of money.",
  "First of all, fewer cars on the roads would mean cleaner air and less noise in the centre.",
  "Secondly, families with little money could travel to work and school without worrying about the price.",
  "However, somebody has to pay for the buses and the trains, and taxes would probably go up.",
  "I think that a cheaper ticket for students and older people is a more realistic solution.",
  "Last year my town was trying this and the buses was always full in the morning.",
  "My freind say that he prefer to take his bike becuase it is more faster than the bus.",
  "The people was very happy at the beggining but after some months they complain about the delays.",
  "Also there is not enough drivers and the goverment dont want to pay them more.",
  "To sum up, free transport is a good idea, but the city must plan it carefully before it starts.",
  "Overall, I would support the plan if it was introduced step by step and its results were checked every year.",
];

export const CERTIFICATE = "cambridge-b2-first:essay";

/** Essay `i`: nine of the sentences, chosen by `i`, so that essays differ in their mistakes and length. */
export function essay(i: number): string {
  const picked = SENTENCES.filter((_, s) => (s * 7 + i * 3) % 12 < 9 - (i % 3));
  return [picked.slice(0, 4).join(" "), picked.slice(4).join(" ")].join("\n\n");
}

export const handSet = (text: string) => {
  const result = gradeEssay(text, correctEssay(text).edits, CERTIFICATE);
  if (!result.estimated) throw new Error(`essay not graded: ${result.reason}`);
  return result;
};

/** A school whose teachers grade `shift` bands from the hand-set model on every criterion (within 0 and 5). */
export function school(count: number, shift: number, from = 0): GradedExample[] {
  return Array.from({ length: count }, (_, k) => {
    const text = essay(from + k);
    const criteria = Object.fromEntries(
      handSet(text).criteria.map((criterion) => [
        criterion.name,
        Math.min(criterion.max, Math.max(0, criterion.score + shift)),
      ]),
    );
    return { text, grade_per_certificate_criterion: criteria };
  });
}
