import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORBIDDEN_CHARACTER_MESSAGE } from "@redpen/contract";
import { BrowserSession, decodeJwt, formAction } from "../testing/browser-session";
import { linkIn, mailsIn } from "../testing/mail-folder";
import { startTestIdp, TEST_APP_URL, type TestIdp } from "../testing/test-idp";

let test: TestIdp;
const PASSWORD = "correct horse battery";
const RESET_SUBJECT = "Reset your Redpen password";
beforeAll(async () => {
  test = await startTestIdp();
  const session = browser();
  const page = await session.authorize({ screen_hint: "signup" });
  await session.follow(formAction(page.body), { email: "teacher@school.test", password: PASSWORD });
});
afterAll(async () => test?.close());

const browser = () => new BrowserSession(test.config.issuer, test.config.clientId, `${TEST_APP_URL}/`);

/** The link of the newest mail to `to` about `subject`, once the mails under way are sent ("" when none). */
async function lastLinkTo(to: string, subject: string): Promise<string> {
  await test.idp.settle();
  const mail = mailsIn(test.config.mail.mailDir, { to, subject }).at(-1);
  return mail ? linkIn(mail) : "";
}

async function logIn(session: BrowserSession, email: string, password: string, extra: Record<string, string> = {}) {
  const page = await session.authorize(extra);
  return session.follow(formAction(page.body), { email, password });
}

describe("login", () => {
  it("fills the email in from login_hint", async () => {
    const page = await browser().authorize({ login_hint: "teacher@school.test" });
    expect(page.body).toContain("Log in to Redpen");
    expect(page.body).toContain('value="teacher@school.test"');
  });

  it("marks the login page as not cacheable", async () => {
    const session = browser();
    const page = await session.authorize();
    const again = await fetch(new URL(page.url), { redirect: "manual" });
    expect(again.headers.get("cache-control")).toBe("no-store");
  });

  it("signs in with the right password and issues a refresh token that works", async () => {
    const session = browser();
    const done = await logIn(session, "Teacher@School.test", PASSWORD);
    const tokens = await session.exchangeCode(done.url);
    expect(decodeJwt(tokens.id_token).email).toBe("teacher@school.test");
    const refreshed = await session.refresh(tokens.refresh_token!);
    expect(refreshed.access_token).toBeTruthy();
    expect(decodeJwt(refreshed.access_token).aud).toBe(test.config.audience);
  });

  it.each([
    ["a wrong password", "teacher@school.test", "wrong password!"],
    ["an unknown email", "nobody@school.test", PASSWORD],
    ["empty fields", "", ""],
  ])("refuses %s with 400 and the same message", async (_name, email, password) => {
    const reply = await logIn(browser(), email, password);
    expect(reply.status).toBe(400);
    expect(reply.body).toContain("The email address or the password is wrong.");
  });

  it("stops accepting passwords for an email after 10 wrong ones", async () => {
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await logIn(browser(), "locked@school.test", `guess ${attempt}`)).status).toBe(400);
    const blocked = await logIn(browser(), "Locked@school.test", "guess 11");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(blocked.body).toContain("Too many wrong passwords. Wait 15 minutes, or reset your password.");
  });

  it.each([
    ["email", "teach\u0000er@school.test", PASSWORD, `Email address: ${FORBIDDEN_CHARACTER_MESSAGE}`],
    ["password", "teacher@school.test", "correct\u001bhorse battery", `Password: ${FORBIDDEN_CHARACTER_MESSAGE}`],
  ])("refuses a control character in the %s with 400, naming the field", async (_field, email, password, message) => {
    const reply = await logIn(browser(), email, password);
    expect(reply.status).toBe(400);
    expect(reply.body).toContain(message);
  });

  it("answers a login form posted without its sign-in cookie with 400", async () => {
    const page = await browser().authorize();
    const reply = await browser().request(formAction(page.body), { email: "teacher@school.test", password: PASSWORD });
    expect(reply.status).toBe(400);
    expect(reply.body).toContain("expired");
  });
});

describe("password reset", () => {
  it("mails a single-use link that sets a new password", async () => {
    const session = browser();
    const asked = await session.request("/forgot-password", { email: "teacher@school.test" });
    expect(asked.status).toBe(200);
    const link = await lastLinkTo("teacher@school.test", RESET_SUBJECT);
    const form = await session.request(link);
    expect(form.body).toContain("Choose a new password");
    const token = new URL(link).searchParams.get("token")!;

    const tooShort = await session.request("/reset-password", { token, password: "short" });
    expect(tooShort.status).toBe(400);
    const withNul = await session.request("/reset-password", { token, password: "a brand\u0000new password" });
    expect(withNul.status).toBe(400);
    expect(withNul.body).toContain(`New password: ${FORBIDDEN_CHARACTER_MESSAGE}`);
    const saved = await session.request("/reset-password", { token, password: "a brand new password" });
    expect(saved.body).toContain("Password saved");
    const reused = await session.request("/reset-password", { token, password: "yet another password" });
    expect(reused.status).toBe(400);

    expect((await logIn(browser(), "teacher@school.test", PASSWORD)).status).toBe(400);
    const done = await logIn(browser(), "teacher@school.test", "a brand new password");
    expect(done.url).toContain("code=");
    await browser().request("/forgot-password", { email: "teacher@school.test" });
    const restore = new URL(await lastLinkTo("teacher@school.test", RESET_SUBJECT)).searchParams.get("token")!;
    await browser().request("/reset-password", { token: restore, password: PASSWORD });
  });

  it("answers the same for an unknown email, sending nothing", async () => {
    const reply = await browser().request("/forgot-password", { email: "ghost@school.test" });
    expect(reply.status).toBe(200);
    expect(await lastLinkTo("ghost@school.test", RESET_SUBJECT)).toBe("");
  });

  it("refuses a malformed email and an unknown token", async () => {
    expect((await browser().request("/forgot-password", { email: "nope" })).status).toBe(400);
    const withNul = await browser().request("/forgot-password", { email: "teacher\u0000@school.test" });
    expect(withNul.status).toBe(400);
    expect(withNul.body).toContain(`Email address: ${FORBIDDEN_CHARACTER_MESSAGE}`);
    expect((await browser().request("/reset-password?token=forged")).status).toBe(400);
  });
});

describe("logout", () => {
  it("ends the session and revokes its refresh token", async () => {
    const session = browser();
    const tokens = await session.exchangeCode((await logIn(session, "teacher@school.test", PASSWORD)).url);
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${TEST_APP_URL}/`,
    });
    const confirm = await session.request(`/session/end?${params}`);
    expect(confirm.status).toBe(200);
    const action = formAction(confirm.body);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? "";
    const done = await session.request(action, { xsrf, logout: "yes" });
    expect(done.location).toBe(`${TEST_APP_URL}/`);
    await expect(session.refresh(tokens.refresh_token!)).rejects.toThrow(/invalid_grant/);
    const page = await session.authorize();
    expect(page.body).toContain("Log in to Redpen");
  });
});
