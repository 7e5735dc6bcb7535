/**
 * The everyday catalogue, kind by kind (`npm run bench:everyday`): of each kind's wrong sentences,
 * how many the engine changes at all (found) and corrects exactly as a teacher would (exact), and how
 * many correct look-alikes it changes; harper.js alone beside it. Our own sentences; prints, never asserts.
 */
import { correctEssay } from "../src/correct/correct-essay";
import { EVERYDAY_ERRORS } from "../src/correct/testing/everyday-errors";
import { createHarperCorrector } from "./harper-baseline";

interface Tally {
  found: number;
  exact: number;
  changed: number;
}

async function tally(correct: (text: string) => string | Promise<string>, kind: (typeof EVERYDAY_ERRORS)[number]) {
  const result: Tally = { found: 0, exact: 0, changed: 0 };
  for (const [wrong, expected] of kind.wrong) {
    const got = await correct(wrong);
    if (got !== wrong) result.found++;
    if (got === expected) result.exact++;
  }
  for (const right of kind.right) if ((await correct(right)) !== right) result.changed++;
  return result;
}

const harper = await createHarperCorrector();
const redpen = (text: string) => correctEssay(text).corrected;
const cell = (t: Tally, wrong: number, right: number) =>
  `${t.found}/${wrong} | ${t.exact}/${wrong} | ${t.changed}/${right}`;
const totals = { redpen: { found: 0, exact: 0, changed: 0 }, harper: { found: 0, exact: 0, changed: 0 } };

console.log(
  "\nThe everyday catalogue, our own sentences: wrong ones found and corrected exactly, look-alikes changed\n",
);
console.log(
  "| kind | Redpen found | Redpen exact | Redpen look-alikes changed | harper.js found | harper.js exact | harper.js look-alikes changed |",
);
console.log("|---|---|---|---|---|---|---|");
for (const kind of EVERYDAY_ERRORS) {
  const ours = await tally(redpen, kind);
  const anchor = await tally(harper, kind);
  for (const key of ["found", "exact", "changed"] as const) {
    totals.redpen[key] += ours[key];
    totals.harper[key] += anchor[key];
  }
  console.log(
    `| ${kind.kind} | ${cell(ours, kind.wrong.length, kind.right.length)} | ${cell(anchor, kind.wrong.length, kind.right.length)} |`,
  );
}
const wrong = EVERYDAY_ERRORS.reduce((sum, kind) => sum + kind.wrong.length, 0);
const right = EVERYDAY_ERRORS.reduce((sum, kind) => sum + kind.right.length, 0);
const percent = (n: number) => `${Math.round((n / wrong) * 100)}%`;
console.log(`| all | ${cell(totals.redpen, wrong, right)} | ${cell(totals.harper, wrong, right)} |`);
console.log(
  `\nExact: Redpen ${percent(totals.redpen.exact)}, harper.js ${percent(totals.harper.exact)} of ${wrong} wrong sentences.`,
);
