import { editKey, tokenEdits, tokenise } from "./edits";
import type { Sample } from "./datasets";

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export function fScore({ tp, fp, fn }: Counts, beta = 0.5) {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const b2 = beta * beta;
  const f = precision + recall === 0 ? 0 : ((1 + b2) * precision * recall) / (b2 * precision + recall);
  return { precision, recall, f };
}

/** Edit-level counts for one sentence against its best reference (most true positives, then fewest errors). */
export function scoreSentence(sample: Sample, hypothesis: string): Counts {
  const source = tokenise(sample.source);
  const hyp = new Set(tokenEdits(source, tokenise(hypothesis)).map(editKey));
  let best: Counts | undefined;
  for (const reference of sample.references) {
    const ref = new Set(tokenEdits(source, tokenise(reference)).map(editKey));
    const tp = [...hyp].filter((edit) => ref.has(edit)).length;
    const counts = { tp, fp: hyp.size - tp, fn: ref.size - tp };
    if (!best || counts.tp > best.tp || (counts.tp === best.tp && counts.fp + counts.fn < best.fp + best.fn)) best = counts;
  }
  return best ?? { tp: 0, fp: hyp.size, fn: 0 };
}

export function scoreAll(samples: Sample[], hypotheses: string[]): Counts {
  const total = { tp: 0, fp: 0, fn: 0 };
  samples.forEach((sample, i) => {
    const counts = scoreSentence(sample, hypotheses[i]!);
    total.tp += counts.tp;
    total.fp += counts.fp;
    total.fn += counts.fn;
  });
  return total;
}
