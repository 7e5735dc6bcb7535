import { LINKING_DEVICES } from "../../document/closed-classes";
import type { Document, Word } from "../../document/document";
import type { Finding, Rule } from "../types";

// One-word linking devices that may open a request: 'Finally, could you…'.
const OPENERS = new Set([...LINKING_DEVICES.filter((device) => !device.includes(" ")), "please", "so", "and", "also"]);

/** The sentence's 'could' of 'could you', after at most a linking word (and a comma) and 'please'. */
function requestStart(doc: Document, first: Word): Word | undefined {
  let index = first.index;
  const sentenceEnd = doc.sentences[first.sentence]!.endWord;
  for (let skipped = 0; skipped < 2 && OPENERS.has(doc.words[index]?.lower ?? ""); skipped++) index++;
  const [could, you] = [doc.words[index], doc.words[index + 1]];
  if (!could || !you || index + 1 >= sentenceEnd) return undefined;
  return could.lower === "could" && you.lower === "you" && you.joined ? could : undefined;
}

/**
 * 'Could you send me the details.' → '…details?': a request made with 'could you' is a question,
 * and ends with a question mark. Only 'could you', which opens nothing but a request.
 */
export const requestQuestionMark: Rule = {
  id: "request-question-mark",
  description: "Ends a request that opens with 'Could you' with a question mark.",
  category: "punctuation",
  label: "A question mark after a request",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["Could you send me the details.", "Could you send me the details?"],
      ["Finally, could you tell me what to bring.", "Finally, could you tell me what to bring?"],
    ],
    right: [
      "Could you send me the details?",
      "If you could send me the details, I would be grateful.",
      "Could you send me the details, please?",
      "You could send me the details.",
    ],
  },
  check(doc) {
    const findings: Finding[] = [];
    for (const sentence of doc.sentences) {
      const first = doc.words[sentence.firstWord];
      if (!first || sentence.firstWord >= sentence.endWord || !requestStart(doc, first)) continue;
      const text = doc.text.slice(sentence.start, sentence.end);
      const stop = text.trimEnd().length - 1;
      if (text[stop] !== "." || text[stop - 1] === ".") continue;
      findings.push({
        start: sentence.start + stop,
        end: sentence.start + stop + 1,
        replacement: "?",
        explanation: "A request with 'Could you…' is a question: end it with '?'.",
      });
    }
    return findings;
  },
};
