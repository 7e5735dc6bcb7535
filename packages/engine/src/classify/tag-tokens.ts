import { readDocument } from "../document/document";
import {
  ARTICLES,
  BE_FORMS,
  COORDINATORS,
  DEMONSTRATIVES,
  DO_FORMS,
  HAVE_FORMS,
  MODALS,
  OTHER_PREPOSITIONS,
  OTHER_PRONOUNS,
  POSSESSIVES,
  PREPOSITIONS,
  PRONOUNS,
  QUANTIFYING_DETERMINERS,
  SUBORDINATORS,
} from "../document/closed-classes";
import { lemmasOf } from "./lemmas";
import type { Form, Pos, TaggedToken } from "./tagged-token";

export type { Form, Pos, TaggedToken };

/**
 * The words of a tokenised sentence (as GEC corpora tokenise: "do n't", "word ,") with the coarse
 * part of speech and the verb, noun and adjective forms that ERRANT's classification reads. The
 * sentence is put back together and read through the Document, so compromise tags each word in
 * context; closed word classes are settled by their lists.
 */

export const CONTRACTIONS: ReadonlySet<string> = new Set(["n't", "'s", "'re", "'m", "'ve", "'ll", "'d"]);
const ATTACHED = /^(?:[.,!?;:%)\]}]|n't|'(?:s|re|m|ve|ll|d))$/i;
const ADVERBS = new Set(
  "not never very also too there here when where why how then now just only even still already ago however ever always often sometimes usually quite rather really almost perhaps maybe else instead so yet therefore moreover furthermore nowadays anymore".split(
    " ",
  ),
);
const INTERJECTIONS = new Set("yes oh hello hi please okay ok wow dear".split(" "));
const PARTICLES = new Set("up out off down away back".split(" "));
const VERB_FORMS: Record<string, Form> = {
  am: "VB",
  are: "VB",
  is: "VBZ",
  was: "VBD",
  were: "VBD",
  be: "VB",
  been: "VBN",
  being: "VBG",
  have: "VB",
  has: "VBZ",
  had: "VBD",
  having: "VBG",
  do: "VB",
  does: "VBZ",
  did: "VBD",
  done: "VBN",
  doing: "VBG",
  "'s": "VBZ",
  "'re": "VB",
  "'m": "VB",
  "'ve": "VB",
  "'d": "VBD",
  "'ll": "VB",
  ca: "VB",
  wo: "VB",
};

