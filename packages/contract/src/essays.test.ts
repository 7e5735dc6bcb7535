import { describe, expect, it } from "vitest";
import { EssayCreateRequest, EssayListQuery, EssayPatchRequest } from "./essays";
import { ImageUploadQuery } from "./images";
import { PaymentQuery } from "./payments";

const essay = Array.from({ length: 30 }, (_, i) => `w${i}`).join(" ");
const certificate = { name: "Cambridge B2 First", cefr_level: "B2", format: "essay" };
const uuid = () => crypto.randomUUID();
const issues = (value: unknown) => EssayCreateRequest.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("EssayCreateRequest", () => {
  it("accepts a text essay with a topic and a student name", () => {
    expect(issues({ data: { name: "Ana", original: essay, certificate, input_method: "TEXT", topic_input_method: "TEXT", topic_text: "Describe your favourite place in town" } })).toEqual([]);
  });

  it("refuses a text essay under 30 words, naming the field", () => {
    expect(issues({ data: { original: "too short", certificate, input_method: "TEXT" } })).toEqual(["data.original: you need at least 30 words"]);
  });

  it("accepts 1 to 3 photos and refuses 0 or 4", () => {
    const photos = (n: number) => ({ data: { certificate, input_method: "IMAGE", relationships: { student_image_ids_sorted: Array.from({ length: n }, uuid) } } });
    expect(issues(photos(1))).toEqual([]);
    expect(issues(photos(3))).toEqual([]);
    expect(issues(photos(0))).toHaveLength(1);
    expect(issues(photos(4))).toHaveLength(1);
  });

  it("refuses a topic given both as text and as a photo", () => {
    const both = { data: { original: essay, certificate, input_method: "TEXT", topic_text: "Describe your favourite place in town", relationships: { student_image_ids_sorted: [], topic_image_id: uuid() } } };
    expect(issues(both).join()).toMatch(/not both/);
  });

  it("refuses a malformed certificate, unknown fields and malformed image ids", () => {
    expect(issues({ data: { original: essay, certificate: { name: "B2" }, input_method: "TEXT" } }).length).toBeGreaterThan(0);
    expect(issues({ data: { original: essay, certificate: { ...certificate, format_description: "x" }, input_method: "TEXT" } }).length).toBeGreaterThan(0);
    expect(issues({ data: { original: essay, certificate, input_method: "TEXT", grade: 40 } }).length).toBeGreaterThan(0);
    expect(issues({ data: { certificate, input_method: "IMAGE", relationships: { student_image_ids_sorted: ["nope"] } } }).length).toBeGreaterThan(0);
  });
});

describe("EssayPatchRequest", () => {
  it("takes teacher grading, feedback or ratings", () => {
    expect(EssayPatchRequest.safeParse({ version: 2, data: { user_feedback: { grade_per_certificate_criterion: { Content: 4.333 }, grade: 4.333 } } }).data?.data).toEqual({
      user_feedback: { grade_per_certificate_criterion: { Content: 4.33 }, grade: 4.33 },
    });
    expect(EssayPatchRequest.safeParse({ version: 2, data: { feedback: "Well done" } }).success).toBe(true);
    expect(EssayPatchRequest.safeParse({ version: 2, data: { user_feedback: { correction: "good", comment: "Nice" } } }).success).toBe(true);
  });
  it("refuses a missing version, a negative grade and a one-word feedback", () => {
    expect(EssayPatchRequest.safeParse({ data: { feedback: "Well done" } }).success).toBe(false);
    expect(EssayPatchRequest.safeParse({ version: 2, data: { user_feedback: { grade_per_certificate_criterion: { Content: -1 }, grade: 1 } } }).success).toBe(false);
    expect(EssayPatchRequest.safeParse({ version: 2, data: { feedback: "Good" } }).success).toBe(false);
  });
});

describe("query strings", () => {
  it("coerce the essay list query with defaults", () => {
    expect(EssayListQuery.parse({})).toEqual({ offset: 0, limit: 20 });
    expect(EssayListQuery.parse({ offset: "0", limit: "1", filter_has_topic: "true" })).toEqual({ offset: 0, limit: 1, filter_has_topic: true });
    expect(EssayListQuery.safeParse({ limit: "0" }).success).toBe(false);
    expect(EssayListQuery.safeParse({ offset: "-1" }).success).toBe(false);
    expect(EssayListQuery.safeParse({ filter_has_topic: "yes" }).success).toBe(false);
  });
  it("coerce the image upload and payment queries", () => {
    expect(ImageUploadQuery.parse({ has_transcription: "true" })).toEqual({ has_transcription: true, resolution: "ORIGINAL" });
    expect(ImageUploadQuery.safeParse({ resolution: "LOW" }).success).toBe(false);
    expect(PaymentQuery.parse({ product_name: "50 essays", product_price_cents: "4500", product_essay_quantity: "50" })).toEqual({ product_name: "50 essays", product_price_cents: 4500, product_essay_quantity: 50 });
    expect(PaymentQuery.safeParse({ product_name: "x", product_price_cents: "abc", product_essay_quantity: "1" }).success).toBe(false);
  });
});
