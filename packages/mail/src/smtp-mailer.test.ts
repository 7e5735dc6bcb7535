import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "./create-mailer";

interface Received {
  from: string;
  to: string[];
  data: string;
}

let server: SMTPServer;
let port = 0;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "redpen" && auth.password === "s3cret-pass") return callback(null, { user: "redpen" });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

describe("SMTP mailer", () => {
  it("delivers through a real SMTP server with authentication", async () => {
    const mailer = createMailer({
      from: "Redpen <no-reply@school.test>",
      mailDir: "/nonexistent",
      smtpUrl: `smtp://redpen:s3cret-pass@127.0.0.1:${port}`,
    });
    expect(mailer.kind).toBe("smtp");
    await mailer.send({
      to: "teacher@school.test",
      subject: "Confirm your email address",
      text: "Open https://example.test/verify",
    });
    await mailer.close();
    const mail = received.at(-1)!;
    expect(mail.from).toBe("no-reply@school.test");
    expect(mail.to).toEqual(["teacher@school.test"]);
    expect(mail.data).toContain("Subject: Confirm your email address");
    expect(mail.data).toContain("Open https://example.test/verify");
  });

  it("rejects with a clear error that does not reveal the password", async () => {
    const mailer = createMailer({
      from: "no-reply@school.test",
      mailDir: "/nonexistent",
      smtpUrl: `smtp://redpen:wrong-pass-123@127.0.0.1:${port}`,
    });
    const error = await mailer
      .send({ to: "teacher@school.test", subject: "x", text: "y" })
      .catch((e: unknown) => e as Error);
    await mailer.close();
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/could not be sent/);
    expect((error as Error).message).not.toContain("wrong-pass-123");
  });
});
