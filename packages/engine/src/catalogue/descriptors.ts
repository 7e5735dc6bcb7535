import type { Criterion } from "./types";

/**
 * Band descriptors, quoted from the public assessment scales: Cambridge English writing (as in the
 * B2 First handbook; even bands "share features" of the bands around them), IELTS writing band
 * descriptors (key wording), and the TOEFL iBT writing rubric. One list per criterion, band 0 first.
 */

const SHARES = (low: number, high: number) => `Performance shares features of Bands ${low} and ${high}.`;

/** Cambridge's bands 0, 1, 3 and 5 as worded; 2 and 4 share the features of the bands around them. */
const cambridgeBands = (worded: Record<0 | 1 | 3 | 5, string>): string[] => [
  worded[0],
  worded[1],
  SHARES(1, 3),
  worded[3],
  SHARES(3, 5),
  worded[5],
];

const CAMBRIDGE_WORDING = {
  Content: {
    5: "All content is relevant to the task. Target reader is fully informed.",
    3: "Minor irrelevances and/or omissions may be present. Target reader is on the whole informed.",
    1: "Irrelevances and misinterpretation of task may be present. Target reader is minimally informed.",
    0: "Content is totally irrelevant. Target reader is not informed.",
  },
  "Communicative Achievement": {
    5: "Uses the conventions of the communicative task effectively to hold the target reader's attention and communicate straightforward and complex ideas, as appropriate.",
    3: "Uses the conventions of the communicative task to hold the target reader's attention and communicate straightforward ideas.",
    1: "Uses the conventions of the communicative task in generally appropriate ways to communicate straightforward ideas.",
    0: "Performance below Band 1.",
  },
  Organisation: {
    5: "Text is well organised and coherent, using a variety of cohesive devices and organisational patterns to generally good effect.",
    3: "Text is generally well organised and coherent, using a variety of linking words and cohesive devices.",
    1: "Text is connected and coherent, using basic linking words and a limited number of cohesive devices.",
    0: "Performance below Band 1.",
  },
  Language: {
    5: "Uses a range of vocabulary, including less common lexis, appropriately. Uses a range of simple and complex grammatical forms with control and flexibility. Occasional errors may be present but do not impede communication.",
    3: "Uses a range of everyday vocabulary appropriately, with occasional inappropriate use of less common lexis. Uses a range of simple and some complex grammatical forms with a good degree of control. Errors do not impede communication.",
    1: "Uses everyday vocabulary generally appropriately, while occasionally overusing certain lexis. Uses simple grammatical forms with a good degree of control. While errors are noticeable, meaning can still be determined.",
    0: "Performance below Band 1.",
  },
};

/** The Cambridge English writing scale's descriptors, per criterion. */
export const CAMBRIDGE_DESCRIPTORS = Object.fromEntries(
  Object.entries(CAMBRIDGE_WORDING).map(([criterion, worded]) => [criterion, cambridgeBands(worded)]),
) as Record<keyof typeof CAMBRIDGE_WORDING, string[]>;

/** IELTS's bands 0-9 as worded, each under its own number, so that no band can slip onto its neighbour's. */
type IeltsWording = Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string>;
const ieltsBands = (worded: IeltsWording): string[] =>
  Array.from({ length: 10 }, (_, band) => worded[band as keyof IeltsWording]);

