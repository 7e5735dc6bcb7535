import type { Page } from "playwright-core";
import { beforeAll, expect } from "vitest";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { useRunningProduct } from "./product";
import { openShareLink } from "./share-link";
import { shootIfAsked } from "./shots";
import { signUpTeacher } from "./teacher";
import { story } from "./story";

// One grade, stated once: the grading card takes each criterion within its bands and says the limit
// as the teacher types, the api refuses a grade above it in words too, the card and the summary show
// the same figures after every marking change, the teacher's saved grade is called theirs, and each
// criterion shows on demand why Redpen advised it. E2E_SHOTS=… saves the card's states at both widths.

const { product, browser } = useRunningProduct();
let page: Page;
let essayId: string;

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), "grading@school.test");
  essayId = await correctTextEssay(page, product(), { text: TEXT_ESSAY, studentName: "Marta Rossi" });
});

const grading = () => page.getByRole("region", { name: "Grading" });
const summary = () => page.getByRole("region", { name: "Summary" });
const corrections = () => page.getByRole("region", { name: "Corrections", exact: true });
const criterion = (name: string) => grading().getByRole("spinbutton", { name });
const save = () => grading().getByRole("button", { name: "Save" });

/** The total a text shows first, as "13 / 20": its points and its maximum. */
function figuresOf(text: string): { total: number; max: number } {
  const match = /(\d+(?:\.\d+)?) \/ (\d+)/.exec(text);
  if (!match) throw new Error(`no total in ${JSON.stringify(text)}`);
  return { total: Number(match[1]), max: Number(match[2]) };
}
const cardTotal = async () => figuresOf(await grading().getByRole("status", { name: "Total" }).innerText());
const summaryGrade = async (label: string) =>
  figuresOf(await summary().getByRole("group", { name: label }).innerText());

/** The access token the page holds for the api (oidc-client-ts keeps the user in localStorage). A script string: the e2e code is typed without the DOM. */
const accessTokenOf = () =>
  page.evaluate<string>(
    `JSON.parse(localStorage.getItem(Object.keys(localStorage).find((name) => name.startsWith("oidc.user:")))).access_token`,
  );

/** Saves the grading card (and, with `wholePage`, the page) at desktop and phone width when E2E_SHOTS is set, to look at. */
async function shootCard(name: string, { wholePage = false } = {}): Promise<void> {
  await shootIfAsked(page, `grading-${name}`, { clipTo: grading(), mouseAway: true });
  if (wholePage) await shootIfAsked(page, `grading-${name}-page`);
}

