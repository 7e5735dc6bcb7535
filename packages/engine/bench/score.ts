import { editKey, type TokenEdit, tokenEdits, tokenise } from "./edits";
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

/** The hypothesis's token edits and which of them the best reference makes (most true positives, then fewest errors). */
export function judgeEdits(
  sample: Sample,
  hypothesis: string,
): { edits: TokenEdit[]; right: boolean[]; counts: Counts } {
  const source = tokenise(sample.source);
  const edits = [...new Map(tokenEdits(source, tokenise(hypothesis)).map((edit) => [editKey(edit), edit])).values()];
  let best: { right: boolean[]; counts: Counts } | undefined;
  for (const reference of sample.references) {
    const ref = new Set(tokenEdits(source, tokenise(reference)).map(editKey));
    const right = edits.map((edit) => ref.has(editKey(edit)));
    const tp = right.filter(Boolean).length;
    const counts = { tp, fp: edits.length - tp, fn: ref.size - tp };
    if (
      !best ||
      counts.tp > best.counts.tp ||
      (counts.tp === best.counts.tp && counts.fp + counts.fn < best.counts.fp + best.counts.fn)
    )
      best = { right, counts };
  }
  return { edits, ...(best ?? { right: edits.map(() => false), counts: { tp: 0, fp: edits.length, fn: 0 } }) };
}

/** Edit-level counts for one sentence against its best reference. */
export function scoreSentence(sample: Sample, hypothesis: string): Counts {
  return judgeEdits(sample, hypothesis).counts;
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
