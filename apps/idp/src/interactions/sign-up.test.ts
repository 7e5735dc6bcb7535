import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORBIDDEN_CHARACTER_MESSAGE } from "@redpen/contract";
import { findAccountByEmail } from "../db/accounts.queries";
import { BrowserSession, decodeJwt, formAction } from "../testing/browser-session";
import { linkIn, mailsIn } from "../testing/mail-folder";
import { startTestIdp, TEST_APP_URL, type TestIdp } from "../testing/test-idp";

let test: TestIdp;
beforeAll(async () => {
  test = await startTestIdp();
});
afterAll(async () => test?.close());

const PASSWORD = "correct horse battery";
const CONFIRM_SUBJECT = "Confirm your email address for Redpen";
const browser = () => new BrowserSession(test.config.issuer, test.config.clientId, `${TEST_APP_URL}/`);

/** The newest mail to `to` once the mails under way are sent. */
async function lastMailTo(to: string, subject?: string) {
  await test.idp.settle();
  const mail = mailsIn(test.config.mail.mailDir, { to, subject }).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** Signs up through the form; `extra` goes with the authorization request (utm_* with the form too), `fields` with the form. */
async function signUp(
  session: BrowserSession,
  email: string,
  password = PASSWORD,
  extra: Record<string, string> = {},
  fields: Record<string, string> = {},
) {
  const page = await session.authorize({ screen_hint: "signup", ...extra });
  return session.follow(formAction(page.body), { email, password, ...pick(extra), ...fields });
}
const pick = (extra: Record<string, string>) =>
  Object.fromEntries(Object.entries(extra).filter(([k]) => k.startsWith("utm_")));

async function logIn(session: BrowserSession, email: string, password = PASSWORD) {
  const page = await session.authorize();
  return session.follow(formAction(page.body), { email, password });
}

/** Accounts with this address, or all of them (PostgreSQL cannot even compare text holding a NUL). */
const countAccounts = async (email?: string) => {
  const row = await test.idp.db
    .selectFrom("idp_accounts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .$if(email !== undefined, (query) => query.where("email", "=", email!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe("sign-up", () => {
  it("shows the sign-up screen for screen_hint=signup with the login hint filled in", async () => {
    const page = await browser().authorize({ screen_hint: "signup", login_hint: "new@school.test" });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Create your Redpen account");
    expect(page.body).toContain('value="new@school.test"');
  });

  it("creates an unverified account with the utm values, signs nobody in, and mails a link that confirms it and leads to login", async () => {
    const session = browser();
    const done = await signUp(session, "Ana@School.test", PASSWORD, {
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "autumn",
    });
    expect(done.status).toBe(200);
    expect(done.url).not.toContain("code=");
    expect(done.body).toContain("Check your inbox");
    expect(done.body).toContain("We have sent an email to <strong>ana@school.test</strong>.");

    const account = await findAccountByEmail(test.idp.db, "ana@school.test");
    expect(account).toMatchObject({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "autumn",
      email_verified: 0,
    });
    expect(account?.password_hash).toMatch(/^scrypt\$/);

    const mail = await lastMailTo("ana@school.test");
    expect(mail.subject).toBe(CONFIRM_SUBJECT);
    const verified = await session.request(linkIn(mail));
    expect(verified.status).toBe(200);
    expect(verified.body).toContain("Email address confirmed");
    expect(verified.body).toContain(`href="${TEST_APP_URL}/login?email=ana%40school.test">Continue to Redpen`);

    const tokens = await session.exchangeCode((await logIn(session, "ana@school.test")).url);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email: "ana@school.test", email_verified: true });
    expect(tokens.refresh_token).toBeTruthy();
    const again = await session.request(linkIn(mail));
    expect(again.status).toBe(400);
  });

  it("answers a taken address exactly as a new one, mails its owner instead, and changes nothing", async () => {
    await signUp(browser(), "taken@school.test");
    const first = await lastMailTo("taken@school.test");
    const reply = await signUp(browser(), "TAKEN@school.test", "another password");
    expect(reply.status).toBe(200);
    expect(reply.body).toContain("Check your inbox");
    expect(reply.body).not.toContain("already exists");

    const mail = await lastMailTo("taken@school.test");
    expect(mail.id).not.toBe(first.id);
    expect(mail.subject).toBe("Someone tried to create a Redpen account with your address");
    expect(mail.text).toContain(`${TEST_APP_URL}/login?email=taken%40school.test`);
    expect(mail.text).toContain(`${test.config.issuer}/forgot-password?email=taken%40school.test`);
    expect(await countAccounts("taken@school.test")).toBe(1);
    expect((await logIn(browser(), "taken@school.test", "another password")).status).toBe(400);
    expect((await logIn(browser(), "taken@school.test")).url).toContain("code=");
  });

  it("sends a new confirmation link on request, only to an unconfirmed account", async () => {
    await signUp(browser(), "again@school.test");
    const first = linkIn(await lastMailTo("again@school.test"));
    const asked = await browser().request("/resend-verification", { email: "again@school.test" });
    expect(asked.status).toBe(200);
    const second = linkIn(await lastMailTo("again@school.test"));
    expect(second).not.toBe(first);
    expect((await browser().request(second)).status).toBe(200);
    await browser().request("/resend-verification", { email: "again@school.test" });
    expect(linkIn(await lastMailTo("again@school.test"))).toBe(second);
    expect((await browser().request("/resend-verification", { email: "bad" })).status).toBe(400);
  });

  it("issues JWT access tokens for the configured audience, verifiable with the published keys", async () => {
    await signUp(browser(), "jwt@school.test");
    const session = browser();
    const tokens = await session.exchangeCode((await logIn(session, "jwt@school.test")).url);
    const jwks = createRemoteJWKSet(new URL(`${test.config.issuer}/jwks`));
    const { payload } = await jwtVerify(tokens.access_token, jwks, {
      issuer: test.config.issuer,
      audience: test.config.audience,
    });
    expect(payload).toMatchObject({ email: "jwt@school.test", email_verified: false });
    expect(payload).not.toHaveProperty("school_name");
    expect(payload).not.toHaveProperty("invitation_id");
  });

  it.each([
    ["a malformed email", "not-an-email", PASSWORD, /valid email address/],
    ["a short password", "short@school.test", "short", /at least 8 characters/],
    ["a missing email", "", PASSWORD, /Enter your email address/],
    ["a NUL in the email", "nul\u0000@school.test", PASSWORD, `Email address: ${FORBIDDEN_CHARACTER_MESSAGE}`],
    [
      "a control character in the password",
      "bell@school.test",
      "correct\u0007horse battery",
      `Password: ${FORBIDDEN_CHARACTER_MESSAGE}`,
    ],
    [
      "a right-to-left override in the password",
      "rlo@school.test",
      "correct\u202Ehorse battery",
      `Password: ${FORBIDDEN_CHARACTER_MESSAGE}`,
    ],
    [
      "a C1 control (NEL) in the email",
      "nel\u0085@school.test",
      PASSWORD,
      `Email address: ${FORBIDDEN_CHARACTER_MESSAGE}`,
    ],
  ])("refuses %s with 400 and a message, creating nothing", async (_name, email, password, message) => {
    const before = await countAccounts();
    const reply = await signUp(browser(), email, password);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatch(message);
    expect(await countAccounts()).toBe(before);
  });

  it("refuses an email that is not valid UTF-8, naming the field", async () => {
    const session = browser();
    const page = await session.authorize({ screen_hint: "signup" });
    const reply = await session.request(
      formAction(page.body),
      `email=broken%ED%A0%80%40school.test&password=${encodeURIComponent(PASSWORD)}`,
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toContain(`Email address: ${FORBIDDEN_CHARACTER_MESSAGE}`);
  });

  it("drops a utm value holding a control character instead of storing it", async () => {
    await signUp(browser(), "utm@school.test", PASSWORD, { utm_source: "news\u0000letter", utm_medium: "email" });
    expect(await findAccountByEmail(test.idp.db, "utm@school.test")).toMatchObject({
      utm_source: null,
      utm_medium: "email",
    });
  });

  it("refuses a form body over 16 KiB with 413", async () => {
    const session = browser();
    const page = await session.authorize({ screen_hint: "signup" });
    const reply = await session.request(formAction(page.body), {
      email: "big@school.test",
      password: "x".repeat(20_000),
    });
    expect(reply.status).toBe(413);
  });
});

