import { connectDatabase } from "@redpen/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpiredFormLimits } from "../db/form-limits-store";
import type { IdpDatabase } from "../db/schema";
import { BrowserSession, formAction } from "../testing/browser-session";
import { startTestIdp, TEST_APP_URL, type TestIdp } from "../testing/test-idp";
import { FormLimits, networkOf } from "./form-limits";

// Small limits, and a provider behind a proxy so each test plays clients on addresses of its own.
const LIMITS = {
  loginFailuresPerEmail: { points: 3, durationSeconds: 900 },
  loginFailuresPerIp: { points: 5, durationSeconds: 900 },
  mailRequestsPerEmail: { points: 2, durationSeconds: 3600 },
  mailRequestsPerIp: { points: 4, durationSeconds: 3600 },
};
const PASSWORD = "correct horse battery";

let test: TestIdp;
beforeAll(async () => {
  test = await startTestIdp({ trustProxy: true, formLimits: LIMITS });
  const session = client("192.0.2.1");
  const page = await session.authorize({ screen_hint: "signup" });
  await session.follow(formAction(page.body), { email: "known@school.test", password: PASSWORD });
});
afterAll(async () => test?.close());

/** A browser at `ip`, as the proxy in front of the provider reports it. */
function client(ip: string): BrowserSession {
  const session = new BrowserSession(test.config.issuer, test.config.clientId, `${TEST_APP_URL}/`);
  session.forwardedFor = ip;
  return session;
}

async function logIn(ip: string, email: string, password: string) {
  const session = client(ip);
  const page = await session.authorize();
  return session.follow(formAction(page.body), { email, password });
}

async function signUp(ip: string, email: string) {
  const session = client(ip);
  const page = await session.authorize({ screen_hint: "signup" });
  return session.follow(formAction(page.body), { email, password: PASSWORD });
}

const mailForm = (path: string) => (ip: string, email: string) => client(ip).request(path, { email });
const resend = mailForm("/resend-verification");
const forgot = mailForm("/forgot-password");

/** Checks a 429 reply: Retry-After within the window, and the page's message. */
function expectRefused(
  reply: { status: number; headers: Headers; body: string },
  message: string,
  windowSeconds: number,
) {
  expect(reply.status).toBe(429);
  const retryAfter = Number(reply.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(reply.body).toContain(message);
}

describe("login limits", () => {
  it("lock an address after its wrong passwords, from whatever IPs they came, even for the right one", async () => {
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"])
      expect((await logIn(ip, "known@school.test", "wrong password")).status).toBe(400);
    expectRefused(
      await logIn("198.51.100.4", "known@school.test", PASSWORD),
      "Too many wrong passwords. Wait 15 minutes, or reset your password.",
      900,
    );
    expectRefused(await logIn("198.51.100.5", "Known@School.test", "wrong password"), "Too many wrong passwords.", 900);
  });

  it("lock an unknown address exactly as a known one", async () => {
    for (const ip of ["198.51.100.11", "198.51.100.12", "198.51.100.13"])
      expect((await logIn(ip, "ghost@school.test", "wrong password")).status).toBe(400);
    expectRefused(
      await logIn("198.51.100.14", "ghost@school.test", "wrong password"),
      "Too many wrong passwords. Wait 15 minutes, or reset your password.",
      900,
    );
  });

  it("stop an IP spraying wrong passwords over many addresses, and no other IP", async () => {
    for (let i = 0; i < 5; i++)
      expect((await logIn("203.0.113.9", `spray${i}@school.test`, "Summer2026!")).status).toBe(400);
    expectRefused(
      await logIn("203.0.113.9", "spray9@school.test", "Summer2026!"),
      "Too many wrong passwords from your network. Wait 15 minutes and try again.",
      900,
    );
    expect((await logIn("203.0.113.10", "spray9@school.test", "Summer2026!")).status).toBe(400);
  });

  it("clear an address's count on a right password, and never count right passwords against the IP", async () => {
    await signUp("192.0.2.20", "staff@school.test");
    // 4 wrong passwords in all, one more than the address may have in a row, one fewer than the IP may have.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await logIn("192.0.2.21", "staff@school.test", "typo")).status).toBe(400);
      expect((await logIn("192.0.2.21", "staff@school.test", PASSWORD)).url).toContain("code=");
    }
    for (let i = 0; i < 10; i++)
      expect((await logIn("192.0.2.22", "staff@school.test", PASSWORD)).url).toContain("code=");
  });
});

