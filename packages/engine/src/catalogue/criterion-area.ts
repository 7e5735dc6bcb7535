/** What an official assessment criterion is about, whatever the exam calls it. */
export type CriterionArea = "content" | "communication" | "organisation" | "language" | "vocabulary" | "grammar" | "overall";

const AREAS: Record<string, CriterionArea> = {
  Content: "content",
  "Task Achievement": "content",
  "Task Response": "content",
  "Communicative Achievement": "communication",
  Organisation: "organisation",
  "Coherence and Cohesion": "organisation",
  Language: "language",
  "Lexical Resource": "vocabulary",
  "Grammatical Range and Accuracy": "grammar",
  "Writing score": "overall",
};

/** The area of a criterion of the catalogue; "overall" for a single score spanning the whole text. */
export function criterionArea(name: string): CriterionArea {
  return AREAS[name] ?? "overall";
}
