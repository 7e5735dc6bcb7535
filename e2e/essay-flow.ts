/**
 * What a teacher does on the new-essay pages and the essay view, shared by the browser tests, the
 * benchmark and the screenshots, so that each reads like the steps a teacher takes.
 */
import { B2_FIRST_ESSAY as B2_FIRST } from "@redpen/contract/testing";
import type { Page, Response } from "playwright-core";
import { apiRequest, clickSending } from "./click-sending";
import type { RunningProduct } from "./product";

/** A certificate as the picker shows it: name, CEFR level and format. */
export interface CertificateChoice {
  name: string;
  level: string;
  format: string;
}

/** The certificate most tests pick, as its picker names it. */
export const B2_FIRST_ESSAY: CertificateChoice = {
  name: B2_FIRST.name,
  level: B2_FIRST.cefr_level,
  format: B2_FIRST.format,
};

/** A photo to upload: its file name and bytes. */
export interface PhotoFile {
  name: string;
  buffer: Buffer;
}

/** Opens a new-essay page from the home page's 'New essay' menu. */
export async function openNewEssay(page: Page, kind: "text" | "photo"): Promise<void> {
  await page.getByRole("button", { name: "New essay" }).click();
  await page.getByRole("menuitem", { name: kind === "text" ? "Upload essay text" : "Upload photo" }).click();
  await page.waitForURL(kind === "text" ? /\/essays\/text\/new$/ : /\/essays\/image\/new$/);
}

/** Step 1 of /essays/text/new: pastes the essay. */
export async function pasteEssay(page: Page, text: string): Promise<void> {
  await page.getByRole("textbox", { name: "Essay text" }).fill(text);
}

/**
 * Step 1 of /essays/image/new: chooses the photos at once, as a teacher picks several in the file
 * dialog, then waits until the api has stored and read every one and each shows its preview.
 */
export async function addPhotos(page: Page, photos: PhotoFile[]): Promise<void> {
  const before = await photoPreviews(page).count();
  const uploaded = uploadResponses(page, photos.length);
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles(photos.map(({ name, buffer }) => ({ name, mimeType: "image/jpeg", buffer })));
  await uploaded;
  await photoPreviews(page)
    .nth(before + photos.length - 1)
    .waitFor();
  await page.getByRole("status").filter({ hasText: "Uploading" }).first().waitFor({ state: "detached" });
}

/** Resolves once the page has had `count` replies to image uploads, rejecting on a failed one. */
function uploadResponses(page: Page, count: number, timeout = 90_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    const finish = (error?: Error) => {
      clearTimeout(timer);
      page.off("response", onResponse);
      if (error) reject(error);
      else resolve();
    };
    const onResponse = (response: Response) => {
      if (response.request().method() !== "POST" || !/\/api\/v1\/images\//.test(response.url())) return;
      if (!response.ok()) return finish(new Error(`a photo upload failed with ${response.status()}`));
      if (++seen === count) finish();
    };
    const timer = setTimeout(
      () => finish(new Error(`only ${seen} of ${count} photo uploads answered within ${timeout / 1000} s`)),
      timeout,
    );
    page.on("response", onResponse);
  });
}

/**
 * The previews of the uploaded essay photos ('Page 1'...), found by their alt text rather than by
 * role, so that they count while the photo quality dialog hides the page from assistive tech.
 */
export function photoPreviews(page: Page) {
  return page.locator('img[alt^="Page "]');
}

/** Step 1 of /essays/image/new once the photos are read: the box with their text, for the teacher to check. */
export function photosTextBox(page: Page) {
  return page.getByRole("textbox", { name: "Text read from the photos" });
}

/**
 * Step 2: picks the certificate's name, then its level, then its format (native selects). A level
 * or format that is the only one on offer is no select: the picker shows it as text ("Level: B2"),
 * and this checks it is the one asked for.
 */
export async function pickCertificate(page: Page, certificate: CertificateChoice): Promise<void> {
  await page.getByRole("combobox", { name: "Certificate" }).selectOption({ label: certificate.name });
  await pickStep(page, "Level", certificate.level);
  await pickStep(page, "Format", certificate.format);
}

