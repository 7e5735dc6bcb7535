import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { correctTextEssay, selectInCorrections } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { useRunningProduct } from "./product";
import { rememberForSchool } from "./product-database";
import { shootIfAsked } from "./shots";
import { signUpTeacher, VIEWPORTS } from "./teacher";

const { product, browser } = useRunningProduct();
const EMAIL = "remembering@school.test";
let page: Page;

/** Scholarship for grant, as the school's teachers corrected it three times (making it three times in the browser is the api tests' part). */
const SCHOLARSHIP = {
  original: "grant",
  replacement: "scholarship",
  category: "word choice",
  explanation: "Say 'scholarship' for money that pays for studies.",
  before: "small",
  after: "to",
};

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), EMAIL);
  // The first essay makes the teacher's school; the school then remembers a correction.
  await correctTextEssay(page, product(), { text: TEXT_ESSAY });
  rememberForSchool(product(), EMAIL, SCHOLARSHIP);
});

describe("a school's corrections", () => {
  it("are suggested on the school's next essay, marked as the school's, and listed on the school page where a teacher switches one off; the Agreement section counts them", async () => {
    await correctTextEssay(page, product(), { text: TEXT_ESSAY });
    const corrections = page.getByRole("region", { name: "Corrections", exact: true });
    await corrections
      .getByRole("button", { name: "Correction: grant to scholarship. Enter to open, Delete to reject." })
      .click();
    const dialog = page.getByRole("dialog", { name: "Correction" });
    await dialog.getByText("From your school's corrections").waitFor();
    await dialog.getByText("Say 'scholarship' for money that pays for studies.").waitFor();
    await page.keyboard.press("Escape");
    // The teacher saves the advised grading as their own: one graded essay for the Agreement figures.
    const grading = page.getByRole("region", { name: "Grading" });
    await grading.getByRole("button", { name: "Save" }).click();
    await grading.getByText("Your grade", { exact: true }).waitFor();

    await page.goto(`${product().url}/school`);
    const card = page.getByRole("region", { name: "Your school's corrections" });
    const item = card.getByRole("listitem").filter({ hasText: "scholarship" });
    await item.getByText("Suggested", { exact: true }).waitFor();
    await item.getByText("Made 3 times by 1 teacher · suggested once, rejected 0 times").waitFor();
    await item.getByRole("switch", { name: "Suggest “grant” → “scholarship”" }).click();
    await item.getByText("Switched off").waitFor();
    await page.reload();
    await card.getByRole("listitem").filter({ hasText: "scholarship" }).getByText("Switched off").waitFor();
    expect(await card.getByRole("switch", { name: "Suggest “grant” → “scholarship”" }).isChecked()).toBe(false);

    // The Agreement section: the advice as saved agrees fully, and the corrections are counted per kind.
    const agreement = page.getByRole("region", { name: "Agreement", exact: true });
    await agreement.getByText("Cambridge B2 First B2: 1 graded essay").waitFor();
    const total = agreement
      .getByRole("table", { name: /Agreement per criterion/ })
      .getByRole("row")
      .filter({ hasText: "Total" });
    expect((await total.innerText()).replace(/\s+/g, " ")).toContain("Total 100% 100%");
    await agreement
      .getByRole("table", { name: "Corrections per kind" })
      .getByRole("row")
      .filter({ hasText: "word choice" })
      .waitFor();
    await agreement
      .getByRole("table", { name: "Each teacher's figures" })
      .getByRole("row")
      .filter({ hasText: EMAIL })
      .waitFor();

    await page.setViewportSize(VIEWPORTS.phone);
    await card.getByRole("switch", { name: "Suggest “grant” → “scholarship”" }).waitFor();
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it("count a teacher's own correction once after Undo then Redo, and not at all while it is undone", async () => {
    await correctTextEssay(page, product(), { text: TEXT_ESSAY });
    // The school page in a second tab: the essay's tab keeps its Undo and Redo.
    const school = await page.context().newPage();
    const listed = async () => {
      await school.goto(`${product().url}/school`);
      const card = school.getByRole("region", { name: "Your school's corrections" });
      await card.getByRole("listitem").first().waitFor();
      return card.innerText();
    };
    const atStart = await listed();
    expect(atStart).not.toContain("nervous");

    const corrections = page.getByRole("region", { name: "Corrections", exact: true });
    await selectInCorrections(page, "shy");
    await corrections.getByRole("button", { name: "Correct “shy”" }).click();
    const dialog = page.getByRole("dialog", { name: "Correct “shy”" });
    await dialog.getByRole("textbox", { name: "Replacement" }).fill("nervous");
    await dialog.getByRole("button", { name: "Add correction" }).click();
    await expect.poll(listed, { timeout: 10_000 }).toContain("nervous");
    const afterAdding = await listed();
    expect(afterAdding).toContain("Made once by 1 teacher");

    await corrections.getByRole("button", { name: "Undo" }).click();
    await expect.poll(listed, { timeout: 10_000 }).not.toContain("nervous");
    expect(await listed()).toBe(atStart);
    await corrections.getByRole("button", { name: "Redo" }).click();
    await expect.poll(listed, { timeout: 10_000 }).toContain("nervous");
    expect(await listed()).toBe(afterAdding);

    // The Agreement section says what counts as kept.
    const agreement = school.getByRole("region", { name: "Agreement", exact: true });
    await agreement.getByText("A correction counts as kept only once a teacher checked it").waitFor();
    await shootIfAsked(school, "school-agreement", { region: agreement });
    await school.close();
  });
});
