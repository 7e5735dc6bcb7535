import { checkDraft, type DraftMark } from "../src/draft-check/check-draft";
import { ALTERNATIVE_DRAFTS } from "./data/second-draft-alternatives";
import { SECOND_DRAFTS as ESSAY_DRAFTS, type BenchMark } from "./data/second-drafts";

/**
 * How often the second-draft check's verdict (fixed, still wrong, untouched) matches what a person
 * says of each mark, on the hand-written essays of data/second-drafts.ts and the one-sentence drafts of
 * data/second-draft-alternatives.ts (correct fixes in other words, and look-alikes still wrong). Target: at least 95%.
 */
const SECOND_DRAFTS = [...ESSAY_DRAFTS, ...ALTERNATIVE_DRAFTS];

/** The mark `at` names in the text: the bracketed part of the first place its words occur. */
function markOf(text: string, mark: BenchMark): DraftMark {
  const open = mark.at.indexOf("[");
  const close = mark.at.indexOf("]");
  const words = mark.at.slice(0, open) + mark.at.slice(open + 1, close) + mark.at.slice(close + 1);
  const found = text.indexOf(words);
  if (found < 0) throw new Error(`"${mark.at}" is not in the text`);
  const start = found + open;
  const original = mark.at.slice(open + 1, close);
  return { start, end: start + original.length, original, replacement: mark.replacement };
}

const TARGET = 0.95;
let total = 0;
let agreed = 0;
const confusion = new Map<string, number>();
const misses: string[] = [];
const started = performance.now();
for (const draft of SECOND_DRAFTS) {
  const marks = draft.marks.map((mark) => markOf(draft.first, mark));
  const result = checkDraft(draft.first, marks, draft.second);
  result.marks.forEach((check, i) => {
    const person = draft.marks[i]!.person;
    total++;
    if (check.verdict === person) agreed++;
    else
      misses.push(
        `${draft.name}: "${draft.marks[i]!.at}" -> "${check.draftText}": person ${person}, check ${check.verdict}`,
      );
    const key = `${person} / ${check.verdict}`;
    confusion.set(key, (confusion.get(key) ?? 0) + 1);
  });
}
const seconds = (performance.now() - started) / 1000;
const share = agreed / total;
console.log(
  `\nSecond-draft check: ${SECOND_DRAFTS.length} drafts (${ESSAY_DRAFTS.length} essays, ${ALTERNATIVE_DRAFTS.length} sentences), ${total} marks; the check agrees with the person on ${agreed} (${(100 * share).toFixed(1)}%, target ${100 * TARGET}%); ${((seconds / SECOND_DRAFTS.length) * 1000).toFixed(0)} ms a draft`,
);
console.log("\n| person / check | marks |\n|---|---|");
for (const [key, count] of [...confusion.entries()].sort()) console.log(`| ${key} | ${count} |`);
if (misses.length) console.log(`\nDisagreements:\n${misses.map((miss) => `- ${miss}`).join("\n")}`);
if (share < TARGET) process.exitCode = 1;
