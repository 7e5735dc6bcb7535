import { describe, expect, it } from "vitest";
import { fieldWordsOf, validationSentences } from "./validation-sentences";
import { EssayCreateRequest, EssayResponse } from "./essays";
import { EssayListQuery } from "./essay-list";
import { B2_FIRST_ESSAY } from "./testing";

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
const essay = words(30);
const topic = "Describe your favourite place in town";
const certificate = B2_FIRST_ESSAY;
const uuid = () => crypto.randomUUID();
const issues = (data: Record<string, unknown>) =>
  EssayCreateRequest.safeParse({ data }).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ??
  [];
const textEssay = (extra: Record<string, unknown> = {}) => ({
  original: essay,
  certificate,
  input_method: "TEXT",
  ...extra,
});
const photoEssay = (count: number, extra: Record<string, unknown> = {}) => ({
  certificate,
  input_method: "IMAGE",
  relationships: { student_image_ids_sorted: Array.from({ length: count }, uuid) },
  ...extra,
});

describe("creating a text essay", () => {
  it("accepts 30 words with a topic and a student name", () => {
    expect(issues(textEssay({ name: "Ana", topic_input_method: "TEXT", topic_text: topic }))).toEqual([]);
  });

  it("refuses 29 words, naming the field", () => {
    expect(issues(textEssay({ original: words(29) }))).toEqual(["data.original: you need at least 30 words"]);
  });

  it("refuses a missing text and text over 10000 characters", () => {
    expect(issues(textEssay({ original: undefined }))).toEqual(["data.original: you need at least 30 words"]);
    expect(issues(textEssay({ original: `${essay} `.padEnd(10_001, "x") }))).toEqual([
      "data.original: text is too long",
    ]);
  });

  it("refuses photos", () => {
    expect(issues(textEssay({ relationships: { student_image_ids_sorted: [uuid()] } }))).toEqual([
      "data.relationships.student_image_ids_sorted: a text essay has no photos",
    ]);
  });

  it("takes empty or blank optional fields as no topic and no name", () => {
    expect(issues(textEssay({ name: "", topic_text: "   ", topic_input_method: null }))).toEqual([]);
    expect(issues(textEssay({ name: null, topic_text: null }))).toEqual([]);
  });

  it("refuses a topic of 4 words and accepts 5", () => {
    expect(issues(textEssay({ topic_text: words(4) }))).toEqual(["data.topic_text: you need at least 5 words"]);
    expect(issues(textEssay({ topic_text: words(5) }))).toEqual([]);
  });
});

describe("creating a photo essay", () => {
  it("accepts 1 to 3 photos and refuses 0 or 4", () => {
    expect(issues(photoEssay(1))).toEqual([]);
    expect(issues(photoEssay(3))).toEqual([]);
    expect(issues(photoEssay(0))).toEqual(["data.relationships.student_image_ids_sorted: add 1 to 3 photos"]);
    expect(issues(photoEssay(4))).toEqual(["data.relationships.student_image_ids_sorted: add 1 to 3 photos"]);
    expect(issues({ certificate, input_method: "IMAGE" })).toEqual([
      "data.relationships.student_image_ids_sorted: add 1 to 3 photos",
    ]);
  });

  it("refuses the same photo twice, and a topic photo that is also a page", () => {
    const id = uuid();
    expect(
      issues({ certificate, input_method: "IMAGE", relationships: { student_image_ids_sorted: [id, id] } }),
    ).toEqual(["data.relationships.student_image_ids_sorted: each photo can be sent only once"]);
    expect(
      issues({
        certificate,
        input_method: "IMAGE",
        relationships: { student_image_ids_sorted: [id], topic_image_id: id },
      }),
    ).toEqual(["data.relationships.topic_image_id: the topic photo cannot be a page of the essay"]);
  });

  it("takes the text the teacher checked, or none (then the text is read from the photos)", () => {
    expect(issues(photoEssay(1, { original: essay }))).toEqual([]);
    for (const original of ["", "   ", null, undefined]) expect(issues(photoEssay(1, { original }))).toEqual([]);
  });

  it("checks the text the teacher checked as a pasted essay", () => {
    expect(issues(photoEssay(1, { original: words(29) }))).toEqual(["data.original: you need at least 30 words"]);
    expect(issues(photoEssay(1, { original: `${essay} `.padEnd(10_001, "x") }))).toEqual([
      "data.original: text is too long",
    ]);
    expect(issues(photoEssay(1, { original: `${essay}\u0007` }))[0]).toMatch(/^data\.original: remove the invisible/);
    expect(issues(photoEssay(1, { original: 42 }))).toHaveLength(1);
    expect(issues(photoEssay(1, { original: [essay] }))).toHaveLength(1);
  });

  it("accepts a topic photo", () => {
    const data = photoEssay(2);
    expect(
      issues({
        ...data,
        topic_input_method: "IMAGE",
        relationships: { ...data.relationships, topic_image_id: uuid() },
      }),
    ).toEqual([]);
  });
});

