import { PRINT_DELAY_MS } from "@redpen/contract";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { correctTextEssay, rejectedMark, waitForCorrected } from "./essay-flow";
import { LONG_ESSAY, LONG_ESSAY_TOPIC, TEXT_ESSAY, TEXT_ESSAY_TOPIC } from "./essays";
import { logoPng } from "./logo";
import { pdfPages } from "./pdf-text";
import { useRunningProduct } from "./product";
import { openShareLink } from "./share-link";
import { signUpTeacher } from "./teacher";

const { product, browser } = useRunningProduct();
let page: Page;
let essayUrl: string;

const TEACHER = "print.teacher@school.test";
const STUDENT = "Marta Rossi";
const TITLE = `${STUDENT} (Cambridge B2 First, B2, essay)`;
const FEEDBACK = "Marta, your arguments are clear and well organised. Check your spelling and verb endings.";
const FORMATS = ["A4", "Letter"] as const;
/** What only the screen has: none of it belongs on paper. */
const SCREEN_ONLY = [
  "Print Correction",
  "Print all",
  "Share link",
  "Edit",
  "Submit",
  "Your feedback",
  "Undo",
  "Fix text",
];

const corrections = () => page.getByRole("region", { name: "Corrections", exact: true });
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/** The words of a text as the paper shows them, without punctuation or the marks' numbers. */
const words = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => word.toLowerCase().replace(/[^\p{L}]/gu, ""))
    .filter(Boolean);

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), TEACHER);
  // The real print dialog would block the page: the stub counts the calls and notes when the last came.
  // Read with evaluate, not waitForFunction, which the page's CSP (no 'unsafe-eval') refuses.
  await page.addInitScript(
    "window.printCalls = 0; window.print = () => { window.printCalls += 1; window.printedAt = performance.now(); };",
  );
  await correctTextEssay(page, product(), { text: TEXT_ESSAY, topic: TEXT_ESSAY_TOPIC, studentName: STUDENT });
  essayUrl = page.url();

  // The teacher rejects one correction, grades and writes the feedback.
  await corrections()
    .getByRole("button", { name: "Correction: freind to friend. Enter to open, Delete to reject." })
    .focus();
  await page.keyboard.press("Delete");
  await rejectedMark(page, "freind", "friend").waitFor();
  await corrections().getByText("Saving…").waitFor({ state: "detached" });
  const grading = page.getByRole("region", { name: "Grading" });
  await openForEditing(grading, grading.getByRole("spinbutton").first());
  for (const [index, value] of ["4", "3", "4.5", "3.5"].entries())
    await grading.getByRole("spinbutton").nth(index).fill(value);
  await grading.getByRole("button", { name: "Save" }).click();
  await grading.getByRole("button", { name: "Edit" }).waitFor();
  const feedback = page.getByRole("region", { name: "Student feedback" });
  const box = feedback.getByRole("textbox", { name: "Feedback for the student" });
  await openForEditing(feedback, box);
  await box.fill(FEEDBACK);
  await feedback.getByRole("button", { name: "Save" }).click();
  await feedback.getByRole("button", { name: "Edit" }).waitFor();
});

/** Waits for a card to show its form (it opens in edit mode when empty) or its Edit button, and opens the form. */
async function openForEditing(card: Locator, field: Locator): Promise<void> {
  const edit = card.getByRole("button", { name: "Edit" });
  await field.or(edit).first().waitFor();
  if (await edit.isVisible()) await edit.click();
  await field.waitFor();
}

/**
 * Clicks a print button as the teacher does and prints the page to a PDF of that paper size,
 * checking that the print dialog was asked for PRINT_DELAY_MS after the click. Returns each page's text.
 */
async function printWith(button: "Print Correction" | "Print all", format: "A4" | "Letter"): Promise<string[]> {
  const calls = Number(await page.evaluate("window.printCalls"));
  const clickedAt = Number(await page.evaluate("performance.now()"));
  await page.getByRole("button", { name: button }).click();
  await expect.poll(() => page.evaluate("window.printCalls")).toBe(calls + 1);
  expect(Number(await page.evaluate("window.printedAt")) - clickedAt).toBeGreaterThanOrEqual(PRINT_DELAY_MS);
  return checkedPages(await page.pdf({ format }));
}

