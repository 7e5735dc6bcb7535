import type { Page } from "playwright-core";
import { beforeAll, expect } from "vitest";
import { escapeRegExp } from "./mailbox";
import { useRunningProduct } from "./product";
import { signUpTeacher, VIEWPORTS } from "./teacher";
import { chooseMemberAction, memberMenu, openMemberMenu, teacherRow, teachersCard } from "./teachers-card";
import { story } from "./story";

const { product, browser } = useRunningProduct();
let ana: Page;
let ben: Page;

const ANA = "ana.owner@northside.test";
const BEN = "ben.teacher@riverside.test";
const CLEO = "cleo.teacher@elsewhere.test";
const NORTHSIDE = "Northside School";
const BENS_SCHOOL = `${BEN}'s school`;

beforeAll(async () => {
  ana = await signUpTeacher(browser(), product(), ANA);
  ben = await signUpTeacher(browser(), product(), BEN);
});

const invitation = (page: Page, school: string) =>
  page.getByRole("group", { name: `${school} invited you to join`, exact: true });
const schoolSwitch = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Switch school/ });
const schoolItem = (page: Page, school: string) =>
  page
    .getByRole("menu", { name: "Your schools" })
    .getByRole("menuitemradio", { name: new RegExp(`^${escapeRegExp(school)}`) });
/** The school's name, shown under the page title. */
const schoolName = (page: Page, school: string) => page.getByRole("heading", { name: school, level: 2, exact: true });

async function openSchool(page: Page): Promise<void> {
  await page.goto(`${product().url}/school`);
  await teachersCard(page).getByRole("list", { name: "Teachers" }).waitFor();
}

async function invite(page: Page, email: string): Promise<void> {
  await openSchool(page);
  await teachersCard(page).getByRole("textbox", { name: "Teacher's email" }).fill(email);
  await teachersCard(page).getByRole("button", { name: "Invite" }).click();
  await teachersCard(page).getByText(`Sent invitation email to ${email}`, { exact: true }).waitFor();
}

