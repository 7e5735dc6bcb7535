import { describe, expect, it } from "vitest";
import { comparableName, essayNameLine, studentNameLine } from "./student-name";

describe("comparableName", () => {
  it("drops accents, case, punctuation and repeated spaces", () => {
    expect(comparableName("  Seán  O'Brien-Núñez ")).toBe("sean o brien nunez");
  });
});

describe("studentNameLine", () => {
  const essay = "In my opinion young people should help.";

  it("finds the student's name as written: in small letters, misread, parted, beside a date or a page number", () => {
    for (const line of [
      "12/03/2026 James wilson",
      "james wilson",
      "Jarnes Wilson p.1",
      "Name: James Wil son",
      "12/03/202G James Wilsou n",
      "JAMES WILSON (1)",
    ]) {
      const found = studentNameLine(`${line}\n\n${essay}`, "James Wilson");
      expect(found, line).toEqual({ line, name: "James Wilson", essayStart: line.length + 2 });
    }
  });

  it("leaves a line that holds more than the name, another student's name, or no essay after it", () => {
    expect(studentNameLine(`James Wilson went home early.\n\n${essay}`, "James Wilson")).toBeNull();
    expect(studentNameLine(`James Wilson In my opinion\nyoung people should help.`, "James Wilson")).toBeNull();
    expect(studentNameLine(`12/03/2026 Tom Smith\n\n${essay}`, "James Wilson")).toBeNull();
    expect(studentNameLine(`My friend James\n\n${essay}`, "James Wilson")).toBeNull();
    expect(studentNameLine("james wilson\n\n", "James Wilson")).toBeNull();
    expect(studentNameLine("", "James Wilson")).toBeNull();
  });
});

describe("essayNameLine", () => {
  it("takes a name line as findNameLine does, else the essay's own student's name as written", () => {
    expect(essayNameLine("Maria Lopez\n\nI think so.", null)?.name).toBe("Maria Lopez");
    expect(essayNameLine("maria lopez\n\nI think so.", null)).toBeNull();
    expect(essayNameLine("maria lopez\n\nI think so.", "Maria Lopez")?.essayStart).toBe(13);
    expect(essayNameLine("I think so.\nYes.", "Maria Lopez")).toBeNull();
  });
});
