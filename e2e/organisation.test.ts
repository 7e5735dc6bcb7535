import type { Page, Request } from "playwright-core";
import { beforeAll, expect } from "vitest";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { logoPng } from "./logo";
import { escapeRegExp, followMailLink, openMail } from "./mailbox";
import { useRunningProduct } from "./product";
import { finishSignUp, signUpTeacher, VIEWPORTS } from "./teacher";
import { chooseMemberAction, openMemberMenu, teacherRow } from "./teachers-card";
import { story } from "./story";

const { product, browser } = useRunningProduct();
let ana: Page;
let ben: Page;
let benEssayUrl: string;

const ANA = "ana.head@school.test";
const BEN = "ben.colleague@school.test";
const CLEO = "cleo.invitee@school.test";
const STUDENT = "Luca Bianchi";
const NO_ORGANISATION =
  "You are not a teacher of any school any more, so you have no credits. Ask a colleague to invite you again.";
const NO_ORGANISATION_INVITED =
  "You are not a teacher of any school any more, so you have no credits. Join a school that invited you, above.";

beforeAll(async () => {
  ana = await signUpTeacher(browser(), product(), ANA);
});

const card = (page: Page, name: "Your logo" | "Your teachers") => page.getByRole("region", { name, exact: true });

async function openSchool(page: Page): Promise<void> {
  await page.goto(`${product().url}/school`);
  await page.getByRole("heading", { name: "School", level: 1 }).waitFor();
  await teacherRow(page, ANA).or(card(page, "Your teachers").getByRole("alert")).first().waitFor();
}