story("one grade, stated once", (it) => {
  it("shows the summary's advised figures in the grading card, and refreshes both after a marking change", async () => {
    const before = await summaryGrade("Advised grade");
    expect(await cardTotal()).toEqual(before);
    // Rejecting the first corrections leaves fewer mistakes: the advised Language band goes up
    // (an added comma may be optional, which no grade counts: those are left).
    for (let rejected = 0; rejected < 5; rejected++) {
      await corrections()
        .getByRole("button", { name: /^Correction: (?!\(nothing\) to ,).* Delete to reject\./ })
        .first()
        .focus();
      await page.keyboard.press("Delete");
    }
    await expect
      .poll(async () => (await summaryGrade("Advised grade")).total, { timeout: 30_000 })
      .toBeGreaterThan(before.total);
    await page.getByText("Saving…").waitFor({ state: "detached" });
    const after = await summaryGrade("Advised grade");
    await expect.poll(cardTotal).toEqual(after);
  });

  it("says a criterion's limit inline as 7 out of 5 is typed, never shows a total above the maximum, and cannot save", async () => {
    const others = ["Content", "Communicative Achievement", "Organisation"];
    const otherGrades = await Promise.all(others.map(async (name) => Number(await criterion(name).inputValue())));
    await criterion("Language").fill("7");
    await grading().getByText("Language can be at most 5.").waitFor();
    expect(await save().isDisabled()).toBe(true);
    const { total, max } = await cardTotal();
    expect(max).toBe(20);
    expect(total).toBeLessThanOrEqual(20);
    expect(total).toBe(otherGrades.reduce((sum, grade) => sum + grade, 0));
    expect(await grading().getByText("The total cannot be above").count()).toBe(0);
    await grading().getByText("Not counted until graded within its bands: Language.").waitFor();
    await shootCard("limit-inline");
  });

  it("shows the api's refusal of 7 out of 5 in words, with its error code, and saves nothing", async () => {
    await criterion("Language").fill("4");
    expect(await save().isDisabled()).toBe(false);
    // As a client without the card's check would send it: the api itself refuses it.
    await page.route(`**/api/v1/essays/${essayId}`, async (route) => {
      if (route.request().method() !== "PATCH") return route.fallback();
      const body = route.request().postDataJSON() as {
        version: number;
        data: { user_feedback: { grade_per_certificate_criterion: Record<string, number>; grade: number } };
      };
      const grades = { ...body.data.user_feedback.grade_per_certificate_criterion, Language: 7 };
      const grade = Object.values(grades).reduce((sum, value) => sum + value, 0);
      await route.fallback({
        postData: JSON.stringify({
          ...body,
          data: { user_feedback: { grade_per_certificate_criterion: grades, grade } },
        }),
      });
    });
    await save().click();
    const refusal = grading().getByRole("alert").filter({ hasText: "Language can be at most 5." });
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe("Language can be at most 5.");
    await page.unroute(`**/api/v1/essays/${essayId}`);
    expect(await summary().getByRole("group", { name: "Advised grade" }).count()).toBe(1);

    const token = await accessTokenOf();
    const reply = await page.evaluate(
      `fetch("/api/v1/essays/${essayId}", { headers: { authorization: "Bearer ${token}" } }).then((r) => r.json()).then((essay) =>
        fetch("/api/v1/essays/${essayId}", {
          method: "PATCH",
          headers: { "content-type": "application/json", authorization: "Bearer ${token}" },
          body: JSON.stringify({ version: essay.version + 1, data: { user_feedback: {
            grade_per_certificate_criterion: { Content: 4, "Communicative Achievement": 4, Organisation: 4, Language: 7 },
            grade: 19 } } }),
        }).then(async (r) => ({ status: r.status, body: await r.json() })))`,
    );
    expect(reply).toEqual({
      status: 400,
      body: {
        error_code: "VALIDATION_FAILED",
        error_message: "Language can be at most 5.",
        error_field: "data.user_feedback.grade_per_certificate_criterion.Language",
      },
    });
  });

  it("saves the teacher's grade and calls it theirs in the card and the summary, with the same total", async () => {
    await criterion("Content").fill("4.5");
    await save().click();
    await grading().getByRole("button", { name: "Edit" }).waitFor();
    await grading().getByText("Your grade", { exact: true }).waitFor();
    const saved = await cardTotal();
    expect(await summaryGrade("Your grade")).toEqual(saved);
    expect(await summary().getByText("Advised grade").count()).toBe(0);
    await shootCard("teacher-grade", { wholePage: true });

    await page.reload();
    await grading().getByText("Your grade", { exact: true }).waitFor();
    expect(await summaryGrade("Your grade")).toEqual(saved);
  });

  it("shows on demand why Redpen advised a criterion: the band's wording and what it measured", async () => {
    const why = grading().getByRole("button", { name: "Why Redpen advised this grade for Language" });
    expect(await why.getAttribute("aria-expanded")).toBe("false");
    await why.click();
    const reason = grading().getByRole("region", { name: "Why Language was advised" });
    await reason.waitFor();
    expect(await why.getAttribute("aria-expanded")).toBe("true");
    expect(await reason.innerText()).toMatch(/Why Language was advised \d/);
    // Band 4 of Language "shares features of Bands 3 and 5"; another band is quoted from the scale.
    expect(await reason.locator("blockquote").innerText()).toMatch(/^(Performance shares features of Bands|Uses) /);
    await reason.getByText(/mistakes? counted/).waitFor();
    await shootCard("reason-open");
    await why.click();
    await reason.waitFor({ state: "detached" });
  });

  it("shows the student's link the teacher's grade without Redpen's reasons", async () => {
    const link = await openShareLink(page);
    await page.keyboard.press("Escape");
    const student = await (await browser().newContext()).newPage();
    await student.goto(link);
    const card = student.getByRole("region", { name: "Grading" });
    await card.getByText("Teacher's grade", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: /^Why Redpen advised/ }).count()).toBe(0);
    await student.context().close();
  });
});
