import { STOP_WORDS } from "../document/closed-classes";
import { type Document, readDocument } from "../document/document";
import { getLexicon } from "../document/lexicon";
import { frequencyAtRank } from "./range";

/**
 * How well an essay answers its task, from the task's own words (the topic the teacher gave, with
 * its notes when it lists them): whether it takes up each note and adds an idea of its own when
 * the task asks for one (B2 First's essay: two given notes and "your own idea"), and whether it
 * ignores the task (another topic) or copies it. Words are compared by their first five letters,
 * so that "healthy" takes up "health".
 */
export interface TaskFit {
  /** How many of the task's notes the essay takes up, of how many; null when the task lists none. */
  notes: { covered: number; given: number } | null;
  /** Whether it adds an idea of its own beyond the notes; null when the task does not ask for one. */
  own_idea: boolean | null;
  /** Why the text does not seem to answer the task, for the teacher to check; null when it does. */
  off_task: string | null;
}

/** A list item of the task: "1. money", "- health", "• ...... (your own idea)". */
const NOTE = /^\s*(?:\d+[.)]|[-•*])\s*(.+)$/gm;
/** The item that leaves the third point to the student. */
const OWN_IDEA = /own idea|your own|^[.…_\s]*$/i;
/** Words of the task beyond this many most frequent words are what it is about ("transport", not "people"). */
const EVERYDAY_WORDS = 1000;
/** At least this share of the task's distinctive words taken up, or the text is about something else. */
const MIN_TOPIC_OVERLAP = 0.15;
/** At or above this share of its four-word sequences found in the task, the text copies it. */
const COPIED_SHARE = 0.5;

const stem = (word: string) => word.slice(0, 5);
const keyStems = (doc: Document, rarerThan = Number.POSITIVE_INFINITY) => {
  const lexicon = getLexicon();
  const key = (w: string) => w.length >= 4 && !STOP_WORDS.has(w) && lexicon.frequency(w) < rarerThan;
  return new Set(
    doc.words
      .map((word) => word.lower)
      .filter(key)
      .map(stem),
  );
};

/** The share of the task's distinctive words the essay takes up; null when the task has fewer than three. */
function distinctiveOverlap(taskDoc: Document, essayStems: Set<string>): number | null {
  const distinctive = [...keyStems(taskDoc, frequencyAtRank(EVERYDAY_WORDS))];
  if (distinctive.length < 3) return null;
  return distinctive.filter((word) => essayStems.has(word)).length / distinctive.length;
}

function fourGrams(doc: Document): string[] {
  const lower = doc.words.map((word) => word.lower);
  return lower.slice(3).map((_, i) => lower.slice(i, i + 4).join(" "));
}

/** Whether some run of two sentences in the essay's body mentions none of the notes: an idea of its own. */
function hasOwnIdea(essay: Document, notes: Set<string>[]): boolean {
  const paragraphs = essay.paragraphs;
  const body = paragraphs.length >= 3 ? paragraphs.slice(1, -1) : paragraphs;
  let run = 0;
  for (const sentence of essay.sentences) {
    if (!body.some((paragraph) => sentence.start >= paragraph.start && sentence.end <= paragraph.end)) continue;
    const words = essay.words.slice(sentence.firstWord, sentence.endWord).map((word) => stem(word.lower));
    const mentions = notes.some((note) => words.some((word) => note.has(word)));
    run = mentions ? 0 : run + 1;
    if (run >= 2) return true;
  }
  return false;
}

/** How the essay fits its task; all null when no task is given. */
export function measureTaskFit(essay: Document, topic: string | undefined): TaskFit {
  if (!topic) return { notes: null, own_idea: null, off_task: null };
  const items = [...topic.matchAll(NOTE)].map((match) => match[1]!.trim());
  const notes = items.filter((item) => !OWN_IDEA.test(item)).map((item) => keyStems(readDocument(item)));
  const essayStems = keyStems(essay);
  const covered = notes.filter((note) => [...note].some((word) => essayStems.has(word))).length;
  const taskDoc = readDocument(topic);
  const task = new Set(fourGrams(taskDoc));
  const grams = fourGrams(essay);
  const copied = grams.length > 0 && grams.filter((gram) => task.has(gram)).length / grams.length >= COPIED_SHARE;
  const overlap = distinctiveOverlap(taskDoc, essayStems);
  const offTopic = (overlap !== null && overlap < MIN_TOPIC_OVERLAP) || (notes.length > 0 && covered === 0);
  return {
    notes: notes.length > 0 ? { covered, given: notes.length } : null,
    own_idea: items.length > notes.length ? hasOwnIdea(essay, notes) : null,
    off_task: copied
      ? "Most of the text copies the task's own words: check that the student wrote an answer."
      : offTopic
        ? "The text takes up almost none of the task's key words: check that it answers this task."
        : null,
  };
}
