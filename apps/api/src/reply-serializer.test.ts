import { EssayListResponse, EssayResponse } from "@redpen/contract";
import Fastify from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { describe, expect, it } from "vitest";
import { B2_FIRST_ESSAY, B2_FIRST_ESSAY_ID } from "@redpen/contract/testing";

/** The serialiser app.ts sets (fastify-type-provider-zod's) for a route's reply schema. */
const replySerializer = (schema: ZodType) =>
  serializerCompiler({ schema, method: "GET", url: "/essay", httpStatus: "200" });

const edit = {
  start: 5,
  end: 7,
  original: "go",
  replacement: "went",
  category: "grammar",
  rule_id: "past-tense",
  explanation: "Use the past tense for last summer.",
  source: "engine" as const,
  state: "kept" as const,
};

/** A corrected essay as the contract lists it. */
const essay: EssayResponse = {
  id: "0b7c1a52-3d7e-4b8e-9a51-6c2f0d4e8a11",
  version: 2,
  data: {
    name: "Maria Lopez",
    original: "Last summer I go to the sea.",
    correction: "Last summer I went to the sea.",
    status: "SUCCESS",
    certificate: B2_FIRST_ESSAY,
    certificate_id: B2_FIRST_ESSAY_ID,
    input_method: "TEXT",
    topic_input_method: null,
    topic_text: null,
    relationships: { student_image_ids_sorted: [], topic_image_id: null },
    grade: 12,
    grade_max: 20,
    grade_per_certificate_criterion: { Content: 3, Language: 3 },
    grading_criteria: [
      { name: "Content", max: 5, step: 1, reason: { band: "All content is relevant.", evidence: ["152 words."] } },
      { name: "Language", max: 5, step: 1, reason: null },
    ],
    user_feedback: { grade: 13, comment: "Helpful." },
    feedback: "Well done.",
    share_mode: "corrections",
    correction_codes: [],
    edits: [edit, { ...edit, start: 20, end: 20, original: "", replacement: "," }],
    first_original: null,
    dropped_edits: null,
    fix_failure: null,
    advised_from_school_essays: null,
    class_id: null,
    student_id: null,
    feedback_by_teacher: false,
    feedback_kept_on_fix: false,
  },
};

/** The same essay with unlisted fields at every level, as a database row or a careless spread could add them. */
const leaky = {
  ...essay,
  owner_user_id: "user-1",
  data: {
    ...essay.data,
    last_error: "secret",
    locked_until: "2026-01-01T00:00:00.000Z",
    certificate: { ...essay.data.certificate, format_description: "not in the reply" },
    relationships: { ...essay.data.relationships, owner_email: "teacher@school.test" },
    user_feedback: { ...essay.data.user_feedback, reviewer: "someone" },
    edits: essay.data.edits!.map((one) => ({ ...one, internal_score: 0.93 })),
  },
};

// Replies are written by fastify-type-provider-zod's serialiser: these check that it keeps what the
// api relies on, that unlisted fields (a database row's, a careless spread's) never leave the server.
describe("the reply serialiser", () => {
  it("writes only the fields the schema lists, at every level", () => {
    const written = replySerializer(EssayResponse)(leaky);
    expect(JSON.parse(written)).toEqual(essay);
    expect(written).toBe(JSON.stringify(EssayResponse.parse(leaky)));
    for (const secret of [
      "owner_user_id",
      "last_error",
      "locked_until",
      "format_description",
      "owner_email",
      "reviewer",
      "internal_score",
    ])
      expect(written).not.toContain(secret);
  });

  it("writes lists of essays and optional fields left out as zod does", () => {
    const pending = {
      ...essay,
      data: { ...essay.data, status: "PENDING", user_feedback: { correction: null }, edits: null },
    };
    const card = {
      created_at: "2026-11-29T09:00:00.000Z",
      class_name: null,
      grade: null,
      review: { checked: 0, total: 1, shared: false, share_mode: "corrections", drafts_allowed: 0 },
      latest_draft: null,
    };
    const list = { data: [leaky, pending].map((entry) => ({ ...entry, card })), total: 2 };
    expect(replySerializer(EssayListResponse)(list)).toBe(JSON.stringify(EssayListResponse.parse(list)));
  });

  it("refuses a reply that zod would refuse", () => {
    const wrong = { ...essay, data: { ...essay.data, edits: [{ ...edit, start: "five" }] } };
    expect(() => replySerializer(EssayResponse)(wrong)).toThrow();
  });

  it("is what the routes' replies are written with", async () => {
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    app.get("/essay", { schema: { response: { 200: EssayResponse } } }, async () => leaky);
    const reply = await app.inject({ method: "GET", url: "/essay" });
    await app.close();
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(essay);
  });
});
