import { findCertificateOption } from "../catalogue/catalogue";
import type { CertificateOption } from "../catalogue/types";
import { readDocument } from "../document/document";
import { type EssayFacts, hasVariedLinking, readEssayFacts } from "../grade/essay-facts";
import { isVerbatim, quotesOf, splitStatements } from "./student-quotes";

/**
 * Checks what a text says about an essay (the student's feedback, or the reasons of its grades)
 * against the essay's facts: its word count and range, sentences and their length, the clause and
 * linking words it uses or lacks, its paragraphs, its view at the start and its conclusion, and
 * every phrase quoted as the student's, which must be their words as written (the original
 * text, not the corrected one). Used by the tests, the feedback benchmark, and on a model's
 * feedback before it is shown.
 */

/** One statement that the essay contradicts. */
export interface Contradiction {
  /** The sentence that says it. */
  statement: string;
  /** What the essay shows instead. */
  fact: string;
}

/** What the check may also know: the format (for its word range) and the corrected text (for the fixes quoted). */
export interface ContradictionOptions {
  certificate?: string;
  corrected?: string;
}

interface Context {
  essay: string;
  facts: EssayFacts;
  option: CertificateOption | undefined;
  corrected: string | undefined;
}

/** A statement's pattern, and the fact it contradicts when it matches (undefined when the essay agrees). */
type Reader = [
  pattern: RegExp,
  check: (match: RegExpExecArray, context: Context, statement: string) => string | undefined,
];

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;
const unless = (holds: boolean, fact: string) => (holds ? undefined : fact);

/** What is said about the length, and the format's range. */
const LENGTH: Reader[] = [
  [
    /\b(?:your text|it) has (\d+) words?\b/i,
    (m, { facts }) => unless(+m[1]! === facts.words, `it has ${plural(facts.words, "word")}`),
  ],
  [
    /^(\d+) words?; the task asks/,
    (m, { facts }) => unless(+m[1]! === facts.words, `it has ${plural(facts.words, "word")}`),
  ],
  [
    /\band this task asks for\b/,
    (_m, { facts, option }) =>
      unless(!option || facts.words < option.min_words, `${plural(facts.words, "word")} is not under the range`),
  ],
  [
    /\bmore than the .* this task asks for\b/,
    (_m, { facts, option }) =>
      unless(
        !option || (option.max_words !== null && facts.words > option.max_words),
        `${plural(facts.words, "word")} is not over the range`,
      ),
  ],
  [
    /\bwhich is right for this task\b/,
    (_m, { facts, option }) =>
      unless(
        !option || (facts.words >= option.min_words && (option.max_words === null || facts.words <= option.max_words)),
        `${plural(facts.words, "word")} is outside the range`,
      ),
  ],
  [
    /\bwrite at least (\d+) words\b/i,
    (m, { facts }) => unless(facts.words < +m[1]!, `it already has ${plural(facts.words, "word")}`),
  ],
  [
    /\bkeep to (\d+) to (\d+) words\b/i,
    (m, { facts }) => unless(facts.words > +m[2]!, `it has ${plural(facts.words, "word")}`),
  ],
  [
    /\byour text is too short\b/i,
    (_m, { facts, option }) =>
      unless(!option || facts.words < option.min_words, `${plural(facts.words, "word")} is not too short`),
  ],
];

/** What is said about the paragraphs, the view at the start and the conclusion. */
const SHAPE: Reader[] = [
  [
    /\b(?:in|has|have|into|with) (\d+) paragraphs\b|^(\d+) paragraphs?\.$/i,
    (m, { facts }) => unless(+(m[1] ?? m[2])! === facts.paragraphs, `it has ${plural(facts.paragraphs, "paragraph")}`),
  ],
  [
    /\bplan (?:your text|it) in paragraphs\b/i,
    (_m, { facts }, statement) =>
      unless(/^plan it/i.test(statement) || facts.paragraphs < 3, `it has ${plural(facts.paragraphs, "paragraph")}`),
  ],
  [
    /\bgive each main idea a paragraph of its own\b/i,
    (_m, { facts }) => unless(facts.paragraphs < 2, `it has ${plural(facts.paragraphs, "paragraph")}`),
  ],
  [/\bstart each paragraph with\b/i, (_m, { facts }) => unless(facts.paragraphs >= 2, "it is one paragraph")],
  [
    /^A last paragraph sums up\b/,
    (_m, { facts }) => unless(facts.closing === "paragraph", "no last paragraph sums up"),
  ],
  [
    /^No last paragraph sums up\b/,
    (_m, { facts }) => unless(facts.closing !== "paragraph", "its last paragraph sums up"),
  ],
  [/^Nothing sums up at the end\b/, (_m, { facts }) => unless(facts.closing === "none", "its end sums up")],
  [
    /\blast sentences sum up\b/i,
    (_m, { facts }) => unless(facts.closing === "sentences", `its closing is ${facts.closing}`),
  ],
  [
    /\b(?:end|finish|close) (?:it |your (?:text|essay) )?with a (?:short |clear )?conclusion\b|\b(?:add|write|needs?) a conclusion\b|\bno conclusion\b/i,
    (_m, { facts }) => unless(facts.closing === "none", "it ends with a conclusion"),
  ],
  [
    /\bgive your conclusion a paragraph of its own\b/i,
    (_m, { facts }) => unless(facts.closing === "sentences", `its closing is ${facts.closing}`),
  ],
  [
    /\byour (?:conclusion|last paragraph) (?:is|sums|gives|restates|says)\b/i,
    (_m, { facts }) => unless(facts.closing !== "none", "nothing sums up at the end"),
  ],
  [
    /^It says what the writer thinks near the start\b/,
    (_m, { facts }) => unless(facts.opinionAtStart, "it gives no view at the start"),
  ],
  [
    /^It does not say what the writer thinks near the start\b/,
    (_m, { facts }) => unless(!facts.opinionAtStart, "it gives its view at the start"),
  ],
  [
    /\bmake your opinion clear (?:at the start|in your first paragraph)\b/i,
    (_m, { facts }) => unless(!facts.opinionAtStart, "it gives its view at the start"),
  ],
];

