import { randomUUID } from "node:crypto";
import { B2_FIRST_ESSAY_ID } from "@redpen/contract/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test-support/databases";
import { addCredits } from "./credits";
import { TEXT_ESSAY, TEXT_ESSAY_TOPIC } from "./essays";
import { useRunningProduct } from "./product";
import { shootIfAsked } from "./shots";
import { story } from "./story";
import { signUpTeacher } from "./teacher";

/**
 * The essay list a teacher works from, on each database: its cards (date, student and class,
 * certificate, grade, review state), the search, each filter (kept in the address), the empty
 * result, and 'Load more' past 50 essays. The essays are made through the api, as the new-essay
 * pages would, so that more than 50 are quick to have.
 */

const C1_ESSAY_ID = "cambridge-c1-advanced:essay";
const cards = (page: Page) => page.getByRole("region", { name: "Essays" }).getByRole("article");
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole("heading", { name }) });
const cardNames = (page: Page) => cards(page).getByRole("heading").allInnerTexts();

/** The access token the page holds for the api (oidc-client-ts keeps the user in localStorage). A script string: the e2e code is typed without the DOM. */
const accessTokenOf = (page: Page) =>
  page.evaluate<string>(
    `JSON.parse(localStorage.getItem(Object.keys(localStorage).find((name) => name.startsWith("oidc.user:")))).access_token`,
  );

/** Calls the api from the page as the signed-in teacher; the reply's JSON, which must be a success. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await accessTokenOf(page);
  const script = `fetch(${JSON.stringify(`/api/v1${path}`)}, {
    method: ${JSON.stringify(method)},
    headers: { ${body === undefined ? "" : '"content-type": "application/json", '}authorization: "Bearer ${token}" },
    body: ${body === undefined ? "undefined" : JSON.stringify(JSON.stringify(body))},
  }).then(async (reply) => ({ status: reply.status, body: await reply.text() }))`;
  const reply = await page.evaluate<{ status: number; body: string }>(script);
  if (reply.status >= 300) throw new Error(`${method} ${path}: ${reply.status} ${reply.body}`);
  return JSON.parse(reply.body) as T;
}

/** A text essay through POST /essays, as the new-essay page sends it. */
const postEssay = (page: Page, data: Record<string, unknown>) =>
  api(page, "POST", `/essays/${randomUUID()}`, {
    data: { original: TEXT_ESSAY, input_method: "TEXT", certificate_id: B2_FIRST_ESSAY_ID, ...data },
  });

/** Waits until the list shows exactly these students' cards, in this order. */
const expectCards = (page: Page, names: string[]) =>
  expect.poll(() => cardNames(page), { timeout: 30_000 }).toEqual(names);

