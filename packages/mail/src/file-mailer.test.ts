import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./create-mailer";
import { FileMailbox } from "./file-mailbox";

const folders: string[] = [];
const newFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), "redpen-mail-"));
  folders.push(dir);
  return join(dir, "mail");
};
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("file mailer and mailbox", () => {
  it("keeps each mail on disk, listed newest first and readable by id", async () => {
    const mailDir = newFolder();
    const mailer = createMailer({ from: "Redpen <no-reply@localhost>", mailDir });
    expect(mailer.kind).toBe("file");
    await mailer.send({ to: "a@school.test", subject: "First", text: "one" });
    await mailer.send({ to: "b@school.test", subject: "Second", text: "two", html: "<p>two</p>" });

    const mailbox = new FileMailbox(mailDir);
    const mails = await mailbox.list();
    expect(mails.map((mail) => mail.subject)).toEqual(["Second", "First"]);
    expect(mails[0]).toMatchObject({
      from: "Redpen <no-reply@localhost>",
      to: "b@school.test",
      text: "two",
      html: "<p>two</p>",
    });
    expect(mails[1]?.html).toBeNull();
    expect(await mailbox.get(mails[1]!.id)).toEqual(mails[1]);
  });

  it("filters by recipient and limits the list", async () => {
    const mailDir = newFolder();
    const mailer = createMailer({ from: "x@localhost", mailDir });
    for (const to of ["a@school.test", "b@school.test", "A@school.test"])
      await mailer.send({ to, subject: to, text: "" });
    const mailbox = new FileMailbox(mailDir);
    expect((await mailbox.list({ to: "a@school.test" })).map((m) => m.subject)).toEqual([
      "A@school.test",
      "a@school.test",
    ]);
    expect(await mailbox.list({ limit: 1 })).toHaveLength(1);
  });

  it("has an empty mailbox when no mail was ever written", async () => {
    expect(await new FileMailbox(newFolder()).list()).toEqual([]);
  });

  it.each(["../x", "a/b", "", "..", "000000000000001-../../etc/passwd"])("refuses the id %j", async (id) => {
    expect(await new FileMailbox(newFolder()).get(id)).toBeUndefined();
  });
});
