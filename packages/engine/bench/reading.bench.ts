/**
 * The reading benchmark (`npm run bench:reading`, part of `npm run bench`): how well `transcribe()`
 * reads photos of handwritten essays. It makes the pages itself (reading-pages.ts: our own essays,
 * every handwriting font, plain, ruled and exercise-book paper, name lines, phone-like photos,
 * printed pages and photos to take again), reads each with `transcribe()`, and prints per page and
 * overall: character and word error rates for handwriting and for print, seconds per page, how
 * well the words shown unsure pick out the misread ones, whether each photo was judged GOOD or BAD
 * as it should be, and whether misspellings are read back as written. Targets are printed beside
 * the figures. Prints, never asserts.
 *
 * A capitals-only font (permanent-marker) is compared without case, as a person would read it.
 * The name line (name, date, page number) is part of what is compared: it is written on the page,
 * and the class scan needs it read. "Name lines read exactly" says how often it came back whole.
 *
 * `READING_PAGES=N` (or `--quick`, 12 pages) reads N pages spread over all kinds instead of all 37;
 * `READING_TIMEOUT_S` (default 30) stops a reading that takes longer, counting it as not read.
 */
import { Worker } from "node:worker_threads";
import { characterErrorRate, normaliseWhitespace, wordErrorRate } from "../src/transcribe/testing/character-error-rate";
import type { TranscribedWord } from "../src/transcribe/types";
import { isUncertain } from "../src/transcribe/uncertain-words";
import { MISSPELT } from "./reading-essays";
import { benchPages, type BenchPage, choosePages, faithfulnessPages, warmUpPage } from "./reading-pages";
import type { ReadReply } from "./reading-worker";
import { readRightly, reportUncertainWords } from "./uncertain-words";

const TARGETS = { handwritingCer: 0.03, printCer: 0.01, seconds: 2, sureRight: 0.97, wrongUnsure: 0.7 };
const started = Date.now();
const quick = process.argv.includes("--quick");
const count = process.env.READING_PAGES ? Number(process.env.READING_PAGES) : quick ? 12 : undefined;
const timeoutMs = Number(process.env.READING_TIMEOUT_S ?? 30) * 1000;

const pct = (value: number) => `${(100 * value).toFixed(1)}%`;
const median = (values: number[]) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const mark = (ok: boolean) => (ok ? "met" : "NOT met");

/** The reader, in a thread of its own so that a reading far past any sensible time can be stopped. */
class Reader {
  private worker = this.start();
  private next = 0;

  private start(): Worker {
    return new Worker(new URL("./reading-worker-bootstrap.mjs", import.meta.url), { execArgv: [] });
  }

  read(image: Buffer): Promise<ReadReply | { timedOut: true; ms: number }> {
    const id = ++this.next;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.worker.removeListener("message", onMessage);
        // Terminating the thread ends the OCR threads it started; a fresh one reads the next page.
        void this.worker.terminate();
        this.worker = this.start();
        resolve({ timedOut: true, ms: timeoutMs });
      }, timeoutMs);
      const onMessage = (reply: ReadReply) => {
        if (reply.id !== id) return;
        clearTimeout(timer);
        this.worker.removeListener("message", onMessage);
        resolve(reply);
      };
      this.worker.on("message", onMessage);
      this.worker.postMessage({ id, image: new Uint8Array(image) });
    });
  }

  async close(): Promise<void> {
    this.worker.postMessage("close");
    await new Promise((resolve) => this.worker.once("exit", resolve));
  }
}

interface Result {
  page: BenchPage;
  evaluation: "GOOD" | "BAD" | "TIMEOUT" | "ERROR";
  problems: string[];
  reasons: string[];
  text: string;
  words: TranscribedWord[];
  cer: number;
  wer: number;
  seconds: number;
  /** The true text's characters and words, to pool the rates. */
  charCount: number;
  wordCount: number;
}

const all = benchPages();
const pages = choosePages(all, count);
console.log(
  `Reading benchmark: ${pages.length} of ${all.length} pages (${["handwriting", "print", "bad"].map((kind) => `${pages.filter((page) => page.kind === kind).length} ${kind}`).join(", ")}), our own essays; ` +
    `only the fonts the renderer lists. Per-page limit ${timeoutMs / 1000} s.`,
);

const reader = new Reader();
await reader.read(await warmUpPage());

