import { CAMBRIDGE_DESCRIPTORS, IELTS_DESCRIPTORS, TOEFL_DESCRIPTORS } from "./descriptors";
import type { BandScale, CertificateDefinition, Criterion, WritingFormat } from "./types";

/** Cambridge English scales: bands 0-5 per criterion, band 3 adequate at the exam's own level; a text on the page may still earn 0. */
const CAMBRIDGE_SCALE: BandScale = { floor: 0, max: 5, step: 1, cefr: { kind: "exam-level" } };
const cambridge: Criterion[] = [
  { name: "Content", max: 5, area: "content", descriptors: CAMBRIDGE_DESCRIPTORS.Content },
  {
    name: "Communicative Achievement",
    max: 5,
    area: "communication",
    descriptors: CAMBRIDGE_DESCRIPTORS["Communicative Achievement"],
  },
  { name: "Organisation", max: 5, area: "organisation", descriptors: CAMBRIDGE_DESCRIPTORS.Organisation },
  { name: "Language", max: 5, area: "language", descriptors: CAMBRIDGE_DESCRIPTORS.Language },
];

/** IELTS bands 0-9; any text on the page earns band 1. Its CEFR alignment: B1 ≈ 4-5, B2 ≈ 5.5-6.5, C1 ≈ 7-8, C2 ≈ 8.5-9. */
const IELTS_SCALE: BandScale = {
  floor: 1,
  max: 9,
  step: 1,
  cefr: { kind: "cefr-linear", at_mid_b1: 4.5, per_level: 1.5 },
};
const ieltsBands = (task: "Task Achievement" | "Task Response"): Criterion[] => [
  { name: task, max: 9, area: "content", descriptors: IELTS_DESCRIPTORS.task },
  {
    name: "Coherence and Cohesion",
    max: 9,
    area: "organisation",
    descriptors: IELTS_DESCRIPTORS["Coherence and Cohesion"],
  },
  { name: "Lexical Resource", max: 9, area: "vocabulary", descriptors: IELTS_DESCRIPTORS["Lexical Resource"] },
  {
    name: "Grammatical Range and Accuracy",
    max: 9,
    area: "grammar",
    descriptors: IELTS_DESCRIPTORS["Grammatical Range and Accuracy"],
  },
];

/**
 * TOEFL iBT writing scores 0-5, advised in half points: ETS averages its ratings of a response,
 * so a response between two of the rubric's scores gets the half point between them. Any text on
 * the page earns 1. Its CEFR alignment: B1 ≈ 2, B2 ≈ 3, C1 ≈ 4, C2 ≈ 5.
 */
const TOEFL_SCALE: BandScale = {
  floor: 1,
  max: 5,
  step: 0.5,
  cefr: { kind: "cefr-linear", at_mid_b1: 2, per_level: 1 },
};

/** The essay task both IELTS modules share (each gives it its own id). */
const IELTS_TASK_2_ESSAY: Omit<WritingFormat, "id"> = {
  format: "Task 2 essay",
  format_description: "An essay responding to a point of view, argument or problem.",
  min_words: 250,
  max_words: null,
};

