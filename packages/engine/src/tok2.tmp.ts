import { lexiconTags, verbForms } from "./document/inflection";
import { readDocument } from "./document/document";
for (const w of ["show", "help", "come"]) console.log(w, lexiconTags(w), verbForms(w));
const d = readDocument("Some researches show that sleep is important.");
console.log(d.startsClause(0), d.startsClause(1));