const results: Result[] = [];
console.log(
  `\n${"page".padEnd(17)} ${"font".padEnd(25)} ${"paper".padEnd(6)} ${"name line".padEnd(13)} ${"photo".padEnd(28)} ${"expected→got".padEnd(13)} ${"CER".padStart(6)} ${"WER".padStart(6)} ${"s".padStart(6)}  problems`,
);
for (const page of pages) {
  const image = await page.image();
  const reply = await reader.read(image);
  const read = "page" in reply && reply.page ? reply.page : undefined;
  const evaluation = "timedOut" in reply ? "TIMEOUT" : read ? read.evaluation : "ERROR";
  const text = page.caseless ? (read?.text ?? "").toLowerCase() : (read?.text ?? "");
  const truth = page.caseless ? page.text.toLowerCase() : page.text;
  const result: Result = {
    page,
    evaluation,
    problems: read?.problems ?? ("error" in reply && reply.error ? [reply.error] : []),
    reasons: read?.reasons ?? [],
    text,
    words: (read?.words ?? []).map((word) => (page.caseless ? { ...word, text: word.text.toLowerCase() } : word)),
    cer: characterErrorRate(truth, text),
    wer: wordErrorRate(truth, text),
    seconds: reply.ms / 1000,
    charCount: normaliseWhitespace(page.text).length,
    wordCount: normaliseWhitespace(page.text).split(" ").filter(Boolean).length,
  };
  results.push(result);
  const rates =
    page.kind === "bad"
      ? `${"".padStart(6)} ${"".padStart(6)}`
      : `${pct(result.cer).padStart(6)} ${pct(result.wer).padStart(6)}`;
  console.log(
    `${page.id.padEnd(17)} ${page.font.padEnd(25)} ${page.paper.padEnd(6)} ${page.header.padEnd(13)} ${page.photo.slice(0, 28).padEnd(28)} ${`${page.expected}→${evaluation}`.padEnd(13)} ${rates} ${result.seconds.toFixed(2).padStart(6)}  ${result.problems.join(", ")}`,
  );
}

// Faithfulness: the misspellings read back as written.
const faithful: { font: string; kept: number; cer: number }[] = [];
for (const page of faithfulnessPages()) {
  const reply = await reader.read(await page.image());
  const text = "page" in reply && reply.page ? normaliseWhitespace(reply.page.text) : "";
  faithful.push({
    font: page.font,
    kept: MISSPELT.words.filter((word) => text.includes(word)).length,
    cer: characterErrorRate(page.text, text),
  });
}
await reader.close();

/** Pooled rates: all edits over all characters (or words), so long pages weigh more. */
function pooled(group: Result[]) {
  const chars = group.reduce((sum, result) => sum + result.charCount, 0);
  const words = group.reduce((sum, result) => sum + result.wordCount, 0);
  return {
    cer: group.reduce((sum, result) => sum + result.cer * result.charCount, 0) / chars,
    wer: group.reduce((sum, result) => sum + result.wer * result.wordCount, 0) / words,
  };
}

console.log("\nSummary (pooled over pages: all edits over all characters or words; median of pages beside)");
const readable = results.filter((result) => result.page.expected === "GOOD");
for (const [kind, target] of [
  ["handwriting", TARGETS.handwritingCer],
  ["print", TARGETS.printCer],
] as const) {
  const group = readable.filter((result) => result.page.kind === kind);
  if (!group.length) continue;
  const { cer, wer } = pooled(group);
  console.log(
    `  ${kind.padEnd(12)} (${group.length} pages): CER ${pct(cer)} (median ${pct(median(group.map((r) => r.cer)))})   target ≤ ${pct(target)}: ${mark(cer <= target)}   ` +
      `WER ${pct(wer)} (median ${pct(median(group.map((r) => r.wer)))})`,
  );
}
for (const paper of ["plain", "ruled", "margin"]) {
  const group = readable.filter((result) => result.page.kind === "handwriting" && result.page.paper === paper);
  if (group.length)
    console.log(
      `    handwriting on ${paper.padEnd(6)} paper (${group.length}): CER ${pct(pooled(group).cer)}, WER ${pct(pooled(group).wer)}`,
    );
}
const headed = readable.filter((result) => result.page.headerText);
const headersRead = headed.filter((result) =>
  normaliseWhitespace(result.text).includes(
    result.page.caseless ? result.page.headerText.toLowerCase() : result.page.headerText,
  ),
).length;
console.log(`  name lines read exactly: ${headersRead}/${headed.length}`);

