import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** The public benchmark data, read at run time and never copied into the repo. */
export const DATA_DIR = resolve(process.env.REDPEN_BENCH_DATA ?? join(import.meta.dirname, "../../../../shared/data"));

/** A sentence to correct and its references (full corrected sentences; a reference may equal the source). */
export interface Sample {
  source: string;
  references: string[];
}

function readTsv(path: string): Sample[] {
  const lines = readFileSync(join(DATA_DIR, path), "utf8").split("\n").slice(1).filter((line) => line.trim());
  return lines.map((line) => {
    const [source = "", ...references] = line.split("\t");
    return { source, references: references.length ? references : [source] };
  });
}

/** A fixed, evenly spread sample: every k-th item, so every run measures the same sentences. */
function evenSample<T>(items: T[], size: number): T[] {
  const step = items.length / size;
  return Array.from({ length: Math.min(size, items.length) }, (_, i) => items[Math.floor(i * step)]!);
}

export interface Dataset {
  name: string;
  samples: Sample[];
}

export function available(): boolean {
  return existsSync(join(DATA_DIR, "jfleg"));
}

/** The sets of the correction benchmark, as the engine issue names them. */
export function correctionDatasets(): Dataset[] {
  const wi = ["A", "B", "C"].flatMap((level) => readTsv(`wi_locness/${level}.train.tsv`));
  return [
    { name: "JFLEG dev", samples: readTsv("jfleg/jfleg.dev.tsv") },
    { name: "FCE dev", samples: readTsv("fce/fce.dev.tsv") },
    { name: "CoNLL-2013", samples: readTsv("conll2013/conll2013.test.tsv") },
    { name: "W&I train (4,000)", samples: evenSample(wi, 4000) },
  ];
}

/** CWEB dev: mostly correct native web text, for counting false alarms. */
export function cwebDataset(): Dataset {
  return { name: "CWEB dev", samples: [...readTsv("cweb/cweb-g.dev.tsv"), ...readTsv("cweb/cweb-s.dev.tsv")] };
}

/** Real learner essays (FCE train answers), for speed: their raw text only. */
export function essayTexts(): string[] {
  return readFileSync(join(DATA_DIR, "fce/fce.train.json"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

/** An essay with the marks its examiners gave. */
export interface MarkedEssay {
  text: string;
  marks: Record<string, number>;
}

/** FCE dev answers with the examiners' mark for the answer ("3.2" is band 3, sub-band 2). */
export function fceMarkedEssays(): MarkedEssay[] {
  return readFileSync(join(DATA_DIR, "fce/fce.dev.json"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { text: string; "answer-s": string })
    .map((essay) => ({ text: essay.text, marks: { answer: Number.parseFloat(essay["answer-s"]) } }))
    .filter((essay) => Number.isFinite(essay.marks.answer));
}

export const ELLIPSE_SCORES = ["Cohesion", "Syntax", "Vocabulary", "Phraseology", "Grammar", "Conventions"] as const;

/** Parses RFC 4180 CSV (quoted fields may hold commas, quotes and newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += c;
    } else if (c === ",") {
      endField();
    } else if (c === "\n") {
      endRow();
    } else if (c !== "\r") {
      field += c;
    }
  }
  if (field || row.length) endRow();
  return rows;
}

/** ELLIPSE dev essays with their six analytic scores (1 to 5). */
export function ellipseEssays(): MarkedEssay[] {
  const [header, ...rows] = parseCsv(readFileSync(join(DATA_DIR, "ellipse/ellipse.dev.csv"), "utf8"));
  const column = (name: string) => header!.indexOf(name);
  return rows
    .filter((row) => row.length === header!.length)
    .map((row) => ({ text: row[column("full_text")]!, marks: Object.fromEntries(ELLIPSE_SCORES.map((score) => [score, Number(row[column(score)])])) }));
}
