import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORBIDDEN_CHARACTER_MESSAGE } from "@redpen/contract";
import { findAccountByEmail } from "../db/accounts.queries";
import { BrowserSession, decodeJwt, formAction } from "../testing/browser-session";
import { startTestIdp, TEST_APP_URL, type TestIdp } from "../testing/test-idp";

let test: TestIdp;
beforeAll(async () => {
  test = await startTestIdp();
});
afterAll(async () => test?.close());

const PASSWORD = "correct horse battery";
const browser = () => new BrowserSession(test.config.issuer, test.config.clientId, `${TEST_APP_URL}/`);

/** Signs up through the form with `fields` besides the address and password. */
async function signUp(email: string, fields: Record<string, string>, password = PASSWORD) {
  const session = browser();
  const page = await session.authorize({ screen_hint: "signup" });
  return session.follow(formAction(page.body), { email, password, ...fields });
}

/** Confirms the account by hand (the mail's link is sign-up.test.ts's business) and logs in: the session and its tokens. */
async function logIn(email: string) {
  await test.idp.db.updateTable("idp_accounts").set({ email_verified: 1 }).where("email", "=", email).execute();
  const session = browser();
  const page = await session.authorize();
  const tokens = await session.exchangeCode(
    (await session.follow(formAction(page.body), { email, password: PASSWORD })).url,
  );
  return { session, tokens };
}

/** The name input of a page, as the browser gets it. */
const nameInput = (html: string) => /<input id="name"[^>]*>/.exec(html)?.[0] ?? "";

describe("the teacher's name at sign-up", () => {
  it("is asked for as optional, with where it shows", async () => {
    const page = await browser().authorize({ screen_hint: "signup" });
    expect(page.body).toContain(`<label for="name">Your name (optional)</label>`);
    expect(page.body).toContain("Shown to your colleagues, on printouts and to your students");
    expect(nameInput(page.body)).toContain('autocomplete="name"');
    expect(nameInput(page.body)).not.toContain("required");
  });

  it("is kept trimmed and given to the api as the standard name claim, in the access, id and refreshed tokens", async () => {
    const done = await signUp("ana@school.test", { name: "  Ana García ", school_name: "Oak Hill School" });
    expect(done.body).toContain("Check your inbox");
    expect(await findAccountByEmail(test.idp.db, "ana@school.test")).toMatchObject({
      name: "Ana García",
      school_name: "Oak Hill School",
    });
    const { session, tokens } = await logIn("ana@school.test");
    expect(decodeJwt(tokens.access_token)).toMatchObject({ name: "Ana García", school_name: "Oak Hill School" });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ name: "Ana García" });
    const refreshed = await session.refresh(tokens.refresh_token!);
    expect(decodeJwt(refreshed.access_token)).toMatchObject({ name: "Ana García" });
  });

  it("is left out of the tokens when none or only spaces were typed", async () => {
    await signUp("no-name@school.test", {});
    await signUp("blank-name@school.test", { name: "   " });
    for (const email of ["no-name@school.test", "blank-name@school.test"]) {
      expect(await findAccountByEmail(test.idp.db, email)).toMatchObject({ name: null });
      const { tokens } = await logIn(email);
      expect(decodeJwt(tokens.access_token)).not.toHaveProperty("name");
      expect(decodeJwt(tokens.id_token)).not.toHaveProperty("name");
    }
  });

  it("takes 80 characters", async () => {
    const name = "é".repeat(80);
    expect((await signUp("long-name@school.test", { name: ` ${name} ` })).status).toBe(200);
    expect(await findAccountByEmail(test.idp.db, "long-name@school.test")).toMatchObject({ name });
  });

  it.each([
    ["longer than 80 characters", "x".repeat(81), "Use at most 80 characters for your name."],
    ["holding a control character", "Ana\u0007García", `Your name: ${FORBIDDEN_CHARACTER_MESSAGE}`],
    ["on two lines", "Ana\nGarcía", "Write your name on one line."],
  ])("refuses a name %s with 400 and the field's message, keeping what was typed", async (_case, name, message) => {
    const reply = await signUp("refused-name@school.test", { name });
    expect(reply.status).toBe(400);
    expect(reply.body).toContain("Please fix the highlighted fields.");
    expect(reply.body).toContain(`<div class="field-error" id="name-error">${message}</div>`);
    expect(nameInput(reply.body)).toContain("autofocus");
    expect(await findAccountByEmail(test.idp.db, "refused-name@school.test")).toBeUndefined();
  });

  it("keeps what was typed when another field is refused", async () => {
    const reply = await signUp("kept-name@school.test", { name: `Ana "La Profe" & Co` }, "short");
    expect(reply.status).toBe(400);
    expect(nameInput(reply.body)).toContain('value="Ana &quot;La Profe&quot; &amp; Co"');
  });
});
