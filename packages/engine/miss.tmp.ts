import { correctEssay } from "./src/correct/correct-essay";
import { correctionDatasets } from "./bench/datasets";
import { tokenEdits, tokenise } from "./bench/edits";
const name = process.argv[2]!;
const ds = correctionDatasets().find((d) => d.name.startsWith(name))!;
const counts = new Map<string, number>();
for (const s of ds.samples) {
  const src = tokenise(s.source);
  const hyp = new Set(tokenEdits(src, tokenise(correctEssay(s.source).corrected)).map((e) => `${e.start}:${e.end}:${e.replacement}`));
  for (const e of tokenEdits(src, tokenise(s.references[0]!))) {
    if (hyp.has(`${e.start}:${e.end}:${e.replacement}`)) continue;
    const k = `${src.slice(e.start, e.end).join(" ").toLowerCase()} → ${e.replacement.toLowerCase()}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
}
console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 70).map(([k, n]) => `${n} ${k}`).join("\n"));
