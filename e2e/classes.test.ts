import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { CLASS_LIST, makeClass, pasteStudents, studentList } from "./classes";
import {
  B2_FIRST_ESSAY,
  type CertificateChoice,
  correctIt,
  pasteEssay,
  pickCertificate,
  studentNameField,
  waitForCorrected,
} from "./essay-flow";
import { TEXT_ESSAY } from "./essays";
import { useRunningProduct } from "./product";
import { shootIfAsked } from "./shots";
import { signUpTeacher, VIEWPORTS } from "./teacher";
import { story } from "./story";

const { product, browser } = useRunningProduct();
let page: Page;
let classUrl: string;
const CLASS = "4B — B2 First";
beforeAll(async () => {
  page = await signUpTeacher(browser(), product(), "classes.teacher@school.test");
});

const C1_REPORT: CertificateChoice = { name: "Cambridge C1 Advanced", level: "C1", format: "report" };

/** The new essay's step 2 has this certificate chosen (its one level shown as text). */
async function expectCertificate(certificate: CertificateChoice): Promise<void> {
  await expect.poll(() => page.getByRole("combobox", { name: "Certificate" }).inputValue()).toBe(certificate.name);
  await page.getByText(`Level: ${certificate.level}`, { exact: true }).waitFor();
  expect(await page.getByRole("combobox", { name: "Format" }).inputValue()).toBe(certificate.format);
}

