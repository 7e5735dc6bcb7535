import type { ClassSetSummary } from "@redpen/contract";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import { describe, expect, it } from "vitest";
import { classSetProgress, setStillMoving } from "./class-set-progress";

const date = (iso: string) => iso.slice(0, 10);
function set(data: Partial<ClassSetSummary["data"]>): ClassSetSummary {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    version: 1,
    data: {
      status: "READING",
      source: "PDF",
      pages_total: 12,
      pages_read: 3,
      certificate: B2_FIRST_ESSAY,
      topic_text: null,
      essays_made: 0,
      essays_corrected: 0,
      essays_failed: 0,
      created_at: "2026-11-20T09:00:00.000Z",
      ...data,
    },
  };
}

describe("classSetProgress", () => {
  it("shows a set being read by its pages read, titled by its date when it has no task", () => {
    expect(classSetProgress(set({}), date)).toEqual({
      title: "Class set of 2026-11-20",
      status: "Reading the pages",
      progress: "3 of 12 pages read",
      share: 0.25,
    });
    expect(setStillMoving(set({}))).toBe(true);
  });

  it("shows a set to check, and a started one by its essays made and corrected", () => {
    const ready = classSetProgress(
      set({ status: "READY", pages_read: 1, pages_total: 1, topic_text: "My town" }),
      date,
    );
    expect(ready).toEqual({
      title: "My town",
      status: "Ready to check",
      progress: "1 page read: check the essays and start",
      share: null,
    });
    expect(setStillMoving(set({ status: "READY" }))).toBe(false);
    const started = set({ status: "STARTED", essays_made: 5, essays_corrected: 2 });
    expect(classSetProgress(started, date)).toMatchObject({ progress: "5 essays made, 2 corrected", share: 0.4 });
    expect(setStillMoving(started)).toBe(true);
    const done = set({ status: "STARTED", essays_made: 5, essays_corrected: 5 });
    expect(classSetProgress(done, date)).toMatchObject({ status: "Started", share: null });
    expect(setStillMoving(done)).toBe(false);
    // A failed or held essay moves no further: the set stops being watched once the others are done.
    const oneFailed = set({ status: "STARTED", essays_made: 5, essays_corrected: 3, essays_failed: 1 });
    expect(classSetProgress(oneFailed, date)).toMatchObject({
      progress: "5 essays made, 3 corrected, 1 not corrected",
      share: 0.8,
    });
    expect(setStillMoving(oneFailed)).toBe(true);
    const settled = set({ status: "STARTED", essays_made: 5, essays_corrected: 4, essays_failed: 1 });
    expect(classSetProgress(settled, date)).toMatchObject({ share: null });
    expect(setStillMoving(settled)).toBe(false);
  });

  it("cuts a long task at a word", () => {
    const long = "Write an article for the school magazine about a place in your town that young people like to visit";
    const { title } = classSetProgress(set({ topic_text: `  ${long}\n` }), date);
    expect(title).toBe("Write an article for the school magazine about a place in your town…");
    expect(title.length).toBeLessThanOrEqual(70);
  });
});
