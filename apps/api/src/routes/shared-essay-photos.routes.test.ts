import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bearer } from "../testing/essays";
import { useEssayApi } from "../testing/essay-suite";
import { insertEssayRow } from "../testing/essay-rows";
import { type Teacher } from "../testing/teachers";
import { addressPath, plainImage, uploadedImageId } from "../testing/uploads";

// An essay's photos reach its student only through a live share link: a revoked link, a link never
// made, or a photo of another essay answers exactly as an unknown image does.
const suite = useEssayApi();

const get = (url: string, token?: string) =>
  suite.ctx.api.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const shareLink = (method: "POST" | "DELETE", essayId: string, token: string) =>
  suite.ctx.api.app.inject({ method, url: `/api/v1/essays/${essayId}/share-link`, headers: bearer(token) });
const sharedImage = (shareToken: string, imageId: string, what: "" | "/file" = "") =>
  get(`/api/v1/shared-essays/${shareToken}/images/${imageId}${what}`);
const UNKNOWN_IMAGE = { error_code: "NOT_FOUND", error_message: "This image was not found." };

/** A corrected photo essay of the teacher's: two pages (a PNG and a TIFF) and a topic photo. */
async function photoEssay(owner: Teacher) {
  const png = await plainImage("png");
  const pages = [await uploadedImageId(suite.ctx, owner.token, png)];
  pages.push(await uploadedImageId(suite.ctx, owner.token, await plainImage("tiff")));
  const topic = await uploadedImageId(suite.ctx, owner.token);
  const essayId = await insertEssayRow(suite.ctx.api.db, owner, {
    status: "SUCCESS",
    input_method: "IMAGE",
    original: "Dear Sir, I am writing to you.",
    student_image_ids: JSON.stringify(pages),
    topic_image_id: topic,
  });
  return { essayId, pages, topic, png };
}

/** Every way the student asks for a photo: its reply, and its file. */
async function expectUnknown(shareToken: string, imageId: string) {
  for (const what of ["", "/file"] as const) {
    const reply = await sharedImage(shareToken, imageId, what);
    expect([reply.statusCode, reply.json()], `${shareToken} ${imageId}${what}`).toEqual([404, UNKNOWN_IMAGE]);
  }
}

describe("GET /api/v1/shared-essays/:share_token/images/:image_id", () => {
  it("gives the student, with no token, the essay's photos through the link, and no key to them", async () => {
    const { essayId, pages, topic, png } = await photoEssay(suite.alice);
    const token = (await shareLink("POST", essayId, suite.alice.token)).json().data.token;
    for (const imageId of [...pages, topic]) {
      const reply = await sharedImage(token, imageId);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.uri).toBe(`http://api.test/api/v1/shared-essays/${token}/images/${imageId}/file`);
    }
    const file = await get(addressPath((await sharedImage(token, pages[0]!)).json().data.uri));
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    expect(file.rawPayload.equals(png)).toBe(true);
    // The TIFF page comes as a PNG a browser shows.
    const tiff = await sharedImage(token, pages[1]!, "/file");
    expect(await sharp(tiff.rawPayload).metadata()).toMatchObject({ format: "png" });

    // The essay as the student reads it names its photos, but holds no key that opens them without the link.
    const essay = await get(`/api/v1/shared-essays/${token}`);
    const keys = await suite.ctx.api.db.selectFrom("images").select("file_key").where("id", "in", pages).execute();
    for (const { file_key } of keys) expect(essay.body).not.toContain(file_key);
    for (const imageId of pages) {
      const byId = await get(`/api/v1/images/${imageId}/file`);
      expect([byId.statusCode, byId.json()]).toEqual([404, UNKNOWN_IMAGE]);
      expect((await get(`/api/v1/images/${imageId}`)).statusCode).toBe(401);
    }
  });

  it("answers as for an unknown image once the link is revoked, while its teacher still sees the photos", async () => {
    const { essayId, pages, topic } = await photoEssay(suite.alice);
    const token = (await shareLink("POST", essayId, suite.alice.token)).json().data.token;
    expect((await sharedImage(token, pages[0]!, "/file")).statusCode).toBe(200);
    expect((await shareLink("DELETE", essayId, suite.alice.token)).statusCode).toBe(204);
    for (const imageId of [...pages, topic]) await expectUnknown(token, imageId);
    // As an unknown image id does, through the same link.
    await expectUnknown(token, randomUUID());

    for (const imageId of pages) {
      const own = await get(`/api/v1/images/${imageId}`, suite.alice.token);
      expect(own.statusCode).toBe(200);
      expect((await get(addressPath(own.json().data.uri))).statusCode).toBe(200);
    }
    // A new link opens them again; the revoked one stays closed.
    const second = (await shareLink("POST", essayId, suite.alice.token)).json().data.token;
    expect((await sharedImage(second, pages[0]!, "/file")).statusCode).toBe(200);
    await expectUnknown(token, pages[0]!);
  });

  it("answers as for an unknown image for an essay never shared, an unknown link, and its id as a link", async () => {
    const { essayId, pages } = await photoEssay(suite.alice);
    await expectUnknown("a".repeat(32), pages[0]!);
    await expectUnknown(essayId, pages[0]!);
  });

  it("answers as for an unknown image for a photo of another essay, another school's, through a live link", async () => {
    const { essayId } = await photoEssay(suite.alice);
    const token = (await shareLink("POST", essayId, suite.alice.token)).json().data.token;
    const foreign = await photoEssay(suite.bob);
    const own = await photoEssay(suite.alice);
    await expectUnknown(token, foreign.pages[0]!);
    await expectUnknown(token, own.pages[0]!);
  });

  it("opens an essay's photos through the link it had by its id before share links, until it is revoked", async () => {
    const { essayId, pages } = await photoEssay(suite.alice);
    await suite.ctx.api.db
      .insertInto("essay_share_links")
      .values({ token: essayId, essay_id: essayId, created_at: new Date().toISOString(), revoked_at: null })
      .execute();
    expect((await sharedImage(essayId, pages[0]!, "/file")).statusCode).toBe(200);
    expect((await shareLink("DELETE", essayId, suite.alice.token)).statusCode).toBe(204);
    await expectUnknown(essayId, pages[0]!);
  });

  it("refuses a malformed image id or link with a 400 naming the field", async () => {
    const malformedImage = await sharedImage("a".repeat(32), "12345");
    expect(malformedImage.statusCode).toBe(400);
    expect(malformedImage.json().error_field).toBe("path.image_id");
    const malformedLink = await sharedImage("short", randomUUID(), "/file");
    expect(malformedLink.statusCode).toBe(400);
    expect(malformedLink.json().error_field).toBe("path.share_token");
  });
});
