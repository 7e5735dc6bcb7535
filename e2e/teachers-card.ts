import type { Page } from "playwright-core";

/** The organisation page's "Your teachers" card. */
export const teachersCard = (page: Page) => page.getByRole("region", { name: "Your teachers", exact: true });

/** A row of the teachers list: a member or an invitation. */
export const teacherRow = (page: Page, email: string) =>
  teachersCard(page).getByRole("listitem").filter({ hasText: email });

/** The actions menu of a member's row, once open. */
export const memberMenu = (page: Page, email: string) => page.getByRole("menu", { name: `Actions for ${email}` });

/** Opens the actions menu of a member's row. */
export async function openMemberMenu(page: Page, email: string): Promise<void> {
  await teacherRow(page, email)
    .getByRole("button", { name: `Actions for ${email}` })
    .click();
}

/** Chooses one action in a member's menu. */
export async function chooseMemberAction(page: Page, email: string, action: string): Promise<void> {
  await openMemberMenu(page, email);
  await memberMenu(page, email).getByRole("menuitem", { name: action, exact: true }).click();
}
