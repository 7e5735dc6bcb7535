import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { freePort } from "../test-support/free-port";
import { correctedByLine, modelWarning, unreachableModel } from "./model-use";
import { useRunningProduct } from "./product";
import { openShareLink } from "./share-link";
import { signUpTeacher, VIEWPORTS } from "./teacher";

// The product runs with an LLM_BASE_URL nothing answers: the offline engine corrects, and says why.
const modelPort = await freePort();
const { product, browser } = useRunningProduct(unreachableModel(modelPort));
let teacher: Page;
let essayId: string;

beforeAll(async () => {
  teacher = await signUpTeacher(browser(), product(), "model.teacher@school.test");
  essayId = await correctTextEssay(teacher, product(), { text: TEXT_ESSAY, studentName: "Ada Brown" });
});
afterAll(async () => teacher?.close());

describe("a model that cannot be reached", () => {
  it("is named on the essay page for its teacher, with why the offline engine corrected", async () => {
    await expect
      .poll(() => correctedByLine(teacher).innerText())
      .toBe(`Corrected by the offline engine (the model at 127.0.0.1:${modelPort} could not be reached).`);
  });

  it("is never named on the student's page", async () => {
    const link = await openShareLink(teacher);
    await teacher.keyboard.press("Escape");
    const student = await browser().newPage({ viewport: VIEWPORTS.phone });
    try {
      await student.goto(link);
      await student.getByRole("region", { name: "Grading" }).waitFor();
      expect(await student.locator("body").innerText()).not.toMatch(
        /offline engine|school-model|could not be reached/i,
      );
      expect(await correctedByLine(student).count()).toBe(0);
    } finally {
      await student.close();
    }
  });

  it("is warned about on the school page, with the reason", async () => {
    await teacher.goto(`${product().url}/school`);
    const warning = modelWarning(teacher);
    await warning.waitFor();
    const text = await warning.innerText();
    expect(text).toContain("The model school-model failed on recent essays");
    expect(text).toContain(`On the last essay: the model at 127.0.0.1:${modelPort} could not be reached.`);
    expect(essayId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is said by /health/ready, which stays ready", async () => {
    const reply = await fetch(`${product().url}/api/v1/health/ready`);
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { data: { model: string } }).data.model).toBe("unreachable");
  });
});
