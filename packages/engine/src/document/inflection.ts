import nlp from "compromise/two";
import { NOT_PLURAL_NOUNS, PERSON_NOUNS } from "./closed-classes";
import { getLexicon } from "./lexicon";

/**
 * Word classes and inflections from compromise's lexicon and conjugator: which tag a word has on
 * its own, a verb's forms, a noun's plural. Lookups are cached; nothing here tags whole sentences.
 */

export interface VerbForms {
  infinitive: string;
  past: string;
  /** The third-person singular present: 'goes'. */
  present: string;
  gerund: string;
  participle: string;
}

interface World {
  model: { one: { lexicon: Record<string, string | string[] | undefined> } };
  methods: {
    two: {
      transform: {
        verb: {
          conjugate(infinitive: string, model: unknown): Record<string, string | undefined>;
          toInfinitive(word: string, model: unknown, tense: string): string;
        };
        noun: { toPlural(word: string, model: unknown): string; toSingular(word: string, model: unknown): string };
        adjective: {
          toComparative(word: string, model: unknown): string;
          toSuperlative(word: string, model: unknown): string;
          fromComparative(word: string, model: unknown): string;
          fromSuperlative(word: string, model: unknown): string;
        };
      };
    };
  };
}

const world = (nlp as unknown as { world(): World }).world();
const lexicon = world.model.one.lexicon;
const { verb, noun, adjective } = world.methods.two.transform;

// compromise leaves out a participle equal to the infinitive.
const PARTICIPLE_IS_INFINITIVE = new Set(["come", "become", "overcome", "run"]);

/** The tags compromise's lexicon gives a lower-case word on its own (none for words it does not list). */
export function lexiconTags(word: string): string[] {
  const tags = lexicon[word];
  return tags === undefined ? [] : Array.isArray(tags) ? tags : [tags];
}

const formsCache = new Map<string, VerbForms | undefined>();

/** Every form of the verb whose infinitive is given, or undefined when the conjugator has none. */
export function verbForms(infinitive: string): VerbForms | undefined {
  if (formsCache.has(infinitive)) return formsCache.get(infinitive);
  const forms = verb.conjugate(infinitive, world.model);
  const result =
    forms.Infinitive && forms.PastTense && forms.PresentTense && forms.Gerund
      ? {
          infinitive: forms.Infinitive,
          past: forms.PastTense,
          present: forms.PresentTense,
          gerund: forms.Gerund,
          participle: forms.Participle ?? (PARTICIPLE_IS_INFINITIVE.has(infinitive) ? infinitive : forms.PastTense),
        }
      : undefined;
  formsCache.set(infinitive, result);
  return result;
}

/** The infinitive of a past or third-person form the lexicon lists as such, else undefined. */
export function infinitiveOf(word: string): string | undefined {
  const tags = lexiconTags(word);
  const tense = tags.includes("PastTense") ? "PastTense" : tags.includes("PresentTense") ? "PresentTense" : undefined;
  if (!tense) return undefined;
  const infinitive = verb.toInfinitive(word, world.model, tense);
  const forms = infinitive ? verbForms(infinitive) : undefined;
  return forms && (forms.past === word || forms.present === word) ? infinitive : undefined;
}

/** The infinitive of a past participle ('broken' → 'break', 'visited' → 'visit'), else undefined. */
export function infinitiveOfParticiple(word: string): string | undefined {
  for (const tense of ["Participle", "PastTense"]) {
    const infinitive = verb.toInfinitive(word, world.model, tense);
    const forms = infinitive && infinitive !== word ? verbForms(infinitive) : undefined;
    if (forms && (forms.participle === word || forms.past === word)) return infinitive;
  }
  return undefined;
}

/** The infinitive of an -ing form ('going' → 'go', 'swimming' → 'swim'), else undefined. */
export function infinitiveOfGerund(word: string): string | undefined {
  if (!word.endsWith("ing")) return undefined;
  const infinitive = verb.toInfinitive(word, world.model, "Gerund");
  return infinitive && infinitive !== word && verbForms(infinitive)?.gerund === word ? infinitive : undefined;
}

/** The plural of a singular noun. */
export function pluralOf(word: string): string {
  return noun.toPlural(word, world.model);
}

/** The singular of a plural noun, when making it plural again gives the word back. */
export function singularOf(word: string): string | undefined {
  const singular = noun.toSingular(word, world.model);
  return singular && singular !== word && pluralOf(singular) === word ? singular : undefined;
}

// The plurals of the person nouns, made on first use: no other word can be the plural of one.
let personPlurals: ReadonlySet<string> | undefined;

/** Whether a lower-case word is a noun for a person (PERSON_NOUNS) or its plural: 'teacher', 'teachers', 'children'. */
export function isPersonNoun(word: string): boolean {
  if (PERSON_NOUNS.has(word)) return true;
  personPlurals ??= new Set([...PERSON_NOUNS].map(pluralOf));
  return personPlurals.has(word) && PERSON_NOUNS.has(singularOf(word) ?? "");
}

