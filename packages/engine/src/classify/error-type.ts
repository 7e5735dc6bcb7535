import { diffChars } from "diff";
import { pluralOf } from "../document/inflection";
import { getLexicon } from "../document/lexicon";
import { BE_FORMS, DO_FORMS, HAVE_FORMS, MODALS } from "../document/closed-classes";
import { verbFormOf } from "./lemmas";
import { CONTRACTIONS, type Pos, type TaggedToken } from "./tag-tokens";

/**
 * ERRANT's error type of an edit: the operation (M missing, R replaced, U unnecessary) and the
 * main type (DET, PREP, VERB:TENSE, NOUN:NUM, SPELL...), decided as ERRANT's classifier decides
 * it, from the words on both sides with their parts of speech, forms and lemmas in context
 * (Bryant, Felice and Briscoe 2017). Without a dependency parse, an auxiliary is a be, have, do or
 * modal form with its main verb after it.
 */

/** An edit on a tagged sentence: the original tokens `start` to `end` (exclusive) become `corrected`. */
export interface TaggedEdit {
  sentence: readonly TaggedToken[];
  start: number;
  end: number;
  corrected: readonly TaggedToken[];
}

const OPEN_CLASSES: ReadonlySet<Pos> = new Set(["ADJ", "ADV", "NOUN", "VERB"]);
const AUXILIARY_WORDS: ReadonlySet<string> = new Set([
  ...BE_FORMS,
  ...HAVE_FORMS,
  ...DO_FORMS,
  ...MODALS,
  "'ll",
  "'ve",
  "'re",
  "'m",
  "'d",
  "'s",
  "not",
  "n't",
]);
const RARE: ReadonlySet<Pos> = new Set(["INTJ", "NUM", "SYM", "X"]);
const SHORT_AUXILIARIES: Record<string, string> = { ca: "can", wo: "will", sha: "shall" };
const DERIVATIONAL_SUFFIX =
  /(?:ations?|itions?|ness|ments?|ity|ities|ful|fully|less|ly|ously|ous|ive|ical|ic|al|ally|ings?|ed|ers?|est|ies|es|s|y|ence|ance|ent|ant|able|ible|ise|ize|ised|ized|ist|ism|ian|e)$/;

const sameLemma = (a: TaggedToken, b: TaggedToken) => [...a.lemmas].some((lemma) => b.lemmas.has(lemma));
const posList = (tokens: readonly TaggedToken[]) => new Set(tokens.map((token) => token.pos));
const isOnly = (set: ReadonlySet<string>, ...values: string[]) =>
  set.size === values.length && values.every((value) => set.has(value));

/** The share of letters two words have in common, as python-Levenshtein's `ratio`: 2 × their longest common subsequence ÷ their lengths. */
function letterRatio(a: string, b: string): number {
  // Every minimal diff keeps a longest common subsequence, whichever of them it picks.
  const common = diffChars(a, b).reduce((sum, part) => (part.added || part.removed ? sum : sum + part.value.length), 0);
  return (2 * common) / (a.length + b.length || 1);
}

/** A stem without derivational endings, as an aggressive stemmer gives it: 'happiness', 'happily' → 'happ'. */
function stemOf(word: string): string {
  let stem = word;
  for (let i = 0; i < 3; i++) {
    stem = stem.replace(/i$/, "y");
    const shorter = stem.replace(DERIVATIONAL_SUFFIX, "");
    if (shorter === stem || shorter.length < 3) break;
    stem = shorter;
  }
  return stem.replace(/i$/, "y").replace(/(\w)\1$/, "$1");
}

/** Whether an auxiliary (or infinitive 'to') stands before the word at `index`, past adverbs. */
function afterAuxiliary(sentence: readonly TaggedToken[], index: number): boolean {
  for (let i = index - 1; i >= Math.max(0, index - 3); i--) {
    const token = sentence[i]!;
    if (token.aux || (token.lower === "to" && token.pos === "PART")) return true;
    if (token.pos !== "ADV") return false;
  }
  return false;
}