describe("the school's name at sign-up", () => {
  /** The school's name input of a page, as the browser gets it. */
  const schoolNameInput = (html: string) => /<input id="school_name"[^>]*>/.exec(html)?.[0] ?? "";

  it("is asked for as optional, with what it is for", async () => {
    const page = await browser().authorize({ screen_hint: "signup" });
    expect(page.body).toContain(`<label for="school_name">Your school&#39;s name (optional)</label>`);
    expect(page.body).toContain("Shown to your colleagues and on printouts; you can change it later.");
    expect(page.body).not.toContain("joining a school");
    expect(schoolNameInput(page.body)).toContain('type="text"');
    expect(schoolNameInput(page.body)).not.toContain("required");
  });

  it("tells a teacher whose address came with the link (an invitation) that it only names a school of their own", async () => {
    const page = await browser().authorize({ screen_hint: "signup", login_hint: "invited@school.test" });
    expect(page.body).toContain(
      "Only used if you are not joining a school that invited you. Shown to your colleagues and on printouts; you can change it later.",
    );
  });

  it("is kept trimmed and given to the api in the access token, and in the id token", async () => {
    const done = await signUp(browser(), "named@school.test", PASSWORD, {}, { school_name: "  Oak Hill School " });
    expect(done.body).toContain("Check your inbox");
    expect(await findAccountByEmail(test.idp.db, "named@school.test")).toMatchObject({
      school_name: "Oak Hill School",
    });

    const session = browser();
    const tokens = await session.exchangeCode((await logIn(session, "named@school.test")).url);
    const jwks = createRemoteJWKSet(new URL(`${test.config.issuer}/jwks`));
    const { payload } = await jwtVerify(tokens.access_token, jwks, {
      issuer: test.config.issuer,
      audience: test.config.audience,
    });
    expect(payload).toMatchObject({ email: "named@school.test", school_name: "Oak Hill School" });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ school_name: "Oak Hill School" });
    // A refreshed access token says it too.
    const refreshed = await session.refresh(tokens.refresh_token!);
    expect(decodeJwt(refreshed.access_token)).toMatchObject({ school_name: "Oak Hill School" });
  });

  it("is left out of the tokens when only spaces were typed", async () => {
    await signUp(browser(), "blank-school@school.test", PASSWORD, {}, { school_name: "   " });
    expect(await findAccountByEmail(test.idp.db, "blank-school@school.test")).toMatchObject({ school_name: null });
    const session = browser();
    const tokens = await session.exchangeCode((await logIn(session, "blank-school@school.test")).url);
    expect(decodeJwt(tokens.access_token)).not.toHaveProperty("school_name");
    expect(decodeJwt(tokens.id_token)).not.toHaveProperty("school_name");
  });

  it("takes 120 characters", async () => {
    const name = "é".repeat(120);
    expect(
      (await signUp(browser(), "long-school@school.test", PASSWORD, {}, { school_name: ` ${name} ` })).status,
    ).toBe(200);
    expect(await findAccountByEmail(test.idp.db, "long-school@school.test")).toMatchObject({ school_name: name });
  });

  it.each([
    ["longer than 120 characters", "x".repeat(121), "Use at most 120 characters for your school&#39;s name."],
    ["holding a control character", "Oak\u0007Hill", `School name: ${FORBIDDEN_CHARACTER_MESSAGE}`],
  ])("refuses a name %s with 400 and the field's message, keeping what was typed", async (_case, name, message) => {
    const before = await countAccounts();
    const reply = await signUp(browser(), "refused-school@school.test", PASSWORD, {}, { school_name: name });
    expect(reply.status).toBe(400);
    expect(reply.body).toContain("Please fix the highlighted fields.");
    expect(reply.body).toContain(`<div class="field-error" id="school_name-error">${message}</div>`);
    expect(schoolNameInput(reply.body)).toContain(`value="${name}"`);
    expect(schoolNameInput(reply.body)).toContain("autofocus");
    expect(reply.body).toContain('value="refused-school@school.test"');
    expect(await countAccounts()).toBe(before);
  });

  it("keeps what was typed when another field is refused, with the invited hint still shown", async () => {
    const reply = await signUp(
      browser(),
      "invited@school.test",
      "short",
      { login_hint: "invited@school.test" },
      { school_name: `Elm "Academy" & Co` },
    );
    expect(reply.status).toBe(400);
    expect(schoolNameInput(reply.body)).toContain('value="Elm &quot;Academy&quot; &amp; Co"');
    expect(reply.body).toContain("Only used if you are not joining a school that invited you.");
  });
});

