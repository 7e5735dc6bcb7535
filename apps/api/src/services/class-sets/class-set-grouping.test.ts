import { describe, expect, it } from "vitest";
import { matchStudent, proposeGroups, type KnownStudent, type PageToGroup } from "./class-set-grouping";

const BODY = "Last summer my family and I went to the mountains, and we walked every day by the lake.";
const MORE = "In the end we were tired but happy, and I would like to go back there next year.";
const named = (line: string) => `${line}\n\n${BODY}`;

const STUDENTS: KnownStudent[] = [
  { id: "s-maria", name: "María López" },
  { id: "s-tom", name: "Tom Smith" },
  { id: "s-tomas", name: "Tomás Ruiz" },
  { id: "s-li", name: "Li Wei" },
];

/** The pages, numbered from 1, with these texts. */
const pagesOf = (...texts: (string | null)[]): PageToGroup[] => texts.map((text, i) => ({ pageNumber: i + 1, text }));
const shape = (pages: PageToGroup[], students: KnownStudent[] = STUDENTS) =>
  proposeGroups(pages, students).map((group) => [group.pageNumbers, group.studentId, group.name]);

describe("proposeGroups", () => {
  it("starts an essay at each page with a name line and puts the pages without one after it", () => {
    expect(shape(pagesOf(named("Maria Lopez"), MORE, named("Tom Smith"), named("Li Wei"), MORE))).toEqual([
      [[1, 2], "s-maria", "María López"],
      [[3], "s-tom", "Tom Smith"],
      [[4, 5], "s-li", "Li Wei"],
    ]);
  });

  it("starts an essay at a name line of a student the class does not have, with the name as written", () => {
    expect(shape(pagesOf(named("Name: Zoe Adams"), MORE, named("Tom Smith")))).toEqual([
      [[1, 2], null, "Zoe Adams"],
      [[3], "s-tom", "Tom Smith"],
    ]);
  });

  it("groups any name lines when the set has no class", () => {
    expect(shape(pagesOf(named("Maria Lopez"), named("Peter Brown, 12 March 2026"), MORE), [])).toEqual([
      [[1], null, "Maria Lopez"],
      [[2, 3], null, "Peter Brown"],
    ]);
  });

  it("keeps an unnamed first page as an essay of its own, with no student", () => {
    expect(shape(pagesOf(BODY, MORE, named("Tom Smith")))).toEqual([
      [[1, 2], null, null],
      [[3], "s-tom", "Tom Smith"],
    ]);
  });

  it("lets a blank page or one that could not be read go on with the essay before", () => {
    expect(shape(pagesOf(named("Li Wei"), "", null, "   ", named("Tom Smith")))).toEqual([
      [[1, 2, 3, 4], "s-li", "Li Wei"],
      [[5], "s-tom", "Tom Smith"],
    ]);
  });

  it("makes a page starting with only a date go on with the essay before", () => {
    expect(shape(pagesOf(named("Tom Smith"), named("12 March 2026")))).toEqual([[[1, 2], "s-tom", "Tom Smith"]]);
  });

  it("does not take a title, a greeting or a sentence naming someone for a name line", () => {
    const texts = [named("Tom Smith"), named("My Best Friend"), named("Dear Maria,"), "Maria Lopez went home early."];
    expect(shape(pagesOf(...texts))).toEqual([[[1, 2, 3, 4], "s-tom", "Tom Smith"]]);
  });

  it("starts an essay at a class's student's name however it is written, or with the essay right under it", () => {
    expect(shape(pagesOf(named("Li Wei"), named("tom smith"), `Tom Smith\n${BODY}`, named("LOPEZ, maria")))).toEqual([
      [[1], "s-li", "Li Wei"],
      [[2], "s-tom", "Tom Smith"],
      [[3], "s-tom", "Tom Smith"],
      [[4], "s-maria", "María López"],
    ]);
  });

  it("starts an essay at a class's student's name that the reading ran into the essay's first sentence", () => {
    const runOn = (name: string, sentence: string) => `${name} ${sentence}\n${MORE}`;
    expect(
      shape(
        pagesOf(
          runOn("Li Wei", "For example, last summer we went to the mountains."),
          runOn("Tom Smith", "In my opinion cities are noisy."),
          // Not a run-on: the name's words then a lower-case word, or a name the class does not have.
          "Tom Smith went home early because he was tired.",
          runOn("Peter Brown", "In my opinion cities are noisy."),
        ),
      ),
    ).toEqual([
      [[1], "s-li", "Li Wei"],
      [[2, 3, 4], "s-tom", "Tom Smith"],
    ]);
  });

  it("starts an essay at a class's student's name misread by a letter, after a date or with the first sentence run on", () => {
    expect(
      shape(
        pagesOf(
          named("Name: Maria Copez"),
          MORE,
          "Tom 8mith. ln my opinion cities are noisy.",
          "12./03/2.02.6 Li wei n my opinion cities are noisy.",
          // A sentence naming a classmate goes on, and so does a name two letters off.
          "Tom Smith went home early because he was tired.",
          "Tam Smoth In my opinion cities are noisy.",
        ),
      ),
    ).toEqual([
      [[1, 2], "s-maria", "María López"],
      [[3], "s-tom", "Tom Smith"],
      [[4, 5, 6], "s-li", "Li Wei"],
    ]);
  });

  it("starts an essay at a class's student's name the reader parted in two, after a date", () => {
    const students = [...STUDENTS, { id: "s-omar", name: "Omar Haddad" }];
    expect(
      shape(pagesOf(named("Tom Smith"), named("12/03/2026 Omar Had dad"), MORE, "Omar had dad's car today."), students),
    ).toEqual([
      [[1], "s-tom", "Tom Smith"],
      [[2, 3, 4], "s-omar", "Omar Haddad"],
    ]);
  });

  it("does not guess between two students a misread name is as close to", () => {
    const students = [...STUDENTS, { id: "s-lu", name: "Lu Wei" }];
    expect(shape(pagesOf(named("Tom Smith"), named("12/03/2026 La Wei")), students)).toEqual([
      [[1], "s-tom", "Tom Smith"],
      [[2], null, "La Wei"],
    ]);
  });

  it("does not take a lower-case pair of words for a name when no student of the class has it", () => {
    expect(shape(pagesOf(named("Tom Smith"), named("peter brown")))).toEqual([[[1, 2], "s-tom", "Tom Smith"]]);
  });

  it("groups the pages in page order whatever order they come in", () => {
    const pages = [
      { pageNumber: 3, text: MORE },
      { pageNumber: 1, text: named("Tom Smith") },
      { pageNumber: 2, text: named("Li Wei") },
    ];
    expect(shape(pages)).toEqual([
      [[1], "s-tom", "Tom Smith"],
      [[2, 3], "s-li", "Li Wei"],
    ]);
  });

  it("gives no group for a set with no pages, and one for a single page", () => {
    expect(proposeGroups([], STUDENTS)).toEqual([]);
    expect(shape(pagesOf(MORE))).toEqual([[[1], null, null]]);
  });

  it("starts a new essay for the same student named twice (two essays of one student)", () => {
    expect(shape(pagesOf(named("Tom Smith"), named("Tom Smith")))).toEqual([
      [[1], "s-tom", "Tom Smith"],
      [[2], "s-tom", "Tom Smith"],
    ]);
  });

  it("puts every page in exactly one group, in order", () => {
    const texts = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? named("Li Wei") : i % 5 === 0 ? null : MORE));
    const groups = proposeGroups(pagesOf(...texts), STUDENTS);
    expect(groups.flatMap((group) => group.pageNumbers)).toEqual(texts.map((_, i) => i + 1));
    expect(groups).toHaveLength(20);
  });
});

describe("matchStudent", () => {
  it.each([
    ["Maria Lopez", "s-maria"],
    ["MARÍA LÓPEZ", "s-maria"],
    ["López María", "s-maria"],
    ["Maria", "s-maria"],
    ["Lopez", "s-maria"],
    ["tom smith", "s-tom"],
    ["Wei Li", "s-li"],
    ["Tomás", "s-tomas"],
  ])("finds %j as the class's student %s", (name, id) => {
    expect(matchStudent(name, STUDENTS)?.id).toBe(id);
  });

  it.each(["Zoe Adams", "", "  ", "Smithson"])("finds no student for %j", (name) => {
    expect(matchStudent(name, STUDENTS)).toBeNull();
  });

  it("finds none when two students fit the name", () => {
    const twins = [...STUDENTS, { id: "s-tom-2", name: "Tom Smith" }];
    expect(matchStudent("Tom Smith", twins)).toBeNull();
    expect(matchStudent("Maria Lopez", twins)?.id).toBe("s-maria");
  });
});