// One story: each step goes on from where the one before left the pages.
story("a teacher of two schools", (it) => {
  it("an owner renames their school: an empty name is refused as typed, a new one shows at once and after a reload", async () => {
    await openSchool(ana);
    await schoolName(ana, `${ANA}'s school`).waitFor();
    await ana.getByRole("button", { name: "Rename the school" }).click();
    const form = ana.getByRole("form", { name: "Rename the school" });
    const field = form.getByRole("textbox", { name: "School's name" });
    await field.fill("   ");
    await form.getByText("enter the school's name").waitFor();
    expect(await form.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    await field.fill(`  ${NORTHSIDE} `);
    await form.getByRole("button", { name: "Save" }).click();
    await schoolName(ana, NORTHSIDE).waitFor();
    await ana.reload();
    await schoolName(ana, NORTHSIDE).waitFor();
  });

  it("a teacher of another school is invited: the banner asks on the home and school pages, and nothing changes yet", async () => {
    await invite(ana, BEN);
    await teacherRow(ana, BEN).getByText("Invited", { exact: true }).waitFor();

    await ben.goto(`${product().url}/`);
    await invitation(ben, NORTHSIDE).getByText(`Invited by ${ANA}`, { exact: true }).waitFor();
    // One school so far: no school menu.
    expect(await schoolSwitch(ben).count()).toBe(0);
    await openSchool(ben);
    await invitation(ben, NORTHSIDE).waitFor();
    await schoolName(ben, BENS_SCHOOL).waitFor();
    expect(await teacherRow(ben, ANA).count()).toBe(0);
  });

  it("joins: the current school stays as it was, and the confirmation says where to switch", async () => {
    await invitation(ben, NORTHSIDE).getByRole("button", { name: "Join" }).click();
    await ben
      .getByText(
        `You joined ${NORTHSIDE}. You are still working in your current school: switch schools from the menu at the top of the page.`,
        { exact: true },
      )
      .waitFor();
    await invitation(ben, NORTHSIDE).waitFor({ state: "detached" });
    await schoolName(ben, BENS_SCHOOL).waitFor();
    await schoolSwitch(ben).waitFor();

    await ben.reload();
    await schoolName(ben, BENS_SCHOOL).waitFor();
    expect(await invitation(ben, NORTHSIDE).count()).toBe(0);
    // The owner sees them as a teacher now.
    await openSchool(ana);
    await teacherRow(ana, BEN).waitFor();
    expect(await teacherRow(ana, BEN).getByText("Invited", { exact: true }).count()).toBe(0);
  });

  it("switches to the new school in the header menu, which lists both with the current one checked", async () => {
    await schoolSwitch(ben).click();
    expect(await schoolItem(ben, BENS_SCHOOL).getAttribute("aria-checked")).toBe("true");
    expect(await schoolItem(ben, NORTHSIDE).getAttribute("aria-checked")).toBe("false");
    await schoolItem(ben, NORTHSIDE).click();
    await schoolName(ben, NORTHSIDE).waitFor();
    await teacherRow(ben, ANA).getByText("Owner", { exact: true }).waitFor();
    // A teacher who is no owner sees no actions on the owner's row.
    expect(await teacherRow(ben, ANA).getByRole("button").count()).toBe(0);

    // The choice is the api's: it holds after a reload, on every page.
    await ben.goto(`${product().url}/`);
    await ben.getByRole("heading", { name: "Student Essays", level: 1 }).waitFor();
    await openSchool(ben);
    await schoolName(ben, NORTHSIDE).waitFor();
    await schoolSwitch(ben).click();
    expect(await schoolItem(ben, NORTHSIDE).getAttribute("aria-checked")).toBe("true");
    await ben.keyboard.press("Escape");
  });

  it("works on a phone: the menu fits the screen, and switching back shows the teacher's own school", async () => {
    await ben.setViewportSize(VIEWPORTS.phone);
    await schoolSwitch(ben).click();
    const menu = ben.getByRole("menu", { name: "Your schools" });
    await menu.waitFor();
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width).toBe(true);
    await schoolItem(ben, BENS_SCHOOL).click();
    await schoolName(ben, BENS_SCHOOL).waitFor();
    expect(await ben.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await ben.setViewportSize(VIEWPORTS.desktop);
  });

  it("an owner makes a teacher an owner at once, then steps down after a confirmation, and loses the owner's actions", async () => {
    await openSchool(ana);
    await chooseMemberAction(ana, BEN, "Make owner");
    await teachersCard(ana).getByText(`${BEN} is now an owner.`, { exact: true }).waitFor();
    await teacherRow(ana, BEN).getByText("Owner", { exact: true }).waitFor();

    await openMemberMenu(ana, ANA);
    expect(await memberMenu(ana, ANA).getByRole("menuitem").allInnerTexts()).toEqual([
      "Remove as owner",
      "Leave the school",
    ]);
    // Only another owner could undo it: it is confirmed first, and Cancel changes nothing.
    await memberMenu(ana, ANA).getByRole("menuitem", { name: "Remove as owner" }).click();
    const dialog = ana.getByRole("dialog", { name: "Stop being an owner?" });
    expect(await dialog.innerText()).toContain("Only another owner can make you an owner again.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await teacherRow(ana, ANA).getByText("Owner", { exact: true }).waitFor();
    expect(await teachersCard(ana).getByText("You are no longer an owner.").count()).toBe(0);

    await chooseMemberAction(ana, ANA, "Remove as owner");
    await dialog.getByRole("button", { name: "Stop being an owner" }).click();
    await dialog.waitFor({ state: "detached" });
    await teachersCard(ana).getByText("You are no longer an owner.", { exact: true }).waitFor();
    expect(await teacherRow(ana, ANA).getByText("Owner", { exact: true }).count()).toBe(0);
    // A teacher now: no actions on a colleague's row, no renaming, no deleting, only their own essays to download.
    await teacherRow(ana, BEN).getByRole("button").waitFor({ state: "detached" });
    expect(await ana.getByRole("button", { name: "Rename the school" }).count()).toBe(0);
    const data = ana.getByRole("region", { name: "Your school's data" });
    await data.getByRole("button", { name: "Download your essays" }).waitFor();
    expect(await data.getByRole("button", { name: "Delete the school" }).count()).toBe(0);
  });

  it("an invitation declined goes away and leaves the teacher where they were", async () => {
    const cleo = await signUpTeacher(browser(), product(), CLEO);
    await invite(ana, CLEO);
    await cleo.goto(`${product().url}/`);
    await invitation(cleo, NORTHSIDE).getByRole("button", { name: "Decline" }).click();
    await cleo.getByText(`You declined the invitation to ${NORTHSIDE}.`, { exact: true }).waitFor();
    await invitation(cleo, NORTHSIDE).waitFor({ state: "detached" });
    await cleo.reload();
    await cleo.getByRole("heading", { name: "Student Essays", level: 1 }).waitFor();
    expect(await invitation(cleo, NORTHSIDE).count()).toBe(0);
    expect(await schoolSwitch(cleo).count()).toBe(0);

    await openSchool(ana);
    expect(await teacherRow(ana, CLEO).count()).toBe(0);
  });
});
