import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccountByEmail } from "../db/accounts.queries";
import { BrowserSession, decodeJwt, formAction } from "../testing/browser-session";
import { startTestIdp, TEST_APP_URL, type TestIdp } from "../testing/test-idp";

let test: TestIdp;
beforeAll(async () => {
  test = await startTestIdp();
});
afterAll(async () => test?.close());

const browser = () => new BrowserSession(test.config.issuer, test.config.clientId, `${TEST_APP_URL}/`);

/** The newest mail sent to `to`, from the mail folder. */
function lastMailTo(to: string): { subject: string; text: string } {
  const dir = test.config.mail.mailDir;
  const mails = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === to);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

const linkIn = (text: string) => /(http\S+)/.exec(text)?.[1] ?? "";

async function signUp(session: BrowserSession, email: string, password = "correct horse battery", extra: Record<string, string> = {}) {
  const page = await session.authorize({ screen_hint: "signup", ...extra });
  return session.follow(formAction(page.body), { email, password, ...pick(extra) });
}
const pick = (extra: Record<string, string>) => Object.fromEntries(Object.entries(extra).filter(([k]) => k.startsWith("utm_")));

describe("sign-up", () => {
  it("shows the sign-up screen for screen_hint=signup with the login hint filled in", async () => {
    const page = await browser().authorize({ screen_hint: "signup", login_hint: "new@school.test" });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Create your Redpen account");
    expect(page.body).toContain('value="new@school.test"');
  });

  it("creates an unverified account, records the utm values, signs the user in and mails a verification link", async () => {
    const session = browser();
    const done = await signUp(session, "Ana@School.test", "correct horse battery", { utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn" });
    expect(done.url).toContain(`${TEST_APP_URL}/?code=`);
    const tokens = await session.exchangeCode(done.url);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email: "ana@school.test", email_verified: false });
    expect(tokens.refresh_token).toBeTruthy();

    const account = await findAccountByEmail(test.idp.db, "ana@school.test");
    expect(account).toMatchObject({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn", email_verified: 0 });
    expect(account?.password_hash).toMatch(/^scrypt\$/);

    const mail = lastMailTo("ana@school.test");
    expect(mail.subject).toBe("Confirm your email address for Redpen");
    const verified = await session.request(linkIn(mail.text));
    expect(verified.status).toBe(200);
    expect(verified.body).toContain("Email address confirmed");

    const refreshed = await session.refresh(tokens.refresh_token!);
    expect(decodeJwt(refreshed.id_token)).toMatchObject({ email_verified: true });
    const again = await session.request(linkIn(mail.text));
    expect(again.status).toBe(400);
  });

  it("sends a new confirmation link on request, only to an unconfirmed account", async () => {
    const session = browser();
    await signUp(session, "again@school.test");
    const first = linkIn(lastMailTo("again@school.test").text);
    const asked = await browser().request("/resend-verification", { email: "again@school.test" });
    expect(asked.status).toBe(200);
    const second = linkIn(lastMailTo("again@school.test").text);
    expect(second).not.toBe(first);
    expect((await browser().request(second)).status).toBe(200);
    await browser().request("/resend-verification", { email: "again@school.test" });
    expect(linkIn(lastMailTo("again@school.test").text)).toBe(second);
    expect((await browser().request("/resend-verification", { email: "bad" })).status).toBe(400);
  });

  it("issues JWT access tokens for the configured audience, verifiable with the published keys", async () => {
    const session = browser();
    const tokens = await session.exchangeCode((await signUp(session, "jwt@school.test")).url);
    const jwks = createRemoteJWKSet(new URL(`${test.config.issuer}/jwks`));
    const { payload } = await jwtVerify(tokens.access_token, jwks, { issuer: test.config.issuer, audience: test.config.audience });
    expect(payload).toMatchObject({ email: "jwt@school.test", email_verified: false });
  });

  it.each([
    ["a malformed email", "not-an-email", "correct horse battery", /valid email address/],
    ["a short password", "short@school.test", "short", /at least 8 characters/],
    ["a missing email", "", "correct horse battery", /Enter your email address/],
  ])("refuses %s with 400 and a message, creating nothing", async (_name, email, password, message) => {
    const reply = await signUp(browser(), email, password);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatch(message);
    const count = await test.idp.db.selectFrom("idp_accounts").select((eb) => eb.fn.countAll<number>().as("n")).where("email", "=", email).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("refuses a taken email", async () => {
    await signUp(browser(), "taken@school.test");
    const reply = await signUp(browser(), "TAKEN@school.test");
    expect(reply.status).toBe(400);
    expect(reply.body).toContain("already exists");
  });

  it("refuses a form body over 16 KiB with 413", async () => {
    const session = browser();
    const page = await session.authorize({ screen_hint: "signup" });
    const reply = await session.request(formAction(page.body), { email: "big@school.test", password: "x".repeat(20_000) });
    expect(reply.status).toBe(413);
  });
});