const IELTS_WORDING = {
  task: {
    9: "Fully satisfies all the requirements of the task with a fully developed response.",
    8: "Covers all requirements of the task sufficiently and presents a well-developed response.",
    7: "Covers the requirements of the task and presents a clear overview or position.",
    6: "Addresses the requirements of the task, though some parts may be more fully covered than others.",
    5: "Generally addresses the task, though the format may be inappropriate in places; details may be irrelevant or inaccurate.",
    4: "Attempts to address the task but does not cover all key features or parts; the format may be inappropriate.",
    3: "Does not adequately address any part of the task.",
    2: "Answer is barely related to the task.",
    1: "Answer is completely unrelated to the task.",
    0: "Does not attend the task, or writes a totally memorised response.",
  },
  "Coherence and Cohesion": {
    9: "Uses cohesion in such a way that it attracts no attention; skilfully manages paragraphing.",
    8: "Sequences information and ideas logically; manages all aspects of cohesion well; uses paragraphing sufficiently and appropriately.",
    7: "Logically organises information and ideas; there is clear progression throughout; uses a range of cohesive devices appropriately.",
    6: "Arranges information and ideas coherently and there is a clear overall progression; uses cohesive devices effectively, but cohesion may be faulty or mechanical.",
    5: "Presents information with some organisation but there may be a lack of overall progression; makes inadequate, inaccurate or over-use of cohesive devices.",
    4: "Presents information and ideas but these are not arranged coherently; uses some basic cohesive devices.",
    3: "Does not organise ideas logically; may use a very limited range of cohesive devices.",
    2: "Has very little control of organisational features.",
    1: "Fails to communicate any message.",
    0: "Does not attend the task.",
  },
  "Lexical Resource": {
    9: "Uses a wide range of vocabulary with very natural and sophisticated control of lexical features; rare minor errors occur only as 'slips'.",
    8: "Uses a wide range of vocabulary fluently and flexibly to convey precise meanings; skilfully uses uncommon lexical items, with occasional inaccuracies in word choice and collocation.",
    7: "Uses a sufficient range of vocabulary to allow some flexibility and precision; uses less common lexical items with some awareness of style and collocation.",
    6: "Uses an adequate range of vocabulary for the task; attempts less common vocabulary but with some inaccuracy.",
    5: "Uses a limited range of vocabulary, but this is minimally adequate for the task; may make noticeable errors in spelling and/or word formation.",
    4: "Uses only basic vocabulary which may be used repetitively; limited control of word formation and/or spelling.",
    3: "Uses only a very limited range of words and expressions, with very limited control of word formation and/or spelling.",
    2: "Uses an extremely limited range of vocabulary; essentially no control of word formation and/or spelling.",
    1: "Can only use a few isolated words.",
    0: "Does not attend the task.",
  },
  "Grammatical Range and Accuracy": {
    9: "Uses a wide range of structures with full flexibility and accuracy; rare minor errors occur only as 'slips'.",
    8: "Uses a wide range of structures; the majority of sentences are error-free; makes only very occasional errors or inappropriacies.",
    7: "Uses a variety of complex structures; produces frequent error-free sentences; has good control of grammar and punctuation but may make a few errors.",
    6: "Uses a mix of simple and complex sentence forms; makes some errors in grammar and punctuation but they rarely reduce communication.",
    5: "Uses only a limited range of structures; attempts complex sentences but these tend to be less accurate than simple sentences.",
    4: "Uses only a very limited range of structures with only rare use of subordinate clauses.",
    3: "Attempts sentence forms but errors in grammar and punctuation predominate and distort the meaning.",
    2: "Cannot use sentence forms except in memorised phrases.",
    1: "Cannot use sentence forms at all.",
    0: "Does not attend the task.",
  },
} satisfies Record<string, IeltsWording>;

/** The IELTS writing band descriptors (bands 0-9), per criterion; "task" is Task Achievement and Task Response alike. */
export const IELTS_DESCRIPTORS = Object.fromEntries(
  Object.entries(IELTS_WORDING).map(([criterion, worded]) => [criterion, ieltsBands(worded)]),
) as Record<keyof typeof IELTS_WORDING, string[]>;

/** The TOEFL iBT writing rubric's scores 0-5. */
export const TOEFL_DESCRIPTORS = [
  "The response is blank, rejects the topic, is not in English, or is entirely copied.",
  "An unsuccessful response: few or no ideas are relevant, and language is very limited.",
  "A mostly unsuccessful response: ideas are poorly developed and language errors make it hard to follow.",
  "A partially successful response: a relevant contribution with some development, but with noticeable language errors.",
  "A generally successful response: a relevant, well-elaborated contribution with few language errors.",
  "A fully successful response: a relevant, very clearly expressed contribution with almost no language errors.",
];

/**
 * The descriptor of the band a criterion's score rounds to; a score half-way between two bands
 * (TOEFL's half points) quotes both, as the response shares features of each.
 */
export function descriptorFor(criterion: Pick<Criterion, "descriptors">, score: number): string {
  const top = criterion.descriptors.length - 1;
  const within = Math.min(top, Math.max(0, score));
  const lower = Math.floor(within);
  if (within - lower === 0.5)
    return `Between ${lower} and ${lower + 1}. ${lower}: ${criterion.descriptors[lower]} ${lower + 1}: ${criterion.descriptors[lower + 1]}`;
  return criterion.descriptors[Math.round(within)]!;
}
