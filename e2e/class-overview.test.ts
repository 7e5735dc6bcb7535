import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { correctStudentEssay, makeClass, pasteStudents } from "./classes";
import { PAGES, TEXT_ESSAY } from "./essays";
import { useRunningProduct } from "./product";
import { shootIfAsked } from "./shots";
import { signUpTeacher, VIEWPORTS } from "./teacher";

const { product, browser } = useRunningProduct();
let page: Page;
let classUrl: string;
const CLASS = "2C — B2 First";
/** Ana and Ben hand in an essay each; Chloé has not. */
const ESSAYS = [
  { studentName: "Ana Díaz", text: TEXT_ESSAY },
  { studentName: "Ben Cole", text: PAGES.join("\n\n") },
];
const overview = () => page.getByRole("region", { name: "What to teach next" });
const essaysTable = () => page.getByRole("table", { name: "The class's essays" });
const bulkBar = () => page.getByRole("toolbar", { name: "Chosen essays" });
/** A table's body rows, each as its cells' texts. */
async function tableRows(name: string): Promise<string[][]> {
  const rows = page.getByRole("table", { name, exact: true }).locator("tbody tr");
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell.textContent ?? "").trim())));
}

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), "overview.teacher@school.test");
  // The real print dialog would block the page: the stub keeps the title of each call (which names a saved PDF).
  await page.addInitScript(
    "window.printTitles = []; window.print = () => { window.printTitles.push(document.title); };",
  );
  await makeClass(page, product(), CLASS);
  classUrl = page.url();
  await pasteStudents(page, "Ana Díaz\nBen Cole\nChloé Martin\n");
  await page.getByText("Added 3 students.").waitFor();
  for (const essay of ESSAYS) await correctStudentEssay(page, classUrl, essay);
}, 360_000);