const devices = (facts: EssayFacts) => facts.linking.map((use) => use.device);
const shortFormat = (option: CertificateOption | undefined) => (option?.min_words ?? 100) < 100;

/** What is said about the linking words, the sentences and the structures. */
const LANGUAGE: Reader[] = [
  [
    /^Linking words: (.+?)(?:…|\.)$/,
    (m, { facts }) => {
      const missing = m[1]!.split(", ").filter((device) => !devices(facts).includes(device));
      return missing.length ? `it does not use ${missing.join(", ")}` : undefined;
    },
  ],
  [
    /^No linking words\b/,
    (_m, { facts }) => unless(facts.linking.length === 0, `it uses ${devices(facts).join(", ")}`),
  ],
  [
    /\ba good range of linking words\b/i,
    (_m, { facts, option }) =>
      unless(
        hasVariedLinking(devices(facts), shortFormat(option)),
        `it uses only ${devices(facts).join(", ") || "no linking words"}`,
      ),
  ],
  [
    /\bmore linking words\b/i,
    (_m, { facts, option }) =>
      unless(!hasVariedLinking(devices(facts), shortFormat(option)), `it already uses ${devices(facts).join(", ")}`),
  ],
  [
    /^(\d+) sentences?, ([\d.]+) words long on average; (\d+)% join ideas/,
    (m, { facts }) =>
      unless(
        +m[1]! === facts.sentences &&
          +m[2]! === facts.meanSentenceLength &&
          +m[3]! === Math.round(facts.complexSentenceShare * 100),
        `${plural(facts.sentences, "sentence")}, ${facts.meanSentenceLength} words on average, ${Math.round(facts.complexSentenceShare * 100)}% with a clause`,
      ),
  ],
  [
    /(?<!\byou )\b(?:try|write|use) (?:some |a few )?longer sentences\b|\byour sentences are (?:too |very |quite )?short\b|\bjoin two short sentences\b/i,
    (_m, { facts }) =>
      unless(facts.sentenceLength === "short", `its sentences are ${facts.meanSentenceLength} words long on average`),
  ],
  [
    /\byou write (?:long|longer) sentences\b|\byour sentences are (?:long|longer)\b/i,
    (_m, { facts }) =>
      unless(facts.sentenceLength === "long", `its sentences are ${facts.meanSentenceLength} words long on average`),
  ],
  [
    /\bread your longest sentences aloud\b|\bkeep your sentences short\b/i,
    (_m, { facts }) =>
      unless(facts.sentenceLength !== "short", `its sentences are ${facts.meanSentenceLength} words long on average`),
  ],
  [
    /^Structures beyond the simple sentence: (.+)\.$/,
    (m, { facts }) => {
      const named = [...m[1]!.matchAll(/“([^”]+)”/g)].map((found) => found[1]!);
      const missing = named.filter((name) => !facts.advancedStructures.includes(name));
      return missing.length ? `it does not use ${missing.join(", ")}` : undefined;
    },
  ],
  [
    /\btry a few new structures\b/i,
    (_m, { facts }, statement) => {
      const named = [...statement.matchAll(/“([^”]+)”/g)].map((found) => found[1]!);
      const used = named.filter((name) => facts.advancedStructures.includes(name));
      return used.length ? `it already uses ${used.join(", ")}` : undefined;
    },
  ],
];

const READERS = [...LENGTH, ...SHAPE, ...LANGUAGE];

/** The statement's quotes that the essay does not bear out: the student's words not written so, suggestions already used, fixes not in the corrected text. */
function quoteContradictions(statement: string, { essay, corrected }: Context): string[] {
  return quotesOf(statement).flatMap(({ text, role }) => {
    if (role === "student" && !isVerbatim(text, essay)) return [`“${text}” is not in the essay as written`];
    if (role === "suggestion" && !text.includes("…") && isVerbatim(text.toLowerCase(), essay.toLowerCase()))
      return [`the essay already uses “${text}”`];
    if (role === "correction" && corrected !== undefined && !isVerbatim(text, corrected))
      return [`“${text}” is not in the corrected text`];
    return [];
  });
}

/** Every statement of `text` that the essay contradicts, in order; empty when all agree with it. */
export function findContradictions(text: string, essay: string, options: ContradictionOptions = {}): Contradiction[] {
  const context: Context = {
    essay,
    facts: readEssayFacts(readDocument(essay)),
    option: options.certificate ? findCertificateOption(options.certificate) : undefined,
    corrected: options.corrected,
  };
  return splitStatements(text).flatMap((statement) => {
    const facts = quoteContradictions(statement, context);
    for (const [pattern, check] of READERS) {
      const match = pattern.exec(statement);
      const fact = match && check(match, context, statement);
      if (fact) facts.push(fact);
    }
    return facts.map((fact) => ({ statement, fact }));
  });
}
