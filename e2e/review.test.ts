import type { Locator, Page } from "playwright-core";
import { beforeAll, expect } from "vitest";
import {
  checkedCount,
  correctionMark,
  correctionsCard,
  correctTextEssay,
  rejectedMark,
  selectInCorrections,
  waitForCorrected,
} from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { useRunningProduct } from "./product";
import { openShareLink } from "./share-link";
import { signUpTeacher, VIEWPORTS } from "./teacher";
import { story } from "./story";

const { product, browser } = useRunningProduct();
let page: Page;
/** How many corrections Redpen made of TEXT_ESSAY. */
let total: number;

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), "reviewer@school.test");
  await correctTextEssay(page, product(), { text: TEXT_ESSAY, studentName: "Ana Ruiz" });
});

const panel = (on: Page = page) => on.getByRole("dialog", { name: /correction/i });
const checked = async (on: Page = page) => (await checkedCount(on)).checked;
const box = async (locator: Locator) => (await locator.boundingBox())!;
const flat = (text: string) => text.replace(/\s+/g, " ");

story("a faster review", (it) => {
  it("counts the corrections checked: one kept, one rejected, which stays greyed in place", async () => {
    ({ total } = await checkedCount(page));
    expect(total).toBeGreaterThan(5);
    expect(await checked()).toBe(0);
    await expect
      .poll(() => correctionMark(page, "freind", "friend").getAttribute("aria-label"))
      .toContain("Not checked yet.");

    await correctionMark(page, "freind", "friend").click();
    await panel().getByText("Not checked yet").waitFor();
    await panel().getByRole("button", { name: "Keep" }).click();
    await expect.poll(() => checked()).toBe(1);
    expect(await correctionMark(page, "freind", "friend").getAttribute("aria-label")).toContain("Checked.");

    await correctionMark(page, "wich", "which").click();
    await panel().getByRole("button", { name: "Reject" }).click();
    await expect.poll(() => checked()).toBe(2);
    const rejected = rejectedMark(page, "wich", "which");
    await rejected.waitFor();
    // In place: the student's word stands between its neighbours, the rejected one greyed and struck through.
    expect(flat(await correctionsCard(page).innerText())).toContain("listen other people, wich which is something");
    // A script string: the e2e code is typed without the DOM.
    const struck = (await page.evaluate(`(() => {
      const mark = document.querySelector('[aria-label^="Rejected correction: wich to which."] s');
      const style = getComputedStyle(mark);
      return { line: style.textDecorationLine, color: style.color };
    })()`)) as { line: string; color: string };
    expect(struck.line).toContain("line-through");
    expect(struck.color).toBe("rgb(141, 141, 141)");
    expect(flat(await page.getByRole("region", { name: "Corrected text" }).innerText())).toContain("wich is");
  });

  it("opens a correction in a side panel beside the text, never over it, and restores a rejected one from there", async () => {
    await correctionMark(page, "thinks", "think").click();
    const side = await box(panel());
    const text = await box(correctionsCard(page));
    expect(side.x).toBeGreaterThanOrEqual(text.x + text.width - 24);
    expect(side.x + side.width).toBe(VIEWPORTS.desktop.width);
    // The page stays usable beside it: another correction opens in its place.
    await rejectedMark(page, "wich", "which").click();
    await panel().getByRole("button", { name: "Restore" }).click();
    await correctionMark(page, "wich", "which").waitFor();
    expect(await panel().count()).toBe(0);
    await page.getByRole("button", { name: "Undo" }).click();
    await rejectedMark(page, "wich", "which").waitFor();
  });

  it("keeps all the rest in one step, undone and redone with the buttons and the keyboard, and saved", async () => {
    const keepAll = correctionsCard(page).getByRole("button", { name: "Keep all the rest" });
    await keepAll.click();
    await expect.poll(() => checked()).toBe(total);
    expect(await keepAll.isDisabled()).toBe(true);
    expect(await correctionMark(page, "thinks", "think").getAttribute("aria-label")).toContain("Checked.");

    const undo = correctionsCard(page).getByRole("button", { name: "Undo" });
    const redo = correctionsCard(page).getByRole("button", { name: "Redo" });
    await undo.click();
    await expect.poll(() => checked()).toBe(2);
    await redo.click();
    await expect.poll(() => checked()).toBe(total);
    expect(await redo.isDisabled()).toBe(true);

    await page.keyboard.press("Control+Z");
    await expect.poll(() => checked()).toBe(2);
    expect(await rejectedMark(page, "wich", "which").count()).toBe(1);
    await page.keyboard.press("Control+Shift+Z");
    await expect.poll(() => checked()).toBe(total);

    await page.getByText("Saving…").waitFor({ state: "detached" });
    await page.reload();
    await waitForCorrected(page);
    expect(await checkedCount(page)).toEqual({ checked: total, total });
    await rejectedMark(page, "wich", "which").waitFor();
  });

  it("shows 'Add a correction' at the selected words", async () => {
    await selectInCorrections(page, "shy");
    const add = correctionsCard(page).getByRole("button", { name: "Correct “shy”" });
    const words = await page.evaluate(
      `(() => { const r = document.getSelection().getRangeAt(0).getBoundingClientRect(); return { x: r.x, bottom: r.bottom }; })()`,
    );
    const button = await box(add);
    const { x, bottom } = words as { x: number; bottom: number };
    expect(Math.abs(button.x - x)).toBeLessThan(40);
    expect(button.y).toBeGreaterThanOrEqual(bottom);
    expect(button.y - bottom).toBeLessThan(40);
    await add.click();
    const form = page.getByRole("dialog", { name: "Correct “shy”" });
    await form.getByRole("textbox", { name: "Replacement" }).fill("nervous");
    await form.getByRole("button", { name: "Add correction" }).click();
    await correctionMark(page, "shy", "nervous").waitFor();
    // Pressing elsewhere, or Escape (even with the focus in the text), takes the button away.
    const foodBank = correctionsCard(page).getByRole("button", { name: "Correct “food bank”" });
    await selectInCorrections(page, "food bank");
    await foodBank.waitFor();
    await page.getByRole("heading", { name: "Summary" }).click();
    await foodBank.waitFor({ state: "detached" });
    await correctionMark(page, "thinks", "think").focus();
    await selectInCorrections(page, "food bank");
    await foodBank.waitFor();
    await page.keyboard.press("Escape");
    await foodBank.waitFor({ state: "detached" });
    // A fixed wait, as what it checks is that the button does not come back.
    await page.waitForTimeout(200);
    expect(await foodBank.count()).toBe(0);
  });

  it("never shows the student a rejected correction, nor what the teacher checked", async () => {
    const link = await openShareLink(page);
    await page.keyboard.press("Escape");
    const student = await (await browser().newContext()).newPage();
    await student.goto(link);
    await waitForCorrected(student);
    const card = correctionsCard(student);
    expect(flat(await student.getByRole("region", { name: "Corrected text" }).innerText())).toContain(
      "I was very nervous",
    );
    expect(flat(await card.innerText())).toContain("listen other people, wich is something");
    expect(await card.locator(".rejected-change").count()).toBe(0);
    expect(await card.getByText(/checked/).count()).toBe(0);
    expect(await card.getByRole("button", { name: "Keep all the rest" }).count()).toBe(0);
    await student.context().close();
  });

  it("reviews on a phone: a bottom sheet that leaves the words in sight, and Undo and Redo as icons", async () => {
    const phone = await signUpTeacher(browser(), product(), "phone.reviewer@school.test", VIEWPORTS.phone);
    await correctTextEssay(phone, product(), { text: TEXT_ESSAY });
    const { total: phoneTotal } = await checkedCount(phone);

    const familys = correctionMark(phone, "familys", "families");
    await familys.click();
    const sheet = await box(panel(phone));
    expect(sheet.width).toBe(VIEWPORTS.phone.width);
    expect(Math.round(sheet.y + sheet.height)).toBe(VIEWPORTS.phone.height);
    const words = await box(familys);
    expect(words.y).toBeGreaterThanOrEqual(56);
    expect(words.y + words.height).toBeLessThanOrEqual(sheet.y);
    await panel(phone).getByRole("button", { name: "Reject" }).click();
    await rejectedMark(phone, "familys", "families").waitFor();

    await correctionsCard(phone).getByRole("button", { name: "Keep all the rest" }).click();
    await expect.poll(() => checked(phone)).toBe(phoneTotal);
    await correctionsCard(phone).getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => checked(phone)).toBe(1);
    await correctionsCard(phone).getByRole("button", { name: "Redo" }).click();
    await expect.poll(() => checked(phone)).toBe(phoneTotal);

    await selectInCorrections(phone, "shy");
    await correctionsCard(phone).getByRole("button", { name: "Correct “shy”" }).click();
    const form = await box(phone.getByRole("dialog", { name: "Correct “shy”" }));
    expect(Math.round(form.y + form.height)).toBe(VIEWPORTS.phone.height);
    await phone.keyboard.press("Escape");
    await phone.context().close();
  });
});