for (const kind of ["sqlite", "postgres"] as const) {
  describe(`on ${kind}`, () => {
    let database: TestDatabase | undefined;
    beforeAll(async () => {
      if (kind === "postgres") database = await createTestDatabase("postgres");
    });
    afterAll(async () => database?.drop());
    const { product, browser } = useRunningProduct((): Record<string, string> =>
      database?.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {},
    );
    const email = `list.${kind}@school.test`;
    let page: Page;
    let classId = "";

    story("the essay list a teacher works from", (it) => {
      it("is the welcome screen while the teacher has no essay, with no filters", async () => {
        page = await signUpTeacher(browser(), product(), email);
        await page.getByRole("heading", { name: "Student Essays", level: 1 }).waitFor();
        await page.getByRole("heading", { name: "Let's correct some essays together." }).waitFor();
        expect(await page.getByRole("searchbox", { name: "Search by student, class or task" }).count()).toBe(0);
        await shootIfAsked(page, `essay-list-empty-${kind}`);
      });

      it("shows on each card the date, student and class, certificate, grade and review state", async () => {
        const made = await api<{ id: string }>(page, "POST", "/classes", { data: { name: "4B Mañana" } });
        classId = made.id;
        const added = await api<{ data: { created: { id: string; data: { name: string } }[] } }>(
          page,
          "POST",
          `/classes/${classId}/students`,
          { data: { names: ["Lucía Pérez", "Ben Cole"] } },
        );
        const studentId = (name: string) => added.data.created.find((student) => student.data.name === name)!.id;
        await postEssay(page, { name: "Zoë Adams", certificate_id: C1_ESSAY_ID });
        await postEssay(page, {
          class_id: classId,
          student_id: studentId("Ben Cole"),
          topic_text: "Write a story about a city break.",
        });
        await postEssay(page, {
          class_id: classId,
          student_id: studentId("Lucía Pérez"),
          topic_text: TEXT_ESSAY_TOPIC,
        });
        await page.reload();
        await expectCards(page, ["Lucía Pérez", "Ben Cole", "Zoë Adams"]);
        await expect.poll(() => card(page, "Lucía Pérez").getByText("CORRECTING").count(), { timeout: 90_000 }).toBe(0);
        await expect.poll(() => page.getByText("CORRECTING").count(), { timeout: 90_000 }).toBe(0);
        const lucia = card(page, "Lucía Pérez");
        const today = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(
          new Date(),
        );
        expect(await lucia.getByTestId("card-line").innerText()).toBe(`4B Mañana · ${today}`);
        await lucia.getByText("Cambridge B2 First · essay").waitFor();
        expect(await lucia.getByTestId("card-grade").innerText()).toMatch(/^Grade \d+ \/ 20 \(advised\)$/);
        await lucia.getByText(/^0 of \d+ checked$/).waitFor();
        expect(await card(page, "Zoë Adams").getByTestId("card-line").innerText()).toBe(today);
        await card(page, "Zoë Adams").getByText("Cambridge C1 Advanced · essay").waitFor();
        await page.getByTestId("essay-count").getByText("3 essays").waitFor();
        await shootIfAsked(page, `essay-list-few-${kind}`);
      });

      it("searches by student, class or task, whatever the accents, kept in the address through a reload and Back", async () => {
        const search = page.getByRole("searchbox", { name: "Search by student, class or task" });
        await search.fill("lucia");
        await expectCards(page, ["Lucía Pérez"]);
        expect(new URL(page.url()).searchParams.get("q")).toBe("lucia");
        await page.reload();
        await expectCards(page, ["Lucía Pérez"]);
        expect(await search.inputValue()).toBe("lucia");
        await search.fill("MANANA");
        await expectCards(page, ["Lucía Pérez", "Ben Cole"]);
        await search.fill("city break");
        await expectCards(page, ["Ben Cole"]);
        await search.fill("");
        await expectCards(page, ["Lucía Pérez", "Ben Cole", "Zoë Adams"]);
      });

      it("filters by class, certificate and state, each a step Back undoes", async () => {
        const pick = async (label: string, option: string) => {
          await page.getByRole("combobox", { name: label }).click();
          await page.getByRole("option", { name: option, exact: true }).click();
        };
        await pick("Class", "4B Mañana");
        await expectCards(page, ["Lucía Pérez", "Ben Cole"]);
        expect(new URL(page.url()).searchParams.get("class")).toBe(classId);
        await pick("Class", "All classes");
        await pick("Certificate", "Cambridge C1 Advanced · essay");
        await expectCards(page, ["Zoë Adams"]);
        await page.goBack();
        await expectCards(page, ["Lucía Pérez", "Ben Cole", "Zoë Adams"]);
        await page.goBack();
        await expectCards(page, ["Lucía Pérez", "Ben Cole"]);
        await pick("Class", "All classes");

        const ben = card(page, "Ben Cole");
        const benId = new URL(
          (await ben.getByRole("link", { name: "View essay" }).getAttribute("href")) ?? "",
          product().url,
        ).pathname
          .split("/")
          .at(-1)!;
        await api(page, "POST", `/essays/${benId}/share-link`);
        await pick("State", "Shared");
        await expectCards(page, ["Ben Cole"]);
        await card(page, "Ben Cole").getByText("Shared", { exact: true }).waitFor();
        await shootIfAsked(page, `essay-list-filtered-${kind}`);
        await pick("State", "To check");
        await expectCards(page, ["Lucía Pérez", "Ben Cole", "Zoë Adams"]);
        await pick("State", "All checked");
        await page.getByText("No essay matches your search and filters.").waitFor();
        await shootIfAsked(page, `essay-list-no-match-${kind}`);
        await page.getByRole("status").getByRole("button", { name: "Clear filters" }).click();
        await expectCards(page, ["Lucía Pérez", "Ben Cole", "Zoë Adams"]);
        expect(new URL(page.url()).search).toBe("");
      });

      it("shows the newest 50 of many, and 'Load more' the rest", async () => {
        await addCredits(product(), email, 60);
        for (let number = 1; number <= 52; number++) await postEssay(page, { name: `Student ${number}` });
        await page.reload();
        await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(50);
        await page.getByTestId("essay-count").getByText("55 essays, the newest 50 shown").waitFor();
        expect((await cardNames(page))[0]).toBe("Student 52");
        await shootIfAsked(page, `essay-list-many-${kind}`);
        await page.getByRole("button", { name: "Load more" }).click();
        await expect.poll(() => cards(page).count(), { timeout: 30_000 }).toBe(55);
        expect((await cardNames(page)).slice(-3)).toEqual(["Lucía Pérez", "Ben Cole", "Zoë Adams"]);
        expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);
        await page.getByTestId("essay-count").getByText("55 essays", { exact: true }).waitFor();
      });
    });
  });
}
