import type { Page, Request } from "playwright-core";
import { beforeAll, expect } from "vitest";
import {
  B2_FIRST_ESSAY,
  correctIt,
  correctItButton,
  describeAssignment,
  openNewEssay,
  pasteEssay,
  pickCertificate,
  waitForCorrected,
} from "./essay-flow";
import { TEXT_ESSAY, TEXT_ESSAY_TOPIC } from "./essays";
import { useRunningProduct } from "./product";
import { shownLink } from "./share-link";
import { shootIfAsked } from "./shots";
import { signUpTeacher } from "./teacher";
import { story } from "./story";

const { product, browser } = useRunningProduct();
let page: Page;
let essayUrl: string;

const STUDENT = "Marta Rossi";
const TITLE = `${STUDENT} (Cambridge B2 First, B2, essay)`;

beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), "text.essays@school.test");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: product().url });
});

const region = (name: string) => page.getByRole("region", { name, exact: true });
/** The api's calls on one essay (GET, POST, PATCH /essays/{id}). */
const ESSAY_CALL = /\/api\/v1\/essays\/[0-9a-f-]{36}$/;

// One teacher's essay, step by step: each step goes on from where the one before left the page.
story("a teacher with a pasted essay", (it) => {
  it("is welcomed on an empty home page and opens the text page from the New essay menu", async () => {
    await page.getByRole("heading", { name: "Let's correct some essays together." }).waitFor();
    await page.getByRole("link", { name: "Upload photo" }).waitFor();
    await page.getByRole("link", { name: "Upload an essay text" }).waitFor();
    await openNewEssay(page, "text");
    await page.getByText("Copy & paste the student's essay below").waitFor();
  });

  it("pastes the essay, picks the certificate, adds topic and name, and watches it go from Correcting to corrected", async () => {
    await pasteEssay(page, "My holiday was very nice and sunny.");
    await page.getByText("you need at least 30 words").waitFor();
    expect(await page.getByRole("combobox", { name: "Certificate" }).count()).toBe(0);
    expect(await correctItButton(page).isDisabled()).toBe(true);
    await pasteEssay(page, TEXT_ESSAY);
    // B2 First has one level: choosing the certificate picks it, shown as text, not as a select.
    await page.getByRole("combobox", { name: "Certificate" }).selectOption({ label: B2_FIRST_ESSAY.name });
    await page.getByText(`Level: ${B2_FIRST_ESSAY.level}`, { exact: true }).waitFor();
    expect(await page.getByRole("combobox", { name: "Level" }).count()).toBe(0);
    await shootIfAsked(page, "certificate-one-level");
    await pickCertificate(page, B2_FIRST_ESSAY);
    await describeAssignment(page, { topic: TEXT_ESSAY_TOPIC, studentName: STUDENT });
    // The page asks the api to wait for the correction (`Prefer: wait`), which an idle queue does:
    // its reply is then the corrected essay. Sent without it, as a busy queue answers, the reply is
    // the PENDING essay; holding the page's fetches of it until the test has seen the page makes
    // 'Correcting' certain.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(ESSAY_CALL, async (route) => {
      if (route.request().method() === "GET") await released;
      if (route.request().method() !== "POST") return route.continue();
      const { prefer: _asked, ...headers } = route.request().headers();
      await route.continue({ headers });
    });
    await correctIt(page);
    essayUrl = page.url();
    await page.getByRole("heading", { name: "Correcting" }).waitFor();
    await page.getByText("This might take up to two minutes").waitFor();
    await page.getByRole("link", { name: "Upload another" }).waitFor();
    release();
    await waitForCorrected(page);
    await page.unroute(ESSAY_CALL);
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    await page.getByText("300 words", { exact: true }).waitFor();
  });

  it("sees the correction as a word diff whose edits explain themselves on hover", async () => {
    const removed = page.locator("del", { hasText: "responsable" }).first();
    await removed.waitFor();
    await page.locator("ins", { hasText: "responsible" }).first().waitFor();
    await removed.hover();
    await page.getByRole("tooltip").filter({ hasText: "This word is spelt 'responsible'." }).waitFor();
    // The corrected-only text hides the removals.
    const corrected = region("Corrected text");
    expect(await corrected.innerText()).toContain("Nowadays many people think that young people");
    expect(await corrected.innerText()).not.toContain("responsable");
  });

  it("edits the grading: an invalid criterion disables Save, a valid one saves and shows the percentage", async () => {
    const grading = region("Grading");
    if (!(await grading.getByRole("button", { name: "Save" }).isVisible()))
      await grading.getByRole("button", { name: "Edit" }).click();
    const criteria = grading.getByRole("spinbutton");
    expect(await criteria.count()).toBe(4);
    const save = grading.getByRole("button", { name: "Save" });
    for (const invalid of ["", "-1", "19"]) {
      await criteria.nth(0).fill(invalid);
      expect(await save.isDisabled()).toBe(true);
    }
    await grading.getByText("Content can be at most 5.").waitFor();
    for (const [index, value] of ["4", "3", "4.5", "3.5"].entries()) await criteria.nth(index).fill(value);
    expect(await save.isDisabled()).toBe(false);
    await grading.getByRole("button", { name: "Save" }).click();
    await grading.getByRole("button", { name: "Edit" }).waitFor();
    await grading.getByText("75%").waitFor();
    await grading.getByText("15 / 20").waitFor();
  });

  it("writes the student feedback and saves it", async () => {
    const feedback = region("Student feedback");
    if (!(await feedback.getByRole("button", { name: "Save" }).isVisible()))
      await feedback.getByRole("button", { name: "Edit" }).click();
    const box = feedback.getByRole("textbox", { name: "Feedback for the student" });
    await box.fill("Great");
    expect(await feedback.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    await feedback.getByText("you need at least 2 words").waitFor();
    await box.fill(
      "Marta, your arguments are clear and well organised. Check your spelling and verb endings before you hand the essay in.",
    );
    await feedback.getByRole("button", { name: "Save" }).click();
    await feedback.getByRole("button", { name: "Edit" }).waitFor();
    await feedback.getByText("Check your spelling and verb endings").waitFor();
  });

  it("rates the correction and the feedback in Your feedback and submits", async () => {
    const panel = region("Your feedback");
    const submit = panel.getByRole("button", { name: "Submit" });
    // A text essay has nothing transcribed to rate.
    expect(await panel.getByRole("button", { name: "Good transcription" }).count()).toBe(0);
    expect(await submit.getAttribute("class")).toContain("MuiButton-outlined");
    await panel.getByRole("button", { name: "Good correction" }).click();
    await panel.getByRole("button", { name: "Bad feedback" }).click();
    await panel.getByRole("textbox", { name: "Comment" }).fill("The feedback draft was too short for this student.");
    expect(await submit.getAttribute("class")).toContain("MuiButton-contained");
    await submit.click();
    await page.getByText("Thank you for your feedback!").waitFor();
    expect(await submit.getAttribute("class")).toContain("MuiButton-outlined");

    await page.reload();
    await waitForCorrected(page);
    const saved = region("Your feedback");
    expect(await saved.getByRole("button", { name: "Good correction" }).getAttribute("aria-pressed")).toBe("true");
    expect(await saved.getByRole("button", { name: "Bad feedback" }).getAttribute("aria-pressed")).toBe("true");
    expect(await saved.getByRole("textbox", { name: "Comment" }).inputValue()).toBe(
      "The feedback draft was too short for this student.",
    );
  });

  it("copies the share link, which shows the essay, grades and feedback signed out, with nothing to change", async () => {
    await page.getByRole("button", { name: "Share link" }).click();
    const dialog = page.getByRole("dialog", { name: "Student share" });
    await dialog.getByText("Give your student the link below to access their assignment.").waitFor();
    const link = await shownLink(page);
    expect(link).toMatch(new RegExp(`^${product().url}/s/`));
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Link copied to clipboard").waitFor();
    const copied = (await page.evaluate("navigator.clipboard.readText()")) as string;
    expect(copied).toBe(link);
    await page.keyboard.press("Escape");

    const student = await (await browser().newContext()).newPage();
    await student.goto(copied);
    await student.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    await student.getByRole("region", { name: "Grading" }).getByText("75%").waitFor();
    await student.getByText("Check your spelling and verb endings").waitFor();
    expect(await student.getByRole("button", { name: "Edit" }).count()).toBe(0);
    expect(await student.getByRole("region", { name: "Your feedback" }).count()).toBe(0);
    await student.context().close();
  });

  it("finds the essay on the home page as a card with View essay", async () => {
    await page.goto(`${product().url}/`);
    const card = page.getByRole("article", { name: STUDENT });
    await card.waitFor();
    expect(await card.innerText()).toContain("Nowadays many people thinks");
    await card.getByRole("link", { name: "View essay" }).click();
    await page.waitForURL(essayUrl);
    await waitForCorrected(page);
  });

  it("corrects another essay that opens corrected from the reply to 'Correct it', with no other call for it", async () => {
    await page.goto(`${product().url}/essays/text/new`);
    await pasteEssay(page, TEXT_ESSAY);
    await pickCertificate(page, B2_FIRST_ESSAY);
    await describeAssignment(page, { studentName: "Luca Bianchi" });
    const calls: string[] = [];
    const onRequest = (request: Request) => {
      if (ESSAY_CALL.test(request.url())) calls.push(request.method());
    };
    page.on("request", onRequest);
    const created = page.waitForResponse(
      (response) => ESSAY_CALL.test(response.url()) && response.request().method() === "POST",
    );
    await correctIt(page);
    const reply = await created;
    await waitForCorrected(page);
    await page.getByRole("heading", { name: "Luca Bianchi (Cambridge B2 First, B2, essay)", level: 1 }).waitFor();
    page.off("request", onRequest);
    expect(await reply.request().headerValue("prefer")).toBe("wait=2");
    expect(await reply.headerValue("preference-applied")).toBe("wait=2");
    expect(((await reply.json()) as { data: { status: string } }).data.status).toBe("SUCCESS");
    expect(calls).toEqual(["POST"]);
  });
});
