import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findImage } from "../db/images.queries";
import { PAGE_PIXELS_MAX } from "../services/images/pdf-pages";
import { hugePagePdf, pdfWithBrokenPage } from "../testing/class-set-pdfs";
import { classSetPageRows, insertPdfClassSet } from "../testing/class-set-rows";
import { startCorrectionTest, type CorrectionTestContext } from "../testing/correction-test-context";
import { PAGE_READING_ATTEMPTS_MAX, readClassSetPageJob } from "./read-class-set-page.job";
import { insertTeacher } from "../testing/teachers";

let context: CorrectionTestContext;
beforeAll(async () => {
  context = await startCorrectionTest();
});
afterAll(() => context.close());

const statusOf = async (classSetId: string) =>
  (await context.db.selectFrom("class_sets").select("status").where("id", "=", classSetId).executeTakeFirstOrThrow())
    .status;

describe("reading a class set's page", () => {
  it(
    "draws pages of 11000 and 14400 points within the pixel limit, marks the page it cannot draw failed in words, and makes the set READY",
    { timeout: 120_000 },
    async () => {
      const teacher = await insertTeacher(context.db);
      const pdf = pdfWithBrokenPage(hugePagePdf(11000, 14400, 595, 595), 3);
      const id = await insertPdfClassSet(context, teacher, pdf, 3);
      const outcomes = [];
      for (const pageNumber of [1, 2, 3])
        outcomes.push(await readClassSetPageJob(context.deps, { classSetId: id, pageNumber }));
      expect(outcomes[2]).toBe("failed");
      expect(await statusOf(id)).toBe("READY");

      const pages = await classSetPageRows(context.db, id);
      for (const page of pages.slice(0, 2)) {
        const image = await findImage(context.db, page.image_id!);
        const { width = 0, height = 0 } = await sharp((await context.storage.get(image!.storage_key))!).metadata();
        expect(width * height).toBeLessThanOrEqual(PAGE_PIXELS_MAX);
        expect(width).toBeGreaterThan(1400);
      }
      expect(pages[2]).toMatchObject({ image_id: null, read_attempts: 1 });
      expect(pages[2]!.read_error).toBe(
        "This page of the PDF could not be drawn: the file may be damaged. Scan the page again, or type its text in its essay.",
      );
      expect(pages.map((page) => page.read_at !== null)).toEqual([true, true, true]);

      // Sent again (a sweep, a retry): a page read, failed or not, is not read again.
      expect(await readClassSetPageJob(context.deps, { classSetId: id, pageNumber: 3 })).toBe("skipped");
      expect((await classSetPageRows(context.db, id))[2]!.read_attempts).toBe(1);
    },
  );

  it("marks a page failed for good once its reading was begun too often, as by a process killed on it each time", async () => {
    const teacher = await insertTeacher(context.db);
    const id = await insertPdfClassSet(context, teacher, hugePagePdf(595), 1);
    await context.db
      .updateTable("class_set_pages")
      .set({ read_attempts: PAGE_READING_ATTEMPTS_MAX })
      .where("class_set_id", "=", id)
      .execute();

    expect(await readClassSetPageJob(context.deps, { classSetId: id, pageNumber: 1 })).toBe("failed");
    const [page] = await classSetPageRows(context.db, id);
    expect(page!.read_error).toMatch(/could not be read after several tries/);
    expect(page!.image_id).toBeNull();
    expect(await statusOf(id)).toBe("READY");
  });
});
