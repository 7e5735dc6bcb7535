import type { Finding, Rule } from "../types";
import { matchCase } from "../match-case";

const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";
// Months that are also first names ('smile at June') are left out after 'at'.
const MONTHS_NOT_NAMES = MONTHS.split("|")
  .filter((month) => !["april", "may", "june"].includes(month))
  .join("|");
// 'on January seventh' names a day, which is right.
const ORDINAL_WORDS =
  "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|[a-z]+teenth|twentieth|thirtieth|twenty-[a-z]+|thirty-first";
const DAYS =
  "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays";

interface TimePattern {
  pattern: RegExp;
  right: string;
  explanation: string;
  /** Month and day names count only capitalised ("on march" may be the verb). */
  capitalised: boolean;
}

// "on May 5th" names a day, which is right.
const PATTERNS: TimePattern[] = [
  {
    pattern: new RegExp(String.raw`\b(on)(?= +(?:${MONTHS})\b(?!,? +\d| +the\b| +(?:${ORDINAL_WORDS})\b))`, "gi"),
    right: "in",
    explanation: "Use 'in' with months: 'in July'.",
    capitalised: true,
  },
  {
    pattern: new RegExp(
      String.raw`\b(at)(?= +(?:${MONTHS_NOT_NAMES})\b(?!,? +\d| +the\b| +(?:${ORDINAL_WORDS})\b))`,
      "gi",
    ),
    right: "in",
    explanation: "Use 'in' with months: 'in July'.",
    capitalised: true,
  },
  {
    pattern: new RegExp(
      String.raw`\b(in)(?= +(?:\d{1,2}(?:st|nd|rd|th)? +(?:of +)?(?:${MONTHS})|(?:${MONTHS}) +\d{1,2}(?:st|nd|rd|th)?)\b)`,
      "gi",
    ),
    right: "on",
    explanation: "Use 'on' with dates: 'on 5 May'.",
    capitalised: false,
  },
  {
    pattern:
      /\b(in)(?= +(?:my|your|his|her|our|their) +birthday\b(?! +(?:party|parties|cake|present|presents|card|cards|dinner|list|wish|wishes)\b))/gi,
    right: "on",
    explanation: "Use 'on' with a day: 'on my birthday'.",
    capitalised: false,
  },
  {
    pattern: new RegExp(String.raw`\b(in|at)(?= +(?:${DAYS})\b)`, "gi"),
    right: "on",
    explanation: "Use 'on' with days: 'on Monday'.",
    capitalised: true,
  },
  {
    pattern: /\b(at)(?= +the +(?:morning|afternoon|evening)\b)/gi,
    right: "in",
    explanation: "Say 'in the morning', 'in the afternoon', 'in the evening'.",
    capitalised: false,
  },
  { pattern: /\b(in)(?= +night\b)/gi, right: "at", explanation: "Say 'at night'.", capitalised: false },
  {
    pattern: /\b(on|at)(?= +(?:19|20)\d\d\b(?![-/.:,]\d))/gi,
    right: "in",
    explanation: "Use 'in' with years: 'in 2010'.",
    capitalised: false,
  },
  {
    pattern: /\b(in|on)(?= +\d{1,2}(?::\d\d)? *(?:am|pm|a\.m\.|p\.m\.|o'clock)(?![a-z]))/gi,
    right: "at",
    explanation: "Use 'at' with clock times: 'at 7 pm'.",
    capitalised: false,
  },
  {
    pattern: /\b(in|on)(?= +(?:midnight|noon|midday)\b)/gi,
    right: "at",
    explanation: "Use 'at' with a point in the day: 'at midnight', 'at noon'.",
    capitalised: false,
  },
  {
    // 'at the summer festival' names an event: only the season alone, or 'the summer of 2019'.
    pattern: /\b(at)(?= +the +(?:summer|winter|spring|autumn)(?= *[.,;!?]| *$| +of\b))/gim,
    right: "in",
    explanation: "Use 'in' with seasons: 'in the summer'.",
    capitalised: false,
  },
  {
    pattern: /\b(at)(?= +(?:summer|winter|spring|autumn)\b)/gi,
    right: "in",
    explanation: "Use 'in' with seasons: 'in summer'.",
    capitalised: false,
  },
];

/** 'on July' → 'in July', 'in Monday' → 'on Monday', 'at the morning' → 'in the morning'. */
export const timePreposition: Rule = {
  id: "time-preposition",
  description: "Uses the right preposition with months, days and parts of the day.",
  category: "preposition",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I want to travel on July.", "I want to travel in July."],
      ["We have class in Monday and at the morning.", "We have class on Monday and in the morning."],
      ["I was born at 2005 and we met in 7 pm at summer.", "I was born in 2005 and we met at 7 pm in summer."],
      ["The party in my birthday starts on 8 pm.", "The party on my birthday starts at 8 pm."],
      ["We left at August and came back in 3 September.", "We left in August and came back on 3 September."],
      ["The shop closes in midnight.", "The shop closes at midnight."],
      ["They got married at the summer of 2018.", "They got married in the summer of 2018."],
    ],
    right: [
      "I want to travel in July.",
      "The concert is on July 5th.",
      "It starts on the 5th of May.",
      "See you on Monday.",
      "It happened in the night.",
      "You may go on may.",
      "It costs 2010 euros at 2010-01-05.",
      "Be there in 5 minutes.",
      "They met in 2010.",
      "I smiled at June.",
      "The money was in my birthday card.",
      "It was uploaded on January seventh, 2017.",
      "We met at the summer festival.",
      "The film starts at midnight.",
      "It happened in the middle of the night.",
    ],
  },
  check(doc) {
    const { text } = doc;
    const findings: Finding[] = [];
    for (const { pattern, right, explanation, capitalised } of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        if (capitalised && !/^[A-Z]/.test(text.slice(match.index + match[1]!.length).trimStart())) continue;
        findings.push({
          start: match.index,
          end: match.index + match[1]!.length,
          replacement: matchCase(match[1]!, right),
          explanation,
        });
      }
    }
    return findings;
  },
};
