import { describe, expect, it } from "vitest";
import { namesOfPastedList, StudentListCreateRequest } from "./students";

describe("a pasted list of students", () => {
  it("gives one name a line, trimmed, without blank lines or repeats whatever their case", () => {
    expect(namesOfPastedList("  Ana Diaz \r\n\nBen   Cole\nana diaz\n\tChloé Martin\n")).toEqual([
      "Ana Diaz",
      "Ben Cole",
      "Chloé Martin",
    ]);
    expect(namesOfPastedList(" \n \n")).toEqual([]);
  });

  it("is sent as names the api trims, and refuses a blank one", () => {
    expect(StudentListCreateRequest.parse({ data: { names: [" Ana "] } }).data.names).toEqual(["Ana"]);
    expect(StudentListCreateRequest.safeParse({ data: { names: ["Ana", " "] } }).success).toBe(false);
  });
});
