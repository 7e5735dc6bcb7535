import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { followMailLink, openMail } from "./mailbox";
import { useRunningProduct } from "./product";
import { CONFIRM_SUBJECT, finishSignUp, waitForMail } from "./teacher";

const { product, browser } = useRunningProduct();

const PASSWORD = "correct horse battery";
const ATTEMPT_SUBJECT = "Someone tried to create a Redpen account with your address";

async function newPage(): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

describe("a new teacher", () => {
  it("signs up, confirms the email from the mailbox, logs in, stays signed in and logs out", async () => {
    const page = await newPage();
    const email = "ana.garcia@school.test";
    await page.goto(
      `${product().url}/signup?email=${encodeURIComponent(email)}&utm_source=newsletter&utm_medium=email&utm_campaign=autumn`,
    );

    await page.getByRole("heading", { name: "Create your Redpen account" }).waitFor();
    expect(await page.getByLabel("Email address").inputValue()).toBe(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByLabel("Your school's name (optional)").fill("Oak Hill School");
    await page.getByRole("button", { name: "Create account" }).click();

    // Nobody is signed in at sign-up: a taken address must get this same page.
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    await page.getByText(`We have sent an email to ${email}.`).waitFor();

    await waitForMail(product(), { to: email, subject: CONFIRM_SUBJECT });
    await openMail(page, product(), { to: email, subject: CONFIRM_SUBJECT });
    await followMailLink(page, /verify-email/);
    await page.getByRole("heading", { name: "Email address confirmed" }).waitFor();
    await page.getByRole("link", { name: "Continue to Redpen" }).click();

    await page.getByRole("heading", { name: "Log in to Redpen" }).waitFor();
    expect(await page.getByLabel("Email address").inputValue()).toBe(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();

    await page.waitForURL(`${product().url}/`);
    await page.getByRole("heading", { name: "Student Essays" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Student Essays" }).waitFor();
    expect(page.url()).toBe(`${product().url}/`);

    const accounts = new SQLite(join(product().dataDir, "redpen.sqlite"), { readonly: true });
    const account = accounts
      .prepare("select utm_source, utm_medium, utm_campaign from idp_accounts where email = ?")
      .get(email);
    accounts.close();
    expect(account).toEqual({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn" });

    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("heading", { name: "Log in to Redpen" }).waitFor();
    await page.goto(`${product().url}/`);
    await page.getByRole("heading", { name: "Log in to Redpen" }).waitFor();

    await page.goto(`${product().url}/billing`);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${product().url}/billing`);
    await page.getByRole("heading", { name: "Credits", level: 1 }).waitFor();
    await page.getByText("You have 10 credits left.").waitFor();
  });

  it("who signs up again with a taken address sees the same page, and the owner is mailed instead", async () => {
    const owner = await newPage();
    const email = "taken@school.test";
    await owner.goto(`${product().url}/signup?email=${encodeURIComponent(email)}`);
    await finishSignUp(owner, product(), email);

    const other = await newPage();
    await other.goto(`${product().url}/signup?email=${encodeURIComponent(email)}`);
    await other.getByLabel("Password").fill("somebody else's password");
    await other.getByRole("button", { name: "Create account" }).click();
    await other.getByRole("heading", { name: "Check your inbox" }).waitFor();
    await other.getByText(`We have sent an email to ${email}.`).waitFor();

    await waitForMail(product(), { to: email, subject: ATTEMPT_SUBJECT });
    await openMail(other, product(), { to: email, subject: ATTEMPT_SUBJECT });
    await followMailLink(other, /\/login\?email=/);
    await other.getByRole("heading", { name: "Log in to Redpen" }).waitFor();
    expect(await other.getByLabel("Email address").inputValue()).toBe(email);
  });
});

describe("a signed-out visitor", () => {
  it("who opens the home page ends at the login page", async () => {
    const page = await newPage();
    await page.goto(`${product().url}/`);
    await page.getByRole("heading", { name: "Log in to Redpen" }).waitFor();
    expect(page.url().startsWith(product().idpUrl)).toBe(true);
  });

  it("who opens /login with an email gets it as the login hint", async () => {
    const page = await newPage();
    await page.goto(`${product().url}/login?email=${encodeURIComponent("someone@school.test")}`);
    await page.getByRole("heading", { name: "Log in to Redpen" }).waitFor();
    expect(await page.getByLabel("Email address").inputValue()).toBe("someone@school.test");
  });
});

describe("the essay page", () => {
  it("without an id says the address is malformed, signed in or not", async () => {
    const page = await newPage();
    await page.goto(`${product().url}/essays`);
    await page.getByText("the url is malformed. Please check it again").waitFor();
  });
});

describe("start-up", () => {
  it("stops with the spec's message when a setting is missing", async () => {
    const page = await newPage();
    await page.route("**/config.json", (route) =>
      route.fulfill({
        json: {
          environment: "production",
          idp_domain: product().idpUrl,
          client_id: "redpen-web",
          redirect_uri: `${product().url}/`,
          backend_api_uri: product().url,
        },
      }),
    );
    await page.goto(`${product().url}/`);
    await page
      .getByText("An unexpected error occured. Please reload this page (details: missing settings: audience)")
      .waitFor();
  });
});