describe("the invitation of an invitation's sign-up link", () => {
  /** The access, id and refreshed access tokens of a login in a new session (no invitation in its request). */
  async function tokensOf(email: string) {
    const session = browser();
    const tokens = await session.exchangeCode((await logIn(session, email)).url);
    const refreshed = await session.refresh(tokens.refresh_token!);
    return [tokens.access_token, tokens.id_token, refreshed.access_token].map(decodeJwt);
  }

  it("is kept with the new account and given to the api as the invitation_id claim, at every later login", async () => {
    const invitation = crypto.randomUUID();
    const done = await signUp(browser(), "linked@school.test", PASSWORD, { invitation });
    expect(done.body).toContain("Check your inbox");
    expect(await findAccountByEmail(test.idp.db, "linked@school.test")).toMatchObject({ invitation_id: invitation });
    for (const claims of await tokensOf("linked@school.test"))
      expect(claims).toMatchObject({ invitation_id: invitation });
  });

  it.each([
    ["not an id", "not-an-id"],
    ["an id with more after it", `${crypto.randomUUID()}x`],
  ])(
    "is dropped when it is %s: the account is made, and its tokens carry no invitation_id",
    async (_case, invitation) => {
      const email = `${crypto.randomUUID()}@school.test`;
      expect((await signUp(browser(), email, PASSWORD, { invitation })).body).toContain("Check your inbox");
      expect(await findAccountByEmail(test.idp.db, email)).toMatchObject({ invitation_id: null });
      for (const claims of await tokensOf(email)) expect(claims).not.toHaveProperty("invitation_id");
    },
  );

  it("is read from the authorization request only, not from the form", async () => {
    const email = `${crypto.randomUUID()}@school.test`;
    await signUp(browser(), email, PASSWORD, {}, { invitation: crypto.randomUUID() });
    expect(await findAccountByEmail(test.idp.db, email)).toMatchObject({ invitation_id: null });
  });

  it("changes nothing of an account whose address was taken", async () => {
    const invitation = crypto.randomUUID();
    await signUp(browser(), "taken-linked@school.test");
    expect((await signUp(browser(), "taken-linked@school.test", PASSWORD, { invitation })).body).toContain(
      "Check your inbox",
    );
    expect(await findAccountByEmail(test.idp.db, "taken-linked@school.test")).toMatchObject({ invitation_id: null });
  });
});
