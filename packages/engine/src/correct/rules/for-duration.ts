import { MONTHS, WEEKDAYS } from "../../document/time-markers";
import type { Finding, Rule } from "../types";
import { matchCase } from "../match-case";

const AMOUNT = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|many|several|a few|few|a couple of)`;
const UNIT = String.raw`(?:years?|months?|weeks?|days?|hours?|minutes?|decades?|centuries)`;
// A length with no number: 'a long time', 'a while'.
const LENGTH = String.raw`a +(?:(?:long|short) +)?(?:time|while)`;
const SINCE = new RegExp(String.raw`\b(since)( +(?:${AMOUNT} +${UNIT}|${LENGTH}))\b`, "gi");
// 'during' + an amount + a unit, with 'long', 'whole' or 'full' between: 'during two years', 'during a whole week'.
// Or a plural unit alone: 'during hours', 'during years'.
const DURING = new RegExp(
  String.raw`\b(during)( +(?:${AMOUNT}(?: +(?:long|whole|full))? +${UNIT}|(?:hours|days|weeks|months|years|decades|ages)|${LENGTH}))\b`,
  "gi",
);
const SEASONS = ["summer", "winter", "spring", "autumn", "fall"];
// What makes 'during two weeks…' name a stretch of time in which something happens, which is right:
// 'during two weeks of holiday', 'during two weeks in July', 'during three days that changed everything'.
const STRETCH_AFTER = new RegExp(
  String.raw`^\s+(?:of|that|which|when|where|ago|(?:in|on) +(?:the +)?(?:\d|${[...MONTHS, ...WEEKDAYS, ...SEASONS].join("|")}))\b`,
  "i",
);
// 'during a day at the beach': one day or week is a stretch unless the sentence or clause ends after it.
const ONE = /^ +(?:a|an|one)\b/i;
// 'Since a long time had passed, …': 'since' gives a reason there, and a verb follows.
const VERB_AFTER = /^\s+(?:had|has|have|was|were|is|are|passed|went|goes)\b/i;
const CLAUSE_END = /^\s*(?:[.,;!?]|$)/;

function findingsOf(text: string, pattern: RegExp, explain: (length: string) => string): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(pattern)) {
    const after = text.slice(match.index + match[0].length);
    // "since a few days ago" points at a moment, which is right.
    if (STRETCH_AFTER.test(after) || VERB_AFTER.test(after)) continue;
    if (match[1]!.toLowerCase() === "during" && ONE.test(match[2]!) && !CLAUSE_END.test(after)) continue;
    const word = match[1]!;
    findings.push({
      start: match.index,
      end: match.index + word.length,
      replacement: matchCase(word, "for"),
      explanation: explain(match[2]!.replace(/ +/g, " ").trim()),
    });
  }
  return findings;
}

/** 'since three years' and 'during two years' → 'for three years': a length of time takes 'for'. */
export const forDuration: Rule = {
  id: "for-duration",
  description: "Uses 'for' with a length of time.",
  category: "preposition",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I have lived here since three years.", "I have lived here for three years."],
      ["Since two months we study English.", "For two months we study English."],
      ["I lived in Rome during two years.", "I lived in Rome for two years."],
      ["We talked during an hour.", "We talked for an hour."],
      ["We talked during hours.", "We talked for hours."],
      ["He has been ill during a long time.", "He has been ill for a long time."],
      ["I have known her since a long time.", "I have known her for a long time."],
    ],
    right: [
      "I have lived here for three years.",
      "I have lived here since 2019.",
      "During two days of talks, we agreed.",
      "Since a few days ago it rains.",
      "During the two years I lived there, I learned a lot.",
      "During a week in July, we visited four cities.",
      "During my three years at school, I sang in the choir.",
      "During years of war, the city suffered.",
      "During hours when the shop is closed, call this number.",
      "During a long time of peace, the town grew.",
      "I have not seen him since a while ago.",
      "During a time of crisis, people help each other.",
      "Since a long time had passed, nobody remembered him.",
    ],
  },
  check(doc) {
    const { text } = doc;
    return [
      ...findingsOf(
        text,
        SINCE,
        (length) => `'Since' needs a starting point ('since 2019'); a length of time takes 'for': 'for ${length}'.`,
      ),
      ...findingsOf(
        text,
        DURING,
        (length) =>
          `'During' says when something happens ('during the summer'); to say how long it lasts, use 'for': 'for ${length}'.`,
      ),
    ];
  },
};
