import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import { describe, expect, it } from "vitest";
import {
  findCertificateOption,
  findCertificateOptionFor,
  findStoredCertificateOption,
  listCertificateOptions,
} from "./catalogue";
import { CERTIFICATES } from "./certificates";
import { CEFR_LEVELS } from "./cefr";
import type { CriterionArea } from "./types";

const AREAS: CriterionArea[] = [
  "content",
  "communication",
  "organisation",
  "language",
  "vocabulary",
  "grammar",
  "overall",
];

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

  // Essays, classes and class sets store these ids: a label may change, an id never does.
  it("gives each option the fixed id written in the catalogue, each one once", () => {
    expect(options.map((o) => o.id)).toEqual([
      "cambridge-a2-key:email",
      "cambridge-a2-key:story",
      "cambridge-b1-preliminary:email",
      "cambridge-b1-preliminary:article",
      "cambridge-b1-preliminary:story",
      "cambridge-b2-first:essay",
      "cambridge-b2-first:article",
      "cambridge-b2-first:email-letter",
      "cambridge-b2-first:report",
      "cambridge-b2-first:review",
      "cambridge-b2-first:story",
      "cambridge-c1-advanced:essay",
      "cambridge-c1-advanced:email-letter",
      "cambridge-c1-advanced:proposal",
      "cambridge-c1-advanced:report",
      "cambridge-c1-advanced:review",
      "cambridge-c2-proficiency:essay",
      "cambridge-c2-proficiency:article",
      "cambridge-c2-proficiency:letter",
      "cambridge-c2-proficiency:report",
      "cambridge-c2-proficiency:review",
      "ielts-academic:task-1-report",
      "ielts-academic:task-2-essay",
      "ielts-general-training:task-1-letter",
      "ielts-general-training:task-2-essay",
      "toefl-ibt:integrated-writing",
      "toefl-ibt:academic-discussion",
    ]);
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
  });

  it("finds a stored certificate by its id even when its labels are no longer the catalogue's", () => {
    const renamed = {
      certificate_id: "cambridge-b2-first:essay",
      name: "Cambridge B2 First",
      cefr_level: "B2",
      format: "Essay (Part 1)",
    };
    expect(findStoredCertificateOption(renamed)?.format).toBe("essay");
    const unmatched = { certificate_id: null, name: "Cambridge B2 First", cefr_level: "B2", format: "essay" };
    expect(findStoredCertificateOption(unmatched)?.id).toBe("cambridge-b2-first:essay");
    expect(findStoredCertificateOption({ ...unmatched, format: "poem" })).toBeUndefined();
  });

  it("gives each option a description and a sensible word range", () => {
    for (const option of options) {
      expect(option.format_description.length).toBeGreaterThan(20);
      expect(option.min_words).toBeGreaterThan(0);
      if (option.max_words !== null) expect(option.max_words).toBeGreaterThan(option.min_words);
    }
  });

  it("marks Cambridge exams on four criteria of 0-5, out of 20", () => {
    const b2 = findCertificateOption("cambridge-b2-first:essay")!;
    expect(b2.criteria.map(({ name, max }) => ({ name, max }))).toEqual([
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
    expect(task1.criteria[0]).toMatchObject({ name: "Task Achievement", max: 9 });
    expect(task2.criteria[0]).toMatchObject({ name: "Task Response", max: 9 });
    expect(task2.grade_max).toBe(36);
    expect(task2.min_words).toBe(250);
  });

  // The grader and the feedback read these; nothing is inferred from a certificate's name or a criterion's maximum.
  it("gives every certificate its band scale, and every criterion its area and a descriptor for each band", () => {
    for (const certificate of CERTIFICATES) {
      const { floor, max, cefr } = certificate.scale;
      expect(floor, certificate.name).toBeGreaterThanOrEqual(0);
      expect(floor, certificate.name).toBeLessThan(max);
      if (cefr.kind === "exam-level") expect(CEFR_LEVELS, certificate.name).toContain(certificate.cefr_level);
      else expect(cefr.per_level, certificate.name).toBeGreaterThan(0);
      for (const criterion of [certificate.criteria, ...Object.values(certificate.criteriaByFormat ?? {})].flat()) {
        const where = `${certificate.name}: ${criterion.name}`;
        expect(criterion.max, where).toBe(max);
        expect(AREAS, where).toContain(criterion.area);
        expect(criterion.descriptors, where).toHaveLength(max + 1);
        for (const descriptor of criterion.descriptors) expect(descriptor.length, where).toBeGreaterThan(10);
      }
    }
  });

  it("names the scales as the exams do: Cambridge 0-5 per its level, IELTS bands 1-9 and TOEFL scores 1-5 on the CEFR, whole bands but TOEFL's half points", () => {
    const scaleOf = (name: string) => CERTIFICATES.find((certificate) => certificate.name === name)!.scale;
    expect(scaleOf("Cambridge B2 First")).toEqual({ floor: 0, max: 5, step: 1, cefr: { kind: "exam-level" } });
    expect(scaleOf("IELTS Academic")).toEqual({
      floor: 1,
      max: 9,
      step: 1,
      cefr: { kind: "cefr-linear", at_mid_b1: 4.5, per_level: 1.5 },
    });
    expect(scaleOf("TOEFL iBT")).toEqual({
      floor: 1,
      max: 5,
      step: 0.5,
      cefr: { kind: "cefr-linear", at_mid_b1: 2, per_level: 1 },
    });
  });

  it("finds nothing for an unknown option", () => {
    expect(findCertificateOption("cambridge-b2-first:poem")).toBeUndefined();
    expect(findCertificateOptionFor({ name: "Cambridge B2 First", cefr_level: "C1", format: "essay" })).toBeUndefined();
  });

  it("holds the certificate every workspace's tests write for", () => {
    expect(findCertificateOptionFor(B2_FIRST_ESSAY)?.id).toBe("cambridge-b2-first:essay");
  });
});
