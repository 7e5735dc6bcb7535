import type { CertificateOption, CriterionArea } from "../catalogue/types";
import { categoriesOfArea } from "../correct/categories";
import { LINKING_KIND } from "../document/closed-classes";
import { ADVANCED_STRUCTURES, hasVariedLinking, sentenceLengthOf } from "../grade/essay-facts";
import type { EssayEvidence, GradeResult } from "../grade/types";
import type { ErrorKind } from "./error-summary";

/** The areas a next step is written for; a single overall score gets the step of its weakest part. */
type Area = Exclude<CriterionArea, "overall">;

/** On equal scores, the area whose advice helps most comes first. */
const PRIORITY: Area[] = ["language", "grammar", "organisation", "vocabulary", "content", "communication"];

/** Linking words to suggest, a kind at a time: an essay is told of the kinds it does not use yet. */
const SUGGESTED_LINKS = ["however", "in addition", "for example", "as a result", "on the other hand", "what is more"];
/** Clause words to suggest for longer sentences, those the essay does not use yet. */
const SUGGESTED_CLAUSE_WORDS = ["although", "which", "if", "because", "when", "while", "who"];
const GRAMMAR_CATEGORIES = categoriesOfArea("grammar");

/** The format's word range in words: "140 to 190", or "at least 250". */
export function wordRange(option: CertificateOption): string {
  return option.max_words === null ? `at least ${option.min_words}` : `${option.min_words} to ${option.max_words}`;
}

function contentStep(evidence: EssayEvidence, option: CertificateOption): string {
  if (evidence.words < option.min_words)
    return `Next step: write at least ${option.min_words} words, and answer every part of the question.`;
  if (option.max_words !== null && evidence.words > option.max_words)
    return `Next step: keep to ${wordRange(option)} words. Plan first, and leave out ideas that do not answer the question.`;
  if (evidence.topic_overlap !== null && evidence.topic_overlap < 0.5)
    return "Next step: read the question again and answer every part of it. Use its key words in your answer.";
  return "Next step: give a reason and an example for each main idea.";
}

/** What holds this kind of text's reader, by the format's name. */
const READER_STEPS: [RegExp, string][] = [
  [
    /email|letter/i,
    "Next step: think about your reader. Open and close your letter in a way that suits them, and answer each point they asked about.",
  ],
  [
    /article/i,
    "Next step: think about your reader. Give your article a title, and start with a question or a surprising fact to catch their interest.",
  ],
  [
    /report|proposal/i,
    "Next step: think about your reader. Use a heading for each part, and end with a clear recommendation.",
  ],
  [
    /review/i,
    "Next step: think about your reader. Describe what you review, give your opinion, and end by saying who you recommend it to.",
  ],
  [
    /story/i,
    "Next step: think about your reader. Set the scene at the start, and say how the people in your story feel.",
  ],
];

/** An essay's step, from what it already does: its view at the start, a conclusion at the end. */
function essayReaderStep(evidence: EssayEvidence): string {
  const { opinion_at_start: opinion, closing } = evidence;
  const reader = "Next step: think about your reader.";
  if (!opinion && closing === "none")
    return `${reader} Make your opinion clear at the start, and end with a short conclusion.`;
  if (!opinion && closing === "sentences")
    return `${reader} Make your opinion clear at the start, and give your conclusion a paragraph of its own.`;
  if (!opinion) return `${reader} Make your opinion clear in your first paragraph.`;
  if (closing === "none") return `${reader} End with a short conclusion that gives your opinion again.`;
  if (closing === "sentences") return `${reader} Give your conclusion a paragraph of its own.`;
  return `${reader} Answer the other side's best argument, and say why your view is still stronger.`;
}

function communicationStep(evidence: EssayEvidence, option: CertificateOption): string {
  return READER_STEPS.find(([format]) => format.test(option.format))?.[1] ?? essayReaderStep(evidence);
}

/** Two linking words the essay does not use, of kinds it does not use first. */
function missingLinks(evidence: EssayEvidence): string[] {
  const usedKinds = new Set(evidence.linking_devices.map((device) => LINKING_KIND.get(device)));
  const unused = SUGGESTED_LINKS.filter((link) => !evidence.linking_devices.includes(link));
  return [
    ...unused.filter((link) => !usedKinds.has(LINKING_KIND.get(link))),
    ...unused.filter((link) => usedKinds.has(LINKING_KIND.get(link))),
  ].slice(0, 2);
}

