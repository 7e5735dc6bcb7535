import { CATEGORY_OF_ERRANT_TYPE, type EditCategory } from "../correct/categories";
import { ARTICLES, UNCOUNTABLE_NOUNS } from "../document/closed-classes";
import type { TaggedEdit } from "./error-type";
import { explainArticle } from "./explain-article";
import type { TaggedToken } from "./tag-tokens";

/**
 * Redpen's category and a one-line explanation, naming the actual words, for an edit of a known
 * ERRANT type: what a B1 learner reads beside a correction someone else made.
 */

const MARK_NAMES: Record<string, string> = {
  ",": "a comma",
  ".": "a full stop",
  "?": "a question mark",
  "!": "an exclamation mark",
  "'": "an apostrophe",
  ";": "a semicolon",
  ":": "a colon",
  "-": "a hyphen",
  '"': "quotation marks",
};
const POS_NAMES: Record<string, string> = { NOUN: "noun", ADJ: "adjective", ADV: "adverb", VERB: "verb" };

const textOf = (tokens: readonly TaggedToken[]) =>
  tokens
    .map((token) => token.text)
    .join(" ")
    .replace(/ (?=[.,!?;:]|n't|'(?:s|re|m|ve|ll|d)\b)/g, "");
/** Quoted words on one line, long ones shortened: an explanation stays one short line. */
const q = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return `'${line.length > 60 ? `${line.slice(0, 57)}…` : line}'`;
};
const lemmaOf = (token: TaggedToken) => [...token.lemmas].find((lemma) => lemma !== token.lower) ?? token.lower;
const isRepeated = (removed: string, before: string, after: string) =>
  [before, after].some((word) => word && word.toLowerCase() === removed.toLowerCase());
const markName = (text: string) => MARK_NAMES[text] ?? q(text);

function categoryOf(
  type: string,
  o: readonly TaggedToken[],
  c: readonly TaggedToken[],
  repeated: boolean,
): EditCategory {
  const main = type.replace(/^[MRU]:/, "");
  if (repeated) return "repetition";
  if (main === "DET") return [...o, ...c].some((token) => ARTICLES.has(token.lower)) ? "article" : "word choice";
  if (main === "ORTH")
    return o.map((t) => t.lower).join(" ") === c.map((t) => t.lower).join(" ") ? "capitalisation" : "spelling";
  const category = CATEGORY_OF_ERRANT_TYPE.get(main);
  if (category) return category;
  return type.startsWith("M:") ? "missing word" : "word choice";
}

/** The explanation of an edit that adds words. */
function explainMissing(main: string, added: string, before: string, after: string): string {
  if (main === "PUNCT")
    return after ? `Put ${markName(added)} after ${q(before)}.` : `End the sentence with ${markName(added)}.`;
  if (main === "DET") return `Put ${q(added)} before ${q(after)}: ${q(`${added} ${after}`)}.`;
  if (main === "PREP" || main === "PART")
    return before ? `Add ${q(added)} after ${q(before)}: ${q(`${before} ${added}`)}.` : `Add ${q(added)} here.`;
  if (main === "VERB:FORM" && added.toLowerCase() === "to") return `Use 'to' before the verb: ${q(`to ${after}`)}.`;
  if (main === "VERB:TENSE") return `Add ${q(added)} to complete the verb: ${q(`${added} ${after}`.trim())}.`;
  if (main === "PRON") return `Add the pronoun ${q(added)}: a verb needs its subject or object.`;
  return `Add ${q(added)} here: ${q([before, added, after].filter(Boolean).join(" "))}.`;
}

/** The explanation of an edit that removes words. */
function explainUnnecessary(main: string, removed: string, before: string, after: string): string {
  if (isRepeated(removed, before, after)) return `The word ${q(removed)} is written twice.`;
  if (main === "PUNCT") return `Leave out ${markName(removed)}${before ? ` after ${q(before)}` : ""}.`;
  if (main === "DET" && after) return `Leave out ${q(removed)}: say ${q(after)} without it here.`;
  if ((main === "PREP" || main === "PART") && before && after)
    return `Leave out ${q(removed)}: say ${q(`${before} ${after}`)}.`;
  return `Leave out ${q(removed)} here.`;
}

/** The explanation of verbs replaced by another tense. */
function explainTense(o: string, c: readonly TaggedToken[]): string {
  const words = c.map((token) => token.lower);
  const corrected = textOf(c);
  const verb = c.findLast((token) => token.pos === "VERB");
  if (words.includes("will") || words.includes("'ll")) return `Use ${q(corrected)} for the future.`;
  if (words[0] === "had" && verb?.form === "VBN")
    return `Use the past perfect ${q(corrected)} for something that happened before another past event.`;
  if ((words[0] === "have" || words[0] === "has" || words[0] === "'ve") && verb?.form === "VBN")
    return `Use the present perfect ${q(corrected)}: it links the past to now.`;
  if ((words[0] === "was" || words[0] === "were") && verb?.form === "VBG")
    return `Use the past continuous ${q(corrected)} for an action that was going on.`;
  if (c.length === 1 && verb?.form === "VBD")
    return `Use ${q(corrected)}, the past of ${q(lemmaOf(verb))}, for a finished time in the past.`;
  if (c.length === 1 && (verb?.form === "VB" || verb?.form === "VBZ"))
    return `Use the present ${q(corrected)} here, not ${q(o)}.`;
  return `Use ${q(corrected)} here: the tense of ${q(o)} does not fit.`;
}

