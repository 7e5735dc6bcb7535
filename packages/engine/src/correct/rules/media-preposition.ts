import type { Document, Word } from "../../document/document";
import { followingWord, optional, sequence } from "../../document/pattern";
import { matchCase } from "../match-case";
import type { Finding, Rule } from "../types";

const PLATFORMS = [
  "instagram",
  "tiktok",
  "whatsapp",
  "facebook",
  "youtube",
  "twitter",
  "snapchat",
  "telegram",
  "netflix",
];
// Verbs of talking: 'talk on the phone'.
const TALK = [
  "talk",
  "talks",
  "talked",
  "talking",
  "speak",
  "speaks",
  "spoke",
  "speaking",
  "chat",
  "chats",
  "chatted",
  "chatting",
];

/** Whether a noun follows, so the medium only describes it: 'in YouTube videos', 'in the radio station'. */
function describesNoun(doc: Document, last: Word): boolean {
  const next = followingWord(doc, last);
  if (!next?.joined) return doc.text.startsWith("-", last.end);
  const { tags } = doc.tags(next.index);
  return tags.includes("Noun") && !tags.some((tag) => tag === "Date" || tag === "Duration" || tag === "Pronoun");
}

const FRAMES = [
  { pattern: sequence("in", optional("the"), "internet"), right: "on the internet" },
  { pattern: sequence("in", PLATFORMS), right: "on" },
  { pattern: sequence("in", "tv"), right: "on TV" },
  { pattern: sequence("in", "the", "radio"), right: "on the radio" },
  { pattern: sequence(TALK, "in", "the", "phone"), right: "on the phone" },
];

/** 'in WhatsApp' → 'on WhatsApp', 'in the internet' → 'on the internet', 'in TV' → 'on TV'. */
export const mediaPreposition: Rule = {
  id: "media-preposition",
  description: "Uses 'on' with media and apps: 'on TV', 'on the internet', 'on Instagram'.",
  category: "preposition",
  label: "Prepositions with media (on TV, on the internet)",
  enabledByDefault: true,
  examples: {
    wrong: [
      ["She sent it in WhatsApp.", "She sent it on WhatsApp."],
      ["I read it in the internet and saw it in TV.", "I read it on the internet and saw it on TV."],
      ["He was talking in the phone.", "He was talking on the phone."],
    ],
    right: [
      "She sent it on WhatsApp.",
      "There are many adverts in YouTube videos.",
      "She wants a career in TV.",
      "He works in the radio station.",
      "She is interested in the internet and its history.",
      "The phone was in the bag.",
    ],
  },
  antipatterns: [
    {
      pattern: [
        [
          "career",
          "careers",
          "job",
          "jobs",
          "work",
          "works",
          "worked",
          "working",
          "interest",
          "interested",
          "invest",
          "invested",
          "investment",
          "trust",
          "belief",
          "believe",
          "changes",
          "growth",
        ],
        "in",
      ],
      example: "My sister works in TV.",
    },
  ],
  check(doc) {
    const findings: Finding[] = [];
    for (const { pattern, right } of FRAMES) {
      for (const { words, end } of pattern.matchAll(doc)) {
        const preposition = words.find((word) => word.lower === "in")!;
        if (describesNoun(doc, words.at(-1)!)) continue;
        const replacement = right === "on" ? "on" : right;
        const spanEnd = right === "on" ? preposition.end : end;
        findings.push({
          start: preposition.start,
          end: spanEnd,
          replacement: matchCase(preposition.text, replacement),
          explanation: `Say '${right === "on" ? `on ${words.at(-1)!.text}` : right}'.`,
        });
      }
    }
    return findings;
  },
};
