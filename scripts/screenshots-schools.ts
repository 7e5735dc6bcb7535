/**
 * The states of a teacher with more than one school, for `npm run screenshots`: renaming the school, the invitation
 * banner of a teacher who has a school already, the confirmation once they join, the header's
 * school menu, the teachers list with two owners and a member's actions, and the deletion dialog.
 */
import type { Browser } from "playwright-core";
import type { RunningProduct } from "../e2e/product";
import type { Shoot } from "../e2e/shots";
import { signUpTeacher } from "../e2e/teacher";

const OWNER = "margaret.headteacher@northside-secondary.test";
const COLLEAGUE = "benedetta.colleague-longname@riverside-school.test";
const SCHOOL = "Northside Secondary School and Sixth Form College";

export async function shootSchoolStates(browser: Browser, product: RunningProduct, shoot: Shoot): Promise<void> {
  const owner = await signUpTeacher(browser, product, OWNER);
  const colleague = await signUpTeacher(browser, product, COLLEAGUE);
  const teachers = owner.getByRole("region", { name: "Your teachers" });

  await owner.goto(`${product.url}/school`);
  await owner.getByRole("button", { name: "Rename the school" }).click();
  await owner.getByRole("textbox", { name: "School's name" }).fill(SCHOOL);
  await shoot(owner, "49-rename-school");
  await owner.getByRole("button", { name: "Save" }).click();
  await owner.getByRole("heading", { name: SCHOOL, level: 2 }).waitFor();
  await teachers.getByRole("textbox", { name: "Teacher's email" }).fill(COLLEAGUE);
  await teachers.getByRole("button", { name: "Invite" }).click();
  await teachers.getByText(`Sent invitation email to ${COLLEAGUE}`).waitFor();

  const banner = colleague.getByRole("group", { name: `${SCHOOL} invited you to join` });
  await colleague.goto(`${product.url}/`);
  await banner.waitFor();
  await colleague.waitForLoadState("networkidle");
  await shoot(colleague, "50-invitation-banner");
  await banner.getByRole("button", { name: "Join" }).click();
  await colleague.getByText(`You joined ${SCHOOL}.`, { exact: false }).waitFor();
  await shoot(colleague, "51-invitation-joined");

  const menu = colleague.getByRole("menu", { name: "Your schools" });
  const openMenu = async () => {
    await colleague
      .getByRole("banner")
      .getByRole("button", { name: /^Switch school/ })
      .click();
    await menu.waitFor();
  };
  await shoot(colleague, "52-school-switch-menu", { fullPage: false, open: openMenu });
  await openMenu();
  await menu.getByRole("menuitemradio", { name: new RegExp(`^${SCHOOL}`) }).click();
  await colleague.goto(`${product.url}/school`);
  await colleague.getByRole("heading", { name: SCHOOL, level: 2 }).waitFor();
  await colleague.waitForLoadState("networkidle");
  await shoot(colleague, "53-organisation-as-teacher");

  await owner.reload();
  const row = teachers.getByRole("listitem").filter({ hasText: COLLEAGUE });
  await row.getByRole("button", { name: `Actions for ${COLLEAGUE}` }).click();
  await owner.getByRole("menuitem", { name: "Make owner" }).click();
  await teachers.getByText(`${COLLEAGUE} is now an owner.`).waitFor();
  await teachers.getByRole("textbox", { name: "Teacher's email" }).fill("cleo.invited@northside-secondary.test");
  await teachers.getByRole("button", { name: "Invite" }).click();
  await teachers.getByText("Sent invitation email to cleo.invited@northside-secondary.test").waitFor();
  await owner.waitForLoadState("networkidle");
  await shoot(owner, "54-teachers-with-owners");
  const actions = owner.getByRole("menu", { name: `Actions for ${COLLEAGUE}` });
  await shoot(owner, "55-teacher-actions-menu", {
    fullPage: false,
    open: async () => {
      await row.scrollIntoViewIfNeeded();
      await row.getByRole("button", { name: `Actions for ${COLLEAGUE}` }).click();
      await actions.waitFor();
    },
  });

  const data = owner.getByRole("region", { name: "Your school's data" });
  await data.getByRole("button", { name: "Delete the school" }).click();
  const dialog = owner.getByRole("dialog", { name: "Delete the school?" });
  await dialog.getByRole("textbox", { name: "School's name" }).fill("Northside Secondary");
  await shoot(owner, "56-delete-organisation-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
}