describe("the topic of a new essay", () => {
  it("is text or one photo, never both", () => {
    const both = textEssay({
      topic_text: topic,
      relationships: { student_image_ids_sorted: [], topic_image_id: uuid() },
    });
    expect(issues(both)).toEqual(["data.topic_text: give the topic as text or as one photo, not both"]);
  });

  it("must match topic_input_method when one is sent", () => {
    expect(issues(textEssay({ topic_input_method: "IMAGE", topic_text: topic }))).toEqual([
      "data.topic_input_method: must be TEXT for this topic",
    ]);
    expect(issues(textEssay({ topic_input_method: "TEXT" }))).toEqual([
      "data.topic_input_method: must be null for this topic",
    ]);
  });
});

describe("the shape of a new essay", () => {
  it("refuses a malformed certificate, or one carrying format_description", () => {
    expect(issues(textEssay({ certificate: { name: "B2" } })).length).toBeGreaterThan(0);
    expect(issues(textEssay({ certificate: { ...certificate, format: "" } })).length).toBeGreaterThan(0);
    expect(issues(textEssay({ certificate: { ...certificate, format_description: "x" } })).length).toBeGreaterThan(0);
  });

  it("refuses unknown fields at every level", () => {
    expect(issues(textEssay({ grade: 40 }))).toEqual(['data: Unrecognized key: "grade"']);
    expect(EssayCreateRequest.safeParse({ data: textEssay(), id: uuid() }).success).toBe(false);
    expect(issues(textEssay({ relationships: { student_image_ids_sorted: [], extra: 1 } })).length).toBeGreaterThan(0);
  });

  it("refuses malformed image ids and an unknown input method", () => {
    expect(issues(photoEssay(0, { relationships: { student_image_ids_sorted: ["nope"] } })).length).toBeGreaterThan(0);
    expect(issues(textEssay({ input_method: "VOICE" })).length).toBeGreaterThan(0);
  });
});

describe("the essay list query", () => {
  it("defaults to the first 20 essays", () => {
    expect(EssayListQuery.parse({})).toEqual({ offset: 0, limit: 20 });
  });

  it("coerces numbers and booleans from the query string", () => {
    expect(EssayListQuery.parse({ offset: "0", limit: "1", filter_has_topic: "true" })).toEqual({
      offset: 0,
      limit: 1,
      filter_has_topic: true,
    });
    expect(EssayListQuery.parse({ offset: "40", limit: "100", filter_has_topic: "false" })).toEqual({
      offset: 40,
      limit: 100,
      filter_has_topic: false,
    });
  });

  it("says which boolean values it takes", () => {
    const issues = EssayListQuery.safeParse({ filter_has_topic: "yes" }).error?.issues ?? [];
    expect(validationSentences(issues, fieldWordsOf(EssayListQuery)).message).toBe(
      'The topic filter must be "true" or "false".',
    );
    expect(EssayListQuery.parse({ filter_has_topic: true }).filter_has_topic).toBe(true);
  });

  it("refuses out-of-range or malformed values", () => {
    for (const query of [
      { limit: "0" },
      { limit: "101" },
      { offset: "-1" },
      { offset: "1.5" },
      { limit: "abc" },
      { filter_has_topic: "yes" },
      { filter_has_topic: "1" },
    ]) {
      expect(EssayListQuery.safeParse(query).success).toBe(false);
    }
  });
});

describe("essay replies", () => {
  const pending = {
    id: uuid(),
    version: 1,
    data: {
      name: null,
      original: null,
      correction: null,
      status: "PENDING",
      certificate,
      certificate_id: "cambridge-b2-first:essay",
      input_method: "IMAGE",
      topic_input_method: null,
      topic_text: null,
      relationships: { student_image_ids_sorted: [uuid()], topic_image_id: null },
      grade: null,
      grade_max: null,
      grade_per_certificate_criterion: null,
      grading_criteria: [{ name: "Content", max: 5, step: 1, reason: null }],
      user_feedback: null,
      feedback: null,
      edits: null,
      first_original: null,
      dropped_edits: null,
      fix_failure: null,
      advised_from_school_essays: null,
      feedback_by_teacher: false,
      feedback_kept_on_fix: false,
      class_id: null,
      student_id: null,
      share_mode: "corrections",
      correction_codes: [],
    },
  };

  it("describe a pending essay with nothing corrected yet", () => {
    expect(EssayResponse.parse(pending)).toEqual(pending);
  });

  it("carry the marking's edits and drop fields they do not list", () => {
    const edit = {
      start: 0,
      end: 4,
      original: "goed",
      replacement: "went",
      category: "grammar",
      rule_id: "irregular-past",
      explanation: "The past of 'go' is 'went'.",
      source: "engine",
      state: "kept",
    };
    const done = { ...pending, data: { ...pending.data, status: "SUCCESS", edits: [edit], secret: "x" } };
    const parsed = EssayResponse.parse(done);
    expect(parsed.data.edits).toEqual([edit]);
    expect(parsed.data).not.toHaveProperty("secret");
  });
});