/** The certificates Redpen grades for, with their official writing formats and word ranges. */
export const CERTIFICATES: CertificateDefinition[] = [
  {
    name: "Cambridge A2 Key",
    cefr_level: "A2",
    criteria: cambridge,
    scale: CAMBRIDGE_SCALE,
    formats: [
      {
        id: "cambridge-a2-key:email",
        format: "email",
        format_description: "A short email or note answering three prompts (Part 6).",
        min_words: 25,
        max_words: null,
      },
      {
        id: "cambridge-a2-key:story",
        format: "story",
        format_description: "A short story based on three pictures (Part 7).",
        min_words: 35,
        max_words: null,
      },
    ],
  },
  {
    name: "Cambridge B1 Preliminary",
    cefr_level: "B1",
    criteria: cambridge,
    scale: CAMBRIDGE_SCALE,
    formats: [
      {
        id: "cambridge-b1-preliminary:email",
        format: "email",
        format_description: "An email replying to a message and covering its notes (Part 1).",
        min_words: 100,
        max_words: null,
      },
      {
        id: "cambridge-b1-preliminary:article",
        format: "article",
        format_description: "An article for a magazine or website answering the questions in the task (Part 2).",
        min_words: 100,
        max_words: null,
      },
      {
        id: "cambridge-b1-preliminary:story",
        format: "story",
        format_description: "A story that begins with the sentence given in the task (Part 2).",
        min_words: 100,
        max_words: null,
      },
    ],
  },
  {
    name: "Cambridge B2 First",
    cefr_level: "B2",
    criteria: cambridge,
    scale: CAMBRIDGE_SCALE,
    formats: [
      {
        id: "cambridge-b2-first:essay",
        format: "essay",
        format_description:
          "An essay giving an opinion on a question, using the two notes given and an idea of your own (Part 1).",
        min_words: 140,
        max_words: 190,
      },
      {
        id: "cambridge-b2-first:article",
        format: "article",
        format_description: "An article for a magazine or website that interests and engages the reader (Part 2).",
        min_words: 140,
        max_words: 190,
      },
      {
        id: "cambridge-b2-first:email-letter",
        format: "email/letter",
        format_description: "An email or letter answering the situation in the task, formal or informal (Part 2).",
        min_words: 140,
        max_words: 190,
      },
      {
        id: "cambridge-b2-first:report",
        format: "report",
        format_description: "A report for a teacher, manager or club, with headings and recommendations (Part 2).",
        min_words: 140,
        max_words: 190,
      },
      {
        id: "cambridge-b2-first:review",
        format: "review",
        format_description:
          "A review of a film, book, place or product, describing it and giving a recommendation (Part 2).",
        min_words: 140,
        max_words: 190,
      },
      {
        id: "cambridge-b2-first:story",
        format: "story",
        format_description:
          "A story for a magazine, starting or ending with the sentence given (B2 First for Schools, Part 2).",
        min_words: 140,
        max_words: 190,
      },
    ],
  },
  {
    name: "Cambridge C1 Advanced",
    cefr_level: "C1",
    criteria: cambridge,
    scale: CAMBRIDGE_SCALE,
    formats: [
      {
        id: "cambridge-c1-advanced:essay",
        format: "essay",
        format_description:
          "An essay discussing two of the three points given, saying which is more important and why (Part 1).",
        min_words: 220,
        max_words: 260,
      },
      {
        id: "cambridge-c1-advanced:email-letter",
        format: "email/letter",
        format_description: "A formal or informal email or letter responding to the situation in the task (Part 2).",
        min_words: 220,
        max_words: 260,
      },
      {
        id: "cambridge-c1-advanced:proposal",
        format: "proposal",
        format_description:
          "A proposal for a superior or committee, suggesting a plan and persuading them to accept it (Part 2).",
        min_words: 220,
        max_words: 260,
      },
      {
        id: "cambridge-c1-advanced:report",
        format: "report",
        format_description: "A report evaluating a situation, with headings and recommendations (Part 2).",
        min_words: 220,
        max_words: 260,
      },
      {
        id: "cambridge-c1-advanced:review",
        format: "review",
        format_description: "A review that describes, evaluates and recommends (Part 2).",
        min_words: 220,
        max_words: 260,
      },
    ],
  },
  {
    name: "Cambridge C2 Proficiency",
    cefr_level: "C2",
    criteria: cambridge,
    scale: CAMBRIDGE_SCALE,
    formats: [
      {
        id: "cambridge-c2-proficiency:essay",
        format: "essay",
        format_description: "An essay summarising and evaluating the key points of two texts (Part 1).",
        min_words: 240,
        max_words: 280,
      },
      {
        id: "cambridge-c2-proficiency:article",
        format: "article",
        format_description: "An article for a magazine or website on the topic given (Part 2).",
        min_words: 280,
        max_words: 320,
      },
      {
        id: "cambridge-c2-proficiency:letter",
        format: "letter",
        format_description: "A letter responding to the situation given (Part 2).",
        min_words: 280,
        max_words: 320,
      },
      {
        id: "cambridge-c2-proficiency:report",
        format: "report",
        format_description: "A report presenting and evaluating information, with recommendations (Part 2).",
        min_words: 280,
        max_words: 320,
      },
      {
        id: "cambridge-c2-proficiency:review",
        format: "review",
        format_description: "A review describing and evaluating a book, film or event (Part 2).",
        min_words: 280,
        max_words: 320,
      },
    ],
  },
  {
    name: "IELTS Academic",
    cefr_level: "B1-C2",
    criteria: ieltsBands("Task Response"),
    scale: IELTS_SCALE,
    criteriaByFormat: { "Task 1 report": ieltsBands("Task Achievement") },
    formats: [
      {
        id: "ielts-academic:task-1-report",
        format: "Task 1 report",
        format_description: "A report describing, summarising or explaining a graph, table, chart, diagram or process.",
        min_words: 150,
        max_words: null,
      },
      { id: "ielts-academic:task-2-essay", ...IELTS_TASK_2_ESSAY },
    ],
  },
  {
    name: "IELTS General Training",
    cefr_level: "B1-C2",
    criteria: ieltsBands("Task Response"),
    scale: IELTS_SCALE,
    criteriaByFormat: { "Task 1 letter": ieltsBands("Task Achievement") },
    formats: [
      {
        id: "ielts-general-training:task-1-letter",
        format: "Task 1 letter",
        format_description:
          "A letter requesting information or explaining a situation, formal, semi-formal or personal.",
        min_words: 150,
        max_words: null,
      },
      { id: "ielts-general-training:task-2-essay", ...IELTS_TASK_2_ESSAY },
    ],
  },
  {
    name: "TOEFL iBT",
    cefr_level: "B1-C2",
    criteria: [{ name: "Writing score", max: 5, area: "overall", descriptors: TOEFL_DESCRIPTORS }],
    scale: TOEFL_SCALE,
    formats: [
      {
        id: "toefl-ibt:integrated-writing",
        format: "integrated writing",
        format_description: "A response summarising a lecture and explaining how it relates to a reading passage.",
        min_words: 150,
        max_words: 225,
      },
      {
        id: "toefl-ibt:academic-discussion",
        format: "academic discussion",
        format_description: "A post to an online class discussion, stating and supporting an opinion.",
        min_words: 100,
        max_words: null,
      },
    ],
  },
];
