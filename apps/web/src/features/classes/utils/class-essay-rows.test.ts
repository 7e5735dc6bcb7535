import type { ClassProgressResponse, ClassProgressEssay } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { classEssayRows, searchRows, sortRows } from "./class-essay-rows";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";

const ANA = "00000000-0000-4000-8000-00000000a001";
const BEN = "00000000-0000-4000-8000-00000000b001";
const CAL = "00000000-0000-4000-8000-00000000c001";
const LUCIA = "00000000-0000-4000-8000-00000000d001";

function essay(id: string, studentId: string | null, date: string, fields: Partial<ClassProgressEssay> = {}) {
  return {
    id: `00000000-0000-4000-8000-${id.padStart(12, "0")}`,
    student_id: studentId,
    name: null,
    status: "SUCCESS",
    created_at: `${date}T10:00:00.000Z`,
    certificate: B2_FIRST_ESSAY,
    words: 200,
    grade: null,
    corrections: 4,
    work_on: null,
    latest_draft: null,
    review: { checked: 0, total: 4, shared: false, share_mode: "corrections", drafts_allowed: 0 },
    ...fields,
  } satisfies ClassProgressEssay;
}

const progress: ClassProgressResponse["data"] = {
  students: [
    { id: ANA, name: "Ana Silva", essay_count: 2, work_on: null },
    { id: BEN, name: "ben Okafor", essay_count: 1, work_on: null },
    { id: CAL, name: "Cal Reyes", essay_count: 0, work_on: null },
  ],
  essays: [
    essay("1", ANA, "2026-10-01", {
      grade: { source: "teacher", total: 15, max: 20, per_criterion: {} },
      work_on: { key: "tense", label: "Tenses" },
      latest_draft: { number: 2, sent_at: "2026-10-03T09:00:00.000Z", fixed: 3, total: 7 },
    }),
    essay("2", BEN, "2026-10-02", {
      grade: { source: "advised", total: 12, max: 20, per_criterion: {} },
      work_on: { key: "article", label: "Articles (a, an, the)" },
    }),
    essay("3", ANA, "2026-09-01", { status: "PENDING", corrections: null }),
    essay("4", null, "2026-09-05", {
      name: "Dora (typed)",
      grade: { source: "advised", total: 7, max: 9, per_criterion: {} },
    }),
  ],
};

describe("classEssayRows", () => {
  it("names each essay by its student, else by the name written on it, and lists students with no essay", () => {
    const rows = classEssayRows(progress);
    expect(rows.map((row) => [row.studentName, row.gradeText])).toEqual([
      ["Ana Silva", "15 / 20"],
      ["ben Okafor", "12 / 20"],
      ["Ana Silva", null],
      ["Dora (typed)", "7 / 9"],
      ["Cal Reyes", null],
    ]);
    expect(rows.at(-1)).toMatchObject({ essayId: null, studentId: CAL, status: null });
    expect(rows.map((row) => row.draftText)).toEqual(["Draft 2: 3 of 7 fixed", null, null, null, null]);
  });
});

describe("sortRows", () => {
  const rows = classEssayRows(progress);
  it("sorts by grade as a share of the total, those without one last in either direction", () => {
    expect(sortRows(rows, "grade", "desc").map((row) => row.gradeText)).toEqual([
      "7 / 9",
      "15 / 20",
      "12 / 20",
      null,
      null,
    ]);
    expect(sortRows(rows, "grade", "asc").map((row) => row.gradeText)).toEqual([
      "12 / 20",
      "15 / 20",
      "7 / 9",
      null,
      null,
    ]);
  });

  it("sorts by student whatever the case, by date, by status and by what to work on", () => {
    expect(sortRows(rows, "student", "asc").map((row) => row.studentName)).toEqual([
      "Ana Silva",
      "Ana Silva",
      "ben Okafor",
      "Cal Reyes",
      "Dora (typed)",
    ]);
    // Ana's two essays: the newest first within the same name.
    expect(sortRows(rows, "student", "asc")[0]!.createdAt).toBe("2026-10-01T10:00:00.000Z");
    expect(sortRows(rows, "date", "asc").map((row) => row.createdAt?.slice(0, 10) ?? null)).toEqual([
      "2026-09-01",
      "2026-09-05",
      "2026-10-01",
      "2026-10-02",
      null,
    ]);
    expect(sortRows(rows, "status", "asc")[0]!.status).toBe("PENDING");
    expect(sortRows(rows, "draft", "desc")[0]!.draftText).toBe("Draft 2: 3 of 7 fixed");
    expect(sortRows(rows, "workOn", "asc").map((row) => row.workOn)).toEqual([
      "Articles (a, an, the)",
      "Tenses",
      null,
      null,
      null,
    ]);
  });
});

describe("searchRows", () => {
  const rows = classEssayRows(progress);
  it("finds rows holding every word searched for, in the student's name or what to work on, any case", () => {
    expect(searchRows(rows, "ana").map((row) => row.essayId?.slice(-1))).toEqual(["1", "3"]);
    expect(searchRows(rows, "  TENSES ana ").length).toBe(1);
    expect(searchRows(rows, "articles").map((row) => row.studentName)).toEqual(["ben Okafor"]);
    expect(searchRows(rows, "zebra")).toEqual([]);
    expect(searchRows(rows, "draft").map((row) => row.essayId?.slice(-1))).toEqual(["1"]);
    expect(searchRows(rows, "   ")).toHaveLength(5);
  });

  it("finds a name or a kind of error with or without its accents, either way round", () => {
    const accented = classEssayRows({
      ...progress,
      students: [...progress.students, { id: LUCIA, name: "Lucía Núñez", essay_count: 0, work_on: null }],
      essays: [
        ...progress.essays,
        essay("5", null, "2026-10-04", {
          name: "Jose Pérez",
          work_on: { key: "agreement", label: "Subject–verb agreement" },
        }),
      ],
    });
    expect(searchRows(accented, "lucia").map((row) => row.studentName)).toEqual(["Lucía Núñez"]);
    expect(searchRows(accented, "LUCÍA nunez").map((row) => row.studentName)).toEqual(["Lucía Núñez"]);
    expect(searchRows(accented, "josé").map((row) => row.studentName)).toEqual(["Jose Pérez"]);
    expect(searchRows(accented, "agreement").map((row) => row.studentName)).toEqual(["Jose Pérez"]);
  });

  it("searches the words the table shows, not the codes behind them", () => {
    expect(searchRows(rows, "correcting").map((row) => row.essayId?.slice(-1))).toEqual(["3"]);
    expect(searchRows(rows, "pending")).toEqual([]);
    expect(searchRows(rows, "no essay yet").map((row) => row.studentName)).toEqual(["Cal Reyes"]);
    expect(searchRows(rows, "advised").map((row) => row.studentName)).toEqual(["ben Okafor", "Dora (typed)"]);
    expect(searchRows(rows, "15 / 20").map((row) => row.studentName)).toEqual(["Ana Silva"]);
  });
});
