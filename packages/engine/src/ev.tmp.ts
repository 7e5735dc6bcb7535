import { correctEssay } from "./correct/correct-essay";
import { EVERYDAY_ERRORS } from "./correct/testing/everyday-errors";
for (const kind of EVERYDAY_ERRORS) for (const [w, r] of kind.wrong) { const got = correctEssay(w).corrected; if (got !== r) console.log(kind.kind, "|", w, "|", got, "|", r); }
