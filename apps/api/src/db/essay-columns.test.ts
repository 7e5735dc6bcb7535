import { describe, expect, it } from "vitest";
import type { EssayEdit } from "@redpen/contract";
import { essayColumnChanges, essayOf, newEssayRow, type EssayRow, type NewEssay } from "./essay-columns";
import { CorruptColumnError } from "./json-column";
import { B2_FIRST_ESSAY, B2_FIRST_ESSAY_ID } from "@redpen/contract/testing";

const edit: EssayEdit = {
  start: 0,
  end: 1,
  original: "I",
  replacement: "We",
  category: "grammar",
  rule_id: "teacher",
  explanation: "Say who.",
  source: "teacher",
  state: "added",
};

/** A stored row with no JSON value but its (empty) page list. */
const row = (fields: Partial<EssayRow> = {}): EssayRow => ({
  id: "essay-1",
  owner_user_id: "user-1",
  organisation_id: "organisation-1",
  version: 1,
  status: "SUCCESS",
  name: null,
  original: "I went.",
  correction: null,
  certificate_id: B2_FIRST_ESSAY_ID,
  certificate_name: B2_FIRST_ESSAY.name,
  certificate_cefr_level: B2_FIRST_ESSAY.cefr_level,
  certificate_format: B2_FIRST_ESSAY.format,
  input_method: "TEXT",
  topic_input_method: null,
  topic_text: null,
  student_image_ids: "[]",
  topic_image_id: null,
  grade: null,
  grade_max: null,
  grade_per_certificate_criterion: null,
  grade_reasons: null,
  corrected_by: null,
  share_mode: "corrections",
  edits: null,
  marking: null,
  first_original: null,
  dropped_marking: null,
  feedback_by_teacher: 0,
  before_fix: null,
  fix_failure: null,
  advised_from_school_essays: null,
  school_corrections_left: null,
  school_corrections_made: null,
  feedback: null,
  user_feedback: null,
  failure_reason: null,
  class_id: null,
  student_id: null,
  locked_until: null,
  drafts_allowed: 0,
  search_name: null,
  search_topic: null,
  review_checked: 0,
  review_total: 0,
  created_at: "2026-11-26T10:00:00.000Z",
  updated_at: "2026-11-26T10:00:00.000Z",
  ...fields,
});

describe("an essay's JSON columns", () => {
  it("are read into values, and written back as the same text", () => {
    const stored = essayColumnChanges({
      student_image_ids: ["page-1"],
      marking: [edit],
      user_feedback: { grade: 14 },
      before_fix: { original: "I go.", first_original: null, marking: [edit], dropped_marking: null },
    });
    // A text fix's record keeps the marking as the essay's own column does: JSON text within the JSON.
    expect(stored.before_fix).toBe(
      JSON.stringify({
        original: "I go.",
        first_original: null,
        marking: JSON.stringify([edit]),
        dropped_marking: null,
      }),
    );
    const essay = essayOf(row(stored as Partial<EssayRow>));
    expect(essay).toMatchObject({
      student_image_ids: ["page-1"],
      marking: [edit],
      user_feedback: { grade: 14 },
      before_fix: { original: "I go.", first_original: null, marking: [edit], dropped_marking: null },
      edits: null,
      original: "I went.",
    });
  });

  it.each([
    [
      { marking: '[{"start": 0}' },
      "The stored essay essay-1 holds what Redpen does not store there: marking: not JSON.",
    ],
    [{ student_image_ids: "[1]" }, "student_image_ids.0: Invalid input: expected string, received number"],
    [{ fix_failure: '{"reason": "unreadable"}' }, "fix_failure.original:"],
    [
      { before_fix: JSON.stringify({ original: "", first_original: null, marking: "[", dropped_marking: null }) },
      "before_fix.marking: not JSON",
    ],
  ])("fail loudly, naming the essay and the column, when %o is not what Redpen stores", (fields, message) => {
    expect(() => essayOf(row(fields))).toThrow(CorruptColumnError);
    expect(() => essayOf(row(fields))).toThrow(message);
  });
});

describe("an essay's columns for the list's search and states", () => {
  const engineEdit = { ...edit, source: undefined, state: undefined, rule_id: "engine" };
  const kept: EssayEdit = { ...edit, source: "engine", state: "kept" };

  it("follow the name and the task as a search compares them: lower case, no accents", () => {
    expect(essayColumnChanges({ name: "Lucía PÉREZ", topic_text: "Été à Paris" })).toMatchObject({
      search_name: "lucia perez",
      search_topic: "ete a paris",
    });
    expect(essayColumnChanges({ name: null, topic_text: null })).toMatchObject({
      search_name: null,
      search_topic: null,
    });
    expect(essayColumnChanges({ feedback: "Well done." })).not.toHaveProperty("search_name");
  });

  it("count the marks checked of all with the marking, and the engine's edits as unchecked when there is none", () => {
    expect(essayColumnChanges({ marking: [edit, kept, { ...kept, reviewed: true }] })).toMatchObject({
      review_checked: 2,
      review_total: 3,
    });
    const { source: _source, state: _state, ...bare } = engineEdit;
    expect(essayColumnChanges({ marking: null, edits: [bare, bare] })).toMatchObject({
      review_checked: 0,
      review_total: 2,
    });
    expect(essayColumnChanges({ edits: [bare] })).not.toHaveProperty("review_total");
  });

  it("are all given on a new essay's row, so that rows inserted together have the same columns", () => {
    const { id, owner_user_id, organisation_id, status, name, original, input_method, created_at, updated_at } = row();
    const essay = { id, owner_user_id, organisation_id, status, name, original, input_method, created_at, updated_at };
    const certificate = { certificate_name: "", certificate_cefr_level: "", certificate_format: "" };
    const fresh: NewEssay = { ...essay, ...certificate, student_image_ids: [], topic_text: "Été" };
    expect(newEssayRow(fresh)).toMatchObject({
      search_name: null,
      search_topic: "ete",
      review_checked: 0,
      review_total: 0,
    });
    expect(newEssayRow({ ...fresh, marking: [edit, kept] })).toMatchObject({ review_checked: 1, review_total: 2 });
  });
});