/** The sentence's text with each token's offset: no space before a closing mark or a contraction. */
function detokenise(tokens: readonly string[]): { text: string; starts: number[] } {
  let text = "";
  const starts: number[] = [];
  tokens.forEach((token, i) => {
    if (i > 0 && !ATTACHED.test(token) && !/^[([$]$/.test(tokens[i - 1]!)) text += " ";
    starts.push(text.length);
    text += token;
  });
  return { text, starts };
}

const isVerbTags = (tags: readonly string[]) => tags.includes("Verb") && !tags.includes("Particle");

/** Tags each token of a tokenised sentence. */
export function tagTokens(tokens: readonly string[]): TaggedToken[] {
  const { text, starts } = detokenise(tokens);
  const doc = readDocument(text);
  const wordAt = new Map<number, number>();
  for (const word of doc.words) for (let c = word.start; c < word.end; c++) wordAt.set(c, word.index);
  const compromiseTags = starts.map((start) => {
    const word = wordAt.get(start);
    return word === undefined ? [] : doc.tags(word).tags;
  });
  const lowers = tokens.map((token) => token.toLowerCase());
  const tagged = lowers.map((lower, i) => {
    const [pos, form] = posOf(lower, i, lowers, compromiseTags);
    return { text: tokens[i]!, lower, pos, form, lemmas: lemmasOf(lower, pos), aux: false };
  });
  // An auxiliary has a main verb after it, past adverbs, 'not' and (in a question) its subject.
  tagged.forEach((token, i) => {
    if (token.pos !== "VERB" || !(token.lower in VERB_FORMS || MODALS.has(token.lower))) return;
    for (let j = i + 1; j < Math.min(tagged.length, i + 4); j++) {
      const next = tagged[j]!;
      if (next.pos === "VERB") return void (token.aux = next.form !== "VBZ" && next.form !== "VBD");
      if (next.pos !== "ADV" && next.pos !== "PRON") return;
    }
  });
  return tagged;
}

/** The part of speech and form of the token at `i`: closed classes by their lists, the rest by compromise in context. */
function posOf(
  lower: string,
  i: number,
  lowers: readonly string[],
  compromiseTags: readonly (readonly string[])[],
): [Pos, Form] {
  const next = lowers[i + 1] ?? "";
  const nextTags = compromiseTags[i + 1] ?? [];
  const previous = lowers[i - 1] ?? "";
  const nextIsNominal =
    (nextTags.includes("Noun") || nextTags.includes("Adjective")) &&
    !nextTags.includes("Pronoun") &&
    !PRONOUNS.has(next);
  if (/^[^\p{L}\p{N}]+$/u.test(lower)) return [/^[$#@&*+=<>|~^]+$/.test(lower) ? "SYM" : "PUNCT", ""];
  if (/^\p{N}/u.test(lower)) return ["NUM", ""];
  if (lower === "n't" || lower === "not") return ["ADV", ""];
  if (lower === "'s")
    return PRONOUNS.has(previous) || ["there", "here", "what", "that", "who", "where", "how", "it"].includes(previous)
      ? ["VERB", "VBZ"]
      : ["PART", "POS"];
  if (lower === "'ll" || lower === "'d" || MODALS.has(lower) || lower === "ca" || lower === "wo")
    return ["VERB", lower === "'d" ? "VBD" : "VB"];
  if (lower in VERB_FORMS || BE_FORMS.has(lower) || HAVE_FORMS.has(lower) || DO_FORMS.has(lower))
    return ["VERB", VERB_FORMS[lower] ?? "VB"];
  if (lower === "to")
    return isVerbTags(nextTags) && !nextTags.includes("Gerund") && !nextTags.includes("Noun")
      ? ["PART", ""]
      : ["PREP", ""];
  if (ARTICLES.has(lower) || QUANTIFYING_DETERMINERS.has(lower)) return ["DET", ""];
  if (lower === "that")
    return nextIsNominal || /^(?:\p{L}+s|people|thing)$/u.test(previous) ? ["DET", ""] : ["PREP", ""];
  if (DEMONSTRATIVES.has(lower)) return ["DET", ""];
  if (lower === "her") return nextIsNominal ? ["DET", ""] : ["PRON", ""];
  if (POSSESSIVES.has(lower)) return ["DET", ""];
  if (lower === "what") return nextIsNominal ? ["DET", ""] : ["PRON", ""];
  if (PRONOUNS.has(lower) || OTHER_PRONOUNS.has(lower)) return ["PRON", ""];
  if (COORDINATORS.has(lower)) return ["CONJ", ""];
  if (PARTICLES.has(lower) && (compromiseTags[i]!.includes("Particle") || isVerbTags(compromiseTags[i - 1] ?? [])))
    return ["PART", ""];
  if (
    PREPOSITIONS.has(lower) ||
    OTHER_PREPOSITIONS.has(lower) ||
    // As ERRANT types them (spaCy's SCONJ); 'when' and 'where' are adverbs (WRB).
    (SUBORDINATORS.has(lower) && !ADVERBS.has(lower)) ||
    (lower === "like" && !isVerbTags(compromiseTags[i]!))
  )
    return ["PREP", ""];
  if (ADVERBS.has(lower)) return ["ADV", ""];
  if (INTERJECTIONS.has(lower)) return ["INTJ", ""];
  return openClass(lower, compromiseTags[i]!, lowers.slice(Math.max(0, i - 2), i));
}

/** Verbs, nouns, adjectives and adverbs, as compromise tags them; a word it does not know is a noun. */
function openClass(lower: string, tags: readonly string[], before: readonly string[]): [Pos, Form] {
  if (tags.includes("Value") || tags.includes("Cardinal")) return ["NUM", ""];
  if (tags.includes("Expression")) return ["INTJ", ""];
  if (isVerbTags(tags)) {
    if (tags.includes("Gerund")) return ["VERB", "VBG"];
    const afterAuxiliary = before.some(
      (word) => HAVE_FORMS.has(word) || BE_FORMS.has(word) || word === "'ve" || word === "'s",
    );
    if (tags.includes("Participle") || (tags.includes("PastTense") && afterAuxiliary)) return ["VERB", "VBN"];
    if (tags.includes("PastTense")) return ["VERB", "VBD"];
    if (tags.includes("PresentTense") && !tags.includes("Infinitive") && lower.endsWith("s")) return ["VERB", "VBZ"];
    return ["VERB", "VB"];
  }
  if (tags.includes("Adjective"))
    return ["ADJ", tags.includes("Comparative") ? "JJR" : tags.includes("Superlative") ? "JJS" : "JJ"];
  if (tags.includes("Adverb")) return ["ADV", ""];
  return ["NOUN", tags.includes("Plural") ? "NNS" : "NN"];
}