/** The pages of a printout, checked for what every printout keeps to: no blank page, nothing of the screen. */
async function checkedPages(pdf: Buffer): Promise<string[]> {
  const pages = (await pdfPages(pdf)).map(flat);
  expect(pages.length).toBeGreaterThan(0);
  for (const [index, text] of pages.entries()) {
    expect(text, `page ${index + 1} of ${pages.length} is blank`).not.toBe("");
    // A heading is never left alone at the foot of a page.
    expect(text).not.toMatch(/(TASK|ESSAY|NOTES|GRADE|FEEDBACK)$/);
  }
  for (const button of SCREEN_ONLY) expect(pages.join(" ")).not.toContain(button);
  return pages;
}

/**
 * The marked essay and its notes as printed: every word the student wrote is there in order (the
 * removed ones struck through), each mark carries a number, and each number has its note, whole on
 * one page. Returns the note numbers and the printout's text.
 */
function readMarkedPaper(pages: string[], original: string): { notes: number; text: string } {
  const text = pages.join(" ");
  const essay = text.slice(text.indexOf("ESSAY"), text.indexOf("NOTES"));
  expect(essay).not.toBe("");
  const paperWords = words(essay);
  let at = 0;
  for (const word of words(original)) {
    const found = paperWords.indexOf(word, at);
    expect(found, `"${word}" (word ${at}) is missing from the printout`).toBeGreaterThanOrEqual(0);
    at = found + 1;
  }
  const marks = [...new Set([...essay.matchAll(/\p{L}[’'.,;:!?)]*(\d+)/gu)].map((match) => Number(match[1])))];
  expect(marks.length).toBeGreaterThan(0);
  expect([...marks].sort((a, b) => a - b)).toEqual(marks.map((_, index) => index + 1));
  for (const number of marks)
    expect(
      pages.some((page) => new RegExp(`(^| )${number}\\. “[^”]+” (→ “[^”]+”|removed|added)`).test(page)),
      `note ${number} is not whole on one page`,
    ).toBe(true);
  return { notes: marks.length, text };
}

describe("a printout is a marked paper", () => {
  it("'Print Correction' prints the student's text marked, numbered notes, the title, date and teacher, at A4 and Letter", async () => {
    const today = String(await page.evaluate("new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format()"));
    for (const format of FORMATS) {
      const pages = await printWith("Print Correction", format);
      expect(pages.length).toBeLessThanOrEqual(2);
      const { text } = readMarkedPaper(pages, TEXT_ESSAY);
      expect(text).toContain(TITLE);
      expect(text).toContain(`Date: ${today}`);
      expect(text).toContain(`Teacher: ${TEACHER}`);
      expect(text).toContain("300 words");
      // Each mark's number leads to its note, which says what changed and why.
      const mark = /responsable responsible(\d+)/.exec(text);
      expect(mark).not.toBeNull();
      expect(text).toContain(
        `${mark![1]}. “responsable” → “responsible” — Sp · Spelling: This word is spelt 'responsible'.`,
      );
      expect(text).toMatch(/\d+\. “thinks” → “think” — SVA · Subject-verb agreement: /);
      // The rejected correction is not printed: the student's words stand unmarked.
      expect(text).toContain("My freind Lucas");
      expect(text).not.toContain("“freind”");
      expect(text).not.toContain("This word is spelt 'friend'.");
      // The task, the grade and the feedback are for 'Print all'.
      for (const absent of [TEXT_ESSAY_TOPIC, "TASK", "GRADE", "Communicative Achievement", "Total", FEEDBACK])
        expect(text).not.toContain(absent);
    }
  });

  it("'Print all' adds the task, the grade per criterion with the total, and the feedback", async () => {
    for (const format of FORMATS) {
      const pages = await printWith("Print all", format);
      expect(pages.length).toBeLessThanOrEqual(3);
      const { text } = readMarkedPaper(pages, TEXT_ESSAY);
      expect(text).toContain(TITLE);
      expect(text).toContain(`Teacher: ${TEACHER}`);
      expect(text).toContain(`TASK ${TEXT_ESSAY_TOPIC}`);
      expect(text).toContain("This word is spelt 'responsible'.");
      expect(text).toContain(
        "GRADE Teacher's grade Content 4 Communicative Achievement 3 Organisation 4.5 Language 3.5 Total 15 / 20 (75%)",
      );
      expect(text).toContain(`FEEDBACK ${FEEDBACK}`);
      expect(text).not.toContain("This word is spelt 'friend'.");
    }
  });

  it("prints everything from the browser's own print command too, and the student's link prints the same marking", async () => {
    // No button: the browser's print (here the PDF) asks the page for its printout itself.
    const own = readMarkedPaper(await checkedPages(await page.pdf({ format: "A4" })), TEXT_ESSAY);
    expect(own.text).toContain("Total 15 / 20 (75%)");

    const link = await openShareLink(page);
    await page.keyboard.press("Escape");
    const student = await (await browser().newContext()).newPage();
    await student.goto(link);
    await waitForCorrected(student);
    const pages = (await pdfPages(await student.pdf({ format: "A4" }))).map(flat);
    expect(pages.every((text) => text !== "")).toBe(true);
    const { text, notes } = readMarkedPaper(pages, TEXT_ESSAY);
    expect(notes).toBe(own.notes);
    expect(text).toContain(TITLE);
    expect(text).toContain("This word is spelt 'responsible'.");
    expect(text).toContain("Total 15 / 20 (75%)");
    expect(text).toContain(FEEDBACK);
    expect(text).not.toContain("This word is spelt 'friend'.");
    await student.context().close();
  });

  it("has the school's logo once the school has one, and no image at all before", async () => {
    const logo = page.locator(".marked-paper img");
    await page.getByRole("button", { name: "Print all" }).click();
    await page.locator(".marked-paper").waitFor({ state: "attached" });
    expect(await logo.count()).toBe(0);

    await page.goto(`${product().url}/school`);
    await page
      .getByRole("region", { name: "Your logo", exact: true })
      .locator('input[type="file"]')
      .setInputFiles({ name: "school-logo.png", mimeType: "image/png", buffer: await logoPng() });
    await page.getByRole("banner").getByRole("img", { name: "School logo" }).waitFor();
    await page.goto(essayUrl);
    await waitForCorrected(page);
    await page.getByRole("button", { name: "Print Correction" }).click();
    await logo.waitFor({ state: "attached" });
    // Loaded, not a broken image.
    const loadedWidth = `(() => { const image = document.querySelector(".marked-paper img"); return image.complete ? image.naturalWidth : 0; })()`;
    await expect.poll(() => page.evaluate(loadedWidth)).toBeGreaterThan(0);
    expect(await logo.getAttribute("alt")).toBe("School logo");
    await checkedPages(await page.pdf({ format: "A4" }));
  });

  it("breaks a 900-word essay cleanly across pages at A4 and Letter, with nothing cut at the sides", async () => {
    await correctTextEssay(page, product(), { text: LONG_ESSAY, topic: LONG_ESSAY_TOPIC, studentName: "Jonas Berg" });
    expect(LONG_ESSAY.split(/\s+/).length).toBeGreaterThan(900);
    for (const format of FORMATS) {
      const pages = await printWith("Print all", format);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(pages.length).toBeLessThanOrEqual(6);
      const { notes, text } = readMarkedPaper(pages, LONG_ESSAY);
      expect(notes).toBeGreaterThan(10);
      expect(text).toContain(`TASK ${LONG_ESSAY_TOPIC}`);
      expect(text).toContain("Total");
      // The same mistake made again shares the first one's note.
      expect(text).toMatch(/“becuase” → “because” — Sp · Spelling: This word is spelt 'because'\. \(\d+ times\)/);
    }
    // Laid out as wide as an A4 page's text (180 mm), no box or line of text runs past the paper's right edge.
    await page.getByRole("button", { name: "Print all" }).click();
    await page.locator(".marked-paper").waitFor({ state: "attached" });
    await page.setViewportSize({ width: 680, height: 900 });
    await page.emulateMedia({ media: "print" });
    const overflowing = await page.evaluate(`(() => {
      const paper = document.querySelector(".marked-paper");
      const right = paper.getBoundingClientRect().right;
      const past = (rect) => rect.width > 0 && rect.right > right + 0.5;
      const cut = [...paper.querySelectorAll("*")].filter((element) => past(element.getBoundingClientRect()));
      // Word by word: the spaces that end a line of pre-wrapped text hang past it, unseen.
      const text = document.createTreeWalker(paper, NodeFilter.SHOW_TEXT);
      for (let node = text.nextNode(); node; node = text.nextNode())
        for (const word of node.textContent.matchAll(/\\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if ([...range.getClientRects()].some(past)) cut.push(word[0]);
        }
      return cut.map((node) => (typeof node === "string" ? node : node.textContent.slice(0, 40)));
    })()`);
    await page.emulateMedia({ media: null });
    expect(overflowing).toEqual([]);
  });
});
