import type { BrowserContext, ConsoleMessage, Page } from "playwright-core";
import { beforeAll, expect } from "vitest";
import { buyPack, payWithCard, TEST_CARD } from "./checkout";
import { addPhotos, B2_FIRST_ESSAY, correctTextEssay, openNewEssay } from "./essay-flow";
import { PAGES, TEXT_ESSAY } from "./essays";
import { handwrittenPhotos } from "./fixtures/fixtures";
import { logoPng } from "./logo";
import { followMailLink, openMail } from "./mailbox";
import { useRunningProduct } from "./product";
import { insertGradedEssay } from "./product-database";
import { openShareLink } from "./share-link";
import { CONFIRM_SUBJECT, TEACHER_PASSWORD, VIEWPORTS, waitForMail } from "./teacher";
import { story } from "./story";

// Every page a teacher and a student see, on the happy path, logs nothing to the console: no
// error, no warning, no failed request (a logo asked for where there is none, a missing favicon),
// no header the browser does not understand. The pages of a refused address (a revoked share link,
// an essay's own address signed out) answer with the api's 4xx, which the browser logs as a failed
// request: they are left out.

const { product, browser } = useRunningProduct();
const EMAIL = "clean.console@school.test";
let context: BrowserContext;
let page: Page;
/** What the pages logged: "address: [type] text". */
const logged: string[] = [];
/** The addresses the pages asked for. */
const requested: string[] = [];

function watch(on: BrowserContext): void {
  const record = (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning")
      logged.push(`${message.page()?.url() ?? "?"}: [${message.type()}] ${message.text()}`);
  };
  on.on("console", record);
  on.on("weberror", (error) => logged.push(`${error.page()?.url() ?? "?"}: [uncaught] ${error.error().message}`));
  on.on("request", (request) => requested.push(request.url()));
}

/** Takes what was logged since the last check, so that a failure names the step it happened in. */
async function expectCleanConsole(): Promise<void> {
  // Late messages (a failed favicon, a request after load) arrive within a moment: a fixed wait, as
  // what it checks is that nothing comes.
  await page.waitForTimeout(300);
  expect(logged.splice(0)).toEqual([]);
}

beforeAll(async () => {
  context = await browser().newContext({ viewport: VIEWPORTS.desktop });
  watch(context);
  page = await context.newPage();
});

story("the console of every page", (it) => {
  it("stays clean through sign-up, the unconfirmed address, the mailbox and the confirmation", async () => {
    await page.goto(`${product().url}/signup?email=${encodeURIComponent(EMAIL)}`);
    await page.getByRole("heading", { name: "Create your Redpen account" }).waitFor();
    await expectCleanConsole();
    await page.getByLabel("Password").fill(TEACHER_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    await expectCleanConsole();
    await page.getByRole("link", { name: "Already confirmed? Log in" }).click();
    await page.getByLabel("Password").fill(TEACHER_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${product().url}/unverified-email`);
    await page.getByRole("button", { name: "Login again" }).waitFor();
    await expectCleanConsole();
    await waitForMail(product(), { to: EMAIL, subject: CONFIRM_SUBJECT });
    await openMail(page, product(), { to: EMAIL, subject: CONFIRM_SUBJECT });
    await followMailLink(page, /verify-email/);
    await page.getByRole("link", { name: "Continue to Redpen" }).click();
    await page.getByRole("heading", { name: "Let's correct some essays together." }).waitFor();
    await page.waitForLoadState("networkidle");
    await expectCleanConsole();
  });

  it("stays clean on the new-essay pages, an essay being corrected and corrected, and its share dialog", async () => {
    await openNewEssay(page, "photo");
    await addPhotos(page, handwrittenPhotos().slice(0, 1));
    await expectCleanConsole();
    await page.goto(`${product().url}/`);
    await openNewEssay(page, "text");
    await expectCleanConsole();
    await correctTextEssay(page, product(), { text: TEXT_ESSAY, certificate: B2_FIRST_ESSAY, studentName: "Ana" });
    await page.waitForLoadState("networkidle");
    await expectCleanConsole();
    await openShareLink(page);
    await expectCleanConsole();
    await page.keyboard.press("Escape");
  });

  it("stays clean on the student's page, signed out, on a desktop and a phone", async () => {
    const link = await openShareLink(page);
    await page.keyboard.press("Escape");
    for (const viewport of Object.values(VIEWPORTS)) {
      const student = await browser().newContext({ viewport });
      watch(student);
      const studentPage = await student.newPage();
      await studentPage.goto(link);
      await studentPage.getByRole("group", { name: "Your corrections, one at a time" }).waitFor();
      await studentPage.getByRole("button", { name: "Next" }).click();
      await studentPage.waitForLoadState("networkidle");
      await expectCleanConsole();
      await student.close();
    }
  });

  it("stays clean on the home, school (its figures too) and Credits pages, never asking for a logo the school has not got", async () => {
    for (const [i, text] of [TEXT_ESSAY, PAGES[0]!, PAGES[1]!].entries()) {
      const advised = { Content: 3, "Communicative Achievement": 3, Organisation: 3, Language: 3 - (i % 2) };
      insertGradedEssay(product(), EMAIL, { text, advised, teacher: { ...advised, Language: 2 } });
    }
    for (const path of ["/", "/school", "/billing"]) {
      await page.goto(`${product().url}${path}`);
      await page.waitForLoadState("networkidle");
      await expectCleanConsole();
    }
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${product().url}/school`);
    await page.waitForLoadState("networkidle");
    await expectCleanConsole();
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(requested.filter((address) => address.includes("/logo"))).toEqual([]);
  });

  it("stays clean through the checkout, the payment's return and the logo the school sets", async () => {
    await page.goto(`${product().url}/billing`);
    await page.getByRole("list", { name: "Credit packs" }).waitFor();
    await buyPack(page, "50 essays");
    await expectCleanConsole();
    await payWithCard(page, TEST_CARD);
    await page.waitForURL(`${product().url}/billing`);
    await page.getByText("Payment received: your credits are added.").waitFor();
    await expectCleanConsole();

    await page.goto(`${product().url}/school`);
    await page
      .getByRole("region", { name: "Your logo" })
      .locator('input[type="file"]')
      .setInputFiles({ name: "school-logo.png", mimeType: "image/png", buffer: await logoPng() });
    await page.getByRole("banner").getByRole("img", { name: "School logo" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expectCleanConsole();
  });

  it("stays clean on the sign-in pages: logging out, logging in again, and a forgotten password", async () => {
    await page.getByRole("button", { name: "Log out" }).click();
    await page
      .getByRole("heading", { name: /log(ged|ging) out|Log in to Redpen/i })
      .first()
      .waitFor();
    await page.waitForLoadState("networkidle");
    await expectCleanConsole();
    await page.goto(`${product().url}/login`);
    await page.getByRole("heading", { name: "Log in to Redpen" }).waitFor();
    await expectCleanConsole();
    await page.goto(`${product().idpUrl}/forgot-password`);
    await page.waitForLoadState("networkidle");
    await expectCleanConsole();
  });
});
