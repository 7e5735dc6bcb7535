/**
 * @redpen/engine: the automated help. Pure TypeScript, no web or database code, offline and
 * deterministic. This part offers the certificate catalogue and the offline correction rules;
 * grading, feedback, transcription and the LLM provider come with their issues.
 */
export type { CertificateDefinition, CertificateOption, Criterion, WritingFormat } from "./catalogue/types";
export { findCertificateOption, findCertificateOptionFor, listCertificateOptions } from "./catalogue/catalogue";
export type { CorrectionResult, Edit, EditCategory, Rule } from "./correct/types";
export { EDIT_CATEGORIES } from "./correct/types";
export { correctEssay } from "./correct/correct-essay";
export { RULES } from "./correct/registry";