/** The plain adjective of a comparative or superlative ('bigger', 'happiest' → 'big', 'happy'), as the conjugator guesses it. */
export function adjectiveOfDegree(word: string): string | undefined {
  if (word.endsWith("est")) return adjective.fromSuperlative(word, world.model);
  if (word.endsWith("er")) return adjective.fromComparative(word, world.model);
  return undefined;
}

/** Whether a word is the -er form of an adjective the lexicon knows: 'cleaner' (clean), 'fitter' (fit); not 'driver'. */
export function isComparative(word: string): boolean {
  const plain = word.endsWith("er") ? adjectiveOfDegree(word) : undefined;
  return (
    plain !== undefined &&
    plain !== word &&
    lexiconTags(plain).includes("Adjective") &&
    degreesOf(plain).comparative === word
  );
}

/** The -er and -est forms of an adjective, as the conjugator makes them ('big' → 'bigger', 'biggest'; 'good' → 'better', 'best'). */
export function degreesOf(word: string): { comparative: string; superlative: string } {
  return {
    comparative: adjective.toComparative(word, world.model),
    superlative: adjective.toSuperlative(word, world.model),
  };
}

/** The infinitive of a word used as a third-person present ('plays' → 'play'), whatever else it may be. */
export function infinitiveOfPresent(word: string): string | undefined {
  if (!word.endsWith("s") || word.endsWith("ss")) return undefined;
  const infinitive = verb.toInfinitive(word, world.model, "PresentTense");
  return infinitive && infinitive !== word && verbForms(infinitive)?.present === word && getLexicon().isWord(infinitive)
    ? infinitive
    : undefined;
}

/** Whether a word right after a subject pronoun can be a base-form verb: the lexicon lists it as one, or as a noun the conjugator can turn into a verb ('visit', 'play'). */
export function isBaseVerbAfterSubject(word: string): boolean {
  const tags = lexiconTags(word);
  return (tags.includes("Infinitive") || tags.includes("Singular")) && verbForms(word) !== undefined;
}

/** Whether a lower-case word is a plural noun: listed as one, or the regular plural of a noun. */
export function isPluralNoun(word: string): boolean {
  if (NOT_PLURAL_NOUNS.has(word)) return false;
  const tags = lexiconTags(word);
  if (tags.some((tag) => tag === "Uncountable" || tag === "Duration" || tag === "Currency")) return false;
  if (tags.includes("Plural")) return true;
  if (tags.length > 0 || !word.endsWith("s") || word.endsWith("ss")) return false;
  return [word.slice(0, -1), word.slice(0, -2), `${word.slice(0, -3)}y`].some((singular) => {
    const singularTags = lexiconTags(singular);
    return (
      singular.length > 2 &&
      !singularTags.includes("Adjective") &&
      !singularTags.includes("Adverb") &&
      pluralOf(singular) === word &&
      getLexicon().isWord(singular)
    );
  });
}

// Past forms the conjugator does not give: 'learnt', 'dreamt'.
const ALTERNATIVE_PASTS = new Map([
  ["learnt", "learn"],
  ["spelt", "spell"],
  ["dreamt", "dream"],
  ["burnt", "burn"],
]);

/** Every form of the given verbs, as a word class for patterns: 'make' → make, makes, made, making. */
export function formsOf(...infinitives: string[]): ReadonlySet<string> {
  const forms = new Set<string>();
  for (const infinitive of infinitives) {
    const all = verbForms(infinitive);
    if (all) for (const form of Object.values(all)) forms.add(form);
  }
  for (const [past, infinitive] of ALTERNATIVE_PASTS) if (infinitives.includes(infinitive)) forms.add(past);
  return forms;
}

/**
 * The form of verb `to` that matches `word`, a form of verb `from` ('did', do → make: 'made'); a
 * past form becomes the participle when `participle` is set ('have made' → 'have done').
 * Undefined when `word` is no form of `from`.
 */
export function inflectLike(word: string, from: string, to: string, participle = false): string | undefined {
  const source = verbForms(from);
  const target = verbForms(to);
  if (!source || !target) return undefined;
  if (word === source.infinitive) return target.infinitive;
  if (word === source.present) return target.present;
  if (word === source.gerund) return target.gerund;
  if (word === source.past || word === source.participle || ALTERNATIVE_PASTS.get(word) === from)
    return participle || (word === source.participle && word !== source.past) ? target.participle : target.past;
  return undefined;
}

// How often a word's past form must be met (SUBTLEX count) for the word to be surely a verb too:
// 'studied', 'phoned' are; 'stationed', 'filmed' are too rare to make 'station' or 'film' one.
const VERB_PAST_FREQUENCY = 200;

/** Whether a lower-case word is the base form of a common verb, whatever else it is ('study', 'work', 'phone'): its past form is common. */
export function isCommonBaseVerb(word: string): boolean {
  const forms = verbForms(word);
  return forms?.infinitive === word && forms.past !== word && getLexicon().frequency(forms.past) >= VERB_PAST_FREQUENCY;
}
