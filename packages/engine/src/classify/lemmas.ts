import { IRREGULAR_VERBS } from "../correct/data/irregular-verbs";
import { adjectiveOfDegree, infinitiveOf, infinitiveOfPresent, singularOf, verbForms } from "../document/inflection";
import { getLexicon } from "../document/lexicon";
import { BE_FORMS, DO_FORMS, HAVE_FORMS } from "../document/closed-classes";
import type { Pos } from "./tagged-token";

/**
 * The lemmas a word can have: its infinitive as a verb, its singular as a noun, its plain form as
 * an adjective, and itself. Two words share a lemma when they are forms of one word.
 */

const FIXED: Record<string, string[]> = {
  "'s": ["be", "have"],
  "'re": ["be"],
  "'m": ["be"],
  "'ve": ["have"],
  "'ll": ["will"],
  "'d": ["would", "have"],
  "n't": ["not"],
  ca: ["can"],
  wo: ["will"],
  better: ["good", "well"],
  best: ["good", "well"],
  worse: ["bad"],
  worst: ["bad"],
  more: ["many", "much"],
  most: ["many", "much"],
  less: ["little"],
  least: ["little"],
  further: ["far"],
  farther: ["far"],
  an: ["a"],
  children: ["child"],
  people: ["person"],
};

let irregular: Map<string, string> | undefined;

/** The infinitive of a form the conjugator builds from it: 'went', 'gone', 'making', 'tried', 'stopped'. */
function infinitiveOfForm(word: string): string | undefined {
  irregular ??= new Map(
    IRREGULAR_VERBS.flatMap(([base, past, participle]) => [
      [past, base],
      [participle, base],
    ]),
  );
  const known = infinitiveOf(word) ?? infinitiveOfPresent(word) ?? irregular.get(word);
  if (known) return known;
  const stem = word.replace(/(?:ing|ed|d)$/, "");
  if (stem === word) return undefined;
  const candidates = [
    stem,
    `${stem}e`,
    stem.replace(/(\w)\1$/, "$1"),
    stem.replace(/i$/, "y"),
    stem.replace(/y$/, "ie"),
  ];
  // The conjugator conjugates anything ('gette' → 'getting'): only real words are candidates.
  return candidates.find((candidate) => {
    const forms = candidate.length > 1 && getLexicon().isWord(candidate) ? verbForms(candidate) : undefined;
    // British spelling doubles a final l the conjugator leaves single: 'travelling', 'cancelled'.
    return (
      forms !== undefined &&
      [forms.gerund, forms.past, forms.participle].some(
        (form) => form === word || form.replace(/([^aeiou]l)(ing|ed)$/, (_, l, end) => `${l}l${end}`) === word,
      )
    );
  });
}

const OPEN_CLASSES: ReadonlySet<Pos> = new Set(["NOUN", "VERB", "ADJ", "ADV"]);

/** What form of its verb a word is, from the conjugator: 'went' → VBD, 'going' → VBG; undefined when it is none. */
export function verbFormOf(
  word: string,
  lemmas: ReadonlySet<string>,
): "VB" | "VBD" | "VBG" | "VBN" | "VBZ" | undefined {
  for (const lemma of lemmas) {
    const forms = verbForms(lemma);
    if (!forms) continue;
    if (word === forms.gerund) return "VBG";
    // A regular past is also the participle: without an auxiliary before it, it is read as the past.
    if (word === forms.past) return "VBD";
    if (word === forms.participle) return "VBN";
    if (word === forms.present) return "VBZ";
    if (word === forms.infinitive) return "VB";
  }
  return undefined;
}

export function lemmasOf(lower: string, pos: Pos): ReadonlySet<string> {
  const lemmas = new Set([lower, ...(FIXED[lower] ?? [])]);
  if (BE_FORMS.has(lower)) lemmas.add("be");
  if (HAVE_FORMS.has(lower)) lemmas.add("have");
  if (DO_FORMS.has(lower) || lower === "done") lemmas.add("do");
  if (!OPEN_CLASSES.has(pos)) return lemmas;
  for (const lemma of [
    infinitiveOfForm(lower),
    singularOf(lower),
    pos === "ADJ" || pos === "ADV" ? adjectiveOfDegree(lower) : undefined,
  ])
    if (lemma) lemmas.add(lemma);
  return lemmas;
}
