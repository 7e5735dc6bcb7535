/**
 * The feedback benchmark (part of `npm run bench`): over 100 FCE answers (an even sample of FCE dev
 * and train, read at run time), corrected by the offline engine, graded for B2 First (essay) and
 * given draft feedback: the feedback's length, the share of essays whose feedback quotes one of
 * their real edits (its original words and its replacement), how distinct the 100 texts are, the
 * statements of the feedback and of the grades' reasons (ⓘ) that the essay contradicts (by
 * `findContradictions`; the target is none), and the time per essay. Prints, never asserts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { correctEssay } from "../src/correct/correct-essay";
import type { Edit } from "../src/correct/types";
import { countWords } from "@redpen/contract";
import { readDocument } from "../src/document/document";
import { MAX_FEEDBACK_WORDS, MIN_FEEDBACK_WORDS } from "../src/feedback/compose";
import { type Contradiction, findContradictions } from "../src/feedback/contradictions";
import { suggestFeedback } from "../src/feedback/suggest-feedback";
import { gradeEssay } from "../src/grade/grade-essay";
import { gradeReasons } from "../src/grade/reasons";
import type { GradeResult } from "../src/grade/types";
import { available, DATA_DIR } from "./datasets";

const CERTIFICATE = "cambridge-b2-first:essay";
const SAMPLE = 100;

function fceTexts(file: string): string[] {
  return readFileSync(join(DATA_DIR, "fce", file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

/** Every k-th answer, so every run measures the same essays. */
function evenSample<T>(items: T[], size: number): T[] {
  const step = items.length / size;
  return Array.from({ length: Math.min(size, items.length) }, (_, i) => items[Math.floor(i * step)]!);
}

/** Whether the feedback quotes one of the edits: its original words and its replacement both appear. */
function quotesAnEdit(feedback: string, edits: Edit[]): boolean {
  return edits.some((edit) => {
    const original = edit.original.trim();
    const replacement = edit.replacement.trim();
    return (original || replacement) && feedback.includes(original) && feedback.includes(replacement);
  });
}

function trigrams(text: string): Set<string> {
  const tokens = readDocument(text).words.map((word) => word.lower);
  return new Set(tokens.slice(2).map((_, i) => `${tokens[i]} ${tokens[i + 1]} ${tokens[i + 2]}`));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared || 1);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

/** The reasons' lines (ⓘ) of every criterion, one statement a line, as the grading card lists them. */
function reasonLines(grades: GradeResult): string {
  const reasons = gradeReasons(grades) ?? {};
  return [...new Set(Object.values(reasons).flatMap((reason) => reason.evidence))].join("\n");
}

/** The contradictions found, by where they were said, with the first few to read. */
interface ContradictionTally {
  feedback: number;
  reasons: number;
  essays: number;
  examples: Contradiction[];
}

function tallyContradictions(tally: ContradictionTally, feedback: Contradiction[], reasons: Contradiction[]) {
  tally.feedback += feedback.length;
  tally.reasons += reasons.length;
  if (feedback.length + reasons.length > 0) tally.essays++;
  tally.examples.push(...[...feedback, ...reasons].slice(0, Math.max(0, 8 - tally.examples.length)));
}

function main() {
  if (!available()) {
    console.log(`feedback benchmark: no data in ${DATA_DIR} (set REDPEN_BENCH_DATA); skipped`);
    return;
  }
  const essays = evenSample([...fceTexts("fce.dev.json"), ...fceTexts("fce.train.json")], SAMPLE);
  // Loads the dictionaries and frequency lists once, outside the timings.
  suggestFeedback(essays[0]!, [], gradeEssay(essays[0]!, [], CERTIFICATE), CERTIFICATE);

  const lengths: number[] = [];
  const texts: string[] = [];
  const draftMs: number[] = [];
  const totalMs: number[] = [];
  let quoting = 0;
  let withEdits = 0;
  let notEstimated = 0;
  const contradictions: ContradictionTally = { feedback: 0, reasons: 0, essays: 0, examples: [] };
  for (const essay of essays) {
    const started = performance.now();
    const { edits, corrected } = correctEssay(essay);
    const grades = gradeEssay(essay, edits, CERTIFICATE);
    const drafting = performance.now();
    const feedback = suggestFeedback(essay, edits, grades, CERTIFICATE);
    const done = performance.now();
    draftMs.push(done - drafting);
    totalMs.push(done - started);
    texts.push(feedback);
    lengths.push(countWords(feedback));
    if (!grades.estimated) notEstimated++;
    if (edits.length > 0) withEdits++;
    if (quotesAnEdit(feedback, edits)) quoting++;
    tallyContradictions(
      contradictions,
      findContradictions(feedback, essay, { certificate: CERTIFICATE, corrected }),
      findContradictions(reasonLines(grades), essay, { certificate: CERTIFICATE }),
    );
  }

  const grams = texts.map(trigrams);
  let maxSimilarity = 0;
  let similaritySum = 0;
  let pairs = 0;
  for (let i = 0; i < grams.length; i++) {
    for (let j = i + 1; j < grams.length; j++) {
      const similarity = jaccard(grams[i]!, grams[j]!);
      maxSimilarity = Math.max(maxSimilarity, similarity);
      similaritySum += similarity;
      pairs++;
    }
  }
  const inRange = lengths.filter((length) => length >= MIN_FEEDBACK_WORDS && length <= MAX_FEEDBACK_WORDS).length;

  console.log(
    `\nFeedback: ${essays.length} FCE answers (even sample of dev and train), ${CERTIFICATE}, offline engine`,
  );
  console.log(`  grade not estimated:            ${notEstimated}`);
  console.log(
    `  words: min ${Math.min(...lengths)}, median ${median(lengths)}, max ${Math.max(...lengths)}; within ${MIN_FEEDBACK_WORDS}-${MAX_FEEDBACK_WORDS}: ${pct(inRange, lengths.length)}`,
  );
  console.log(
    `  quotes a real edit (original and replacement): ${pct(quoting, essays.length)} of all, ${pct(quoting, withEdits)} of the ${withEdits} with edits`,
  );
  console.log(
    `  distinct texts: ${new Set(texts).size} / ${texts.length}; word-trigram Jaccard between two feedbacks: max ${maxSimilarity.toFixed(3)}, mean ${(similaritySum / pairs).toFixed(3)}`,
  );
  console.log(
    `  contradictions with the essay: ${contradictions.feedback} in the feedback, ${contradictions.reasons} in the reasons (ⓘ); essays with one: ${contradictions.essays}`,
  );
  for (const { statement, fact } of contradictions.examples) console.log(`    “${statement}”: ${fact}`);
  console.log(
    `  ms per essay: suggestFeedback median ${median(draftMs).toFixed(2)}, correct + grade + feedback median ${median(totalMs).toFixed(1)}`,
  );
}

main();
