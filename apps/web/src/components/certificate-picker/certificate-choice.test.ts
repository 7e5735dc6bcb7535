import type { CertificateOption } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import {
  certificateNames,
  choiceOf,
  chooseLevel,
  chooseName,
  emptyChoice,
  formatsOf,
  levelsOf,
  offeredId,
  optionOfChoice,
  optionWithId,
} from "./certificate-choice";

const option = (id: string, name: string, cefr_level: string, format: string): CertificateOption => ({
  id,
  name,
  cefr_level,
  format,
  format_description: `${format} of ${name}`,
});
const options = [
  option("key:email", "Key", "A2", "email"),
  option("key:story", "Key", "A2", "story"),
  option("first:essay", "First", "B2", "essay"),
  option("first:report", "First", "B2", "report"),
  option("test-b1:essay", "Test", "B1", "essay"),
  option("test-b2:essay", "Test", "B2", "essay"),
];

describe("certificate choice", () => {
  it("lists each name once and the levels and formats of the choice so far", () => {
    expect(certificateNames(options)).toEqual(["Key", "First", "Test"]);
    expect(levelsOf(options, chooseName("Test"))).toEqual(["B1", "B2"]);
    expect(formatsOf(options, { name: "First", cefr_level: "B2", format: "" }).map((o) => o.format)).toEqual([
      "essay",
      "report",
    ]);
    expect(levelsOf(options, emptyChoice)).toEqual([]);
  });

  it("clears level and format when the name changes, and the format when the level changes", () => {
    expect(chooseName("Key")).toEqual({ name: "Key", cefr_level: "", format: "" });
    expect(chooseLevel({ name: "Test", cefr_level: "B1", format: "essay" }, "B2")).toEqual({
      name: "Test",
      cefr_level: "B2",
      format: "",
    });
  });

  it("names an option by its id only once name, level and format are all chosen, and back", () => {
    expect(optionOfChoice(options, { name: "Key", cefr_level: "A2", format: "" })).toBeUndefined();
    expect(optionOfChoice(options, { name: "Test", cefr_level: "B2", format: "essay" })?.id).toBe("test-b2:essay");
    expect(choiceOf(optionWithId(options, "key:story")!)).toEqual({ name: "Key", cefr_level: "A2", format: "story" });
    expect(optionWithId(options, null)).toBeUndefined();
  });

  it("starts from a stored certificate only while its id is on offer", () => {
    expect(offeredId(options, "first:report")).toBe("first:report");
    expect(offeredId(options, "first:poem")).toBeNull();
    expect(offeredId(options, null)).toBeNull();
    expect(offeredId(options, undefined)).toBeNull();
  });
});