function organisationStep(evidence: EssayEvidence): string {
  if (evidence.min_words >= 100 && evidence.paragraphs < 3)
    return "Next step: plan your text in paragraphs: an introduction, one paragraph for each main idea, and a conclusion.";
  const missing = missingLinks(evidence);
  if (!hasVariedLinking(evidence.linking_devices, evidence.min_words < 100) && missing.length === 2)
    return `Next step: join your ideas with more linking words, like “${missing[0]}” and “${missing[1]}”.`;
  if (evidence.paragraphs >= 2) return "Next step: start each paragraph with one sentence that gives its main idea.";
  return "Next step: give each main idea a paragraph of its own, and start it with a sentence that says the idea.";
}

/** The step for the sentences: longer ones when they are short, new structures, or fewer words when they are long. */
function sentenceStep(evidence: EssayEvidence): string {
  const short = sentenceLengthOf(evidence.mean_sentence_length) === "short";
  const clauseWords = SUGGESTED_CLAUSE_WORDS.filter((word) => !evidence.clause_words.includes(word)).slice(0, 3);
  if (short && clauseWords.length >= 2)
    return `Next step: try some longer sentences with ${clauseWords
      .map((word) => `“${word}”`)
      .join(", ")
      .replace(/, ([^,]+)$/, " or $1")}.`;
  const untried = ADVANCED_STRUCTURES.map(([name]) => name).filter(
    (name) => !evidence.advanced_structures.includes(name),
  );
  if (untried.length >= 2) return `Next step: try a few new structures, like “${untried[0]}” or “${untried[1]}”.`;
  if (short) return "Next step: join two short sentences into one where their ideas belong together.";
  return "Next step: read your longest sentences aloud, and cut any word they do not need.";
}

function grammarStep(evidence: EssayEvidence, errors: readonly ErrorKind[]): string {
  const top = errors.find((kind) => GRAMMAR_CATEGORIES.has(kind.category));
  if (top && evidence.errors_per_100_words >= 2)
    return `Next step: when you finish, read your text again slowly and check one thing: ${top.label.replace(/ \(.*\)$/, "").toLowerCase()}.`;
  return sentenceStep(evidence);
}

/** At this share of less common words an essay already uses them, and is not told to learn some. */
const RICH_VOCABULARY_SHARE = 0.2;

function vocabularyStep(evidence: EssayEvidence): string {
  if ((evidence.errors_by_category.spelling ?? 0) >= 2)
    return "Next step: make a list of the words you spelt wrong, and practise them.";
  if (evidence.less_common_word_share >= RICH_VOCABULARY_SHARE)
    return "Next step: learn a few set phrases for this topic (like “a growing number of”), and use them where a single word is vague.";
  return "Next step: learn a few less common words for this topic, and use them instead of simple words like “good” or “nice”.";
}

function stepFor(area: Area, evidence: EssayEvidence, option: CertificateOption, errors: readonly ErrorKind[]): string {
  switch (area) {
    case "content":
      return contentStep(evidence, option);
    case "communication":
      return communicationStep(evidence, option);
    case "organisation":
      return organisationStep(evidence);
    case "grammar":
      return grammarStep(evidence, errors);
    case "vocabulary":
      return vocabularyStep(evidence);
    case "language":
      return evidence.errors_per_100_words >= 2 || evidence.less_common_word_share >= 0.12
        ? grammarStep(evidence, errors)
        : vocabularyStep(evidence);
  }
}

/** A criterion without its own area (TOEFL's single score) is taken as its weakest measurable part. */
function weakestArea(grades: GradeResult, option: CertificateOption): Area {
  const areaOf = (name: string) => option.criteria.find((criterion) => criterion.name === name)?.area ?? "overall";
  const { evidence } = grades;
  if (!grades.estimated) return evidence.words < evidence.min_words ? "content" : "language";
  const ranked = grades.criteria
    .map((criterion) => ({
      area: areaOf(criterion.name),
      share: criterion.max > 0 ? criterion.score / criterion.max : 1,
    }))
    .filter((entry): entry is { area: Area; share: number } => entry.area !== "overall")
    .sort((a, b) => a.share - b.share || PRIORITY.indexOf(a.area) - PRIORITY.indexOf(b.area));
  if (ranked[0]) return ranked[0].area;
  if (evidence.words < evidence.min_words) return "content";
  if (evidence.errors_per_100_words >= 3) return "grammar";
  return evidence.linking_devices.length < 4 ? "organisation" : "vocabulary";
}

/** One next step, from the weakest criterion and what the evidence says about it. */
export function nextStep(grades: GradeResult, option: CertificateOption, errors: readonly ErrorKind[]): string {
  return stepFor(weakestArea(grades, option), grades.evidence, option, errors);
}
