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
  startingCertificateId,
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
    expect(levelsOf(options, chooseName(options, "Test"))).toEqual(["B1", "B2"]);
    expect(formatsOf(options, { name: "First", cefr_level: "B2", format: "" }).map((o) => o.format)).toEqual([
      "essay",
      "report",
    ]);
    expect(levelsOf(options, emptyChoice)).toEqual([]);
  });

  it("clears level and format when the name changes, and the format when the level changes", () => {
    expect(chooseName(options, "Key")).toEqual({ name: "Key", cefr_level: "A2", format: "" });
    expect(chooseName(options, "Test")).toEqual({ name: "Test", cefr_level: "", format: "" });
    expect(chooseLevel(options, { name: "Key", cefr_level: "A2", format: "story" }, "A2")).toEqual({
      name: "Key",
      cefr_level: "A2",
      format: "",
    });
  });

  it("picks a level or a format that is the only one on offer", () => {
    // First has one level (B2), with two formats: the level is picked, the format is left to the teacher.
    expect(chooseName(options, "First")).toEqual({ name: "First", cefr_level: "B2", format: "" });
    // Test's B1 has one format, essay: choosing the level picks it, and the choice names an option.
    const testB1 = chooseLevel(options, chooseName(options, "Test"), "B1");
    expect(testB1).toEqual({ name: "Test", cefr_level: "B1", format: "essay" });
    expect(optionOfChoice(options, testB1)?.id).toBe("test-b1:essay");
    // A certificate with one level and one format is chosen whole by its name.
    const single = [...options, option("letter:letter", "Letter", "C1", "letter")];
    expect(optionOfChoice(single, chooseName(single, "Letter"))?.id).toBe("letter:letter");
  });

  it("starts a new essay with the class's certificate, else the latest essay's, while on offer", () => {
    const stored = { classCertificateId: "key:story", latestCertificateId: "first:essay" };
    expect(startingCertificateId(options, stored)).toBe("key:story");
    expect(startingCertificateId(options, { ...stored, classCertificateId: null })).toBe("first:essay");
    expect(startingCertificateId(options, { ...stored, classCertificateId: "first:poem" })).toBe("first:essay");
    expect(startingCertificateId(options, { latestCertificateId: "first:poem" })).toBeNull();
    expect(startingCertificateId(options, {})).toBeNull();
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
