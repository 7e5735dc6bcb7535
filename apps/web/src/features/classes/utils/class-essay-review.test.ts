import type { ClassProgressEssay, EssayReview } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { canChoose, classEssayRows, sortRows } from "./class-essay-rows";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";

const review = (checked: number, total: number): EssayReview => ({
  checked,
  total,
  shared: false,
  share_mode: "corrections",
  drafts_allowed: 0,
});

function essay(id: string, status: ClassProgressEssay["status"], essayReview: EssayReview) {
  return {
    id: `00000000-0000-4000-8000-${id.padStart(12, "0")}`,
    student_id: null,
    name: `Essay ${id}`,
    status,
    created_at: `2026-10-0${id}T10:00:00.000Z`,
    certificate: B2_FIRST_ESSAY,
    words: 200,
    grade: null,
    corrections: status === "SUCCESS" ? essayReview.total : null,
    work_on: null,
    latest_draft: null,
    review: essayReview,
  } satisfies ClassProgressEssay;
}

const rows = classEssayRows({
  students: [{ id: "00000000-0000-4000-8000-00000000c001", name: "Cal", essay_count: 0, work_on: null }],
  essays: [
    essay("1", "SUCCESS", review(3, 12)),
    essay("2", "SUCCESS", review(0, 0)),
    essay("3", "PENDING", review(0, 0)),
    essay("4", "SUCCESS", review(10, 12)),
  ],
});

describe("the review column", () => {
  it("sorts by the share of corrections checked (none to check is all checked), uncorrected essays last", () => {
    expect(sortRows(rows, "review", "desc").map((row) => row.studentName)).toEqual([
      "Essay 2",
      "Essay 4",
      "Essay 1",
      "Cal",
      "Essay 3",
    ]);
    expect(
      sortRows(rows, "review", "asc")
        .map((row) => row.studentName)
        .slice(0, 3),
    ).toEqual(["Essay 1", "Essay 4", "Essay 2"]);
  });

  it("lets only corrected essays be chosen", () => {
    expect(rows.filter(canChoose).map((row) => row.studentName)).toEqual(["Essay 1", "Essay 2", "Essay 4"]);
  });
});