describe("mail form limits", () => {
  it("count sign-up, resend-verification and password-reset together per address, from any IP", async () => {
    expect((await resend("198.51.100.31", "mailed@school.test")).status).toBe(200);
    expect((await forgot("198.51.100.32", "mailed@school.test")).status).toBe(200);
    expectRefused(
      await signUp("198.51.100.33", "mailed@school.test"),
      "Too many requests for this email address. Wait 60 minutes and try again.",
      3600,
    );
    expectRefused(
      await forgot("198.51.100.34", "Mailed@school.test"),
      "Too many requests for this email address.",
      3600,
    );
    expectRefused(
      await resend("198.51.100.35", "mailed@school.test"),
      "Too many requests for this email address.",
      3600,
    );
  });

  it("stop an IP asking for mails to many addresses", async () => {
    for (let i = 0; i < 4; i++) expect((await forgot("203.0.113.50", `many${i}@school.test`)).status).toBe(200);
    expectRefused(
      await forgot("203.0.113.50", "many9@school.test"),
      "Too many requests from your network. Wait 60 minutes and try again.",
      3600,
    );
    expectRefused(await signUp("203.0.113.50", "many10@school.test"), "Too many requests from your network.", 3600);
    expect((await forgot("203.0.113.51", "many9@school.test")).status).toBe(200);
  });

  it("do not count a malformed address", async () => {
    for (let i = 0; i < 5; i++) expect((await forgot("203.0.113.60", "not-an-address")).status).toBe(400);
    expect((await forgot("203.0.113.60", "fine@school.test")).status).toBe(200);
  });
});

describe("a client's network", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:0001:0002:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::a", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("of %s is %s", (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });

  it("counts an IPv6 client by its /64, so it cannot take a fresh address per guess", async () => {
    for (let i = 1; i <= 5; i++)
      expect((await logIn(`2001:db8:7:7::${i}`, `six${i}@school.test`, "guess")).status).toBe(400);
    expect((await logIn("2001:db8:7:7:ffff::99", "six9@school.test", "guess")).status).toBe(429);
    expect((await logIn("2001:db8:7:8::1", "six9@school.test", "guess")).status).toBe(400);
  });
});

describe("behind a trusted proxy", () => {
  it("tells browsers to keep to https (HSTS)", async () => {
    const reply = await client("192.0.2.99").request("/.well-known/openid-configuration");
    expect(reply.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("reads the client from the last X-Forwarded-For entry, so a client cannot pick its own", async () => {
    for (let i = 0; i < 5; i++)
      expect((await logIn(`10.0.0.${i}, 203.0.113.70`, `proxied${i}@school.test`, "guess")).status).toBe(400);
    expect((await logIn("10.9.9.9, 203.0.113.70", "proxied9@school.test", "guess")).status).toBe(429);
  });
});

const onPostgres = process.env.TEST_DATABASE === "postgres";

describe.runIf(onPostgres)("on PostgreSQL", () => {
  it("are shared with the other idp processes on the database", async () => {
    // Another process: its own FormLimits on its own connections to the same database.
    const db = connectDatabase<IdpDatabase>(test.database.location);
    try {
      const other = new FormLimits(LIMITS, db);
      for (const ip of ["198.51.100.81", "198.51.100.82", "198.51.100.83"])
        await other.loginFailed("shared@school.test", ip);
      expectRefused(
        await logIn("198.51.100.84", "shared@school.test", PASSWORD),
        "Too many wrong passwords. Wait 15 minutes, or reset your password.",
        900,
      );
      expect((await forgot("198.51.100.85", "shared-mail@school.test")).status).toBe(200);
      expect(await other.takeMailRequest("shared-mail@school.test", "198.51.100.86")).toBeNull();
      expect(await other.takeMailRequest("shared-mail@school.test", "198.51.100.87")).toMatchObject({ by: "email" });
    } finally {
      await db.destroy();
    }
  });
});

describe.runIf(!onPostgres)("on SQLite", () => {
  it("are counted in memory, leaving the database's table empty", async () => {
    expect((await logIn("198.51.100.90", "memory@school.test", "wrong password")).status).toBe(400);
    expect(await test.idp.db.selectFrom("idp_form_limits").selectAll().execute()).toEqual([]);
  });
});

describe("the hourly cleanup", () => {
  it("deletes the counts whose window is over, and only those", async () => {
    const now = Date.now();
    await test.idp.db
      .insertInto("idp_form_limits")
      .values([
        { key: "cleanup:over", points: 1, expire: now - 1000 },
        { key: "cleanup:running", points: 1, expire: now + 60_000 },
      ])
      .execute();
    await deleteExpiredFormLimits(test.idp.db);
    const keys = await test.idp.db
      .selectFrom("idp_form_limits")
      .select("key")
      .where("key", "like", "cleanup:%")
      .execute();
    expect(keys).toEqual([{ key: "cleanup:running" }]);
  });
});
