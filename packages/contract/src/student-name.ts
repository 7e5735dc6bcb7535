import { distance } from "fastest-levenshtein";
import { findNameLine, type NameLine } from "./name-line";

/** A student as a page may name them. */
export interface NamedStudent {
  name: string;
}

/** A name as compared: lower case, without accents, punctuation or repeated spaces. */
export function comparableName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The one student whose full name the words are but for a letter or two, as handwriting is
 * misread ("Maria Copez" for Maria Lopez, "Tom mith" for Tom Smith): one letter in a name of up
 * to eight letters, two in a longer one; null when no student, or more than one, is that close.
 */
export function nearlyNamed<Student extends NamedStudent>(words: string, students: readonly Student[]): Student | null {
  const near = students.filter((student) => {
    const name = comparableName(student.name);
    return name.includes(" ") && distance(name, words) <= (name.replace(/ /g, "").length <= 8 ? 1 : 2);
  });
  return near.length === 1 ? near[0]! : null;
}

/** A word beside a name on its line that belongs to no sentence: a date, a page number, a label or a stray letter ("12/03/2026", "p.2", "Name:"). */
const BESIDE_NAME = /^(?:[^\p{L}]*\p{L}?[^\p{L}]*|(?:name|date|page|pg|p)\b[^\p{L}]*)$/iu;

/**
 * The text's first line when it is the student's name as written, read a letter or two wrong or
 * in small letters, maybe beside a date or a page number ("12/03/2026 James wilson", "Omar Had dad
 * p.1"): a name line that `findNameLine` leaves (it wants capitals), but the essay's own student
 * vouches for. Null when the line holds anything more, such as the essay's first sentence.
 */
export function studentNameLine(text: string, name: string): NameLine | null {
  const lineStart = text.search(/\S/);
  if (lineStart < 0) return null;
  const lineBreak = text.indexOf("\n", lineStart);
  if (lineBreak < 0 || !text.slice(lineBreak).trim()) return null;
  const line = text.slice(lineStart, lineBreak).trim();
  const tokens = line.split(/\s+/);
  const length = comparableName(name).split(" ").length;
  const student = [{ name }];
  for (const span of [length, length + 1])
    for (let at = 0; at + span <= tokens.length; at++) {
      const beside = [...tokens.slice(0, at), ...tokens.slice(at + span)];
      if (!beside.every((token) => BESIDE_NAME.test(token))) continue;
      if (nearlyNamed(comparableName(tokens.slice(at, at + span).join(" ")), student)) {
        const rest = text.slice(lineBreak);
        return { line, name, essayStart: lineBreak + (rest.length - rest.trimStart().length) };
      }
    }
  return null;
}

/**
 * The first line of an essay's text that is not the essay's: a name line (`findNameLine`), or else
 * one that names the essay's own student as written (`studentNameLine`), when the essay has one.
 */
export function essayNameLine(text: string, studentName: string | null | undefined): NameLine | null {
  return findNameLine(text) ?? (studentName ? studentNameLine(text, studentName) : null);
}
