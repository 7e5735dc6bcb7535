import { describe, expect, it } from "vitest";
import { findCertificateOption, findCertificateOptionFor, listCertificateOptions } from "./catalogue";

const options = listCertificateOptions();

describe("the certificate catalogue", () => {
  it("has every certificate the product grades for", () => {
    expect([...new Set(options.map((o) => o.name))]).toEqual([
      "Cambridge A2 Key",
      "Cambridge B1 Preliminary",
      "Cambridge B2 First",
      "Cambridge C1 Advanced",
      "Cambridge C2 Proficiency",
      "IELTS Academic",
      "IELTS General Training",
      "TOEFL iBT",
    ]);
  });

  it("gives each option a unique id, a description and a sensible word range", () => {
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
    for (const option of options) {
      expect(option.format_description.length).toBeGreaterThan(20);
      expect(option.min_words).toBeGreaterThan(0);
      if (option.max_words !== null) expect(option.max_words).toBeGreaterThan(option.min_words);
    }
  });

  it("marks Cambridge exams on four criteria of 0-5, out of 20", () => {
    const b2 = findCertificateOption("cambridge-b2-first:essay")!;
    expect(b2.criteria).toEqual([
      { name: "Content", max: 5 },
      { name: "Communicative Achievement", max: 5 },
      { name: "Organisation", max: 5 },
      { name: "Language", max: 5 },
    ]);
    expect(b2.grade_max).toBe(20);
    expect([b2.min_words, b2.max_words]).toEqual([140, 190]);
  });

  it("marks IELTS Task 1 on Task Achievement and Task 2 on Task Response, bands 0-9", () => {
    const task1 = findCertificateOptionFor({ name: "IELTS Academic", cefr_level: "B1-C2", format: "Task 1 report" })!;
    const task2 = findCertificateOptionFor({ name: "IELTS Academic", cefr_level: "B1-C2", format: "Task 2 essay" })!;
    expect(task1.criteria[0]).toEqual({ name: "Task Achievement", max: 9 });
    expect(task2.criteria[0]).toEqual({ name: "Task Response", max: 9 });
    expect(task2.grade_max).toBe(36);
    expect(task2.min_words).toBe(250);
  });

  it("finds nothing for an unknown option", () => {
    expect(findCertificateOption("cambridge-b2-first:poem")).toBeUndefined();
    expect(findCertificateOptionFor({ name: "Cambridge B2 First", cefr_level: "C1", format: "essay" })).toBeUndefined();
  });
});