/** The type of an edit with words on one side only. */
function oneSidedType(tokens: readonly TaggedToken[]): string {
  const [first] = tokens;
  if (tokens.length === 1 && first) {
    if (first.form === "POS") return "NOUN:POSS";
    if (CONTRACTIONS.has(first.lower)) return "CONTR";
    if (first.lower === "to" && first.pos === "PART") return "VERB:FORM";
  }
  if (tokens.every((token) => token.aux)) return "VERB:TENSE";
  const pos = posList(tokens);
  if (pos.size === 1 && !RARE.has(first!.pos)) return first!.pos;
  if (isOnly(pos, "PART", "VERB")) return "VERB";
  return "OTHER";
}

/** The type of one word replaced by another. */
function oneWordType(o: TaggedToken, c: TaggedToken, edit: TaggedEdit): string {
  if (o.form === "POS" || c.form === "POS") return "NOUN:POSS";
  if ((CONTRACTIONS.has(o.lower) || CONTRACTIONS.has(c.lower)) && o.pos === c.pos) return "CONTR";
  if (SHORT_AUXILIARIES[o.lower] === c.lower || SHORT_AUXILIARIES[c.lower] === o.lower) return "CONTR";
  if (o.lower in SHORT_AUXILIARIES || c.lower in SHORT_AUXILIARIES) return "VERB:TENSE";
  if (new Set([o.lower, c.lower]).size === 2 && [o.lower, c.lower].every((word) => word === "was" || word === "were"))
    return "VERB:SVA";

  // Spelling and inflection: an original word no dictionary knows.
  const lexicon = getLexicon();
  if (/^\p{L}+$/u.test(o.text) && !lexicon.isBritishWord(o.text) && !lexicon.isBritishWord(o.lower)) {
    if (sameLemma(o, c)) return o.pos === c.pos && (o.pos === "NOUN" || o.pos === "VERB") ? `${o.pos}:INFL` : "MORPH";
    if (letterRatio(o.lower, c.lower) > 0.5) return "SPELL";
    return o.pos === c.pos && !RARE.has(o.pos) ? o.pos : "OTHER";
  }

  // A noun and its plural, whatever the tagger made of the other one ('building' → 'buildings').
  if ((o.pos === "NOUN" || c.pos === "NOUN") && (pluralOf(o.lower) === c.lower || pluralOf(c.lower) === o.lower))
    return "NOUN:NUM";

  // Inflection: two forms of one word.
  const open = OPEN_CLASSES.has(o.pos) && OPEN_CLASSES.has(c.pos);
  if (open && sameLemma(o, c)) {
    if (o.pos === c.pos) {
      if (o.pos === "ADJ") return "ADJ:FORM";
      if (o.pos === "NOUN") return "NOUN:NUM";
      if (o.pos === "VERB") {
        if (!o.aux && !c.aux && afterAuxiliary(edit.sentence, edit.start)) return "VERB:FORM";
        const forms = [o.form, c.form];
        if (forms.includes("VBG") || forms.includes("VBN")) return "VERB:FORM";
        if (forms.includes("VBD")) return "VERB:TENSE";
        if (forms.includes("VBZ")) return "VERB:SVA";
        if (o.aux && c.aux) return "VERB:TENSE";
      }
    }
    // The tagger read one of two forms of a verb as another word class: the conjugator knows them both.
    const shared = new Set([...o.lemmas].filter((lemma) => c.lemmas.has(lemma)));
    const verbForms = [verbFormOf(o.lower, shared), verbFormOf(c.lower, shared)];
    if (verbForms.every(Boolean)) {
      if (verbForms.includes("VBG") || verbForms.includes("VBN")) return "VERB:FORM";
      if (verbForms.includes("VBD")) return "VERB:TENSE";
      if (verbForms.includes("VBZ")) return "VERB:SVA";
    }
    if (o.pos === "ADJ" && c.form === "NNS") return "NOUN:NUM";
    if (c.form === "VBG" || c.form === "VBN") return "VERB:FORM";
    if (c.form === "VBD") return "VERB:TENSE";
    if (c.form === "VBZ") return "VERB:SVA";
    return "MORPH";
  }
  if (open && stemOf(o.lower) === stemOf(c.lower)) return "MORPH";

  if (o.aux && c.aux) return "VERB:TENSE";
  if (o.pos === c.pos && !RARE.has(o.pos)) return o.pos;
  const pos = posList([o, c]);
  if (isOnly(pos, "PART", "PREP")) return "PART";
  if (isOnly(pos, "DET", "PRON")) return c.pos;
  return "OTHER";
}

