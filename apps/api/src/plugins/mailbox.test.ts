import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "@redpen/mail";
import { startTestApi, type TestContext } from "../testing/test-api";

let files: TestContext;
let smtp: TestContext;
beforeAll(async () => {
  [files, smtp] = await Promise.all([startTestApi(), startTestApi({ SMTP_URL: "smtp://user:pass@127.0.0.1:2525" })]);
});
afterAll(async () => Promise.all([files?.close(), smtp?.close()]));

describe("the local mailbox", () => {
  it("lists the mail written to files and shows each one with its links", async () => {
    const mailer = createMailer(files.config.mail);
    await mailer.send({ to: "ana@school.test", subject: "Confirm <your> email", text: "Open http://localhost:3001/verify-email?token=abc to confirm." });
    const list = await files.api.app.inject({ method: "GET", url: "/mailbox" });
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toMatch(/text\/html/);
    expect(list.body).toContain("Confirm &lt;your&gt; email");
    const id = /href="\/mailbox\/([^"]+)"/.exec(list.body)?.[1];
    const mail = await files.api.app.inject({ method: "GET", url: `/mailbox/${id}` });
    expect(mail.body).toContain('<a href="http://localhost:3001/verify-email?token=abc">');
  });

  it("answers an unknown or malicious mail id with 404", async () => {
    for (const id of ["nope", "..%2F..%2Fetc%2Fpasswd"]) {
      const reply = await files.api.app.inject({ method: "GET", url: `/mailbox/${id}` });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().error_code).toBe("NOT_FOUND");
    }
  });

  it("does not exist once SMTP is configured", async () => {
    const reply = await smtp.api.app.inject({ method: "GET", url: "/mailbox" });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error_code).toBe("NOT_FOUND");
  });
});
