import { AGREEMENT } from "./data/agreement";
import { COLLOCATIONS } from "./data/collocations";
import { FIXED_PHRASES } from "./data/fixed-phrases";
import { HYPHENS } from "./data/hyphens";
import { MISSPELLINGS } from "./data/misspellings";
import { PHRASE_CORRECTIONS } from "./data/phrases";
import { adjectiveBeforeNoun } from "./rules/adjective-before-noun";
import { aAn } from "./rules/a-an";
import { confusedWords } from "./rules/confused-words";
import { comparativeForm } from "./rules/comparative-form";
import { comparisonFrame } from "./rules/comparison-frame";
import { numberCompound } from "./rules/number-compound";
import { mediaPreposition } from "./rules/media-preposition";
import { arrivePreposition } from "./rules/arrive-preposition";
import { goodAt } from "./rules/good-at";
import { adverbPosition } from "./rules/adverb-position";
import { frequencyAdverb } from "./rules/frequency-adverb";
import { embeddedQuestion } from "./rules/embedded-question";
import { baseFormAfterAuxiliary } from "./rules/base-form-after-auxiliary";
import { edIngAdjective } from "./rules/ed-ing-adjective";
import { forDuration } from "./rules/for-duration";
import { gerundAfterVerb } from "./rules/gerund-after-verb";
import { infinitiveAfterVerb } from "./rules/infinitive-after-verb";
import { ifWill } from "./rules/if-will";
import { introductoryClauseComma } from "./rules/introductory-clause-comma";
import { introductoryComma } from "./rules/introductory-comma";
import { commaBeforeConjunction } from "./rules/comma-before-conjunction";
import { spaceAfterSentenceEnd } from "./rules/space-after-sentence-end";
import { irregularPast } from "./rules/irregular-past";
import { missingArticle } from "./rules/missing-article";
import { modalTo } from "./rules/modal-to";
import { firstMentionArticle } from "./rules/first-mention-article";
import { peoplePlural } from "./rules/people-plural";
import { workUncountable } from "./rules/work-uncountable";
import { wouldInIfClause } from "./rules/would-in-if-clause";
import { preferTo } from "./rules/prefer-to";
import { prepositionAfterVerb } from "./rules/preposition-after-verb";
import { nounSubjectAgreement } from "./rules/noun-subject-agreement";
import { verbReadAsNoun } from "./rules/verb-read-as-noun";
import { participleAfterHave } from "./rules/participle-after-have";
import { ageBe } from "./rules/age-be";
import { requestQuestionMark } from "./rules/request-question-mark";
import { missingSubjectIt } from "./rules/missing-subject-it";
import { asAJob } from "./rules/as-a-job";
import { gerundAfterTo } from "./rules/gerund-after-to";
import { infinitiveAfterTo } from "./rules/infinitive-after-to";
import { toBeforePerson } from "./rules/to-before-person";
import { wantObjectTo } from "./rules/want-object-to";
import { makeDo } from "./rules/make-do";
import { verbForPerson } from "./rules/verb-for-person";
import { pastVerbGroup } from "./rules/past-verb-group";
import { pastTimeTense } from "./rules/past-time-tense";
import { phraseRule } from "./rules/phrase-rule";
import { pluralAfterQuantifier } from "./rules/plural-after-quantifier";
import { pluralSubjectWas } from "./rules/plural-subject-was";
import { pronounI } from "./rules/pronoun-i";
import { properNounCapital } from "./rules/proper-noun-capital";
import { repeatedWord } from "./rules/repeated-word";
import { sinceForPerfect } from "./rules/since-for-perfect";
import { sentenceCapital } from "./rules/sentence-capital";
import { spelling } from "./rules/spelling";
import { subjectVerbAgreement } from "./rules/subject-verb-agreement";
import { thereBePlural, thereBeSingular } from "./rules/there-be-plural";
import { mostOfNoun } from "./rules/most-of-noun";
import { meInSubject } from "./rules/me-in-subject";
import { doubleNegative } from "./rules/double-negative";
import { adverbAfterVerb } from "./rules/adverb-after-verb";
import { singularAfterA } from "./rules/singular-after-a";
import { theInternet } from "./rules/the-internet";
import { timePreposition } from "./rules/time-preposition";
import { unneededArticle } from "./rules/unneeded-article";
import { uncountableNoun } from "./rules/uncountable-noun";
import { uncountableSubject } from "./rules/uncountable-subject";
import { fewerMany } from "./rules/fewer-many";
import type { Rule } from "./types";

/**
 * Every rule, in priority order: when two rules' edits overlap, the earlier rule's edit is kept.
 * Adding a rule is one line here (phrase corrections are one entry in data/phrases.ts). Each rule
 * says whether it is on (`enabledByDefault`); a new rule starts off, and is switched on only once
 * it passes the corpus gate (corpus-gate.test.ts): no false alarm on the native-text sample and
 * nothing lost on the learner sets.
 */
export const RULES: Rule[] = [
  pastVerbGroup,
  ...PHRASE_CORRECTIONS.map(phraseRule),
  ...FIXED_PHRASES.map(phraseRule),
  confusedWords,
  comparativeForm,
  comparisonFrame,
  phraseRule(MISSPELLINGS),
  irregularPast,
  ...AGREEMENT.map(phraseRule),
  mostOfNoun,
  ...COLLOCATIONS.map(phraseRule),
  makeDo,
  verbForPerson,
  toBeforePerson,
  wantObjectTo,
  gerundAfterTo,
  infinitiveAfterTo,
  ageBe,
  missingSubjectIt,
  asAJob,
  phraseRule(HYPHENS),
  uncountableNoun,
  peoplePlural,
  workUncountable,
  fewerMany,
  numberCompound,
  spelling,
  subjectVerbAgreement,
  nounSubjectAgreement,
  verbReadAsNoun,
  uncountableSubject,
  pluralSubjectWas,
  thereBePlural,
  thereBeSingular,
  meInSubject,
  doubleNegative,
  adverbAfterVerb,
  baseFormAfterAuxiliary,
  participleAfterHave,
  pluralAfterQuantifier,
  singularAfterA,
  forDuration,
  timePreposition,
  mediaPreposition,
  arrivePreposition,
  prepositionAfterVerb,
  preferTo,
  goodAt,
  theInternet,
  missingArticle,
  unneededArticle,
  firstMentionArticle,
  adjectiveBeforeNoun,
  adverbPosition,
  frequencyAdverb,
  embeddedQuestion,
  edIngAdjective,
  gerundAfterVerb,
  infinitiveAfterVerb,
  pastTimeTense,
  sinceForPerfect,
  ifWill,
  wouldInIfClause,
  modalTo,
  aAn,
  repeatedWord,
  pronounI,
  properNounCapital,
  sentenceCapital,
  introductoryComma,
  introductoryClauseComma,
  commaBeforeConjunction,
  spaceAfterSentenceEnd,
  requestQuestionMark,
];

/** The rules switched on: what correctEssay runs unless told otherwise, in priority order. */
export const DEFAULT_RULES: readonly Rule[] = RULES.filter((rule) => rule.enabledByDefault);