const times = results.filter((result) => result.evaluation !== "TIMEOUT").map((result) => result.seconds);
const timedOut = results.filter((result) => result.evaluation === "TIMEOUT");
console.log(
  `  seconds per page: median ${median(times).toFixed(2)} s of ${times.length} (slowest ${Math.max(...times).toFixed(1)} s)   target ≤ ${TARGETS.seconds} s: ${mark(median(times) <= TARGETS.seconds && !timedOut.length)}` +
    (timedOut.length
      ? `; ${timedOut.length} stopped after ${timeoutMs / 1000} s: ${timedOut.map((result) => result.page.id).join(", ")}`
      : ""),
);

// The words shown unsure: aligned with what was written, word for word (bench/uncertain-words.ts).
const scored = readable.flatMap((result) => {
  const right = readRightly(
    (result.page.caseless ? result.page.text.toLowerCase() : result.page.text).split(/\s+/).filter(Boolean),
    result.words.map((word) => word.text),
  );
  return result.words.map((word, i) => ({ unsure: isUncertain(word), right: right[i]! }));
});
const sure = scored.filter((word) => !word.unsure);
const wrong = scored.filter((word) => !word.right);
const sureRight = sure.filter((word) => word.right).length / sure.length;
const wrongUnsure = wrong.filter((word) => word.unsure).length / wrong.length;
console.log(
  `  words shown sure that were read right: ${pct(sureRight)} (${sure.length} words)   target ≥ ${pct(TARGETS.sureRight)}: ${mark(sureRight >= TARGETS.sureRight)}`,
);
console.log(
  `  words read wrong that were shown unsure: ${pct(wrongUnsure)} (${wrong.length} words)   target ≥ ${pct(TARGETS.wrongUnsure)}: ${mark(wrongUnsure >= TARGETS.wrongUnsure)}`,
);

const bad = results.filter((result) => result.page.expected === "BAD");
const badCaught = bad.filter((result) => result.evaluation === "BAD").length;
const goodRefused = readable.filter((result) => result.evaluation !== "GOOD");
console.log(`  bad photos judged BAD: ${badCaught}/${bad.length}   target all: ${mark(badCaught === bad.length)}`);
console.log(
  `  good pages judged BAD: ${goodRefused.length}/${readable.length}   target none: ${mark(!goodRefused.length)}`,
);
for (const result of [...bad.filter((r) => r.evaluation !== "BAD"), ...goodRefused])
  console.log(
    `    misjudged ${result.page.id} (${result.page.font}, ${result.page.photo}): ${result.evaluation}${result.problems.length ? ` [${result.problems.join(", ")}]` : ""}${result.reasons.length ? ` ${result.reasons.join("; ")}` : ""}`,
  );

// A crossed-out word is left out when the reading holds it no more often than what was written does.
const occurrences = (text: string, word: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token.replace(/^\P{L}+|\P{L}+$/gu, "") === word.toLowerCase()).length;
const struck = readable.flatMap((result) =>
  result.page.crossedOut.map((word) => occurrences(result.text, word) <= occurrences(result.page.text, word)),
);
console.log(
  `  crossed-out words left out: ${struck.filter(Boolean).length}/${struck.length} (on ${readable.filter((result) => result.page.crossedOut.length).length} pages)`,
);
console.log(
  `  faithfulness: ${faithful.reduce((sum, page) => sum + page.kept, 0)}/${faithful.length * MISSPELT.words.length} misspellings read back as written ` +
    `(${faithful.map((page) => `${page.font} ${page.kept}/${MISSPELT.words.length}, CER ${pct(page.cer)}`).join("; ")})`,
);

console.log("\nHandwriting CER per font (one page each)");
for (const result of readable.filter((r) => r.page.kind === "handwriting").sort((a, b) => a.cer - b.cer))
  console.log(`  ${result.page.font.padEnd(25)} ${pct(result.cer).padStart(6)}`);

console.log(`\nUnsure-word limits on the ${readable.length} readable pages (the limit in use marked)`);
reportUncertainWords(
  readable.map((result) => ({
    text: result.page.caseless ? result.page.text.toLowerCase() : result.page.text,
    words: result.words,
  })),
);

console.log(`\nbenchmark time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
