/**
 * The kinds of edit the engine makes, in one table that the rest derives from: the category
 * list (its order is the engine's order on a tie), the name the student's feedback gives each,
 * the ERRANT error types classified as each, and the area of writing each belongs to.
 */

/** The area of writing a category's errors belong to: grammar, vocabulary, or the conventions of written text. */
export type CategoryArea = "grammar" | "vocabulary" | "conventions";

interface CategoryEntry {
  /** The name a B1 learner understands, with a hint where the grammar word alone says little. */
  label: string;
  /**
   * The ERRANT error types (without the M:, R: or U: operation) that are this category, its own
   * type first; none for a category ERRANT calls OTHER. DET and ORTH are the category's only when
   * the words say so (an article; a change of capitals alone), which the classifier checks.
   */
  errant: readonly string[];
  area: CategoryArea;
  /** Edits of these categories side by side touch one verb group ('she don't likes'). */
  verbGroup?: true;
}

export const CATEGORY_TABLE = {
  spelling: { label: "Spelling", errant: ["SPELL", "CONTR"], area: "vocabulary" },
  "verb form": { label: "Verb forms", errant: ["VERB:FORM", "VERB:INFL"], area: "grammar", verbGroup: true },
  tense: { label: "Tenses", errant: ["VERB:TENSE"], area: "grammar", verbGroup: true },
  "subject-verb agreement": {
    label: "Subject and verb (he likes, they like)",
    errant: ["VERB:SVA"],
    area: "grammar",
    verbGroup: true,
  },
  article: { label: "Articles (a, an, the)", errant: ["DET"], area: "grammar" },
  preposition: { label: "Prepositions (in, on, at)", errant: ["PREP", "PART"], area: "grammar" },
  "noun number": { label: "Singular and plural", errant: ["NOUN:NUM", "NOUN:INFL"], area: "grammar" },
  "word order": { label: "Word order", errant: ["WO"], area: "grammar" },
  "word choice": { label: "Word choice", errant: [], area: "vocabulary" },
  collocation: { label: "Words that go together", errant: [], area: "vocabulary" },
  punctuation: { label: "Punctuation", errant: ["PUNCT", "NOUN:POSS"], area: "conventions" },
  capitalisation: { label: "Capital letters", errant: ["ORTH"], area: "conventions" },
  repetition: { label: "Repeated words", errant: [], area: "vocabulary" },
  "missing word": { label: "Missing words", errant: [], area: "grammar" },
} as const satisfies Record<string, CategoryEntry>;

export type EditCategory = keyof typeof CATEGORY_TABLE;

/** The categories in the table's order. */
export const EDIT_CATEGORIES = Object.keys(CATEGORY_TABLE) as readonly EditCategory[];

/** The entry of a category. */
export const categoryEntry = (category: EditCategory): CategoryEntry => CATEGORY_TABLE[category];

/** The categories of an area of writing. */
export const categoriesOfArea = (area: CategoryArea): ReadonlySet<EditCategory> =>
  new Set(EDIT_CATEGORIES.filter((category) => categoryEntry(category).area === area));

/** The category of each ERRANT type (without its operation) that has one. */
export const CATEGORY_OF_ERRANT_TYPE: ReadonlyMap<string, EditCategory> = new Map(
  EDIT_CATEGORIES.flatMap((category) => categoryEntry(category).errant.map((type) => [type, category] as const)),
);

/** The ERRANT type of a category (without its operation): its own, or OTHER. */
export const errantTypeOf = (category: EditCategory): string => categoryEntry(category).errant[0] ?? "OTHER";
