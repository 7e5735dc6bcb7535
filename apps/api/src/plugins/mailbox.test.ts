import { statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, FileMailbox } from "@redpen/mail";
import { buildApi } from "../app";
import { startTestApi, type TestContext } from "../testing/test-api";
import { tinyWebApp } from "../testing/web-dist";
import { MAILBOX_KEY_FILE } from "./mailbox-key";

let files: TestContext;
let smtp: TestContext;
let mailboxUrl: URL;
beforeAll(async () => {
  [files, smtp] = await Promise.all([startTestApi(), startTestApi({ SMTP_URL: "smtp://user:pass@127.0.0.1:2525" })]);
  mailboxUrl = new URL(files.api.mailboxUrl!);
});
afterAll(async () => Promise.all([files?.close(), smtp?.close()]));

const get = (ctx: TestContext, url: string) => ctx.api.app.inject({ method: "GET", url });
const key = () => mailboxUrl.searchParams.get("key")!;
/**
 * What a visitor sees of a reply: its status, body and headers, less what differs between any two
 * replies (the date, the request's id, and the nonces of its CSP and page).
 */
function seenOf(reply: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const headers = Object.fromEntries(
    Object.entries(reply.headers).filter(([name]) => !["date", "x-request-id", "content-length"].includes(name)),
  );
  const seen = JSON.stringify({ status: reply.statusCode, headers, body: reply.body });
  return JSON.parse(seen.replace(/nonce(-|=\\")[0-9a-f]{32}/g, "nonce$1NONCE")) as {
    status: number;
    headers: Record<string, unknown>;
    body: string;
  };
}

describe("the local mailbox", () => {
  it("lists the mail written to files and shows each one with its links, at the keyed address", async () => {
    expect(mailboxUrl.origin + mailboxUrl.pathname).toBe(`${files.config.appUrl}/mailbox`);
    const mailer = createMailer(files.config.mail);
    await mailer.send({
      to: "ana@school.test",
      subject: "Confirm <your> email",
      text: "Open http://localhost:3001/verify-email?token=abc to confirm.",
    });
    const list = await get(files, mailboxUrl.pathname + mailboxUrl.search);
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toMatch(/text\/html/);
    expect(list.headers["referrer-policy"]).toBe("no-referrer");
    expect(list.body).toContain("Confirm &lt;your&gt; email");
    const link = /href="(\/mailbox\/[^"]+)"/.exec(list.body)?.[1]?.replaceAll("&amp;", "&");
    expect(link).toContain(`key=${key()}`);
    const mail = await get(files, link!);
    expect(mail.statusCode).toBe(200);
    expect(mail.body).toContain('<a href="http://localhost:3001/verify-email?token=abc">');
    expect(mail.body).toContain(`href="/mailbox?key=${key()}"`);
  });

  it("answers without the key, or with a wrong one, exactly as an unknown address does", async () => {
    const unknown = await get(files, "/no-such-address");
    expect(unknown.statusCode).toBe(404);
    await createMailer(files.config.mail).send({
      to: "ben@school.test",
      subject: "Reset your password",
      text: "http://x/reset?t=1",
    });
    const [mail] = await new FileMailbox(files.config.mail.mailDir).list({ to: "ben@school.test", limit: 1 });
    const id = mail!.id;
    const wrongKeys = [
      "",
      "?key=",
      "?key=wrong",
      `?key=${key().slice(0, -1)}`,
      `?key=${key()}x`,
      `?key=${key().toUpperCase()}`,
      `?KEY=${key()}`,
      `?key=a&key=${key()}`,
    ];
    for (const path of ["/mailbox", `/mailbox/${id}`, "/mailbox/nope"]) {
      for (const query of wrongKeys) {
        const reply = await get(files, path + query);
        expect({ path: path + query, ...seenOf(reply) }).toEqual({ path: path + query, ...seenOf(unknown) });
        expect(reply.body).not.toContain("Reset your password");
      }
    }
  });

  it("answers without the key exactly as an unknown address does when the web app is served too", async () => {
    const withWeb = await buildApi({ ...files.config, webDist: tinyWebApp() });
    try {
      const seen = async (path: string) => seenOf(await withWeb.app.inject({ method: "GET", url: path }));
      const unknown = await seen("/no-such-address");
      expect(unknown.status).toBe(200);
      expect(unknown.body).toContain("<title>Redpen</title>");
      for (const path of ["/mailbox", "/mailbox?key=wrong", `/mailbox/some-mail?key=${key()}x`]) {
        expect({ path, ...(await seen(path)) }).toEqual({ path, ...unknown });
      }
      expect(
        (await withWeb.app.inject({ method: "GET", url: mailboxUrl.pathname + mailboxUrl.search })).body,
      ).toContain("<h1>Mailbox</h1>");
    } finally {
      await withWeb.app.close();
    }
  });

  it("answers an unknown or malicious mail id with 404, even with the key", async () => {
    for (const id of ["nope", "..%2F..%2Fetc%2Fpasswd"]) {
      const reply = await get(files, `/mailbox/${id}?key=${key()}`);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().error_code).toBe("NOT_FOUND");
    }
  });

  it("keeps its key under DATA_DIR, for the operator alone, from one start to the next", async () => {
    const file = join(files.config.dataDir, MAILBOX_KEY_FILE);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(key()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await buildApi(files.config);
    try {
      expect(again.mailboxUrl).toBe(files.api.mailboxUrl);
    } finally {
      await again.app.close();
    }
    expect(smtp.api.mailboxUrl).toBeUndefined();
    const other = await startTestApi();
    try {
      expect(other.api.mailboxUrl).not.toBe(files.api.mailboxUrl);
    } finally {
      await other.close();
    }
  });

  it("never writes the key to the log", async () => {
    let log = "";
    const logged = await buildApi(files.config, { logger: true, logStream: { write: (line) => void (log += line) } });
    try {
      await logged.app.inject({ method: "GET", url: mailboxUrl.pathname + mailboxUrl.search });
      await logged.app.inject({ method: "GET", url: `/mailbox/nope?key=${key()}&x=1` });
    } finally {
      await logged.app.close();
    }
    expect(log).toContain("/mailbox?key=[redacted]");
    expect(log).not.toContain(key());
  });

  it("does not exist once SMTP is configured", async () => {
    const reply = await get(smtp, "/mailbox");
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error_code).toBe("NOT_FOUND");
  });
});
