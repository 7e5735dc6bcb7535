import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { IELTS_BAND_WORDS } from "@redpen/engine/testing/grading";
import { correctTextEssay } from "./essay-flow";
import { LONG_ESSAY, LONG_ESSAY_TOPIC, TEXT_ESSAY, TEXT_ESSAY_TOPIC } from "./essays";
import { useRunningProduct } from "./product";
import { shootIfAsked } from "./shots";
import { signUpTeacher } from "./teacher";

// IELTS reports an overall band from its four criteria, in half bands: a teacher reads "Band 6.5"
// beside the total in the grading card and in the summary, the same in both, and it follows the
// teacher's own grade once saved. TOEFL's writing score is advised in half points, and a half
// point's ⓘ quotes the two scores it lies between.

const { product, browser } = useRunningProduct();
let page: Page;

const IELTS_TASK_2 = { name: "IELTS Academic", level: "B1-C2", format: "Task 2 essay" };
const TOEFL_DISCUSSION = { name: "TOEFL iBT", level: "B1-C2", format: "academic discussion" };
const grading = () => page.getByRole("region", { name: "Grading" });
const summary = () => page.getByRole("region", { name: "Summary" });
const bandIn = async (region: ReturnType<typeof grading>) => /Band \d\.\d/.exec(await region.innerText())?.[0];

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), "ielts@school.test");
  await correctTextEssay(page, product(), { text: LONG_ESSAY, topic: LONG_ESSAY_TOPIC, certificate: IELTS_TASK_2 });
});

describe("an IELTS essay's overall band", () => {
  it("is shown in the grading card and the summary alike, from the mean of the four criteria", async () => {
    const criteria = grading().getByRole("spinbutton");
    expect(await criteria.count()).toBe(4);
    const bands = await Promise.all((await criteria.all()).map(async (input) => Number(await input.inputValue())));
    const mean = bands.reduce((sum, band) => sum + band, 0) / 4;
    const expected = `Band ${(Math.floor(mean * 2 + 0.5) / 2).toFixed(1)}`;
    expect(await bandIn(grading())).toBe(expected);
    expect(await bandIn(summary())).toBe(expected);
  });

  it("quotes, in each criterion's ⓘ, the wording of the band Redpen advised, not the band above", async () => {
    const criteria = ["Task Response", "Coherence and Cohesion", "Lexical Resource", "Grammatical Range and Accuracy"];
    for (const [index, criterion] of criteria.entries()) {
      const advised = Number(await grading().getByRole("spinbutton").nth(index).inputValue());
      await grading()
        .getByRole("button", { name: `Why Redpen advised this grade for ${criterion}` })
        .click();
      const reason = grading().getByRole("region", { name: `Why ${criterion} was advised` });
      await reason.getByText(`Why ${criterion} was advised ${advised}`).waitFor();
      const words = IELTS_BAND_WORDS[index === 0 ? "task" : criterion]!;
      const quoted = await reason.innerText();
      expect(quoted, `${criterion} advised ${advised}`).toContain(words[advised]);
      if (advised < 9) expect(quoted, `${criterion} advised ${advised}`).not.toContain(words[advised + 1]);
    }
    await shootIfAsked(page, "ielts-grading-reasons", { region: grading() });
    for (const criterion of criteria)
      await grading()
        .getByRole("button", { name: `Why Redpen advised this grade for ${criterion}` })
        .click();
  });

  it("follows the teacher's grade once saved: 7, 7, 6 and 6 make Band 6.5", async () => {
    for (const [index, value] of ["7", "7", "6", "6"].entries())
      await grading().getByRole("spinbutton").nth(index).fill(value);
    await grading().getByRole("button", { name: "Save" }).click();
    await expect.poll(() => bandIn(summary()), { timeout: 10_000 }).toBe("Band 6.5");
    expect(await bandIn(grading())).toBe("Band 6.5");
    await page.reload();
    await expect.poll(() => bandIn(grading()), { timeout: 10_000 }).toBe("Band 6.5");
  });
});

describe("a TOEFL essay's writing score", () => {
  const criterion = "Writing score";
  const score = () => grading().getByRole("spinbutton");

  beforeAll(async () => {
    await correctTextEssay(page, product(), {
      text: TEXT_ESSAY,
      topic: TEXT_ESSAY_TOPIC,
      certificate: TOEFL_DISCUSSION,
    });
  });

  it("is advised in half points, and its ⓘ quotes both scores a half point lies between", async () => {
    // Our volunteer-work essay sits between a mostly and a partially successful response.
    expect(await score().inputValue()).toBe("2.5");
    await grading()
      .getByRole("button", { name: `Why Redpen advised this grade for ${criterion}` })
      .click();
    const reason = grading().getByRole("region", { name: `Why ${criterion} was advised` });
    await reason.getByText(`Why ${criterion} was advised 2.5`).waitFor();
    const quoted = await reason.innerText();
    expect(quoted).toContain("Between 2 and 3.");
    expect(quoted).toContain("2: A mostly unsuccessful response");
    expect(quoted).toContain("3: A partially successful response");
    expect(quoted).not.toContain("A generally successful response");
    await shootIfAsked(page, "toefl-half-point", { region: grading() });
  });

  it("takes the teacher's half point, kept after a reload", async () => {
    await score().fill("3.5");
    await grading().getByRole("button", { name: "Save" }).click();
    const shows = (region: ReturnType<typeof grading>) => async () => /\b3\.5\b/.test(await region.innerText());
    await expect.poll(shows(summary()), { timeout: 10_000 }).toBe(true);
    await page.reload();
    await expect.poll(shows(grading()), { timeout: 10_000 }).toBe(true);
    await shootIfAsked(page, "toefl-teacher-half-point", { region: grading() });
  });
});
