import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CertificateListResponse, formatIeltsBand, ieltsOverallBand } from "./certificates";
import { ClassSetCreateData } from "./class-sets";
import { ClassCreateRequest, ClassPatchRequest } from "./classes";
import { EssayCreateRequest } from "./essays";
import { fieldWordsOf, validationSentences } from "./validation-sentences";

const IELTS = { name: "IELTS Academic" };

describe("ieltsOverallBand", () => {
  it.each([
    [24, 6], // 6, 6, 6, 6
    [25, 6.5], // mean 6.25 rounds up to 6.5
    [26, 6.5], // mean 6.5
    [27, 7], // mean 6.75 rounds up to 7
    [28, 7],
    [24.5, 6], // mean 6.125 rounds down to 6
    [25.9, 6.5], // mean 6.475
    [26.9, 6.5], // mean 6.725 rounds down to 6.5
    [36, 9],
    [4, 1],
  ])("a total of %d of 36 is band %d", (total, band) => {
    expect(ieltsOverallBand(IELTS, total, 36)).toBe(band);
  });

  it("rounds a mean of x.25 up even through binary noise (teachers' grades have two decimals)", () => {
    expect(ieltsOverallBand(IELTS, 6.1 + 6.2 + 6.3 + 6.4, 36)).toBe(6.5);
    expect(ieltsOverallBand({ name: "IELTS General Training" }, 6.75 + 6.75 + 6.75 + 6.75, 36)).toBe(7);
  });

  it("is null for another certificate or a maximum that is not IELTS criteria", () => {
    expect(ieltsOverallBand({ name: "Cambridge B2 First" }, 15, 20)).toBeNull();
    expect(ieltsOverallBand({ name: "TOEFL iBT" }, 4, 5)).toBeNull();
    expect(ieltsOverallBand(IELTS, 15, null)).toBeNull();
    expect(ieltsOverallBand(IELTS, 15, 20)).toBeNull();
  });

  it("is written as IELTS reports it", () => {
    expect(formatIeltsBand(6.5)).toBe("Band 6.5");
    expect(formatIeltsBand(7)).toBe("Band 7.0");
  });
});

describe("naming a certificate in a request", () => {
  const labels = { name: "Cambridge B2 First", cefr_level: "B2", format: "essay" };
  const id = "cambridge-b2-first:essay";
  const textEssay = (certificate: Record<string, unknown>) => ({
    data: { original: Array.from({ length: 30 }, (_, i) => `w${i}`).join(" "), input_method: "TEXT", ...certificate },
  });
  const sentence = (result: { error?: { issues: z.core.$ZodIssue[] } }, schema: Parameters<typeof fieldWordsOf>[0]) =>
    result.error && validationSentences(result.error.issues, fieldWordsOf(schema)).message;

  it("takes the option's id, its labels, or both, in a new essay, class set or class", () => {
    for (const certificate of [
      { certificate_id: id },
      { certificate: labels },
      { certificate_id: id, certificate: labels },
    ]) {
      expect(EssayCreateRequest.safeParse(textEssay(certificate)).success).toBe(true);
      expect(ClassSetCreateData.safeParse(certificate).success).toBe(true);
      expect(ClassCreateRequest.safeParse({ data: { name: "4B", ...certificate } }).success).toBe(true);
      expect(ClassPatchRequest.safeParse({ version: 2, data: certificate }).success).toBe(true);
    }
    expect(ClassPatchRequest.safeParse({ version: 2, data: { certificate_id: null } }).success).toBe(true);
  });

  it("says the certificate is missing when a new essay or class set names none", () => {
    expect(sentence(EssayCreateRequest.safeParse(textEssay({})), EssayCreateRequest)).toBe(
      "The certificate is missing.",
    );
    expect(sentence(ClassSetCreateData.safeParse({}), ClassSetCreateData)).toBe("The certificate is missing.");
  });

  it("lists each option with its id, beside the labels", () => {
    const option = { id, ...labels, format_description: "An essay." };
    expect(CertificateListResponse.parse({ data: [option] }).data[0]).toEqual(option);
  });
});