/** The type of words replaced by other words. */
function twoSidedType(edit: TaggedEdit): string {
  const o = edit.sentence.slice(edit.start, edit.end);
  const c = edit.corrected;
  const lowers = (tokens: readonly TaggedToken[]) => tokens.map((token) => token.lower);
  if (lowers(o).join("") === lowers(c).join("")) return "ORTH";
  if (lowers(o).sort().join(" ") === lowers(c).sort().join(" ")) return "WO";
  if (o.length === 1 && c.length === 1) return oneWordType(o[0]!, c[0]!, edit);

  const all = [...o, ...c];
  if (all.every((token) => token.aux)) return "VERB:TENSE";
  // One verb with other auxiliaries around it ('are getting' → 'get'), however its form was tagged.
  const auxiliaryWords = (tokens: readonly TaggedToken[]) =>
    tokens.slice(0, -1).every((token) => AUXILIARY_WORDS.has(token.lower));
  if (sameLemma(o.at(-1)!, c.at(-1)!) && auxiliaryWords(o) && auxiliaryWords(c) && o.at(-1)!.pos !== "PART")
    return "VERB:TENSE";
  const pos = posList(all);
  const first = all[0]!;
  const lastSame = sameLemma(o.at(-1)!, c.at(-1)!);
  if (pos.size === 1) {
    if (first.pos === "VERB" && lastSame) return "VERB:TENSE";
    if (!RARE.has(first.pos)) return first.pos;
  }
  if (isOnly(pos, "PART", "VERB")) return lastSame ? "VERB:FORM" : "VERB";
  if ((o.length === 2 && o[1]!.form === "POS") || (c.length === 2 && c[1]!.form === "POS")) {
    if (sameLemma(o[0]!, c[0]!)) return "NOUN:POSS";
  }
  const degree = (tokens: readonly TaggedToken[]) => tokens[0]!.lower === "more" || tokens[0]!.lower === "most";
  if ((degree(o) || degree(c)) && lastSame && o.length <= 2 && c.length <= 2) return "ADJ:FORM";
  return "OTHER";
}

/** The full ERRANT type of an edit: 'R:VERB:TENSE', 'M:DET', 'U:PUNCT'; 'UNK' when nothing changes. */
export function errorType(edit: TaggedEdit): string {
  const o = edit.sentence.slice(edit.start, edit.end);
  const c = edit.corrected;
  if (o.length === 0 && c.length === 0) return "UNK";
  if (o.length === 0) return `M:${oneSidedType(c)}`;
  if (c.length === 0) return `U:${oneSidedType(o)}`;
  if (o.map((token) => token.text).join(" ") === c.map((token) => token.text).join(" ")) return "UNK";
  // A case change at the end of a longer edit ('Doctor' → 'The doctor') is left out of its type.
  if (o.at(-1)!.lower === c.at(-1)!.lower && (o.length > 1 || c.length > 1)) {
    return errorType({ ...edit, end: edit.end - 1, corrected: c.slice(0, -1) });
  }
  return `R:${twoSidedType(edit)}`;
}
