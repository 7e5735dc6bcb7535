import { LINKING_DEVICES } from "../../document/closed-classes";
import type { Document, Span } from "../../document/document";
import { crossing, optional, sequence } from "../../document/pattern";
import type { Finding, Rule } from "../types";

// One-word linking devices that may open a request: 'Finally, could you…'.
const OPENERS = new Set([...LINKING_DEVICES.filter((device) => !device.includes(" ")), "please", "so", "and", "also"]);

/** 'could you' after at most two opening words, a comma or other mark allowed after each: 'Finally, please could you'. */
const REQUEST = sequence(optional(OPENERS), optional(crossing(OPENERS)), crossing("could"), "you");

/** Whether the sentence opens with a request: its 'could you' within it. */
function opensWithRequest(doc: Document, sentence: Span): boolean {
  const you = REQUEST.matchAt(doc, sentence.firstWord)?.words.at(-1);
  return you !== undefined && you.index < sentence.endWord;
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
      if (sentence.firstWord >= sentence.endWord || !opensWithRequest(doc, sentence)) continue;
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
