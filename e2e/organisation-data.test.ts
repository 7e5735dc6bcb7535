import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonIn, readZip } from "../apps/api/src/testing/zip";
import { correctTextEssay } from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { useRunningProduct } from "./product";
import { signUpTeacher, signUpThroughInvitation } from "./teacher";

const { product, browser } = useRunningProduct();
const HEAD = "dana.head@school.test";
const COLLEAGUE = "eli.colleague@school.test";
const NAME = `${HEAD}'s school`;
const NO_ORGANISATION =
  "You are not a teacher of any school any more, so you have no credits. Ask a colleague to invite you again.";

let head: Page;
let colleague: Page;
let essayId: string;

const dataCard = (page: Page) => page.getByRole("region", { name: "Your school's data" });

async function openSchool(page: Page): Promise<void> {
  await page.goto(`${product().url}/school`);
  await dataCard(page).getByRole("button", { name: "Download your essays" }).waitFor();
}

async function downloadedZip(page: Page, button: string): Promise<{ fileName: string; zip: Buffer }> {
  const downloaded = page.waitForEvent("download");
  await dataCard(page).getByRole("button", { name: button }).click();
  const download = await downloaded;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { fileName: download.suggestedFilename(), zip: Buffer.concat(chunks) };
}

beforeAll(async () => {
  head = await signUpTeacher(browser(), product(), HEAD);
  essayId = await correctTextEssay(head, product(), { text: TEXT_ESSAY, studentName: "Lena Ortiz" });
  await openSchool(head);
  const teachers = head.getByRole("region", { name: "Your teachers" });
  await teachers.getByRole("textbox", { name: "Teacher's email" }).fill(COLLEAGUE);
  await teachers.getByRole("button", { name: "Invite" }).click();
  await teachers.getByText(`Sent invitation email to ${COLLEAGUE}`).waitFor();
  colleague = await signUpThroughInvitation(browser(), product(), COLLEAGUE, { inviter: HEAD, school: NAME });
});

describe("a school's data", () => {
  it("downloads as one zip holding the essays, the teachers and the usage", async () => {
    await openSchool(head);
    const { fileName, zip } = await downloadedZip(head, "Download your school's data");
    expect(fileName).toMatch(/^redpen-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await readZip(zip);
    expect(jsonIn(files, `essays/${essayId}.json`).data).toMatchObject({ status: "SUCCESS", name: "Lena Ortiz" });
    expect(jsonIn(files, "members.json").members.map((member: { email: string }) => member.email)).toEqual([
      HEAD,
      COLLEAGUE,
    ]);
    await dataCard(head).getByText("Downloaded your school's data: JSON files and the photos, in one zip.").waitFor();
  });

  it("any teacher downloads their own essays; only an owner the whole school's", async () => {
    await openSchool(colleague);
    expect(await dataCard(colleague).getByRole("button", { name: "Download your school's data" }).count()).toBe(0);
    const { fileName, zip } = await downloadedZip(colleague, "Download your essays");
    expect(fileName).toMatch(/^redpen-essays-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(jsonIn(await readZip(zip), "teacher.json")).toMatchObject({ email: COLLEAGUE });
    await dataCard(colleague).getByText("Downloaded your essays: JSON files and the photos, in one zip.").waitFor();

    await openSchool(head);
    const own = await downloadedZip(head, "Download your essays");
    expect(jsonIn(await readZip(own.zip), `essays/${essayId}.json`).data).toMatchObject({ name: "Lena Ortiz" });
  });

  it("can be deleted by an owner only", async () => {
    await openSchool(colleague);
    await dataCard(colleague)
      .getByText("Only the school's owners can download the whole school's data or delete the school.")
      .waitFor();
    expect(await dataCard(colleague).getByRole("button", { name: "Delete the school" }).count()).toBe(0);
  });

  it("is deleted once the owner types the school's name, and the teachers are left without it", async () => {
    await openSchool(head);
    await dataCard(head).getByRole("button", { name: "Delete the school" }).click();
    const dialog = head.getByRole("dialog", { name: "Delete the school?" });
    // It says whose essays go and whose stay, and what else is lost, counted.
    await dialog
      .getByText(`1 essay written here by ${HEAD}, with their marking, grades, feedback and photos.`)
      .waitFor();
    expect(await dialog.innerText()).toContain(
      "0 essays of teachers also in another school, or who left or were removed earlier: they stay theirs.",
    );
    expect(await dialog.innerText()).toContain("9 credits left.");
    const confirm = dialog.getByRole("button", { name: "Delete school" });
    const field = dialog.getByRole("textbox", { name: "School's name" });
    expect(await confirm.isDisabled()).toBe(true);
    await field.fill("Another school");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });

    await dataCard(head).getByRole("button", { name: "Delete the school" }).click();
    expect(await field.inputValue()).toBe("");
    await field.fill(NAME);
    await confirm.click();
    await head.waitForURL(`${product().url}/`);
    await head
      .getByRole("alert")
      .filter({ hasText: `${NAME} was deleted.` })
      .waitFor();
    await head.getByRole("alert").filter({ hasText: NO_ORGANISATION }).waitFor();
    expect(await head.getByText("Lena Ortiz").count()).toBe(0);

    await head.goto(`${product().url}/essays/${essayId}`);
    await head.getByText("This essay was not found.").waitFor();
    await colleague.goto(`${product().url}/school`);
    await colleague.getByText("You are not a member of a school. Ask a colleague to invite you.").waitFor();
  });
});
