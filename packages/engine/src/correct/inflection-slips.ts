import { distance } from "fastest-levenshtein";
import { lexiconTags, verbForms } from "../document/inflection";
import type { Lexicon } from "../document/lexicon";

/**
 * Words a learner built with a regular ending the wrong way: the form they meant is one letter
 * away and made from a verb or noun the lexicon knows ('happend' → 'happened', 'makeing' →
 * 'making', 'geting' → 'getting', 'familys' → 'families', 'hopefull' → 'hopeful'). Only an
 * unknown word is looked at, and only one clear form is returned.
 */

// Endings that replace, as learners make plurals and adjectives: 'citys', 'watchs', 'carefull'.
const SUFFIX_SLIPS: [RegExp, string][] = [
  [/([^aeiou])ys$/, "$1ies"],
  [/(ch|sh|x|ss|zz)s$/, "$1es"],
  [/([a-z]{3,})full$/, "$1ful"],
];

/** The verbs a word ending in -ed, -d or -ing may have been made from ('stoped' → stop, 'makeing' → make). */
function possibleVerbs(lower: string, lexicon: Lexicon): string[] {
  const stem = /^(.{2,}?)(?:ed|d|ing)$/.exec(lower)?.[1];
  if (!stem) return [];
  return [...new Set([stem, `${stem}e`, stem.slice(0, -1), lower.slice(0, -1)])].filter(
    (verb) => verb.length > 2 && lexicon.isWord(verb) && !lexiconTags(verb).includes("Plural"),
  );
}

export function inflectionSlip(lower: string, lexicon: Lexicon): string | undefined {
  for (const [ending, replacement] of SUFFIX_SLIPS) {
    const candidate = lower.replace(ending, replacement);
    if (candidate !== lower && lexicon.isWord(candidate) && lexicon.frequency(candidate) > 0) return candidate;
  }
  const forms = new Set(
    possibleVerbs(lower, lexicon).flatMap((verb) => {
      const conjugated = verbForms(verb);
      return conjugated ? [lower.endsWith("ing") ? conjugated.gerund : conjugated.past] : [];
    }),
  );
  const near = [...forms].filter(
    (form) => form !== lower && distance(form, lower) === 1 && lexicon.isWord(form) && lexicon.frequency(form) > 0,
  );
  return near.length === 1 ? near[0] : undefined;
}
