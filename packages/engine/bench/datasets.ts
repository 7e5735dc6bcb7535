import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** The public benchmark data, read at run time and never copied into the repo. */
export const DATA_DIR = resolve(process.env.REDPEN_BENCH_DATA ?? join(import.meta.dirname, "../../../../shared/data"));

/** One edit of an M2 file: its ERRANT type, and its original words and correction without spaces. */
export interface GoldEdit {
  type: string;
  original: string;
  correction: string;
}

/** A sentence to correct and its references (full corrected sentences; a reference may equal the source). */
export interface Sample {
  source: string;
  references: string[];
  /** The M2 file's edits of the sentence, where the set has one (its sentences are in the same order as the TSV's). */
  gold?: GoldEdit[];
}

/** The edits of each sentence block of an M2 file, `noop` left out. */
function readM2(path: string): GoldEdit[][] {
  return readFileSync(join(DATA_DIR, path), "utf8")
    .split(/\n\s*\n/)
    .filter((block) => block.startsWith("S "))
    .map((block) => {
      const [sentence = "", ...annotations] = block.split("\n");
      const tokens = sentence.slice(2).split(" ");
      return annotations.flatMap((line) => {
        const [span = "", type = "", correction = ""] = line.slice(2).split("|||");
        const [start, end] = span.split(" ").map(Number);
        return type === "noop"
          ? []
          : [{ type, original: tokens.slice(start, end).join(""), correction: correction.replaceAll(" ", "") }];
      });
    });
}

function readTsv(path: string, m2?: string): Sample[] {
  const lines = readFileSync(join(DATA_DIR, path), "utf8")
    .split("\n")
    .slice(1)
    .filter((line) => line.trim());
  const gold = m2 ? readM2(m2) : [];
  if (m2 && gold.length !== lines.length)
    throw new Error(`${m2} has ${gold.length} sentences, ${path} ${lines.length}`);
  return lines.map((line, i) => {
    const [source = "", ...references] = line.split("\t");
    return { source, references: references.length ? references : [source], gold: gold[i] };
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
  const wi = ["A", "B", "C"].flatMap((level) =>
    readTsv(`wi_locness/${level}.train.tsv`, `wi_locness/${level}.train.gold.bea19.m2`),
  );
  return [
    { name: "JFLEG dev", samples: readTsv("jfleg/jfleg.dev.tsv") },
    { name: "FCE dev", samples: readTsv("fce/fce.dev.tsv", "fce/fce.dev.gold.bea19.m2") },
    { name: "CoNLL-2013", samples: readTsv("conll2013/conll2013.test.tsv", "conll2013/conll2013.test.m2") },
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

/**
 * An FCE answer mark ("3.2": band 3, sub-level 2 of 3) as a band: 3 + (2 − 2) / 3, so that "2.3"
 * (2.33) sits below "3.1" (2.67); NaN for the source's irregular marks ("S", "0", a missing one).
 */
export function fceBand(mark: unknown): number {
  const match = typeof mark === "string" ? /^([1-5])\.([1-3])T?$/.exec(mark) : null;
  return match ? Number(match[1]) + (Number(match[2]) - 2) / 3 : Number.NaN;
}

/** An FCE split's answers with a regular examiner's mark, as a band (`fceBand`), in the file's order. */
function fceBands(split: "train" | "dev"): { text: string; band: number }[] {
  return readFileSync(join(DATA_DIR, `fce/fce.${split}.json`), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { text: string; "answer-s": string })
    .map((essay) => ({ text: essay.text, band: fceBand(essay["answer-s"]) }))
    .filter((essay) => Number.isFinite(essay.band));
}

/** FCE dev answers with the examiners' band as the mark `answer`. */
export function fceMarkedEssays(): MarkedEssay[] {
  return fceBands("dev").map((essay) => ({ text: essay.text, marks: { answer: essay.band } }));
}

/** FCE train's answers with the examiners' band. */
export const fceTrainEssays = (): { text: string; band: number }[] => fceBands("train");

/** FCE answers with their gold edits on character offsets (edits without a correction left out). */
export function fceEditedEssays(
  split: "train" | "dev",
): { text: string; edits: { start: number; end: number; correction: string }[] }[] {
  return readFileSync(join(DATA_DIR, `fce/fce.${split}.json`), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { text: string; edits: [number, [number, number, string | null, string][]][] })
    .map((essay) => ({
      text: essay.text,
      edits: (essay.edits[0]?.[1] ?? []).flatMap(([start, end, correction]) =>
        correction === null ? [] : [{ start, end, correction }],
      ),
    }));
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
    .map((row) => ({
      text: row[column("full_text")]!,
      marks: Object.fromEntries([...ELLIPSE_SCORES, "Overall"].map((score) => [score, Number(row[column(score)])])),
    }));
}
