import type { CertificateDefinition, Criterion } from "./types";

const cambridge: Criterion[] = ["Content", "Communicative Achievement", "Organisation", "Language"].map((name) => ({ name, max: 5 }));
const ieltsBands = (first: string): Criterion[] =>
  [first, "Coherence and Cohesion", "Lexical Resource", "Grammatical Range and Accuracy"].map((name) => ({ name, max: 9 }));

/** The certificates Redpen grades for, with their official writing formats and word ranges. */
export const CERTIFICATES: CertificateDefinition[] = [
  {
    name: "Cambridge A2 Key",
    cefr_level: "A2",
    criteria: cambridge,
    formats: [
      { format: "email", format_description: "A short email or note answering three prompts (Part 6).", min_words: 25, max_words: null },
      { format: "story", format_description: "A short story based on three pictures (Part 7).", min_words: 35, max_words: null },
    ],
  },
  {
    name: "Cambridge B1 Preliminary",
    cefr_level: "B1",
    criteria: cambridge,
    formats: [
      { format: "email", format_description: "An email replying to a message and covering its notes (Part 1).", min_words: 100, max_words: null },
      { format: "article", format_description: "An article for a magazine or website answering the questions in the task (Part 2).", min_words: 100, max_words: null },
      { format: "story", format_description: "A story that begins with the sentence given in the task (Part 2).", min_words: 100, max_words: null },
    ],
  },
  {
    name: "Cambridge B2 First",
    cefr_level: "B2",
    criteria: cambridge,
    formats: [
      { format: "essay", format_description: "An essay giving an opinion on a question, using the two notes given and an idea of your own (Part 1).", min_words: 140, max_words: 190 },
      { format: "article", format_description: "An article for a magazine or website that interests and engages the reader (Part 2).", min_words: 140, max_words: 190 },
      { format: "email/letter", format_description: "An email or letter answering the situation in the task, formal or informal (Part 2).", min_words: 140, max_words: 190 },
      { format: "report", format_description: "A report for a teacher, manager or club, with headings and recommendations (Part 2).", min_words: 140, max_words: 190 },
      { format: "review", format_description: "A review of a film, book, place or product, describing it and giving a recommendation (Part 2).", min_words: 140, max_words: 190 },
      { format: "story", format_description: "A story for a magazine, starting or ending with the sentence given (B2 First for Schools, Part 2).", min_words: 140, max_words: 190 },
    ],
  },
  {
    name: "Cambridge C1 Advanced",
    cefr_level: "C1",
    criteria: cambridge,
    formats: [
      { format: "essay", format_description: "An essay discussing two of the three points given, saying which is more important and why (Part 1).", min_words: 220, max_words: 260 },
      { format: "email/letter", format_description: "A formal or informal email or letter responding to the situation in the task (Part 2).", min_words: 220, max_words: 260 },
      { format: "proposal", format_description: "A proposal for a superior or committee, suggesting a plan and persuading them to accept it (Part 2).", min_words: 220, max_words: 260 },
      { format: "report", format_description: "A report evaluating a situation, with headings and recommendations (Part 2).", min_words: 220, max_words: 260 },
      { format: "review", format_description: "A review that describes, evaluates and recommends (Part 2).", min_words: 220, max_words: 260 },
    ],
  },
  {
    name: "Cambridge C2 Proficiency",
    cefr_level: "C2",
    criteria: cambridge,
    formats: [
      { format: "essay", format_description: "An essay summarising and evaluating the key points of two texts (Part 1).", min_words: 240, max_words: 280 },
      { format: "article", format_description: "An article for a magazine or website on the topic given (Part 2).", min_words: 280, max_words: 320 },
      { format: "letter", format_description: "A letter responding to the situation given (Part 2).", min_words: 280, max_words: 320 },
      { format: "report", format_description: "A report presenting and evaluating information, with recommendations (Part 2).", min_words: 280, max_words: 320 },
      { format: "review", format_description: "A review describing and evaluating a book, film or event (Part 2).", min_words: 280, max_words: 320 },
    ],
  },
  {
    name: "IELTS Academic",
    cefr_level: "B1-C2",
    criteria: ieltsBands("Task Response"),
    criteriaByFormat: { "Task 1 report": ieltsBands("Task Achievement") },
    formats: [
      { format: "Task 1 report", format_description: "A report describing, summarising or explaining a graph, table, chart, diagram or process.", min_words: 150, max_words: null },
      { format: "Task 2 essay", format_description: "An essay responding to a point of view, argument or problem.", min_words: 250, max_words: null },
    ],
  },
  {
    name: "IELTS General Training",
    cefr_level: "B1-C2",
    criteria: ieltsBands("Task Response"),
    criteriaByFormat: { "Task 1 letter": ieltsBands("Task Achievement") },
    formats: [
      { format: "Task 1 letter", format_description: "A letter requesting information or explaining a situation, formal, semi-formal or personal.", min_words: 150, max_words: null },
      { format: "Task 2 essay", format_description: "An essay responding to a point of view, argument or problem.", min_words: 250, max_words: null },
    ],
  },
  {
    name: "TOEFL iBT",
    cefr_level: "B1-C2",
    criteria: [{ name: "Writing score", max: 5 }],
    formats: [
      { format: "integrated writing", format_description: "A response summarising a lecture and explaining how it relates to a reading passage.", min_words: 150, max_words: 225 },
      { format: "academic discussion", format_description: "A post to an online class discussion, stating and supporting an opinion.", min_words: 100, max_words: null },
    ],
  },
];
