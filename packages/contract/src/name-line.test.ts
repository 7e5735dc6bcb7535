import { describe, expect, it } from "vitest";
import { findNameLine } from "./name-line";

const ESSAY = "Last month our class went on a trip to the seaside, and we collected shells on the beach.";
/** The first line's verdict, with an essay under it. */
const nameOf = (line: string) => findNameLine(`${line}\n\n${ESSAY}`);

describe("a first line that only names the student", () => {
  it.each([
    ["Maria Lopez", "Maria Lopez"],
    ["María José López García", "María José López García"],
    ["Seán O'Brien", "Seán O'Brien"],
    ["Anne-Marie McDonald", "Anne-Marie McDonald"],
    ["Ana de la Cruz", "Ana de la Cruz"],
    ["MARIA LOPEZ", "MARIA LOPEZ"],
    ["Tom J. Smith", "Tom J. Smith"],
    ["Name: Tom", "Tom"],
    ["name - tom smith", "tom smith"],
    ["Student's name: Maria Lopez", "Maria Lopez"],
    ["Student: Li Wei", "Li Wei"],
  ])("offers %j as the name %j", (line, name) => {
    expect(nameOf(line)).toEqual({ line, name, essayStart: line.length + 2 });
  });

  it.each([
    ["Maria Lopez, 12 March 2026", "Maria Lopez"],
    ["Maria Lopez 12/03/2026", "Maria Lopez"],
    ["Maria Lopez - 2026-03-12", "Maria Lopez"],
    ["12.03.26 Maria Lopez", "Maria Lopez"],
    ["Name: Tom, Date: 12/03/2026", "Tom"],
  ])("offers the name of a line with a name and a date: %j", (line, name) => {
    expect(nameOf(line)?.name).toBe(name);
  });
});

describe("a first line that only dates the page", () => {
  it.each([
    "12 March 2026",
    "12/03/2026",
    "3.4.26",
    "2026-03-12",
    "12th of March, 2026",
    "March 12th, 2026",
    "Monday, 12 March 2026",
    "Tue 3 Feb",
    "Date: 12/03/2026",
    "September 2025",
  ])("leaves %j out of the essay, with no name", (line) => {
    expect(nameOf(line)).toEqual({ line, name: null, essayStart: line.length + 2 });
  });
});

describe("a first line that looks like a name or a date but is the essay's", () => {
  it.each([
    ["a first sentence", ESSAY],
    ["a sentence that starts with a name", "Maria Lopez went to the seaside with her class."],
    ["a sentence that starts with a date", "12 March 2026 was the best day of my life."],
    ["a number of things", "12 students came to the party"],
    ["a month in a sentence", "May I tell you about my trip?"],
    ["a title with small words", "My Best Friend"],
    ["a title of topic words", "Summer Holidays"],
    ["a title of other topic words", "Social Media"],
    ["a question", "Should Young People Volunteer?"],
    ["a greeting", "Dear Sir or Madam,"],
    ["a greeting with a name", "Dear Maria,"],
    ["a first name alone", "Tom"],
    ["initials alone", "J. K."],
    ["an opening", "In my opinion"],
    ["a lowercase pair", "maria lopez"],
    ["a name with a number", "Maria Lopez 3B"],
    ["a sentence ending in a page's number", "Read it on page 2"],
    ["a title with a page number", "My holiday p. 1"],
  ])("keeps %s in the essay", (_kind, line) => {
    expect(nameOf(line)).toBeNull();
  });

  it("keeps a name with no essay under it, and finds nothing in blank text", () => {
    expect(findNameLine("Maria Lopez")).toBeNull();
    expect(findNameLine("Maria Lopez\n\n   ")).toBeNull();
    expect(findNameLine("")).toBeNull();
    expect(findNameLine(" \n ")).toBeNull();
  });
});

describe("a page number beside the name", () => {
  it.each([
    ["Anna Kowalska  p. 1", "Anna Kowalska"],
    ["Anna Kowalska - page 2", "Anna Kowalska"],
    ["Anna Kowalska, page 2 of 3", "Anna Kowalska"],
    ["p. 2 Anna Kowalska", "Anna Kowalska"],
    ["Name: Anna Kowalska (2)", "Anna Kowalska"],
    ["12/03/2026 Anna Kowalska p.1", "Anna Kowalska"],
  ])("finds the name in %j", (line, name) => {
    expect(nameOf(line)?.name).toBe(name);
  });

  it("takes a page number alone, or with a date, as a line with no name", () => {
    expect(findNameLine(`p. 2\n\n${ESSAY}`)).toMatchObject({ line: "p. 2", name: null });
    expect(findNameLine(`Page 2 of 3\n\n${ESSAY}`)).toMatchObject({ name: null });
    expect(findNameLine(`12/03/2026 p. 2\n\n${ESSAY}`)).toMatchObject({ name: null });
  });
});

describe("where the essay starts", () => {
  it("is past the line and the blank space under it, wherever the line starts", () => {
    const text = `\n  Maria Lopez  \r\n\n   ${ESSAY}`;
    const found = findNameLine(text)!;
    expect(found.line).toBe("Maria Lopez");
    expect(text.slice(found.essayStart)).toBe(ESSAY);
  });

  it("is the next line when the name has a line of its own with no blank line under it", () => {
    const found = findNameLine(`Name: Tom\n${ESSAY}`)!;
    expect(found.essayStart).toBe("Name: Tom\n".length);
  });
});
