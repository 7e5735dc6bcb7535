import type { GradeReasons } from "@redpen/contract";
import type { CriterionArea } from "../catalogue/types";
import { categoriesOfArea, type CategoryArea, type EditCategory } from "../correct/categories";
import type { EssayEvidence, GradeResult } from "./types";

/**
 * Why each criterion got its advised grade, in a teacher's words: the wording of its band on the
 * certificate's public scale, and what the engine measured of the essay that the criterion rests
 * on (the evidence of `measureEssay`, picked by the criterion's area, never by its name).
 */

const percent = (share: number) => `${Math.round(share * 100)}%`;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function length({ words, min_words, max_words }: EssayEvidence): string {
  const asked = max_words === null ? `at least ${min_words}` : `${min_words} to ${max_words}`;
  return `${plural(words, "word")}; the task asks for ${asked}.`;
}

function topic({ topic_overlap }: EssayEvidence): string[] {
  return topic_overlap === null ? [] : [`It takes up ${percent(topic_overlap)} of the topic's key words.`];
}

/** The task's notes it takes up, and its own idea when the task asks for one. */
function notes({ notes, own_idea }: EssayEvidence): string[] {
  const lines = notes ? [`It takes up ${notes.covered} of the task's ${plural(notes.given, "note")}.`] : [];
  if (own_idea !== null) lines.push(own_idea ? "It adds an idea of its own." : "It adds no idea of its own.");
  return lines;
}

/** The flag a teacher should see first when the text does not seem to answer the task. */
function offTask({ off_task }: EssayEvidence): string[] {
  return off_task === null ? [] : [`Flag: ${off_task}`];
}

function opinion({ opinion_at_start }: EssayEvidence): string {
  return opinion_at_start
    ? "It says what the writer thinks near the start."
    : "It does not say what the writer thinks near the start.";
}

/** How the text ends, in the words of its closing fact. */
function closing({ closing: how, paragraphs: count }: EssayEvidence): string {
  if (how === "paragraph") return "A last paragraph sums up.";
  if (how === "sentences") return "Its last sentences sum up, but not in a paragraph of their own.";
  return count > 1
    ? "No last paragraph sums up (In conclusion, To sum up…)."
    : "Nothing sums up at the end (In conclusion, To sum up…).";
}

function paragraphs(evidence: EssayEvidence): string[] {
  return [`${plural(evidence.paragraphs, "paragraph")}.`, closing(evidence)];
}

function linking({ linking_devices }: EssayEvidence): string {
  if (linking_devices.length === 0) return "No linking words such as however, although or because.";
  const shown = linking_devices.slice(0, 6).join(", ");
  return `Linking words: ${shown}${linking_devices.length > 6 ? "…" : "."}`;
}

function sentences(evidence: EssayEvidence): string[] {
  const lines = [
    `${plural(evidence.sentences, "sentence")}, ${evidence.mean_sentence_length} words long on average; ` +
      `${percent(evidence.complex_sentence_share)} join ideas with a clause (because, although, which…).`,
  ];
  if (evidence.advanced_structures.length > 0)
    lines.push(
      `Structures beyond the simple sentence: ${evidence.advanced_structures.map((name) => `“${name}”`).join(", ")}.`,
    );
  return lines;
}

function vocabulary(evidence: EssayEvidence): string[] {
  return [
    `Word variety: ${percent(evidence.lexical_diversity)} of the words in each stretch of 50 are different.`,
    `${percent(evidence.less_common_word_share)} of its content words are less common ones (beyond the 3,000 most frequent).`,
  ];
}

const AREA_WORDS: Record<CategoryArea, string> = {
  grammar: "grammar",
  vocabulary: "vocabulary",
  conventions: "punctuation",
};

/** The mistakes counted, all or of some areas of writing only, with their commonest categories. */
function mistakes(evidence: EssayEvidence, areas?: readonly CategoryArea[]): string {
  const inAreas = areas && new Set(areas.flatMap((area) => [...categoriesOfArea(area)]));
  const counted = Object.entries(evidence.errors_by_category)
    .filter(([category]) => !inAreas || inAreas.has(category as EditCategory))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const total = counted.reduce((sum, [, count]) => sum + count, 0);
  const kind = areas ? `${areas.map((area) => AREA_WORDS[area]).join(" and ")} mistakes` : "mistakes";
  if (total === 0) return `No ${kind} counted.`;
  const commonest = counted
    .slice(0, 3)
    .map(([category, count]) => `${category} ${count}`)
    .join(", ");
  const rate = areas ? "" : ` (${evidence.errors_per_100_words} per 100 words)`;
  return `${plural(total, kind.replace(/s$/, ""), kind)} counted${rate}: ${commonest}.`;
}

/** What the engine measured that a criterion of this area rests on, one short sentence each. */
export function evidenceFor(area: CriterionArea, evidence: EssayEvidence): string[] {
  switch (area) {
    case "content":
      return [...offTask(evidence), length(evidence), ...topic(evidence), ...notes(evidence), opinion(evidence)];
    case "communication":
      return [...sentences(evidence), opinion(evidence)];
    case "organisation":
      return [...paragraphs(evidence), linking(evidence)];
    case "language":
      return [mistakes(evidence), ...vocabulary(evidence), ...sentences(evidence)];
    case "vocabulary":
      return [mistakes(evidence, ["vocabulary"]), ...vocabulary(evidence)];
    case "grammar":
      return [mistakes(evidence, ["grammar", "conventions"]), ...sentences(evidence)];
    case "overall":
      return [
        ...offTask(evidence),
        length(evidence),
        ...paragraphs(evidence),
        linking(evidence),
        mistakes(evidence),
        ...vocabulary(evidence),
      ];
  }
}

/** Each criterion's band wording and evidence, by the criterion's name; null when no grade was advised. */
export function gradeReasons(grades: GradeResult): GradeReasons | null {
  if (!grades.estimated) return null;
  return Object.fromEntries(
    grades.criteria.map((criterion) => [
      criterion.name,
      { band: criterion.descriptor, evidence: evidenceFor(criterion.area, grades.evidence) },
    ]),
  );
}