/** Picks a value in the step's select, or waits for the value shown as text when it is the only one. */
async function pickStep(page: Page, label: "Level" | "Format", value: string): Promise<void> {
  const select = page.getByRole("combobox", { name: label });
  const picked = page.getByText(`${label}: ${value}`, { exact: true });
  await select.or(picked).first().waitFor();
  if (await select.isVisible()) await select.selectOption({ label: value });
}

/** Step 3's student name: free text, or one of the school's students picked from its suggestions. */
export function studentNameField(page: Page) {
  return page.getByRole("combobox", { name: "Student name" });
}

/** Step 3: the topic and the student's name, both optional. */
export async function describeAssignment(
  page: Page,
  { topic, studentName }: { topic?: string; studentName?: string },
): Promise<void> {
  if (topic !== undefined) await page.getByRole("textbox", { name: "Topic" }).fill(topic);
  if (studentName !== undefined) await studentNameField(page).fill(studentName);
}

/** The 'Correct it' button. */
export function correctItButton(page: Page) {
  return page.getByRole("button", { name: "Correct it" });
}

/** Clicks 'Correct it' and waits for the essay's page; returns the essay's id. */
export async function correctIt(page: Page): Promise<string> {
  await clickSending(page, correctItButton(page), apiRequest("POST", "/api/v1/essays/"), "'Correct it'");
  await page.waitForURL(/\/essays\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

/** Waits until the essay view shows the corrected essay (status SUCCESS). */
export async function waitForCorrected(page: Page, timeout = 120_000): Promise<void> {
  await page.getByRole("region", { name: "Grading" }).waitFor({ timeout });
}

/** A full text essay from the home page to the corrected view; returns the essay's id. */
export async function correctTextEssay(
  page: Page,
  product: RunningProduct,
  essay: { text: string; certificate?: CertificateChoice; topic?: string; studentName?: string },
): Promise<string> {
  await page.goto(`${product.url}/essays/text/new`);
  await pasteEssay(page, essay.text);
  await pickCertificate(page, essay.certificate ?? B2_FIRST_ESSAY);
  await describeAssignment(page, essay);
  const id = await correctIt(page);
  await waitForCorrected(page);
  return id;
}

/**
 * Selects `words` in the corrections text (or puts the caret `caretAt` characters into them), as a
 * teacher's mouse would. A script string: the e2e code is typed without the DOM.
 */
export async function selectInCorrections(page: Page, words: string, caretAt?: number): Promise<void> {
  const found = await page.evaluate(`(() => {
    const [words, caretAt] = ${JSON.stringify([words, caretAt ?? null])};
    const region = [...document.querySelectorAll("section")].find((section) => section.querySelector("h2")?.textContent === "Corrections");
    for (const span of region.querySelectorAll("span[data-start]")) {
      const node = span.firstChild;
      const index = node?.textContent?.indexOf(words) ?? -1;
      if (!node || index < 0) continue;
      const range = document.createRange();
      range.setStart(node, index + (caretAt ?? 0));
      range.setEnd(node, caretAt === null ? index + words.length : index + caretAt);
      document.getSelection().removeAllRanges();
      document.getSelection().addRange(range);
      span.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
      return true;
    }
    return false;
  })()`);
  if (!found) throw new Error(`'${words}' is not in the corrections text outside a correction`);
}

/** The essay view's 'Corrections' card. */
export const correctionsCard = (page: Page) => page.getByRole("region", { name: "Corrections", exact: true });

/** A correction in the 'Corrections' card, named by the words it removes and adds ("(nothing)" for none). */
export const correctionMark = (page: Page, from: string, to: string) =>
  correctionsCard(page).getByRole("button", { name: `Correction: ${from} to ${to}. Enter to open, Delete to reject.` });

/** A correction the teacher rejected, greyed in place on their view. */
export const rejectedMark = (page: Page, from: string, to: string) =>
  correctionsCard(page).getByRole("button", { name: `Rejected correction: ${from} to ${to}.` });

/** The card's "N of M checked", read as numbers. */
export async function checkedCount(page: Page): Promise<{ checked: number; total: number }> {
  const text = await correctionsCard(page)
    .getByText(/^\d+ of \d+ checked$/)
    .innerText();
  const [checked, total] = text.match(/\d+/g)!.map(Number);
  return { checked: checked!, total: total! };
}
