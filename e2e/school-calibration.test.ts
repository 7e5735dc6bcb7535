import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { gradedEssay as schoolEssay, gradeEssay } from "@redpen/engine/testing/grading";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { useRunningProduct } from "./product";
import { insertGradedEssay } from "./product-database";
import { signUpTeacher, VIEWPORTS } from "./teacher";

const { product, browser } = useRunningProduct();
const EMAIL = "strict.marker@school.test";
let page: Page;

/** Redpen's grades of a text (no corrections), and a strict teacher's: one band lower on every criterion. */
function strictlyGraded(text: string) {
  const result = gradeEssay(text, [], "cambridge-b2-first:essay");
  if (!result.estimated) throw new Error(result.reason);
  const advised = Object.fromEntries(result.criteria.map((criterion) => [criterion.name, criterion.score]));
  return {
    text,
    advised,
    teacher: Object.fromEntries(Object.entries(advised).map(([name, score]) => [name, Math.max(0, score - 1)])),
  };
}

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), EMAIL);
  // The first essay makes the teacher's school; 19 more graded by its teachers are there already.
  await correctTextEssay(page, product(), { text: TEXT_ESSAY });
  for (let i = 0; i < 19; i++) insertGradedEssay(product(), EMAIL, strictlyGraded(schoolEssay(i)));
});

const grading = () => page.getByRole("region", { name: "Grading" });

describe("a school's calibration in the browser", () => {
  it("switches the advised grades to the school's model once the teacher saves the school's 20th grading, and shows it in Agreement", async () => {
    await grading().getByText("Advised by Redpen's general model").waitFor();
    // The 20th: the strict teacher takes a band off every criterion and saves.
    const fields = grading().getByRole("spinbutton");
    for (let i = 0; i < (await fields.count()); i++) {
      const field = fields.nth(i);
      await field.fill(String(Math.max(0, Number(await field.inputValue()) - 1)));
    }
    await grading().getByRole("button", { name: "Save" }).click();
    await grading().getByText("Your grade", { exact: true }).waitFor();

    // The fit runs in the queue's spare time; the next essay is advised by the school's model.
    let advisedBySchool = false;
    for (let attempt = 0; attempt < 5 && !advisedBySchool; attempt++) {
      await correctTextEssay(page, product(), { text: TEXT_ESSAY });
      advisedBySchool = (await grading().getByText("Advised from your school's 20 graded essays").count()) > 0;
    }
    expect(advisedBySchool).toBe(true);

    await page.goto(`${product().url}/school`);
    const agreement = page.getByRole("region", { name: "Agreement", exact: true });
    await agreement.getByText("Advised from your school's 20 graded essays (model version 1).").waitFor();
    await agreement
      .getByRole("table", { name: /Agreement per criterion/ })
      .getByRole("columnheader", { name: /General → school's model/ })
      .waitFor();
    // On a phone the figures are one card per criterion, nothing cut.
    await page.setViewportSize(VIEWPORTS.phone);
    await agreement.getByRole("list", { name: /Agreement per criterion/ }).waitFor();
    await page.setViewportSize(VIEWPORTS.desktop);
  });
});
