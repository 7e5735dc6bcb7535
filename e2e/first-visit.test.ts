import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useRunningProduct } from "./product";
import { shootIfAsked } from "./shots";
import { VIEWPORTS } from "./teacher";

const { product, browser } = useRunningProduct();

/** The four points the sign-in service's login and sign-up pages make about Redpen, by their titles. */
const POINTS = ["Corrected.", "Graded per the exam.", "Checked by the teacher.", "Offline by default."];

async function newPage(): Promise<Page> {
  const context = await browser().newContext({ viewport: VIEWPORTS.desktop });
  return context.newPage();
}

/** The column beside the form: what Redpen does, and the picture of a marked essay. */
const about = (page: Page) => page.getByRole("complementary", { name: "Redpen marks your students' essays" });

/** The browser's window as these checks use it (the e2e tests are typed without the DOM's types). */
interface StyleWindow {
  getComputedStyle(element: unknown): { backgroundColor: string; color: string };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not shown`);
  return found;
}

/** Whether the element is whole inside the window as the page opens, without scrolling. */
async function inFirstWindow(page: Page, locator: Locator): Promise<boolean> {
  const { x, y, width, height } = await box(locator);
  const viewport = page.viewportSize()!;
  return x >= 0 && y >= 0 && x + width <= viewport.width && y + height <= viewport.height;
}

/**
 * At desktop and phone width: the four points and the picture (loaded, not wider than the window)
 * beside the form's card on a desktop and below it on a phone; the page never scrolls sideways; and
 * the way to the other form is a filled button of the form's own button's size, just under it, and
 * with `seenAtOnce` inside the window as the page opens.
 */
async function expectFirstVisitLayout(
  page: Page,
  { formButton, otherWay, seenAtOnce }: { formButton: Locator; otherWay: Locator; seenAtOnce: boolean },
): Promise<void> {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.evaluate("window.scrollTo(0, 0)");
    for (const point of POINTS) await about(page).getByText(point).waitFor();
    const picture = about(page).getByRole("img", { name: /^An essay marked by Redpen/ });
    const loaded = (image: unknown) => {
      const { complete, naturalWidth } = image as { complete: boolean; naturalWidth: number };
      return complete && naturalWidth > 0;
    };
    expect(await picture.evaluate(loaded)).toBe(true);
    expect((await box(picture)).width).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(viewport.width);

    const card = await box(page.locator("main .card"));
    const aside = await box(about(page));
    if (label === "desktop") expect(aside.x).toBeGreaterThanOrEqual(card.x + card.width);
    else expect(aside.y).toBeGreaterThanOrEqual(card.y + card.height);

    const [own, other] = [await box(formButton), await box(otherWay)];
    expect(other.width, label).toBeCloseTo(own.width, 0);
    expect(other.height, label).toBeCloseTo(own.height, 0);
    expect(other.y - (own.y + own.height), label).toBeLessThan(140);
    if (seenAtOnce) expect(await inFirstWindow(page, otherWay), `${label}: seen without scrolling`).toBe(true);
    const colours = await otherWay.evaluate((link) => {
      const style = (globalThis as unknown as StyleWindow).getComputedStyle(link);
      return [style.backgroundColor, style.color];
    });
    expect(colours[0]).not.toBe("rgba(0, 0, 0, 0)");
    expect(colours[0]).not.toBe(colours[1]);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe("a first visitor", () => {
  it("sees on the login page what Redpen does, a marked essay, and 'Create an account' as large as 'Log in'", async () => {
    const page = await newPage();
    await page.goto(`${product().url}/`);
    await page.getByRole("heading", { name: "Log in to Redpen" }).waitFor();
    const createAccount = page.getByRole("link", { name: "Create an account", exact: true });
    await expectFirstVisitLayout(page, {
      formButton: page.getByRole("button", { name: "Log in" }),
      otherWay: createAccount,
      seenAtOnce: true,
    });
    await shootIfAsked(page, "sign-in");

    await createAccount.click();
    await page.getByRole("heading", { name: "Create your Redpen account" }).waitFor();
    expect(page.url()).toMatch(new RegExp(`^${product().idpUrl}/interaction/[^/]+/signup$`));
  });

  it("sees the same on the sign-up page, with 'Log in' as large as 'Create account', which leads back to the login form", async () => {
    const page = await newPage();
    await page.goto(`${product().url}/signup?email=${encodeURIComponent("first.visit@school.test")}`);
    await page.getByRole("heading", { name: "Create your Redpen account" }).waitFor();
    const logIn = page.getByRole("link", { name: "Log in", exact: true });
    // The sign-up form is longer: on a phone both buttons are below the first window, one under the other.
    await expectFirstVisitLayout(page, {
      formButton: page.getByRole("button", { name: "Create account" }),
      otherWay: logIn,
      seenAtOnce: false,
    });
    await shootIfAsked(page, "sign-up");

    await logIn.click();
    await page.getByRole("heading", { name: "Log in to Redpen" }).waitFor();
    expect(page.url()).toMatch(new RegExp(`^${product().idpUrl}/interaction/[^/]+/login$`));
  });
});
