import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserSession, formAction } from "../testing/browser-session";
import { linkIn, mailsIn } from "../testing/mail-folder";
import { startTestIdp, TEST_APP_URL, type TestIdp } from "../testing/test-idp";

const PASSWORD = "correct horse battery";
// Addresses of one length, so that even Content-Length may not differ.
const VERIFIED = "known-v@school.test";
const UNVERIFIED = "known-u@school.test";
const UNKNOWN = ["ghost-1@school.test", "ghost-2@school.test", "ghost-3@school.test", "ghost-4@school.test"];

let test: TestIdp;
beforeAll(async () => {
  test = await startTestIdp();
  for (const email of [VERIFIED, UNVERIFIED]) await signUp(browser(), email, PASSWORD);
  await test.idp.settle();
  const confirm = mailsIn(test.config.mail.mailDir, { to: VERIFIED }).at(-1)!;
  expect((await browser().request(linkIn(confirm))).status).toBe(200);
});
afterAll(async () => test?.close());

const browser = () => new BrowserSession(test.config.issuer, test.config.clientId, `${TEST_APP_URL}/`);

async function signUp(session: BrowserSession, email: string, password: string) {
  const page = await session.authorize({ screen_hint: "signup" });
  return session.follow(formAction(page.body), { email, password });
}

async function logIn(session: BrowserSession, email: string, password: string) {
  const page = await session.authorize();
  return session.follow(formAction(page.body), { email, password });
}

type Reply = { status: number; headers: Headers; body: string };

/** What a client can compare, with the address it sent and the interaction's id taken out. */
function seen(reply: Reply, email: string) {
  const headers = [...reply.headers].filter(([name]) => name !== "date");
  const body = reply.body
    .replaceAll(email, "EMAIL")
    .replaceAll(encodeURIComponent(email), "EMAIL")
    .replace(/\/interaction\/[\w-]+/g, "/interaction/UID");
  return { status: reply.status, headers, body };
}

/** Sends the same form for each address and expects one and the same reply. */
async function expectSameReply(send: (email: string) => Promise<Reply>, emails: string[]) {
  const [first, ...rest] = await Promise.all(emails.map(async (email) => seen(await send(email), email)));
  for (const other of rest) expect(other).toEqual(first);
  return first!;
}

describe("the forms tell nobody whether an address has an account", () => {
  it("sign-up", async () => {
    const reply = await expectSameReply(
      (email) => signUp(browser(), email, "another password"),
      [VERIFIED, UNVERIFIED, UNKNOWN[0]!],
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toContain("Check your inbox");
  });

  it("resend-verification", async () => {
    const reply = await expectSameReply(
      (email) => browser().request("/resend-verification", { email }),
      [VERIFIED, UNVERIFIED, UNKNOWN[1]!],
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toContain(
      "If EMAIL belongs to an account that is not confirmed yet, we have sent it a new link.",
    );
  });

  it("password reset", async () => {
    const reply = await expectSameReply(
      (email) => browser().request("/forgot-password", { email }),
      [VERIFIED, UNVERIFIED, UNKNOWN[2]!],
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toContain("If an account exists for EMAIL, we have sent it a link to choose a new password.");
  });

  it("a failed login", async () => {
    const reply = await expectSameReply(
      (email) => logIn(browser(), email, "wrong password"),
      [VERIFIED, UNVERIFIED, UNKNOWN[3]!],
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toContain("The email address or the password is wrong.");
  });

  it("while the mails differ: only the owner of a taken address hears of it", async () => {
    await test.idp.settle();
    const subjects = (to: string) => mailsIn(test.config.mail.mailDir, { to }).map((mail) => mail.subject);
    expect(subjects(VERIFIED)).toEqual([
      "Confirm your email address for Redpen",
      "Someone tried to create a Redpen account with your address",
      "Reset your Redpen password",
    ]);
    expect(subjects(UNVERIFIED)).toEqual([
      "Confirm your email address for Redpen",
      "Someone tried to create a Redpen account with your address",
      "Confirm your email address for Redpen",
      "Reset your Redpen password",
    ]);
    expect(subjects(UNKNOWN[0]!)).toEqual(["Confirm your email address for Redpen"]);
    expect(subjects(UNKNOWN[1]!)).toEqual([]);
    expect(subjects(UNKNOWN[2]!)).toEqual([]);
  });
});
