/**
 * One kind of everyday learner error, as a test set written for Redpen (none copied from a corpus):
 * wrong sentences with the one correction a teacher expects, and correct look-alikes that must stay
 * exactly as written. The test and `npm run bench` read every kind.
 */
export interface EverydayErrorKind {
  /** The kind, as the issue and the benchmark name it: "agreement", "tense with time markers"... */
  kind: string;
  wrong: readonly (readonly [sentence: string, corrected: string])[];
  right: readonly string[];
}
