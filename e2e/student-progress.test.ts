import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { CLASS_LIST, correctStudentEssay, makeClass, pasteStudents } from "./classes";
import { PAGES, TEXT_ESSAY } from "./essays";
import { pdfPages } from "./pdf-text";
import { useRunningProduct } from "./product";
import { shootIfAsked } from "./shots";
import { signUpTeacher } from "./teacher";

const { product, browser } = useRunningProduct();
let page: Page;
let classUrl: string;
const CLASS = "3A — B2 First";
const STUDENT = "Ana Díaz";
/** Ana's second essay: the school-trip story, pasted as text. */
const TRIP_ESSAY = PAGES.join("\n\n");
const ESSAYS = [TEXT_ESSAY, TRIP_ESSAY];
const essaysTable = () => page.getByRole("table", { name: "The class's essays" });
/** The class page's rows as the table shows them: the student's name heads each row. */
const rowStudents = () => essaysTable().locator("tbody th").allInnerTexts();
/** A table's body rows, each as its cells' texts. */
async function tableRows(name: string): Promise<string[][]> {
  const rows = page.getByRole("table", { name, exact: true }).locator("tbody tr");
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell.textContent ?? "").trim())));
}
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), "progress.teacher@school.test");
  // The real print dialog would block the page: the stub counts the calls (read with evaluate: the CSP refuses eval).
  await page.addInitScript("window.printCalls = 0; window.print = () => { window.printCalls += 1; };");
  await makeClass(page, product(), CLASS);
  classUrl = page.url();
  await pasteStudents(page, CLASS_LIST);
  await page.getByText("Added 3 students.").waitFor();
  for (const text of ESSAYS) await correctStudentEssay(page, classUrl, { text, studentName: STUDENT });
}, 360_000);