describe("the class overview and the actions on several essays", () => {
  it("shows what to teach next: grades per criterion, the common errors, and who has not handed in", async () => {
    await page.goto(classUrl);
    await overview().getByText("From each student's latest corrected essay: 2 essays.").waitFor();

    const criteria = await tableRows("Grades per criterion");
    expect(criteria.map((row) => row[0])).toEqual(["Content", "Communicative Achievement", "Organisation", "Language"]);
    for (const [, meanText, range, deviation] of criteria) {
      // "3.5 of 5", kept on one line by its spaces that do not break.
      const mean = meanText!.replace(/\s/g, " ");
      expect(mean).toMatch(/^\d(\.\d)? of 5$/);
      const [lowest, highest] = range!.split(" – ").map(Number);
      expect(lowest).toBeLessThanOrEqual(Number(mean.split(" ")[0]));
      expect(highest).toBeGreaterThanOrEqual(Number(mean.split(" ")[0]));
      expect(Number(deviation)).toBeGreaterThanOrEqual(0);
    }
    // The chart's value axis marks every band of the 5-band scale.
    const ticks = overview().locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value");
    await expect.poll(() => ticks.allTextContents()).toEqual(["0", "1", "2", "3", "4", "5"]);

    const errors = overview().getByRole("region", { name: "Most common errors" }).locator("ol > li");
    expect(await errors.count()).toBeGreaterThan(0);
    for (const kind of await errors.all()) {
      expect(await kind.innerText()).toMatch(/: [12] students? of 2, \d+ corrections?/);
      // Each example is a student's own: their name, then their words.
      for (const example of await kind.locator("li").allInnerTexts()) {
        const [name, words] = [example.slice(0, example.indexOf(":")), example.slice(example.indexOf(":") + 1)];
        const theirs = ESSAYS.find((essay) => essay.studentName === name);
        expect(theirs, example).toBeDefined();
        const before = words.replace(/…/g, " ").trim().split(/\s+/).slice(0, 2).join(" ");
        expect(theirs!.text, example).toContain(before);
        // "…" only where the essay goes on, never after the essay's own punctuation ("bored.…").
        expect(example).not.toMatch(/[.,;:!?]…/);
      }
    }

    const missing = overview().getByRole("list", { name: "No essay yet" });
    expect(await missing.getByRole("listitem").allInnerTexts()).toEqual(["Chloé Martin"]);
    await overview().getByText("No student has two corrected essays yet.").waitFor();
    await shootIfAsked(page, "class-overview", { clipTo: overview(), mouseAway: true });
    await shootIfAsked(page, "class-page", { mouseAway: true });

    // A phone folds the overview at first, to one line, so that the essays come sooner.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    const show = overview().getByRole("button", { name: "Show" });
    await show.waitFor();
    expect(await show.getAttribute("aria-expanded")).toBe("false");
    await overview()
      .getByText(/^From each student's latest corrected essay: 2 essays\. Most common: .+ \([12] of 2\)\.$/)
      .waitFor();
    expect(await page.getByRole("table", { name: "Grades per criterion" }).count()).toBe(0);
    await shootIfAsked(page, "class-page-folded", { mouseAway: true });
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it("shares two ticked essays as codes only, and says so for each", async () => {
    await page.goto(classUrl);
    await essaysTable().waitFor();
    for (const row of await essaysTable().locator("tbody tr").filter({ hasText: "Corrected" }).all())
      expect(await row.getByTestId("review-state").innerText()).toMatch(/^\d+ of \d+ checked\s*Not shared$/);
    const share = bulkBar().getByRole("button", { name: "Share" });
    expect(await share.isDisabled()).toBe(true);
    for (const { studentName } of ESSAYS)
      await essaysTable()
        .getByRole("checkbox", { name: new RegExp(`^Choose ${studentName}'s essay of `) })
        .check();
    await bulkBar().getByText("2 essays chosen").waitFor();
    expect(await essaysTable().getByRole("checkbox", { name: "Choose all corrected essays shown" }).isChecked()).toBe(
      true,
    );
    await shootIfAsked(page, "class-bulk-bar", { region: bulkBar(), mouseAway: true });

    await share.click();
    await page.getByRole("menuitem", { name: "Share as codes only" }).click();
    const dialog = page.getByRole("dialog", { name: "Share as codes only" });
    await dialog.getByText("Done for all 2 essays.").waitFor();
    const outcomes = await dialog.getByRole("list", { name: "Each essay" }).getByRole("listitem").allInnerTexts();
    expect(outcomes.sort()).toEqual(ESSAYS.map(({ studentName }) => `${studentName}: Shared as codes only.`).sort());
    await shootIfAsked(page, "class-bulk-outcome", { region: dialog });
    await dialog.getByRole("button", { name: "Close" }).click();

    for (const row of await essaysTable().locator("tbody tr").filter({ hasText: "Corrected" }).all())
      await expect.poll(() => row.getByTestId("review-state").innerText()).toMatch(/Shared as codes$/);
    // Each essay's own page says it is shared as codes.
    const links = await essaysTable()
      .getByRole("link", { name: "Open" })
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
    expect(links).toHaveLength(2);
    for (const link of links) {
      await page.goto(new URL(link, page.url()).href);
      await page.getByText("Shared as codes: the link and the printout show codes, not the answers.").waitFor();
    }
  });

  it("allows drafts, copies links and prints photos for the ticked essays shown, in the table's order", async () => {
    await page.goto(classUrl);
    await essaysTable().waitFor();
    await essaysTable().getByRole("button", { name: "Student" }).click();
    await essaysTable().getByRole("checkbox", { name: "Choose all corrected essays shown" }).check();
    await bulkBar().getByText("2 essays chosen").waitFor();

    await bulkBar().getByRole("button", { name: "Second drafts" }).click();
    const allow = page.getByRole("dialog", { name: "Allow second drafts" });
    await allow.getByRole("combobox", { name: "How many drafts" }).click();
    await page.getByRole("option", { name: "3 times" }).click();
    await allow.getByRole("button", { name: "Allow for 2 essays" }).click();
    const outcome = page
      .getByRole("dialog", { name: "Allow second drafts" })
      .filter({ hasText: "Done for all 2 essays." });
    await outcome.waitFor();
    await outcome.getByRole("button", { name: "Close" }).click();
    for (const row of await essaysTable().locator("tbody tr").filter({ hasText: "Corrected" }).all())
      await row.getByText("3 allowed, none sent yet").waitFor();

    // The links in the table's order (by student), one a line with the name.
    await bulkBar().getByRole("button", { name: "Copy links" }).click();
    const links = page.getByRole("dialog", { name: "Share links" });
    const field = links.getByRole("textbox", { name: "The 2 students' links" });
    await field.waitFor();
    const lines = (await field.inputValue()).split("\n");
    expect(lines.map((line) => line.slice(0, line.indexOf(":")))).toEqual(["Ana Díaz", "Ben Cole"]);
    for (const line of lines) expect(line).toMatch(/^[^:]+: http.+\/s\/[\w-]+$/);
    await links.getByRole("button", { name: "Close" }).click();

    // Only what the search shows is acted on.
    await page.getByRole("textbox", { name: "Search students or kinds of error" }).fill("ben");
    await bulkBar().getByText("1 essay chosen").waitFor();
    await bulkBar().getByRole("button", { name: "Photos (PDF)" }).click();
    await expect.poll(() => page.evaluate("window.printTitles")).toEqual([`${CLASS} – photos with the marking`]);
    expect(await page.locator(".marked-papers .marked-paper").count()).toBe(1);
    // The print dialog closed: the papers go and the page's own title comes back.
    await page.evaluate("window.dispatchEvent(new Event('afterprint'))");
    await expect.poll(() => page.locator(".marked-papers").count()).toBe(0);
    expect(await page.title()).not.toContain("photos with the marking");
  });
});
