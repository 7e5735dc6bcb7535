/**
 * @redpen/engine: the automated help. Pure TypeScript, no web or database code, offline and
 * deterministic. It offers the certificate catalogue, transcription of photos, the offline
 * correction rules, grading, the student's feedback, and the optional LLM provider for correction,
 * grading and feedback, put together in one pipeline: `assessEssay` for a new essay,
 * `reviewMarking` after a teacher's marking changed.
 */
export type {
  BandScale,
  CefrAlignment,
  CertificateDefinition,
  CertificateOption,
  Criterion,
  CriterionArea,
  StoredCertificate,
  WritingFormat,
} from "./catalogue/types";
export {
  findCertificateOption,
  findCertificateOptionFor,
  findStoredCertificateOption,
  listCertificateOptions,
} from "./catalogue/catalogue";
export type { CorrectionResult, Edit, Rule } from "./correct/types";
export { CATEGORY_TABLE, EDIT_CATEGORIES, type CategoryArea, type EditCategory } from "./correct/categories";
export { correctEssay } from "./correct/correct-essay";
export { engineEditOf } from "./correct/engine-edit";
export { RULES } from "./correct/registry";
export type { EditClassification, TokenEdit } from "./classify/classify-edit";
export { classifyTextEdit, classifyTokenEdit } from "./classify/classify-edit";
export type { TextChange } from "./document/text-changes";
export { textChanges } from "./document/text-changes";
export type { LlmConfig } from "./llm/llm-config";
export { readLlmConfig } from "./llm/llm-config";
export type { CriterionGrade, EssayEvidence, GradeResult } from "./grade/types";
export { calibrate, CalibrationInputError, agreement } from "./grade/calibrate";
export { pearson, spearman } from "./grade/correlation";
export {
  correctionContext,
  findSchoolCorrections,
  suggestSchoolCorrections,
  type SchoolCorrection,
  type SchoolCorrectionMatch,
  type SuggestedCorrection,
} from "./correct/school-corrections";
export {
  advisedGrades,
  assessEssay,
  correctAndGrade,
  type AdvisedGrades,
  type AssessEssayOptions,
  type AssessOptions,
  type EssayAssessment,
  type GradedCorrection,
} from "./assess/assess-essay";
export {
  checkDraft,
  keptWordShare,
  type DraftCheck,
  type DraftMark,
  type MarkCheck,
  type MarkVerdict,
} from "./draft-check/check-draft";
export { reviewMarking, type MarkingReview, type ReviewOptions } from "./assess/review-marking";
export {
  type Agreement,
  type AgreementPair,
  type Calibration,
  CALIBRATION_VERSION,
  calibrationGroup,
  checkCalibration,
  type GradedExample,
  MIN_CALIBRATION_EXAMPLES,
} from "./grade/calibration";
export type {
  PageEvaluation,
  PageImage,
  PageMeasures,
  PageTranscription,
  TranscribedWord,
  TranscriptionResult,
  WordBox,
} from "./transcribe/types";
export { isUncertain, UNCERTAIN_WORD_CONFIDENCE } from "./transcribe/uncertain-words";
export { MAX_PHOTOS, transcribe } from "./transcribe/transcribe";
export { closeTranscriber, warmTranscriber } from "./transcribe/reader-lifecycle";
export { TranscriptionInputError, type TranscriptionInputErrorCode } from "./transcribe/transcription-input-error";
export { MAX_FEEDBACK_WORDS, MIN_FEEDBACK_WORDS } from "./feedback/compose";
export { findContradictions, type Contradiction, type ContradictionOptions } from "./feedback/contradictions";
export { readEssayFacts, type EssayFacts } from "./grade/essay-facts";
export type { ProviderGradeResult, ProviderOptions } from "./llm/grade-with-llm";
export type { ProviderFeedback } from "./llm/feedback-with-llm";
