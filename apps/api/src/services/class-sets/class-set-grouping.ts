import { comparableName, findNameLine, nearlyNamed, type NamedStudent } from "@redpen/contract";

/** A page of a class set as read, for the grouping: its number and text (null or blank when nothing was read). */
export interface PageToGroup {
  pageNumber: number;
  text: string | null;
}

/** A student of the class the set is for, whose name a page may start with. */
export interface KnownStudent extends NamedStudent {
  id: string;
}

/** An essay the grouping proposes: its pages in order, and who wrote it, as far as the pages say. */
export interface ProposedGroup {
  pageNumbers: number[];
  /** The class's student the first page names; null when it names none of them. */
  studentId: string | null;
  /** The name the first page gives (the student's as the class has it, when matched); null when none. */
  name: string | null;
}

/** The first line of a text, trimmed. */
const firstLineOf = (text: string) => text.trimStart().split("\n", 1)[0]!.trim();

/**
 * The class's student a name stands for: the same full name, or else the only student whose
 * first name and surname (or whose one distinctive name) the name holds; null when none or several fit.
 */
export function matchStudent(name: string, students: readonly KnownStudent[]): KnownStudent | null {
  const wanted = comparableName(name);
  if (!wanted) return null;
  const exact = students.filter((student) => comparableName(student.name) === wanted);
  if (exact.length === 1) return exact[0]!;
  if (exact.length > 1) return null;
  const words = new Set(wanted.split(" "));
  const holding = students.filter((student) => {
    const parts = comparableName(student.name).split(" ").filter(Boolean);
    return parts.length > 0 && parts.every((part) => words.has(part));
  });
  if (holding.length === 1) return holding[0]!;
  // "Maria" alone, or "M. Lopez": the one student with that first name, or that surname.
  const byOneName = students.filter((student) => {
    const parts = comparableName(student.name).split(" ").filter(Boolean);
    return parts.length > 1 && (words.has(parts[0]!) || words.has(parts.at(-1)!));
  });
  if (byOneName.length === 1 && words.size <= 2) return byOneName[0]!;
  return nearlyNamed(wanted, students);
}

/** How many words into a first line a student's name may start: after a date, a "Name:" or a page number. */
const NAME_WITHIN_WORDS = 3;

/**
 * The class's student whose full name a first line is, however written ("maria lopez", "LOPEZ,
 * Maria"): a line the name-line rules leave (they want capitals) but the class's list vouches for.
 */
function studentNamedByLine(line: string, students: readonly KnownStudent[]): KnownStudent | null {
  const words = comparableName(line).split(" ").sort().join(" ");
  const fits = students.filter((student) => {
    const name = comparableName(student.name);
    return name.includes(" ") && name.split(" ").sort().join(" ") === words;
  });
  if (fits.length === 1) return fits[0]!;
  const runOn = students.filter((student) => startsRunOn(line, student.name));
  if (runOn.length === 1) return runOn[0]!;
  return nearlyNamedAtStart(line, students);
}

/**
 * The one student whose full name, misread by a letter or two, the line starts with, within its
 * first few words (a date or a label may come first). What follows the name may be the essay's
 * first sentence, its first word misread too ("Tom 8mith. ln my opinion"), but not a sentence
 * going on in small letters ("Tom Smith went home"): that is an essay that names a classmate. A
 * name the reader parted in two ("Omar Had dad") is a letter from the name too: the space.
 */
function nearlyNamedAtStart(line: string, students: readonly KnownStudent[]): KnownStudent | null {
  const tokens = line
    .trim()
    .split(/\s+/)
    .map((token) => ({ token, comparable: comparableName(token) }))
    .filter(({ comparable }) => comparable);
  const found = new Set<KnownStudent>();
  for (const student of students) {
    const length = comparableName(student.name).split(" ").length;
    if (length < 2) continue;
    // The name's own words, or one more: the reader may have parted a name ("Omar Had dad").
    for (const span of [length, length + 1])
      for (let at = 0; at <= NAME_WITHIN_WORDS && at + span <= tokens.length; at++) {
        const words = tokens.slice(at, at + span).map(({ comparable }) => comparable);
        const next = tokens[at + span]?.token ?? "";
        if (!/^\p{Ll}{3}/u.test(next) && nearlyNamed(words.join(" "), [student])) found.add(student);
      }
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * Whether the line is the student's full name with the essay's first sentence run on after it, as
 * a reading of a short page may join them ("Anna Kowalska For example, ..."): the name's words
 * first, in order, then a capital starting the sentence.
 */
function startsRunOn(line: string, name: string): boolean {
  const nameWords = comparableName(name).split(" ");
  if (nameWords.length < 2) return false;
  const lineWords = line.trim().split(/\s+/);
  const next = lineWords[nameWords.length];
  return (
    next !== undefined &&
    /^\p{Lu}/u.test(next) &&
    comparableName(lineWords.slice(0, nameWords.length).join(" ")) === nameWords.join(" ")
  );
}

/** Who a page says it starts an essay of: a name line, or a class's student's name first; null for a page that goes on. */
function startOf(text: string | null, students: readonly KnownStudent[]): Omit<ProposedGroup, "pageNumbers"> | null {
  if (!text?.trim()) return null;
  const nameLine = findNameLine(text);
  if (nameLine?.name) {
    const student = matchStudent(nameLine.name, students);
    return { studentId: student?.id ?? null, name: student?.name ?? nameLine.name };
  }
  const student = studentNamedByLine(firstLineOf(text), students);
  return student ? { studentId: student.id, name: student.name } : null;
}

/**
 * How a class set's pages group into essays, in page order: a page whose first line names a
 * student (a name line, or the name of one of the class's students) starts an essay; a page
 * without one (a second sheet, a blank back, a page that could not be read) goes on with the
 * essay before. The first page always starts one, named or not.
 */
export function proposeGroups(pages: readonly PageToGroup[], students: readonly KnownStudent[]): ProposedGroup[] {
  const groups: ProposedGroup[] = [];
  const ordered = [...pages].sort((a, b) => a.pageNumber - b.pageNumber);
  for (const page of ordered) {
    const start = startOf(page.text, students);
    const last = groups.at(-1);
    if (start || !last) groups.push({ pageNumbers: [page.pageNumber], studentId: null, name: null, ...start });
    else last.pageNumbers.push(page.pageNumber);
  }
  return groups;
}
