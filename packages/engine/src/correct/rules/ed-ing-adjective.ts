import type { Finding, Rule } from "../types";

// -ing adjectives describe what causes a feeling; a person who has the feeling takes the -ed form.
const FEELINGS: Record<string, string> = {
  boring: "bored",
  interesting: "interested",
  exciting: "excited",
  tiring: "tired",
  disappointing: "disappointed",
  embarrassing: "embarrassed",
  frightening: "frightened",
  terrifying: "terrified",
  confusing: "confused",
  surprising: "surprised",
  annoying: "annoyed",
  worrying: "worried",
  exhausting: "exhausted",
  depressing: "depressed",
  relaxing: "relaxed",
};
const PATTERN = new RegExp(
  String.raw`\b(?:I|[Ww]e)(?:'m|'re|\u2019m|\u2019re| +(?:am|are|was|were|felt|feel|get|got|became|become))(?: +(?:very|so|really|quite|too|extremely|a bit|a little|completely|totally))? +(${Object.keys(FEELINGS).join("|")})\b`,
  "g",
);

/** 'I was very boring' → 'I was very bored': how a person feels takes the -ed adjective. */
export const edIngAdjective: Rule = {
  id: "ed-ing-adjective",
  description: "Uses the -ed adjective for how I or we feel.",
  category: "word choice",
  label: "-ed and -ing words (bored, boring)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["I was very boring at the party.", "I was very bored at the party."],
      ["We are interesting in your course.", "We are interested in your course."],
      ["I'm so exciting about the trip.", "I'm so excited about the trip."],
    ],
    right: [
      "I was very bored at the party.",
      "The party was boring.",
      "I find it interesting.",
      "I am relaxing at home.",
    ],
  },
  check(doc) {
    const { text } = doc;
    const findings: Finding[] = [];
    for (const match of text.matchAll(PATTERN)) {
      const adjective = match[1]!;
      // "I am relaxing at home": a continuous verb, not a feeling.
      if (adjective === "relaxing" && /^\s+(?:at|in|on|by|with)\b/.test(text.slice(match.index + match[0].length)))
        continue;
      const end = match.index + match[0].length;
      const replacement = FEELINGS[adjective]!;
      findings.push({
        start: end - adjective.length,
        end,
        replacement,
        explanation: `To say how you feel, use '${replacement}'; '${adjective}' describes what makes you feel it.`,
      });
    }
    return findings;
  },
};
