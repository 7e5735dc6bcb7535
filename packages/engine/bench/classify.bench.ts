import { readFileSync } from "node:fs";
import { join } from "node:path";
import { classifyTokenEdit, type TokenEdit } from "../src/classify/classify-edit";
import { available, DATA_DIR } from "./datasets";

/**
 * How often the engine's edit classifier gives the type ERRANT gave to the edits of the FCE dev and
 * W&I train M2 files: full type and main type (without M/R/U), a confusion table of the ten most
 * frequent types, and classifications per second. The data is read at run time, never copied.
 */

interface GoldTokenEdit extends TokenEdit {
  type: string;
}

function readEdits(path: string): GoldTokenEdit[] {
  const edits: GoldTokenEdit[] = [];
  for (const block of readFileSync(path, "utf8").split(/\n\s*\n/)) {
    const lines = block.split("\n");
    const tokens = lines[0]?.startsWith("S ") ? lines[0].slice(2).split(" ") : [];
    for (const line of lines.slice(1)) {
      const [span, type, correction] = line.slice(2).split("|||");
      if (!span || !type || type === "noop" || correction === undefined) continue;
      const [start, end] = span.split(" ").map(Number);
      edits.push({ tokens, start: start!, end: end!, correction: correction === "-NONE-" ? "" : correction, type });
    }
  }
  return edits;
}

const mainType = (type: string) => type.replace(/^[MRU]:/, "");
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

function report(name: string, edits: GoldTokenEdit[]) {
  const started = performance.now();
  const predicted = edits.map((edit) => classifyTokenEdit(edit).type);
  const seconds = (performance.now() - started) / 1000;
  let full = 0;
  let main = 0;
  const confusion = new Map<string, Map<string, number>>();
  edits.forEach((edit, i) => {
    const guess = predicted[i]!;
    if (guess === edit.type) full++;
    if (mainType(guess) === mainType(edit.type)) main++;
    const row = confusion.get(mainType(edit.type)) ?? new Map<string, number>();
    row.set(mainType(guess), (row.get(mainType(guess)) ?? 0) + 1);
    confusion.set(mainType(edit.type), row);
  });
  console.log(
    `\n${name}: ${edits.length} edits; main type ${percent(main, edits.length)}, full type ${percent(full, edits.length)}; ${Math.round(edits.length / seconds)} classifications a second`,
  );
  const top = [...confusion.entries()]
    .sort((a, b) => sum(b[1]) - sum(a[1]))
    .slice(0, 10)
    .map(([type]) => type);
  console.log(`\n| gold \\ predicted | ${top.join(" | ")} | other | agreement |`);
  console.log(`|---|${top.map(() => "---|").join("")}---|---|`);
  for (const gold of top) {
    const row = confusion.get(gold)!;
    const cells = top.map((type) => row.get(type) ?? 0);
    console.log(
      `| ${gold} | ${cells.join(" | ")} | ${sum(row) - cells.reduce((a, b) => a + b, 0)} | ${percent(row.get(gold) ?? 0, sum(row))} |`,
    );
  }
  return { main, full, total: edits.length };
}

const sum = (row: Map<string, number>) => [...row.values()].reduce((a, b) => a + b, 0);

if (!available()) {
  console.log(`classification benchmark skipped: no data in ${DATA_DIR}`);
} else {
  const limit = Number(process.env.CLASSIFY_LIMIT ?? Infinity);
  const fce = readEdits(join(DATA_DIR, "fce/fce.dev.gold.bea19.m2")).slice(0, limit);
  const wi = ["A", "B", "C"]
    .flatMap((level) => readEdits(join(DATA_DIR, `wi_locness/${level}.train.gold.bea19.m2`)))
    .slice(0, limit);
  report("FCE dev", fce);
  report("W&I train", wi);
}
