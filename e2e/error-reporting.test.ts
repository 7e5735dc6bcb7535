import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SentryReceiver } from "../test-support/sentry-receiver";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { useRunningProduct } from "./product";
import { finishSignUp, VIEWPORTS } from "./teacher";

const receiver = new SentryReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());
const { product, browser } = useRunningProduct(() => ({ SENTRY_DSN: receiver.dsn }));

const EMAIL = "sentry.teacher@school.test";
const STUDENT = "Marta Rossi";

interface ErrorEvent {
  exception: { values: { type: string; value: string }[] };
  request?: { url: string };
}
const errorEvents = () => receiver.itemsOfType("event").map((item) => JSON.parse(item.text) as ErrorEvent);

/** The access token the page holds for the api (oidc-client-ts keeps the user in localStorage). A script string: the e2e code is typed without the DOM. */
const accessTokenOf = (page: Page) =>
  page.evaluate<string>(
    `JSON.parse(localStorage.getItem(Object.keys(localStorage).find((name) => name.startsWith("oidc.user:")))).access_token`,
  );

describe("error reporting in the web app, with SENTRY_DSN", () => {
  it("sends a render error once, with its replay, and no essay text, name, e-mail address, token or share link", async () => {
    // The sign-in's authorization codes, which come back to the app in its address.
    const codes: string[] = [];
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    page.on("request", (request) => {
      const code = new URL(request.url()).searchParams.get("code");
      if (code) codes.push(code);
    });
    await page.goto(`${product().url}/signup?email=${encodeURIComponent(EMAIL)}`);
    await finishSignUp(page, product(), EMAIL);
    expect(codes).not.toHaveLength(0);
    const essayId = await correctTextEssay(page, product(), { text: TEXT_ESSAY, studentName: STUDENT });
    await page.getByText(STUDENT).first().waitFor();
    // The teacher's own address is on the billing page's usage table.
    await page.getByRole("link", { name: "Credits" }).click();
    await page.getByText(EMAIL).first().waitFor();
    const token = await accessTokenOf(page);

    // A page whose code cannot be downloaded (say, a deploy replaced it) fails as it renders.
    await page.route(/\/assets\/school-page-[\w-]+\.js$/, (route) => route.abort());
    await page.getByRole("link", { name: "School" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to fetch dynamically imported module" }).waitFor();

    await receiver.waitFor(
      () => errorEvents().length > 0 && receiver.itemsOfType("replay_recording").length > 0,
      30_000,
    );
    // A second report of the same error would have followed by now: a fixed wait, as what it checks
    // is that nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(errorEvents()).toHaveLength(1);
    const [event] = errorEvents();
    expect(event!.exception.values.at(-1)!.value).toMatch(/Failed to fetch dynamically imported module/);
    expect(event!.request?.url).toBe(`${product().url}/school`);
    expect(receiver.itemsOfType("replay_event")).not.toHaveLength(0);

    const sent = receiver.allText();
    const essayWords = TEXT_ESSAY.split("\n")[0]!.slice(0, 40);
    for (const secret of [
      essayWords,
      "volunteer work",
      STUDENT,
      EMAIL,
      encodeURIComponent(EMAIL),
      token,
      token.split(".")[1]!,
      essayId,
      ...codes,
    ]) {
      expect(sent, `sent: ${secret}`).not.toContain(secret);
    }
  });
});