// One school's story: each step goes on from where the one before left the pages.
story("a teacher's school", (it) => {
  it("invites a colleague: an invalid email shows an error and disables Invite, a valid one is sent and listed as invited", async () => {
    await openSchool(ana);
    const teachers = card(ana, "Your teachers");
    const field = teachers.getByRole("textbox", { name: "Teacher's email" });
    const invite = teachers.getByRole("button", { name: "Invite" });
    expect(await invite.isDisabled()).toBe(true);
    expect(await teachers.getByText("enter a valid email address").count()).toBe(0);

    await field.fill("ben.colleague@school");
    await teachers.getByText("enter a valid email address").waitFor();
    expect(await invite.isDisabled()).toBe(true);

    await field.fill(BEN);
    expect(await teachers.getByText("enter a valid email address").count()).toBe(0);
    await invite.click();
    await teachers.getByText(`Sent invitation email to ${BEN}`, { exact: true }).waitFor();
    expect(await field.inputValue()).toBe("");
    await teacherRow(ana, BEN).getByText("Invited", { exact: true }).waitFor();
    expect(await teacherRow(ana, ANA).getByText("Invited", { exact: true }).count()).toBe(0);
    // The teacher who made the school owns it.
    await teacherRow(ana, ANA).getByText("Owner", { exact: true }).waitFor();
  });

  it("the colleague follows the invitation mail, signs up, joins and corrects an essay on the shared credits", async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.desktop });
    ben = await context.newPage();
    await openMail(ben, product(), { to: BEN, subject: `${ANA} invited you to join ${ANA}'s school on Redpen` });
    await followMailLink(ben, new RegExp(`/signup\\?email=${escapeRegExp(encodeURIComponent(BEN))}`));
    await ben.getByRole("heading", { name: "Create your Redpen account" }).waitFor();
    expect(await ben.getByLabel("Email address").inputValue()).toBe(BEN);
    await finishSignUp(ben, product(), BEN);

    await correctTextEssay(ben, product(), { text: TEXT_ESSAY, studentName: STUDENT });
    benEssayUrl = ben.url();

    await openSchool(ana);
    await teacherRow(ana, BEN).waitFor();
    expect(await teacherRow(ana, BEN).getByText("Invited", { exact: true }).count()).toBe(0);
    expect(await teacherRow(ana, BEN).getByText("Owner", { exact: true }).count()).toBe(0);
  });

  it("the first teacher does not see the colleague's essay, but sees it counted in the usage table", async () => {
    await ana.goto(`${product().url}/`);
    await ana.getByRole("heading", { name: "Let's correct some essays together." }).waitFor();
    expect(await ana.getByText(STUDENT).count()).toBe(0);

    await ana.goto(`${product().url}/billing`);
    await ana.getByRole("heading", { name: /^Usage - last \d+ days$/ }).waitFor();
    const benRow = ana.getByRole("row").filter({ hasText: BEN });
    await benRow.waitFor();
    expect((await benRow.getByRole("cell").allInnerTexts()).map((text) => text.trim())).toEqual([BEN, "1"]);
  });

  it("a teacher who is no owner may only leave: the owner's row offers them nothing", async () => {
    await openSchool(ben);
    await teacherRow(ben, ANA).getByText("Owner", { exact: true }).waitFor();
    expect(await teacherRow(ben, ANA).getByRole("button").count()).toBe(0);
    await openMemberMenu(ben, BEN);
    const menu = ben.getByRole("menu", { name: `Actions for ${BEN}` });
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual(["Leave the school"]);
    await ben.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
  });

  it("removes the colleague through the confirmation dialog, which Cancel closes without removing", async () => {
    await openSchool(ana);
    await chooseMemberAction(ana, BEN, "Remove");
    const dialog = ana.getByRole("dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await teacherRow(ana, BEN).waitFor();

    await chooseMemberAction(ana, BEN, "Remove");
    expect(await dialog.innerText()).toContain(BEN);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await dialog.waitFor({ state: "detached" });
    await teacherRow(ana, BEN).waitFor({ state: "detached" });
    await card(ana, "Your teachers").getByText(`Removed ${BEN}.`, { exact: true }).waitFor();
    await ana.reload();
    await teacherRow(ana, ANA).waitFor();
    expect(await teacherRow(ana, BEN).count()).toBe(0);
  });

  it("the removed colleague is told they have no school, cannot buy credits, but still sees their essay", async () => {
    await ben.goto(`${product().url}/`);
    await ben.getByRole("alert").filter({ hasText: NO_ORGANISATION }).waitFor();
    expect(await ben.getByRole("link", { name: "Buy more" }).count()).toBe(0);
    expect(await ben.getByRole("button", { name: "New essay" }).isDisabled()).toBe(true);
    await ben.getByText(STUDENT).first().waitFor();

    await ben.goto(`${product().url}/billing`);
    await ben.getByRole("heading", { name: "Credits", level: 1 }).waitFor();
    await ben.getByRole("alert").filter({ hasText: NO_ORGANISATION }).waitFor();
    expect(await ben.getByRole("button", { name: "Buy credits" }).count()).toBe(0);
    expect(await ben.getByRole("region", { name: /^Usage/ }).count()).toBe(0);

    // Their own essays stay theirs to download; the school page's former path still leads there.
    await ben.goto(`${product().url}/organisation`);
    await ben.waitForURL(`${product().url}/school`);
    await ben
      .getByRole("region", { name: "Your essays" })
      .getByRole("button", { name: "Download your essays" })
      .waitFor();

    await ben.goto(benEssayUrl);
    await ben.getByRole("region", { name: "Grading" }).waitFor();
  });

  it("the removed colleague invited again is pointed to the invitation above the credit banner, until they decline it", async () => {
    await openSchool(ana);
    await card(ana, "Your teachers").getByRole("textbox", { name: "Teacher's email" }).fill(BEN);
    await card(ana, "Your teachers").getByRole("button", { name: "Invite" }).click();
    await teacherRow(ana, BEN).getByText("Invited", { exact: true }).waitFor();

    await ben.goto(`${product().url}/`);
    const invitation = ben.getByRole("group", { name: `${ANA}'s school invited you to join`, exact: true });
    await invitation.waitFor();
    await ben.getByRole("alert").filter({ hasText: NO_ORGANISATION_INVITED }).waitFor();
    expect(await ben.getByText(NO_ORGANISATION).count()).toBe(0);

    await invitation.getByRole("button", { name: "Decline" }).click();
    await invitation.waitFor({ state: "detached" });
    await ben.getByRole("alert").filter({ hasText: NO_ORGANISATION }).waitFor();
  });

  it("the only teacher has no actions on their own row; a pending invitation is cancelled through its own dialog", async () => {
    await openSchool(ana);
    expect(await teacherRow(ana, ANA).getByRole("button").count()).toBe(0);

    const teachers = card(ana, "Your teachers");
    // Typed with capitals: the success line shows the address as the api keeps it.
    await teachers.getByRole("textbox", { name: "Teacher's email" }).fill("Cleo.Invitee@School.test");
    // A double click sends one invitation.
    let invitations = 0;
    const countInvitation = (request: Request) => {
      if (request.method() === "POST" && /\/organisations\/[^/]+\/users$/.test(request.url())) invitations += 1;
    };
    ana.on("request", countInvitation);
    await teachers.getByRole("button", { name: "Invite" }).dblclick();
    await teacherRow(ana, CLEO).getByText("Invited", { exact: true }).waitFor();
    ana.off("request", countInvitation);
    expect(invitations).toBe(1);
    await teachers.getByText(`Sent invitation email to ${CLEO}`, { exact: true }).waitFor();
    // An invitee is not a member: the only member still has no actions.
    expect(await teacherRow(ana, ANA).getByRole("button").count()).toBe(0);

    await teacherRow(ana, CLEO)
      .getByRole("button", { name: `Remove ${CLEO}` })
      .click();
    const dialog = ana.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Cancel the invitation?" }).waitFor();
    expect(await dialog.innerText()).not.toContain("credits");
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await dialog.waitFor({ state: "detached" });
    await teacherRow(ana, CLEO)
      .getByRole("button", { name: `Remove ${CLEO}` })
      .click();
    await dialog.getByRole("button", { name: "Cancel invitation" }).click();
    await dialog.waitFor({ state: "detached" });
    await teacherRow(ana, CLEO).waitFor({ state: "detached" });
    await teachers.getByText(`Cancelled the invitation to ${CLEO}.`, { exact: true }).waitFor();
  });

  it("uploads a logo and sees it in the header at once, 50 px high, then removes it", async () => {
    const logoCard = card(ana, "Your logo");
    await logoCard.getByText("No logo yet").waitFor();
    await logoCard
      .locator('input[type="file"]')
      .setInputFiles({ name: "school-logo.png", mimeType: "image/png", buffer: await logoPng() });
    const headerLogo = ana.getByRole("banner").getByRole("img", { name: "School logo" });
    await headerLogo.waitFor();
    await logoCard.getByRole("img", { name: "Current logo" }).waitFor();
    await expect
      .poll(() =>
        headerLogo.evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth > 0),
      )
      .toBe(true);
    expect((await headerLogo.boundingBox())?.height).toBe(50);

    await ana.reload();
    await headerLogo.waitFor();
    // On a phone the page is one column and nothing overflows sideways.
    await ana.setViewportSize(VIEWPORTS.phone);
    // Asked until the header has followed the new width (its places move into the phone's menu).
    await expect
      .poll(() => ana.evaluate<number>("document.documentElement.scrollWidth"))
      .toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await ana.setViewportSize(VIEWPORTS.desktop);

    await logoCard.getByRole("button", { name: "Remove logo" }).click();
    await logoCard.getByText("No logo yet").waitFor();
    await headerLogo.waitFor({ state: "detached" });
  });
});
