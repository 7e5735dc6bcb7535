import type { EditCategory } from "../correct/types";
import { ARTICLES, PREPOSITIONS } from "../document/closed-classes";
import { tokenise } from "../document/document";
import { infinitiveOf, infinitiveOfPresent, lexiconTags, pluralOf } from "../correct/inflection";
import { getLexicon } from "../correct/lexicon";
import type { TextChange } from "../correct/text-changes";


const lettersOf = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "");
const wordsOf = (text: string) => tokenise(text).flatMap((token) => (token.kind === "mark" ? [] : [token.lower]));
const quoted = (text: string) => `'${text.trim()}'`;

const VERB_TAGS = new Set(["Infinitive", "PresentTense", "PastTense", "Gerund", "Participle", "Copula", "Auxiliary"]);

/** The verb a word is a form of, if any: 'has' → 'have', 'went' → 'go', 'go' → 'go'. */
const verbOf = (word: string) => infinitiveOf(word) ?? infinitiveOfPresent(word) ?? word;

function categoryOf({ original, replacement }: TextChange): EditCategory {
  if (original.toLowerCase() === replacement.toLowerCase()) return "capitalisation";
  if (lettersOf(original) === lettersOf(replacement)) return "punctuation";
  const before = wordsOf(original);
  const after = wordsOf(replacement);
  if ([...before, ...after].every((word) => ARTICLES.has(word))) return "article";
  if ([...before, ...after].every((word) => PREPOSITIONS.has(word))) return "preposition";
  if (before.length > 1 && [...before].sort().join(" ") === [...after].sort().join(" ")) return "word order";
  if (before.length === 1 && after.length === 1) {
    const [from, to] = [before[0]!, after[0]!];
    if (!getLexicon().isWord(original.trim())) return "spelling";
    const isVerb = [from, to].some((word) => lexiconTags(word).some((tag) => VERB_TAGS.has(tag)));
    if (isVerb && verbOf(from) === verbOf(to)) return "verb form";
    if (pluralOf(from) === to || pluralOf(to) === from) return "noun number";
  }
  return "word choice";
}

/** A category and a one-line explanation for a change the LLM provider made. */
export function describeChange(change: TextChange): { category: EditCategory; explanation: string } {
  const category = categoryOf(change);
  const { original, replacement } = change;
  if (!replacement.trim()) return { category, explanation: `Leave out ${quoted(original)} here.` };
  if (!original.trim()) return { category, explanation: `Add ${quoted(replacement)} here.` };
  const explanations: Record<EditCategory, string> = {
    spelling: `Spell it ${quoted(replacement)}.`,
    capitalisation: `Write ${quoted(replacement)} with ${/\p{Lu}/u.test(replacement) ? "a capital letter" : "a small letter"}.`,
    punctuation: `Punctuate it like this: ${quoted(replacement)}.`,
    article: `Use ${quoted(replacement)} here, not ${quoted(original)}.`,
    preposition: `The right preposition here is ${quoted(replacement)}, not ${quoted(original)}.`,
    "word order": `Put the words in this order: ${quoted(replacement)}.`,
    "verb form": `Use ${quoted(replacement)} instead of ${quoted(original)}.`,
    tense: `Use ${quoted(replacement)} instead of ${quoted(original)}.`,
    "subject-verb agreement": `Use ${quoted(replacement)} instead of ${quoted(original)}.`,
    "noun number": `Use ${quoted(replacement)} instead of ${quoted(original)}.`,
    "word choice": `Write ${quoted(replacement)} instead of ${quoted(original)}.`,
    collocation: `Write ${quoted(replacement)} instead of ${quoted(original)}.`,
    repetition: `Leave out the repeated ${quoted(original)}.`,
    "missing word": `Write ${quoted(replacement)} instead of ${quoted(original)}.`,
  };
  return { category, explanation: explanations[category] };
}
