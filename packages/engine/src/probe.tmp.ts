import { readFileSync } from "node:fs";
import { correctEssay } from "./correct/correct-essay";
const lines = readFileSync(process.argv[2]!, "utf8").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
let bad = 0, total = 0;
for (const line of lines) {
  total++;
  const [wrong, right] = line.includes("=>") ? line.split("=>").map((s) => s.trim()) : [line, line];
  const got = correctEssay(wrong!).corrected;
  if (got !== right) { bad++; console.log(`BAD ${line.includes("=>") ? "W" : "R"}: ${wrong}\n    got: ${got}\n   want: ${right}`); }
}
console.log(`${total - bad}/${total} ok`);
