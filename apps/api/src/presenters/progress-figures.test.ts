import type { EssayData, EssayEdit } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { classOverview } from "./class-overview-figures";
import {
  classProgress,
  errorKind,
  contextOf,
  kindKeyOf,
  progressEssay,
  studentProgress,
  type EssayForProgress,
} from "./progress-figures";
import { B2_FIRST_ESSAY, B2_FIRST_ESSAY_ID } from "@redpen/contract/testing";

const NOT_REVIEWED = { checked: 0, total: 0, shared: false, share_mode: "corrections" as const, drafts_allowed: 0 };
const CAMBRIDGE = ["Content", "Communicative Achievement", "Organisation", "Language"];
const cambridgeCriteria = CAMBRIDGE.map((name) => ({ name, max: 5, step: 1, reason: null }));
const grades = (...values: number[]) => Object.fromEntries(CAMBRIDGE.map((name, i) => [name, values[i]!]));

/** An edit of the essay's text: the first `original` found (after `from`), with its category and state. */
function edit(
  text: string,
  original: string,
  replacement: string,
  category: string,
  state: EssayEdit["state"] = "kept",
  from = 0,
): EssayEdit {
  const start = text.indexOf(original, from);
  if (start === -1) throw new Error(`"${original}" is not in the text`);
  return {
    start,
    end: start + original.length,
    original,
    replacement,
    category,
    rule_id: state === "added" ? "teacher" : "test-rule",
    explanation: "A test explanation.",
    source: state === "added" ? "teacher" : "engine",
    state,
  };
}

