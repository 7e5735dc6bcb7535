/** Universal parts of speech as ERRANT names them (PREP for ADP, CONJ for CCONJ). */
export type Pos =
  "ADJ" | "ADV" | "CONJ" | "DET" | "INTJ" | "NOUN" | "NUM" | "PART" | "PREP" | "PRON" | "PUNCT" | "SYM" | "VERB" | "X";

/** The Penn Treebank forms that matter to ERRANT's types: verb tense and form, noun number, adjective degree, the possessive 's. */
export type Form = "VB" | "VBD" | "VBG" | "VBN" | "VBZ" | "NN" | "NNS" | "JJ" | "JJR" | "JJS" | "POS" | "";

export interface TaggedToken {
  text: string;
  lower: string;
  pos: Pos;
  form: Form;
  /** Every lemma the word can have: 'saw' → see, saw. */
  lemmas: ReadonlySet<string>;
  /** An auxiliary or modal before its main verb ('has' in 'has gone'). */
  aux: boolean;
}
