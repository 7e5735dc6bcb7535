/**
 * What each band's public wording says, written band by band (not by position in a list), so that a
 * descriptor shifted onto its neighbour's band fails a test: the words that tell that band apart,
 * per criterion ("task" is Task Achievement and Task Response alike).
 */
export const IELTS_BAND_WORDS: Record<string, Record<number, string>> = {
  task: {
    0: "Does not attend",
    1: "completely unrelated",
    2: "barely related",
    3: "Does not adequately address",
    4: "Attempts to address the task",
    5: "Generally addresses the task",
    6: "Addresses the requirements",
    7: "Covers the requirements",
    8: "Covers all requirements of the task sufficiently",
    9: "Fully satisfies",
  },
  "Coherence and Cohesion": {
    0: "Does not attend",
    1: "Fails to communicate",
    2: "very little control of organisational features",
    3: "Does not organise ideas logically",
    4: "not arranged coherently",
    5: "some organisation",
    6: "clear overall progression",
    7: "clear progression throughout",
    8: "manages all aspects of cohesion well",
    9: "attracts no attention",
  },
  "Lexical Resource": {
    0: "Does not attend",
    1: "a few isolated words",
    2: "extremely limited range of vocabulary",
    3: "very limited range of words and expressions",
    4: "only basic vocabulary",
    5: "minimally adequate",
    6: "adequate range of vocabulary",
    7: "sufficient range of vocabulary",
    8: "fluently and flexibly",
    9: "very natural and sophisticated control",
  },
  "Grammatical Range and Accuracy": {
    0: "Does not attend",
    1: "Cannot use sentence forms at all",
    2: "except in memorised phrases",
    3: "errors in grammar and punctuation predominate",
    4: "very limited range of structures",
    5: "Uses only a limited range of structures",
    6: "mix of simple and complex sentence forms",
    7: "variety of complex structures",
    8: "majority of sentences are error-free",
    9: "full flexibility and accuracy",
  },
};

/** The same for Cambridge's worded bands 0, 1, 3 and 5. */
export const CAMBRIDGE_BAND_WORDS: Record<string, Record<number, string>> = {
  Content: {
    0: "totally irrelevant",
    1: "minimally informed",
    3: "on the whole informed",
    5: "fully informed",
  },
  "Communicative Achievement": {
    0: "below Band 1",
    1: "generally appropriate ways",
    3: "hold the target reader's attention and communicate straightforward ideas",
    5: "effectively",
  },
  Organisation: {
    0: "below Band 1",
    1: "basic linking words",
    3: "generally well organised",
    5: "variety of cohesive devices and organisational patterns",
  },
  Language: {
    0: "below Band 1",
    1: "everyday vocabulary generally appropriately",
    3: "range of everyday vocabulary appropriately",
    5: "including less common lexis",
  },
};