let ids = 0;
/** A corrected B2 First essay uploaded on `date`, with its text and marking; the advised grade is 3 on every criterion. */
function essay(date: string, original: string, edits: EssayEdit[], fields: Partial<EssayData> = {}): EssayForProgress {
  ids++;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, "0")}`,
    created_at: `${date}T09:00:00.000Z`,
    data: {
      name: "Maria Lopez",
      original,
      correction: original,
      status: "SUCCESS",
      certificate: B2_FIRST_ESSAY,
      certificate_id: B2_FIRST_ESSAY_ID,
      input_method: "TEXT",
      topic_input_method: null,
      topic_text: null,
      relationships: { student_image_ids_sorted: [], topic_image_id: null },
      grade: 12,
      grade_max: 20,
      grade_per_certificate_criterion: grades(3, 3, 3, 3),
      grading_criteria: cambridgeCriteria,
      user_feedback: null,
      feedback: null,
      first_original: null,
      dropped_edits: null,
      advised_from_school_essays: null,
      fix_failure: null,
      feedback_by_teacher: false,
      feedback_kept_on_fix: false,
      class_id: null,
      student_id: null,
      share_mode: "corrections",
      correction_codes: [],
      edits,
      ...fields,
    },
  };
}

/** Twenty words with the mistakes the tests mark. */
const TEXT_A = "Yesterday I go to the school and I buy a apple for my freind because he was hungry after class.";
const TEXT_B =
  "Last summer I go to a beach with my freind and we swim every days in a sea because the weather were really hot and sunny there.";

describe("contextOf", () => {
  const around = (text: string, words: string) =>
    contextOf(text, { start: text.indexOf(words), end: text.indexOf(words) + words.length });

  it("cuts the words after a correction with no punctuation before the text goes on", () => {
    const text = "So in the end we was all so very bored. Then we went home early.";
    expect(around(text, "was")).toEqual({
      before: "in the end we",
      after: "all so very bored",
      cut_before: true,
      cut_after: true,
    });
  });

  it("keeps the text's own last punctuation when nothing is cut", () => {
    const text = "Last year my class were very bored.";
    expect(around(text, "were")).toEqual({
      before: "Last year my class",
      after: "very bored.",
      cut_before: false,
      cut_after: false,
    });
    expect(around(text, "Last")).toMatchObject({ before: "", cut_before: false, cut_after: true });
    expect(around(text, "my")).toMatchObject({
      before: "Last year",
      after: "class were very bored.",
      cut_after: false,
    });
  });
});

describe("progressEssay", () => {
  it("counts the words, the corrections the student sees (not the rejected) and names the kind most corrected", () => {
    const marked = essay("2026-09-10", TEXT_A, [
      edit(TEXT_A, "go", "went", "tense"),
      edit(TEXT_A, "buy", "bought", "tense", "changed"),
      edit(TEXT_A, "a apple", "an apple", "article"),
      edit(TEXT_A, "freind", "friend", "spelling", "rejected"),
    ]);
    expect(progressEssay(marked)).toMatchObject({
      words: 20,
      corrections: 3,
      work_on: { key: "tense", label: "Tenses" },
      grade: { source: "advised", total: 12, max: 20, per_criterion: grades(3, 3, 3, 3) },
    });
  });

  it("counts the teacher's grade once they graded every criterion, else the advised one", () => {
    const teacher = { grade: 15, grade_per_certificate_criterion: grades(4, 4, 4, 3) };
    expect(progressEssay(essay("2026-09-10", TEXT_A, [], { user_feedback: teacher })).grade).toEqual({
      source: "teacher",
      total: 15,
      max: 20,
      per_criterion: grades(4, 4, 4, 3),
    });
    const partial = { grade: 4, grade_per_certificate_criterion: { Content: 4 } };
    expect(progressEssay(essay("2026-09-10", TEXT_A, [], { user_feedback: partial })).grade?.source).toBe("advised");
    expect(
      progressEssay(essay("2026-09-10", TEXT_A, [], { grade: null, grade_per_certificate_criterion: null })).grade,
    ).toBeNull();
  });

  it("has no figures but its words for an essay being corrected, and none at all before its text is read", () => {
    const pending = essay("2026-09-10", TEXT_A, [], { status: "PENDING", edits: null, grade: null });
    expect(progressEssay(pending)).toMatchObject({ words: 20, grade: null, corrections: null, work_on: null });
    const unread = essay("2026-09-10", "", [], { status: "PENDING", original: null, edits: null });
    expect(progressEssay(unread)).toMatchObject({ words: null, corrections: null });
    const failed = essay("2026-09-10", TEXT_A, [edit(TEXT_A, "go", "went", "tense")], { status: "FAILURE" });
    expect(progressEssay(failed)).toMatchObject({ corrections: null, work_on: null, grade: null });
  });

  it("never names corrections of no kind as what to work on, and breaks a tie in the engine's order of kinds", () => {
    const uncategorised = essay("2026-09-10", TEXT_A, [
      edit(TEXT_A, "go", "went", ""),
      edit(TEXT_A, "buy", "bought", " "),
      edit(TEXT_A, "a apple", "an apple", "article"),
    ]);
    expect(progressEssay(uncategorised).work_on).toEqual({ key: "article", label: "Articles (a, an, the)" });
    const tie = essay("2026-09-10", TEXT_A, [
      edit(TEXT_A, "a apple", "an apple", "article"),
      edit(TEXT_A, "freind", "friend", "spelling"),
    ]);
    expect(progressEssay(tie).work_on?.key).toBe("spelling");
    const none = essay("2026-09-10", TEXT_A, [edit(TEXT_A, "go", "went", "")]);
    expect(progressEssay(none).work_on).toBeNull();
  });
});

describe("kinds of error", () => {
  it("reads a category whatever its case and spaces, and names a teacher's own kind as they wrote it", () => {
    expect(kindKeyOf(" Tense ")).toBe("tense");
    expect(kindKeyOf("")).toBe("other");
    expect(errorKind("preposition").label).toBe("Prepositions (in, on, at)");
    expect(errorKind("register")).toEqual({ key: "register", label: "Register" });
    expect(errorKind("other").label).toBe("Other kinds");
  });
});

describe("studentProgress", () => {
  const first = essay("2026-09-10", TEXT_A, [
    edit(TEXT_A, "go", "went", "tense"),
    edit(TEXT_A, "buy", "bought", "tense"),
    edit(TEXT_A, "a apple", "an apple", "article"),
    edit(TEXT_A, "freind", "friend", "spelling"),
  ]);
  const second = essay(
    "2026-10-01",
    TEXT_B,
    [
      edit(TEXT_B, "go", "went", "tense"),
      edit(TEXT_B, "freind", "friend", "spelling"),
      edit(TEXT_B, "swim", "swam", "tense", "rejected"),
      edit(TEXT_B, "days", "day", "noun number"),
      edit(TEXT_B, "a sea", "the sea", "Article", "changed"),
      edit(TEXT_B, "were", "was", "subject-verb agreement"),
      edit(TEXT_B, "really", "very", "word choice", "added"),
      edit(TEXT_B, "hot", "hot,", "punctuation"),
    ],
    { user_feedback: { grade: 14, grade_per_certificate_criterion: grades(4, 3, 3, 4) } },
  );
  const pending = essay("2026-10-20", TEXT_A, [], { status: "PENDING", edits: null, grade: null });

  it("lists every essay oldest first, with figures for the corrected ones only", () => {
    const progress = studentProgress([pending, second, first]);
    expect(progress.essays.map((entry) => entry.id)).toEqual([first.id, second.id, pending.id]);
    expect(progress.essays.map((entry) => entry.words)).toEqual([20, 27, 20]);
    expect(progress.essays.map((entry) => entry.grade?.total ?? null)).toEqual([12, 14, null]);
    expect(progress.error_rates.map((rates) => rates.essay_id)).toEqual([first.id, second.id]);
    expect(progress.criteria).toEqual(CAMBRIDGE.map((name) => ({ name, max: 5 })));
  });

  it("gives errors per 100 words, the five most frequent kinds on their own and the rest together", () => {
    const { error_kinds, error_rates } = studentProgress([first, second]);
    // tense 3, article 2, spelling 2, then four of one each: the engine's order breaks the ties.
    expect(error_kinds.map((kind) => kind.key)).toEqual([
      "tense",
      "spelling",
      "article",
      "subject-verb agreement",
      "noun number",
      "other",
    ]);
    expect(error_rates[0]).toEqual({
      essay_id: first.id,
      // 4 corrections in 20 words.
      total_per_100_words: 20,
      per_100_words: {
        tense: 10,
        spelling: 5,
        article: 5,
        "subject-verb agreement": 0,
        "noun number": 0,
        other: 0,
      },
    });
    // 7 corrections the student sees in 27 words; word choice and punctuation are the other kinds.
    expect(error_rates[1]!.total_per_100_words).toBe(25.9);
    expect(error_rates[1]!.per_100_words).toMatchObject({ tense: 3.7, article: 3.7, other: 7.4 });
  });

  it("has no other kinds when five or fewer kinds were corrected", () => {
    expect(studentProgress([first]).error_kinds.map((kind) => kind.key)).toEqual(["tense", "spelling", "article"]);
  });

  it("names the three most frequent kinds of error with examples of the student's own, the most repeated first", () => {
    const { frequent_errors } = studentProgress([first, second]);
    expect(frequent_errors.map(({ key, count }) => [key, count])).toEqual([
      ["tense", 3],
      ["spelling", 2],
      ["article", 2],
    ]);
    const [tense, spelling] = frequent_errors;
    // "go → went" was made twice (the latest essay's is shown); the rejected "swim → swam" is not an example.
    expect(tense!.examples).toEqual([
      {
        essay_id: second.id,
        original: "go",
        replacement: "went",
        before: "Last summer I",
        after: "to a beach with",
        cut_before: false,
        cut_after: true,
      },
      {
        essay_id: first.id,
        original: "buy",
        replacement: "bought",
        before: "the school and I",
        after: "a apple for my",
        cut_before: true,
        cut_after: true,
      },
    ]);
    expect(spelling!.examples).toHaveLength(1);
    expect(spelling!.label).toBe("Spelling");
  });

  it("keeps at most three examples of a kind, and leaves corrections of no kind out of the frequent ones", () => {
    const text = "One two three four five six seven eight nine ten.";
    const many = essay("2026-11-01", text, [
      edit(text, "One", "1", "spelling"),
      edit(text, "two", "2", "spelling"),
      edit(text, "three", "3", "spelling"),
      edit(text, "four", "4", "spelling"),
      edit(text, "five", "5", ""),
      edit(text, "six", "6", ""),
      edit(text, "seven", "7", ""),
      edit(text, "eight", "8", ""),
      edit(text, "nine", "9", ""),
    ]);
    const { frequent_errors, error_kinds } = studentProgress([many]);
    expect(frequent_errors.map((kind) => kind.key)).toEqual(["spelling"]);
    expect(frequent_errors[0]!.examples.map((example) => example.original)).toEqual(["One", "two", "three"]);
    expect(frequent_errors[0]!.examples[0]).toMatchObject({
      before: "",
      after: "two three four five",
      cut_before: false,
      cut_after: true,
    });
    expect(error_kinds.map((kind) => kind.key)).toEqual(["spelling", "other"]);
  });

  it("is empty for a student with no essay, and has no rates for an essay of no words", () => {
    expect(studentProgress([])).toEqual({
      essays: [],
      criteria: [],
      error_kinds: [],
      error_rates: [],
      frequent_errors: [],
    });
    const blank = essay("2026-09-10", "", []);
    expect(studentProgress([blank]).error_rates).toEqual([
      { essay_id: blank.id, total_per_100_words: 0, per_100_words: {} },
    ]);
  });

  it("takes the criteria of every certificate the student wrote for, in the order first met", () => {
    const ielts = essay("2026-11-01", TEXT_A, [], {
      certificate: { name: "IELTS Academic", cefr_level: "B2-C1", format: "Task 2 essay" },
      grade: 24,
      grade_max: 36,
      grade_per_certificate_criterion: { "Task Response": 6, "Lexical Resource": 6 },
      grading_criteria: [
        { name: "Task Response", max: 9, step: 0.5, reason: null },
        { name: "Lexical Resource", max: 9, step: 0.5, reason: null },
      ],
    });
    const retired = essay("2026-08-01", TEXT_A, [], { grading_criteria: null });
    expect(studentProgress([ielts, first, retired]).criteria).toEqual([
      ...CAMBRIDGE.map((name) => ({ name, max: 5 })),
      { name: "Task Response", max: 9 },
      { name: "Lexical Resource", max: 9 },
    ]);
  });
});

describe("classProgress", () => {
  it("lists the students by name with what each should work on, and the class's essays newest first", () => {
    const ana = { id: "00000000-0000-4000-8000-00000000a001", name: "Ana" };
    const ben = { id: "00000000-0000-4000-8000-00000000b001", name: "Ben" };
    const anaOld = {
      ...essay("2026-09-01", TEXT_A, [edit(TEXT_A, "go", "went", "tense"), edit(TEXT_A, "buy", "bought", "tense")]),
      student_id: ana.id,
      latest_draft: { number: 2, sent_at: "2026-09-03T10:00:00.000Z", fixed: 1, total: 2 },
      review: { checked: 2, total: 2, shared: true, share_mode: "codes" as const, drafts_allowed: 1 },
    };
    const anaNew = {
      ...essay("2026-10-01", TEXT_A, [edit(TEXT_A, "a apple", "an apple", "article")]),
      student_id: ana.id,
      latest_draft: null,
      review: NOT_REVIEWED,
    };
    const unnamed = { ...essay("2026-09-15", TEXT_A, []), student_id: null, latest_draft: null, review: NOT_REVIEWED };
    const progress = classProgress({ students: [ben, ana], essays: [anaOld, unnamed, anaNew] });
    expect(progress.students).toEqual([
      { id: ana.id, name: "Ana", essay_count: 2, work_on: { key: "tense", label: "Tenses" } },
      { id: ben.id, name: "Ben", essay_count: 0, work_on: null },
    ]);
    expect(progress.essays.map((entry) => [entry.id, entry.student_id, entry.work_on?.key ?? null])).toEqual([
      [anaNew.id, ana.id, "article"],
      [unnamed.id, null, null],
      [anaOld.id, ana.id, "tense"],
    ]);
    expect(progress.essays.map((entry) => entry.latest_draft?.fixed ?? null)).toEqual([null, null, 1]);
    expect(progress.essays[2]!.review).toEqual(anaOld.review);
  });
});

describe("classOverview", () => {
  const ana = { id: "00000000-0000-4000-8000-00000000a001", name: "Ana" };
  const ben = { id: "00000000-0000-4000-8000-00000000b001", name: "Ben" };
  const cal = { id: "00000000-0000-4000-8000-00000000c001", name: "Cal" };

  it("counts each writer's latest essay: criteria spread, errors by how many made them, changes and who is missing", () => {
    const anaOld = {
      ...essay("2026-09-01", TEXT_A, [], { grade_per_certificate_criterion: grades(1, 1, 1, 1), grade: 4 }),
      student_id: ana.id,
    };
    const anaNew = {
      ...essay("2026-10-01", TEXT_A, [edit(TEXT_A, "go", "went", "tense"), edit(TEXT_A, "buy", "bought", "tense")], {
        grade_per_certificate_criterion: grades(4, 2, 3, 5),
        grade: 14,
      }),
      student_id: ana.id,
    };
    const benOnly = {
      ...essay(
        "2026-10-02",
        TEXT_A,
        [edit(TEXT_A, "a apple", "an apple", "article"), edit(TEXT_A, "go", "went", "tense")],
        {
          grade_per_certificate_criterion: grades(2, 2, 5, 1),
          grade: 10,
        },
      ),
      student_id: ben.id,
    };
    const overview = classOverview({
      students: [cal, ben, ana],
      essays: [benOnly, anaNew, anaOld],
      latestSet: { id: benOnly.id, created_at: "2026-10-02T09:00:00.000Z", topic_text: null, essay_ids: [benOnly.id] },
    });
    expect(overview).toMatchObject({ students: 3, essays_counted: 2 });
    expect(overview.criteria[0]).toEqual({
      name: "Content",
      scale_max: 5,
      essays: 2,
      mean: 3,
      lowest: 2,
      highest: 4,
      standard_deviation: 1,
    });
    expect(overview.frequent_errors.map((kind) => [kind.key, kind.students, kind.corrections])).toEqual([
      ["tense", 2, 3],
      ["article", 1, 1],
    ]);
    expect(overview.frequent_errors[0]!.examples.map((example) => [example.student_name, example.original])).toEqual([
      ["Ben", "go"],
      ["Ana", "go"],
    ]);
    expect(
      overview.improved.map((change) => [change.name, change.before.grade_share, change.latest.grade_share]),
    ).toEqual([["Ana", 0.2, 0.7]]);
    expect(overview.not_improved).toEqual([]);
    expect(overview.no_essay).toEqual([cal]);
    expect(overview.latest_set?.missing).toEqual([ana, cal]);
  });
});