/** The explanation of words replaced by others. */
function explainReplaced(main: string, o: readonly TaggedToken[], c: readonly TaggedToken[], before: string): string {
  const [original, corrected] = [textOf(o), textOf(c)];
  const last = c.at(-1)!;
  switch (main) {
    case "SPELL":
      return `This word is spelt ${q(corrected)}.`;
    case "ORTH":
      if (original.toLowerCase() !== corrected.toLowerCase())
        return `Write ${q(corrected)} as ${corrected.includes(" ") ? "separate words" : "one word"}.`;
      return `Write ${q(corrected)} with ${/^\p{Lu}/u.test(corrected) ? "a capital letter" : "a small letter"}.`;
    case "PUNCT":
      return `Use ${markName(corrected)} here, not ${markName(original)}.`;
    case "VERB:TENSE":
      return explainTense(original, c);
    case "VERB:SVA":
      return last.form === "VBZ" || last.lower === "was"
        ? `With a singular subject, use ${q(corrected)}, not ${q(original)}.`
        : `With a plural subject, 'I' or 'you', use ${q(corrected)}, not ${q(original)}.`;
    case "VERB:FORM":
      if (c[0]?.lower === "to") return `Use 'to' and the base form here: ${q(corrected)}.`;
      if (last.form === "VBG") return `Use the -ing form here: ${q(corrected)}.`;
      if (last.form === "VBN") return `Use the past participle here: ${q(corrected)}.`;
      return `Use the base form of the verb here: ${q(corrected)}.`;
    case "VERB:INFL":
      return `The ${last.form === "VBD" ? "past" : "form"} of ${q(lemmaOf(last))} is ${q(corrected)}.`;
    case "NOUN:NUM":
      return last.form === "NNS" ? `Use the plural ${q(corrected)} here.` : `Use the singular ${q(corrected)} here.`;
    case "NOUN:INFL":
      return UNCOUNTABLE_NOUNS.has(last.lower) || last.form !== "NNS"
        ? `${q(corrected)} has no plural: it cannot be counted.`
        : `The plural of ${q(lemmaOf(last))} is ${q(corrected)}.`;
    case "NOUN:POSS":
      return `Show who something belongs to with an apostrophe: ${q(corrected)}.`;
    case "PREP":
    case "PART":
      return before
        ? `Say ${q(`${before} ${corrected}`)}, not ${q(`${before} ${original}`)}.`
        : `Use ${q(corrected)} here, not ${q(original)}.`;
    case "WO":
      return `Put the words in this order: ${q(corrected)}.`;
    case "ADJ:FORM":
      return last.form === "JJR" || c[0]?.lower === "more"
        ? `The comparative of ${q(lemmaOf(last))} is ${q(corrected)}.`
        : last.form === "JJS" || c[0]?.lower === "most"
          ? `The superlative of ${q(lemmaOf(last))} is ${q(corrected)}.`
          : `Use ${q(corrected)} here, not ${q(original)}.`;
    case "MORPH":
      return POS_NAMES[last.pos]
        ? `Use the ${POS_NAMES[last.pos]} ${q(corrected)} here, not ${q(original)}.`
        : `Use ${q(corrected)} here, not ${q(original)}.`;
    case "VERB":
      return `The verb that fits here is ${q(corrected)}, not ${q(original)}.`;
    default:
      return `Write ${q(corrected)} instead of ${q(original)}.`;
  }
}

/** Redpen's category and a one-line explanation of an edit of the given ERRANT type. */
export function explainEdit(
  type: string,
  { sentence, start, end, corrected }: TaggedEdit,
): { category: EditCategory; explanation: string } {
  const original = sentence.slice(start, end);
  const main = type.replace(/^[MRU]:/, "");
  const word = (token: TaggedToken | undefined) => (token && token.pos !== "PUNCT" ? token.text : "");
  const [before, after] = [word(sentence[start - 1]), word(sentence[end])];
  const repeated = corrected.length === 0 && isRepeated(textOf(original), before, after);
  const article = main === "DET" && !repeated ? explainArticle(original, corrected, sentence.slice(end)) : undefined;
  const explanation =
    article ??
    (original.length === 0
      ? explainMissing(main, textOf(corrected), before, after)
      : corrected.length === 0
        ? explainUnnecessary(main, textOf(original), before, after)
        : type === "UNK"
          ? `Check ${q(textOf(original))} here.`
          : explainReplaced(main, original, corrected, before));
  return { category: categoryOf(type, original, corrected, repeated), explanation };
}