describe("a class's essays and a student's progress", () => {
  it("lists the class's students with their essays, sorted by a column and searched by name", async () => {
    await page.goto(classUrl);
    await essaysTable().waitFor();
    // Newest first: Ana's two essays, then the students with none yet.
    expect(await rowStudents()).toEqual([STUDENT, STUDENT, "Ben Cole", "Chloé Martin"]);
    const anaRows = essaysTable().locator("tbody tr").filter({ hasText: STUDENT });
    for (const row of await anaRows.all()) {
      await row.getByText("Corrected", { exact: true }).waitFor();
      expect(await row.innerText()).toMatch(/\d+(\.\d+)? \/ 20/);
    }
    expect(await essaysTable().locator("tbody tr").filter({ hasText: "Ben Cole" }).innerText()).toContain(
      "No essay yet",
    );
    await shootIfAsked(page, "class-essays", { mouseAway: true });

    await essaysTable().getByRole("button", { name: "Student" }).click();
    expect(await rowStudents()).toEqual([STUDENT, STUDENT, "Ben Cole", "Chloé Martin"]);
    await essaysTable().getByRole("button", { name: "Student" }).click();
    expect(await rowStudents()).toEqual(["Chloé Martin", "Ben Cole", STUDENT, STUDENT]);

    const search = page.getByRole("textbox", { name: "Search students or kinds of error" });
    await search.fill("ana");
    await expect.poll(rowStudents).toEqual([STUDENT, STUDENT]);
    await search.fill("nobody here");
    await page.getByText("No student or essay matches “nobody here”.").waitFor();
    await search.fill("");
    await expect.poll(async () => (await rowStudents()).length).toBe(4);
  });

  it("opens the student's page with the figures of the three charts and their three most frequent kinds of error", async () => {
    await page.goto(classUrl);
    await essaysTable().getByRole("link", { name: STUDENT }).first().click();
    await page.waitForURL(/\/students\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: STUDENT, level: 1 }).waitFor();
    await page.getByRole("link", { name: CLASS }).waitFor();

    const grades = await tableRows("Grade per criterion, per essay");
    expect(grades).toHaveLength(2);
    for (const row of grades) {
      // Essay, four criteria (of 5 each), total of 20.
      expect(row).toHaveLength(6);
      for (const grade of row.slice(1, 5)) expect(Number(grade)).toBeGreaterThanOrEqual(0);
      expect(row[5]).toMatch(/^\d+(\.\d+)? \/ 20$/);
    }
    expect(
      await page.getByRole("table", { name: "Grade per criterion, per essay" }).locator("thead th").allInnerTexts(),
    ).toEqual([
      "Essay",
      "Content (of 5)",
      "Communicative Achievement (of 5)",
      "Organisation (of 5)",
      "Language (of 5)",
      "Total",
    ]);

    const rates = await tableRows("Errors per 100 words, per essay and kind");
    expect(rates).toHaveLength(2);
    for (const [, all, ...kinds] of rates) {
      expect(Number(all)).toBeGreaterThan(0);
      const sum = kinds.reduce((total, kind) => total + Number(kind), 0);
      expect(Math.abs(sum - Number(all))).toBeLessThanOrEqual(0.1 * kinds.length);
    }

    const words = await tableRows("Words per essay");
    expect(words.map(([label, count]) => [label === grades[0]![0] || label === grades[1]![0], Number(count)])).toEqual(
      ESSAYS.map((text) => [true, wordCount(text)]),
    );

    const kinds = page
      .getByRole("region", { name: "What to work on" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    expect(await kinds.count()).toBe(3);
    const counts: number[] = [];
    for (const kind of await kinds.all()) {
      const text = await kind.innerText();
      counts.push(Number(/Corrected (\d+) times?/.exec(text)![1]));
      // Each kind has examples from Ana's own essays.
      const examples = await kind.getByRole("listitem").allInnerTexts();
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) {
        // "…the words before, the mistake, its correction, the words after…": the words before are Ana's.
        const before = example.replace(/…/g, " ").trim().split(/\s+/).slice(0, 2).join(" ");
        expect(
          ESSAYS.some((essay) => essay.includes(before)),
          example,
        ).toBe(true);
      }
    }
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(await kinds.first().innerText()).toMatch(/^1\. /);
    await shootIfAsked(page, "student-page", { mouseAway: true });
  });

  it("prints two chosen essays together, one marked paper each", async () => {
    await page.goto(classUrl);
    await essaysTable().waitFor();
    const print = page.getByRole("button", { name: "Print", exact: true });
    expect(await print.isDisabled()).toBe(true);
    const boxes = page.getByRole("checkbox", { name: new RegExp(`^Choose ${STUDENT}'s essay of `) });
    expect(await boxes.count()).toBe(2);
    for (const box of await boxes.all()) await box.check();
    await page.getByText("2 essays chosen").waitFor();
    await print.click();
    await expect.poll(() => page.evaluate("window.printCalls")).toBe(1);

    const papers = page.locator(".marked-papers .marked-paper");
    expect(await papers.count()).toBe(2);
    const texts = await papers.allInnerTexts();
    // The newest first, as the list shows them; each paper its own essay with its notes.
    expect(texts[0]).toContain("school trip");
    expect(texts[1]).toContain("volunteer work");
    for (const text of texts) {
      expect(text).toContain(STUDENT);
      expect(text).toMatch(/Notes1\.“[^”]+” (→ “[^”]+”|removed|added)/i);
    }
    const pages = (await pdfPages(await page.pdf({ format: "A4" }))).map((text) => text.replace(/\s+/g, " "));
    const printed = pages.join(" ");
    expect(printed.match(/ESSAY/g)?.length).toBe(2);
    expect(printed).toContain("school trip");
    expect(printed).toContain("volunteer work");
    // The second paper starts on a page of its own.
    expect(pages.findIndex((text) => text.includes("school trip"))).toBeLessThan(
      pages.findIndex((text) => text.includes("Nowadays many people")),
    );
    expect(printed).not.toContain("Search students");
  });
});
