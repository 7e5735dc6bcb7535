import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalyticsReceiver } from "../test-support/analytics-receiver";
import { buyCreditsToggle, buyPack, payWithCard, TEST_CARD } from "./checkout";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { launchChromium, startProduct, type ProductSettings, type RunningProduct } from "./product";
import { signUpTeacher } from "./teacher";

const receiver = new AnalyticsReceiver();
const SITE = "redpen.school.example";
const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Analytics set, with ENVIRONMENT as given (production needs its public addresses given too). */
const analyticsIn =
  (environment: "production" | "development"): ProductSettings =>
  ({ port, idpPort }) => ({
    ENVIRONMENT: environment,
    APP_URL: `http://localhost:${port}`,
    IDP_ISSUER: `http://localhost:${idpPort}`,
    PLAUSIBLE_DOMAIN: SITE,
    PLAUSIBLE_HOST: receiver.url,
  });

/** A new teacher's first steps: sign-up, the welcome screen, an essay, then a pack bought with the test card. */
async function firstSteps(product: RunningProduct, page: Page): Promise<void> {
  await page.getByRole("heading", { name: "Let's correct some essays together." }).waitFor();
  await correctTextEssay(page, product, { text: TEXT_ESSAY, studentName: "Marta Rossi" });
  await page.goto(`${product.url}/billing`);
  // With few credits left the packs open by themselves once the count has loaded: a click then would close them.
  await page
    .getByText(/credits left/)
    .first()
    .waitFor();
  if ((await buyCreditsToggle(page).getAttribute("aria-expanded")) !== "true") await buyCreditsToggle(page).click();
  await buyPack(page, "20 essays");
  await payWithCard(page, TEST_CARD);
  await page.getByText("Payment received").first().waitFor();
}

beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

describe("analytics", () => {
  it("in production, count the pageviews and the four events of docs/behaviour/api.md with their values, and nothing that names anyone", async () => {
    const product = await startProduct(undefined, { env: analyticsIn("production") });
    const browser = await launchChromium();
    try {
      const email = "analytics.teacher@school.test";
      const page = await signUpTeacher(browser, product, email);
      await firstSteps(product, page);
      await receiver.waitFor(() =>
        ["StartTrial", "CorrectEssay", "InitiateCheckout", "Purchase"].every((name) => receiver.named(name).length > 0),
      );

      const at = (path: string) => `${product.url}${path}`;
      expect(receiver.named("StartTrial")).toMatchObject([
        { domain: SITE, url: at("/"), revenue: { amount: "0.00", currency: "EUR" } },
      ]);
      expect(receiver.named("CorrectEssay")).toMatchObject([{ domain: SITE, url: at("/essays/text/new") }]);
      expect(receiver.named("CorrectEssay")[0]).not.toHaveProperty("revenue");
      expect(receiver.named("InitiateCheckout")).toMatchObject([
        {
          domain: SITE,
          url: at("/billing"),
          props: { label: "20 essays" },
          revenue: { amount: "19.00", currency: "EUR" },
        },
      ]);
      // From the api, on the payment event, as the teacher's browser.
      const browserAgent = await page.evaluate<string>("navigator.userAgent");
      expect(receiver.named("Purchase")).toEqual([
        {
          name: "Purchase",
          domain: SITE,
          url: at("/payment-success"),
          props: { label: "20 essays" },
          revenue: { amount: "19.00", currency: "EUR" },
          userAgent: browserAgent,
          forwardedFor: expect.any(String),
        },
      ]);

      // The pixel: a pageview per page shown, by path, ids as :id and no query but a campaign's.
      const pageviews = receiver.named("pageview").map((event) => event.url);
      expect(pageviews).toEqual(
        expect.arrayContaining([at("/signup"), at("/"), at("/essays/text/new"), at("/essays/:id"), at("/billing")]),
      );
      const sent = JSON.stringify(receiver.events);
      for (const secret of [email, encodeURIComponent(email), "Marta Rossi", "volunteer", "code=", "session_id"])
        expect(sent).not.toContain(secret);
      expect(sent).not.toMatch(ID);
    } finally {
      await browser.close();
      await product.stop();
    }
  });

  it("outside production, send nothing and load nothing from another site, even with the analytics server set", async () => {
    const before = receiver.requests.length;
    const product = await startProduct(undefined, { env: analyticsIn("development") });
    const browser = await launchChromium();
    try {
      const page = await signUpTeacher(browser, product, "quiet.teacher@school.test");
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        if (![product.url, product.idpUrl].includes(new URL(request.url()).origin)) elsewhere.push(request.url());
      });
      await firstSteps(product, page);
      const config = (await (await fetch(`${product.url}/config.json`)).json()) as Record<string, unknown>;
      expect(config).not.toHaveProperty("analytics");
      expect(config).not.toHaveProperty("sentry_dsn");
      const policy = (await fetch(`${product.url}/config.json`)).headers.get("content-security-policy")!;
      expect(policy).not.toContain(receiver.url);
      expect(elsewhere).toEqual([]);
      // Without a DSN, Sentry's code is not even downloaded.
      expect(
        await page.evaluate<number>(
          "performance.getEntriesByType('resource').filter((entry) => /init-sentry/.test(entry.name)).length",
        ),
      ).toBe(0);
      // A fixed wait, as what it checks is that nothing comes.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(receiver.requests.length).toBe(before);
    } finally {
      await browser.close();
      await product.stop();
    }
  });
});