story("a teacher's class", (it) => {
  it("is made from the Classes page, and its pasted list adds each student once", async () => {
    await page.getByRole("link", { name: "Classes" }).click();
    await page.getByRole("heading", { name: "Classes", level: 1 }).waitFor();
    await page.getByText("You have no classes yet.").waitFor();
    await shootIfAsked(page, "classes-empty");
    await makeClass(page, product(), CLASS);
    classUrl = page.url();
    await page.getByText("No students yet: add them one by one").waitFor();
    await pasteStudents(page, CLASS_LIST);
    await page.getByText("Added 3 students.").waitFor();
    await expect
      .poll(() => studentList(page).getByRole("listitem").allInnerTexts())
      .toEqual(["Ana Díaz", "Ben Cole", "Chloé Martin"]);
    await pasteStudents(page, "Ana Díaz\nDan Brown");
    await page.getByText("Added 1 student. Already in the class, so not added again: Ana Díaz.").waitFor();
    await shootIfAsked(page, "class-page");
  });

  it("renames a student with notes, and deletes one after asking", async () => {
    await page.getByRole("button", { name: "Edit Dan Brown" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Dan Brown" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("Daniel Brown");
    await dialog.getByRole("textbox", { name: "Notes (for you alone)" }).fill("Joined in January.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await studentList(page).getByText("Joined in January.").waitFor();
    await page.getByRole("button", { name: "Delete Daniel Brown" }).click();
    const question = page.getByRole("dialog", { name: "Delete Daniel Brown?" });
    await question.getByText("Their essays stay yours, without a name.").waitFor();
    await shootIfAsked(page, "class-delete-student");
    await question.getByRole("button", { name: "Delete student" }).click();
    await question.waitFor({ state: "detached" });
    await studentList(page).getByText("Daniel Brown").waitFor({ state: "detached" });
    await expect
      .poll(() => studentList(page).getByRole("listitem").allInnerTexts())
      .toEqual(["Ana Díaz", "Ben Cole", "Chloé Martin"]);
  });

  it("is picked on a new essay, whose name field suggests its students, and lists the corrected essay", async () => {
    await page.getByRole("link", { name: "New essay (text)" }).click();
    await pasteEssay(page, TEXT_ESSAY);
    // The teacher's first essay: its certificate is the class's from the start, with nothing to pick.
    await expectCertificate(B2_FIRST_ESSAY);
    expect(await page.getByRole("combobox", { name: "Class" }).inputValue()).not.toBe("");
    const name = studentNameField(page);
    await name.fill("Chl");
    // Picked from the suggestions with the keyboard (Playwright's click on a suggestion that is still
    // being filtered sometimes lands on the list as it redraws).
    await page.getByRole("option", { name: "Chloé Martin" }).waitFor();
    await name.press("ArrowDown");
    await name.press("Enter");
    expect(await name.inputValue()).toBe("Chloé Martin");
    await page.getByText(`A student of ${CLASS}: the essay goes with their other essays.`).waitFor();
    await shootIfAsked(page, "new-essay-class-student");
    await correctIt(page);
    await waitForCorrected(page);
    await page.getByRole("heading", { name: /^Chloé Martin/, level: 1 }).waitFor();
    await page.goto(classUrl);
    await page.getByRole("table", { name: "The class's essays" }).getByRole("link", { name: "Chloé Martin" }).waitFor();
  });

  it("finds a student on the class page whether or not the search has their accents, and by the words the table shows", async () => {
    const search = page.getByRole("textbox", { name: "Search students or kinds of error" });
    const table = page.getByRole("table", { name: "The class's essays" });
    const shownNames = () => table.locator("tbody th").allInnerTexts();
    await search.fill("chloe");
    await expect.poll(shownNames).toEqual(["Chloé Martin"]);
    await search.fill("ANA DIAZ");
    await expect.poll(shownNames).toEqual(["Ana Díaz"]);
    await search.fill("no essay yet");
    await expect.poll(shownNames).toEqual(["Ana Díaz", "Ben Cole"]);
    await search.fill("corrected");
    await expect.poll(shownNames).toEqual(["Chloé Martin"]);
    await search.fill("");
    await expect.poll(async () => (await shownNames()).length).toBe(3);
  });

  it("downloads the class's grades as a CSV a spreadsheet reads: one row per essay, and one for each student with none", async () => {
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download grades (CSV)" }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe("grades-4B-B2-First.csv");
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = text.slice(1).trimEnd().split("\r\n");
    expect(header).toBe(
      "Student,Date,Task,Certificate,Status,Content,Communicative Achievement,Organisation,Language,Total,Out of," +
        "Grade by,Latest draft,Draft grade,Draft out of,Draft marks fixed,Draft marks",
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe("Ana Díaz,,,,No essay handed in,,,,,,,,,,,,");
    expect(rows[1]).toBe("Ben Cole,,,,No essay handed in,,,,,,,,,,,,");
    expect(rows[2]).toMatch(
      /^Chloé Martin,\d{4}-\d{2}-\d{2},[^,]*,"Cambridge B2 First \(B2, essay\)",Corrected,[\d.]+,[\d.]+,[\d.]+,[\d.]+,[\d.]+,20,Advised by Redpen,,,,,$/,
    );
  });

  it("gives its certificate to a new essay when it is picked, over the one picked before", async () => {
    await page.goto(`${product().url}/essays/text/new`);
    await pasteEssay(page, TEXT_ESSAY);
    await expectCertificate(B2_FIRST_ESSAY);
    await pickCertificate(page, C1_REPORT);
    await page.getByRole("combobox", { name: "Class" }).selectOption({ label: CLASS });
    await expectCertificate(B2_FIRST_ESSAY);
    await shootIfAsked(page, "new-essay-class-certificate");
    await page.goto(classUrl);
  });

  it("is renamed, archived and listed under 'Archived classes'", async () => {
    await page.getByRole("button", { name: "Rename" }).click();
    const dialog = page.getByRole("dialog", { name: "Rename the class" });
    await dialog.getByRole("textbox", { name: "Class name" }).fill("4B — last year");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByRole("heading", { name: "4B — last year", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Archive" }).click();
    await page.getByText("This class is archived").waitFor();
    await page.getByRole("link", { name: "All classes" }).click();
    await page.getByRole("list", { name: "Archived classes" }).getByText("4B — last year").waitFor();
    await shootIfAsked(page, "classes-archived");
  });
});

describe("on a phone", () => {
  it("reaches the classes through the header's labelled menu, each place named beside its icon", async () => {
    const phone = await signUpTeacher(browser(), product(), "phone.classes@school.test", VIEWPORTS.phone);
    const banner = phone.getByRole("banner");
    // The places are no bare icons in the bar: they wait in the menu, with their words.
    expect(await banner.getByRole("link", { name: "Classes" }).count()).toBe(0);
    await banner.getByRole("button", { name: "Menu" }).click();
    const menu = phone.getByRole("menu", { name: "Menu" });
    await expect
      .poll(() => menu.getByRole("menuitem").allInnerTexts())
      .toEqual(["Classes", "School", "Credits", "Log out"]);
    await menu.getByRole("menuitem", { name: "Classes" }).click();
    await phone.getByRole("heading", { name: "Classes", level: 1 }).waitFor();
    await menu.waitFor({ state: "hidden" });
    // At desktop width the places are buttons with their words, and there is no menu to open.
    const openMenu = async () => {
      if (phone.viewportSize()!.width <= VIEWPORTS.phone.width)
        await banner.getByRole("button", { name: "Menu" }).click();
    };
    await shootIfAsked(phone, "header-menu", { open: openMenu });
    await phone.context().close();
  });
});
