import { describe, expect, it } from "vitest";
import { correctEssay } from "../correct/correct-essay";
import { readDocument } from "../document/document";
import { gradeEssay } from "./grade-essay";
import { gradeReasons } from "./reasons";
import { measureTaskFit } from "./task-fit";
import { taskEssaysFor } from "./testing/task-essays";

const B2_ESSAY = "cambridge-b2-first:essay";
const { task, plain, c2 } = taskEssaysFor(B2_ESSAY);
const toefl = taskEssaysFor("toefl-ibt:academic-discussion");

const graded = (text: string, topic: string, certificate = B2_ESSAY) => {
  const result = gradeEssay(text, correctEssay(text).edits, certificate, topic);
  if (!result.estimated) throw new Error(result.reason);
  return result;
};
const content = (result: ReturnType<typeof graded>) => result.criteria.find((c) => c.area === "content")!.score;

describe("measureTaskFit", () => {
  it("counts the task's notes an essay takes up and its own idea", () => {
    expect(measureTaskFit(readDocument(plain), task)).toEqual({
      notes: { covered: 2, given: 2 },
      own_idea: true,
      off_task: null,
    });
  });

  it("sees a note left out, and no idea of the student's own", () => {
    const moneyOnly = `Many people now spend their holidays at home. I think this is good.

Staying at home saves money. Flights are expensive and hotels cost a lot of money too.

Also you keep your money for other things. Money is important for students.

In conclusion, holidays at home are good for your money.`;
    expect(measureTaskFit(readDocument(moneyOnly), task)).toMatchObject({
      notes: { covered: 1, given: 2 },
      own_idea: false,
    });
  });

  it("reads nothing without a task, and no notes from a task that lists none", () => {
    expect(measureTaskFit(readDocument(plain), undefined)).toEqual({ notes: null, own_idea: null, off_task: null });
    expect(measureTaskFit(readDocument(plain), "Holidays at home or abroad?").notes).toBeNull();
  });
});

describe("Content against the task", () => {
  it("takes a band or more for each note the essay leaves out", () => {
    const withoutEnvironment = plain.replace(/Secondly, it is better for the environment\.[^\n]*\n\n/, "");
    expect(content(graded(withoutEnvironment, task))).toBeLessThan(content(graded(plain, task)));
  });

  it("takes the top band from an essay far longer than the task asks", () => {
    const twice = `${c2}\n\n${c2}`;
    expect(content(graded(c2, task))).toBe(5);
    expect(content(graded(twice, task))).toBeLessThanOrEqual(3);
  });

  it("flags an essay on another task for the teacher and advises no pass for Content", () => {
    const result = graded(plain, toefl.task);
    expect(result.evidence.off_task).toMatch(/check that it answers this task/);
    expect(content(result)).toBeLessThanOrEqual(2);
    expect(gradeReasons(result)!.Content!.evidence[0]).toMatch(/^Flag: /);
  });

  it("flags a copied task, on TOEFL's single score too", () => {
    const copied = `${toefl.task} ${toefl.task}`;
    const result = graded(copied, toefl.task, "toefl-ibt:academic-discussion");
    expect(result.evidence.off_task).toMatch(/copies the task/);
    expect(result.grade).toBeLessThanOrEqual(2);
  });
});
