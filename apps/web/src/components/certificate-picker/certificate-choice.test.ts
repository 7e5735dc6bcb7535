import type { CertificateOption } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import {
  certificateNames,
  chooseLevel,
  chooseName,
  completeCertificate,
  emptyChoice,
  formatsOf,
  levelsOf,
  prefillChoice,
} from "./certificate-choice";

const option = (name: string, cefr_level: string, format: string): CertificateOption => ({
  name,
  cefr_level,
  format,
  format_description: `${format} of ${name}`,
});
const options = [
  option("Key", "A2", "email"),
  option("Key", "A2", "story"),
  option("First", "B2", "essay"),
  option("First", "B2", "report"),
  option("Test", "B1", "essay"),
  option("Test", "B2", "essay"),
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

  it("is complete only with name, level and format", () => {
    expect(completeCertificate({ name: "Key", cefr_level: "A2", format: "" })).toBeNull();
    expect(completeCertificate({ name: "Key", cefr_level: "A2", format: "story" })).toEqual({
      name: "Key",
      cefr_level: "A2",
      format: "story",
    });
  });

  it("starts from the latest essay's certificate only while it is on offer", () => {
    expect(prefillChoice(options, { name: "First", cefr_level: "B2", format: "report" })).toEqual({
      name: "First",
      cefr_level: "B2",
      format: "report",
    });
    expect(prefillChoice(options, { name: "First", cefr_level: "C1", format: "report" })).toBeNull();
    expect(prefillChoice(options, undefined)).toBeNull();
  });
});
