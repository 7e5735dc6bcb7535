import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import type { ClassSetResponse } from "@redpen/contract";
import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { PAGE_PIXELS_MAX } from "../services/images/pdf-pages";
import {
  blankPdf,
  hugePagePdf,
  passwordProtectedPdf,
  pdfWithBrokenPage,
  scannedPdf,
  typedPdf,
} from "../testing/class-set-pdfs";
import { CLASS_SET_DATA, classSetBody, classSetCalls, waitForProposal } from "../testing/class-sets";
import { addStudents, createClass } from "../testing/classes";
import { bearer, setCredits, waitForCorrection } from "../testing/essays";
import { ledgerOf, useEssayApi } from "../testing/essay-suite";
import { countRows } from "../testing/test-api";
import { addressPath, plainImage, printedPage, teacherImageFile } from "../testing/uploads";

const suite = useEssayApi();
const calls = () => classSetCalls(suite.ctx);

const MARIA_1 =
  "Maria Lopez\n\nIn my opinion young people should do volunteer work, because it teaches them to help other people and to work in a team with others.";
const MARIA_2 =
  "Also they can learn new skills that are useful for a job later, and they meet many interesting people from their town.";
const TOM_1 =
  "Tom Smith\n\nI think that volunteer work is a good idea for students, but they should not do it every weekend because they need time to study and rest.";
const TYPED_LI =
  "Li Wei\n\nVolunteering is important for teenagers because it shows them how other people live and it makes them more responsible in their daily life at home.";

/** A set uploaded by alice and read to its proposal. */
async function readySet(files: Parameters<ReturnType<typeof classSetCalls>["upload"]>[1]): Promise<ClassSetResponse> {
  const uploaded = await calls().upload(suite.alice.token, files);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return waitForProposal(suite.ctx, uploaded.json().id, suite.alice.token);
}

const listOfClass = (classId: string, token?: string) =>
  suite.ctx.api.app.inject({
    method: "GET",
    url: `/api/v1/classes/${classId}/class-sets`,
    headers: token ? bearer(token) : {},
  });

const groupsOf = (set: ClassSetResponse) => set.data.groups.map((group) => [group.page_numbers, group.name]);

describe("a class set from one scanned PDF", () => {
  let set: ClassSetResponse;
  beforeAll(async () => {
    set = await readySet([{ bytes: await scannedPdf([MARIA_1, MARIA_2, TOM_1], { printed: true }) }]);
  }, 300_000);

  it("reads every page and proposes one essay per named first page", () => {
    expect(set.data.status).toBe("READY");
    expect(set.data).toMatchObject({ source: "PDF", pages_total: 3, pages_read: 3, essay_ids: [] });
    expect(groupsOf(set)).toEqual([
      [[1, 2], "Maria Lopez"],
      [[3], "Tom Smith"],
    ]);
    expect(set.data.pages.map((page) => page.name_line)).toEqual(["Maria Lopez", null, "Tom Smith"]);
    for (const page of set.data.pages) {
      expect(page).toMatchObject({ read: true, error: null });
      expect(page.uri).toContain(`/api/v1/images/${page.image_id}/file`);
    }
    expect(set.data.pages[1]!.text).toContain("interesting people");
  });

  it("gives each page as read, its words placed in its text, and no problem for a clean scan", async () => {
    for (const page of set.data.pages) {
      expect(page.transcription_evaluation).toBe("GOOD");
      expect(page.problems).toEqual([]);
      const reading = page.reading!;
      expect(reading.uri).toMatch(new RegExp(`^http://api.test/api/v1/images/${page.image_id}/page\\?key=[\\w-]{32}$`));
      expect(reading.words.length).toBeGreaterThan(10);
      for (const word of reading.words) {
        expect(page.text!.slice(word.start, word.end)).toBe(word.text);
        expect(word.box.x1 <= reading.width && word.box.y1 <= reading.height).toBe(true);
      }
    }
    const read = await suite.ctx.api.app.inject({
      method: "GET",
      url: addressPath(set.data.pages[0]!.reading!.uri),
    });
    expect(read.statusCode).toBe(200);
  });

  it("shows a page as a photo of the teacher's", async () => {
    const file = await suite.ctx.api.app.inject({ method: "GET", url: addressPath(set.data.pages[0]!.uri!) });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
  });

  it("refuses regroupings that lose or repeat a page, with a stale version, an empty group, or another teacher's student", async () => {
    const bobsClass = await createClass(suite.ctx, suite.bob.token);
    const [bobsStudent] = await addStudents(suite.ctx, suite.bob.token, bobsClass.id, ["Maria Lopez"]);
    const bobsStudentId = bobsStudent!.id;
    const patch = (groups: unknown, version = set.version + 1) =>
      calls().patch(set.id, suite.alice.token, { version, data: { groups } });
    const cases: [unknown, number, string, RegExp][] = [
      [
        [{ page_numbers: [] }, { page_numbers: [1, 2, 3] }],
        400,
        "data.groups.0.page_numbers",
        /page list of essay 1 needs at least one/,
      ],
      [[{ page_numbers: [1, 2] }], 400, "data.groups", /Page 3 is in no essay/],
      [[{ page_numbers: [1, 2] }, { page_numbers: [2, 3] }], 400, "data.groups.1.page_numbers", /Page 2 is in two/],
      [[{ page_numbers: [1, 2, 3, 4] }], 400, "data.groups.0.page_numbers", /page 4, but the class set has 3/],
      [[], 400, "data.groups", /list of essays needs at least one/],
      [[{ page_numbers: [1, 2, 3], student_id: randomUUID() }], 404, "data.groups.0.student_id", /No student of yours/],
      [
        [{ page_numbers: [1, 2, 3], student_id: bobsStudentId }],
        404,
        "data.groups.0.student_id",
        /No student of yours/,
      ],
    ];
    for (const [groups, status, field, message] of cases) {
      const reply = await patch(groups);
      expect(reply.statusCode, JSON.stringify(groups)).toBe(status);
      expect(reply.json()).toMatchObject({ error_field: field, error_message: expect.stringMatching(message) });
    }
    const stale = await patch([{ page_numbers: [1, 2, 3] }], set.version);
    expect(stale.statusCode).toBe(409);
    expect((await calls().get(set.id, suite.alice.token)).json()).toEqual(set);
  });

  it("keeps another teacher's set from them, and unknown ones from everyone", async () => {
    const body = { version: set.version + 1, data: { groups: [{ page_numbers: [1, 2, 3] }] } };
    expect((await calls().get(set.id, suite.bob.token)).statusCode).toBe(403);
    expect((await calls().patch(set.id, suite.bob.token, body)).statusCode).toBe(403);
    expect((await calls().start(set.id, suite.bob.token, set.version + 1)).statusCode).toBe(403);
    expect((await calls().get(randomUUID(), suite.alice.token)).statusCode).toBe(404);
    expect((await calls().get(set.id)).statusCode).toBe(401);
  });

  it("refuses to start when the school has fewer credits than essays, saying how many it has", async () => {
    await setCredits(suite.ctx, suite.alice.organisationId, 1);
    const reply = await calls().start(set.id, suite.alice.token, set.version + 1);
    expect(reply.statusCode).toBe(402);
    expect(reply.json().error_message).toMatch(/has 1 credit left, and correcting 2 essays needs 2 credits/);
    expect((await calls().get(set.id, suite.alice.token)).json()).toEqual(set);
    expect(await countRows(suite.ctx, "essays")).toBe(0);
    await setCredits(suite.ctx, suite.alice.organisationId, 10);
  });

  it("regroups as the teacher says, then corrects one essay per group for one credit each", async () => {
    const groups = [
      { page_numbers: [1], name: "Maria Lopez" },
      { page_numbers: [3, 2], name: "Tom Smith", original: null },
    ];
    const regrouped = await calls().patch(set.id, suite.alice.token, { version: set.version + 1, data: { groups } });
    expect(regrouped.statusCode, regrouped.body).toBe(200);
    expect(regrouped.json()).toMatchObject({ version: set.version + 1, data: { groups } });

    const started = await calls().start(set.id, suite.alice.token, set.version + 2);
    expect(started.statusCode, started.body).toBe(200);
    const { version, data } = started.json() as ClassSetResponse;
    expect(version).toBe(set.version + 2);
    expect(data.status).toBe("STARTED");
    expect(data.essay_ids).toHaveLength(2);
    const charged = (await ledgerOf(suite.ctx, suite.alice.organisationId)).filter((row) => row.reason === "essay");
    expect(charged.map((row) => row.reference).sort()).toEqual([...data.essay_ids].sort());

    const [maria, tom] = await Promise.all(data.essay_ids.map((id) => waitForCorrection(suite.ctx, id)));
    expect(maria!.data).toMatchObject({ status: "SUCCESS", name: "Maria Lopez", input_method: "IMAGE" });
    expect(maria!.data.relationships.student_image_ids_sorted).toEqual([data.pages[0]!.image_id]);
    expect(tom!.data).toMatchObject({ status: "SUCCESS", name: "Tom Smith", topic_text: CLASS_SET_DATA.topic_text });
    expect(tom!.data.relationships.student_image_ids_sorted).toEqual([
      data.pages[2]!.image_id,
      data.pages[1]!.image_id,
    ]);
    expect(tom!.data.original).toMatch(/^I think that volunteer work/);

    const again = await calls().start(set.id, suite.alice.token, version + 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toMatch(/started already/);
  }, 300_000);

  it("deletes a started set, but its essays keep the photos they were made from", async () => {
    const { essay_ids } = ((await calls().get(set.id, suite.alice.token)).json() as ClassSetResponse).data;
    expect((await calls().remove(set.id, suite.alice.token)).statusCode).toBe(204);
    expect((await calls().get(set.id, suite.alice.token)).statusCode).toBe(404);
    for (const essayId of essay_ids) {
      const essay = (await waitForCorrection(suite.ctx, essayId)).data;
      for (const imageId of essay.relationships.student_image_ids_sorted) {
        const file = await teacherImageFile(suite.ctx, suite.alice.token, imageId);
        expect(file.statusCode).toBe(200);
      }
    }
  });
});

/** The bytes of a page's image, as the thumbnail shows it. */
async function pageImageSize(page: ClassSetResponse["data"]["pages"][number]) {
  const file = await suite.ctx.api.app.inject({ method: "GET", url: addressPath(page.uri!) });
  expect(file.statusCode).toBe(200);
  return sharp(file.rawPayload).metadata();
}

describe("a class set of pages far larger than paper, or that cannot be drawn", () => {
  it("draws a 11000- and a 14400-point page within an A4 page's pixels, marks the page it cannot draw failed, and is READY", async () => {
    const set = await readySet([{ bytes: pdfWithBrokenPage(hugePagePdf(11000, 14400, 595, 595), 3) }]);
    expect(set.data).toMatchObject({ status: "READY", pages_total: 3, pages_read: 3 });
    const [huge, huger, broken] = set.data.pages;
    for (const page of [huge!, huger!]) {
      const { width = 0, height = 0 } = await pageImageSize(page);
      expect(width * height).toBeLessThanOrEqual(PAGE_PIXELS_MAX);
      expect(width).toBeGreaterThan(1400);
    }
    expect(broken).toMatchObject({
      read: true,
      uri: null,
      error: expect.stringMatching(/^This page of the PDF could not be drawn: .* Scan the page again/),
    });
    // Its one try was its last: neither a sweep nor a retry sends it again.
    const [tries] = await suite.ctx.api.db
      .selectFrom("class_set_pages")
      .select("read_attempts")
      .where("class_set_id", "=", set.id)
      .where("page_number", "=", 3)
      .execute();
    expect(tries!.read_attempts).toBe(1);
  }, 300_000);
});

describe("DELETE /api/v1/class-sets/:class_set_id", () => {
  const uploadsDir = () => suite.ctx.config.uploadsDir;

  it("deletes the teacher's set with its pages' images and their files, once", async () => {
    const before = { images: await countRows(suite.ctx, "images"), files: (await readdir(uploadsDir())).length };
    const set = await readySet([{ bytes: await scannedPdf([TOM_1], { printed: true }) }]);
    const imageUri = addressPath(set.data.pages[0]!.uri!);
    expect(await countRows(suite.ctx, "images")).toBe(before.images + 1);

    const reply = await calls().remove(set.id, suite.alice.token);
    expect(reply.statusCode, reply.body).toBe(204);
    expect((await calls().get(set.id, suite.alice.token)).statusCode).toBe(404);
    expect((await suite.ctx.api.app.inject({ method: "GET", url: imageUri })).statusCode).toBe(404);
    expect(await countRows(suite.ctx, "images")).toBe(before.images);
    expect((await readdir(uploadsDir())).length).toBe(before.files);

    const twice = await calls().remove(set.id, suite.alice.token);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ error_code: "NOT_FOUND", error_message: "This class set was not found." });
  }, 300_000);

  it("refuses another teacher's set, an unknown id, a malformed id and a caller without a token", async () => {
    const uploaded = await calls().upload(suite.alice.token, [{ bytes: typedPdf([TYPED_LI]) }]);
    const { id } = uploaded.json() as ClassSetResponse;
    const bobs = await calls().remove(id, suite.bob.token);
    expect(bobs.statusCode).toBe(403);
    expect(bobs.json()).toMatchObject({
      error_code: "FORBIDDEN",
      error_message: expect.stringMatching(/Only the teacher/),
    });
    expect((await calls().remove(randomUUID(), suite.alice.token)).statusCode).toBe(404);
    const malformed = await calls().remove("not-an-id", suite.alice.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error_field).toBe("path.class_set_id");
    expect((await calls().remove(id)).statusCode).toBe(401);
    expect((await calls().get(id, suite.alice.token)).statusCode).toBe(200);
    await waitForProposal(suite.ctx, id, suite.alice.token);
  });

  it("deletes a set still being read, and the page read meanwhile leaves no image behind", async () => {
    const images = await countRows(suite.ctx, "images");
    // The files there before; an earlier set's job may still remove one of its own meanwhile.
    const filesBefore = new Set(await readdir(uploadsDir()));
    const uploaded = await calls().upload(suite.alice.token, [
      { bytes: await scannedPdf([MARIA_1, MARIA_2, TOM_1], { printed: true }) },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await calls().remove(uploaded.json().id, suite.alice.token)).statusCode).toBe(204);
    // The page under reading when the set went is dropped by its job once read.
    const left = async () => ({
      images: await countRows(suite.ctx, "images"),
      newFiles: (await readdir(uploadsDir())).filter((file) => !filesBefore.has(file)),
    });
    await expect.poll(left, { timeout: 60_000, interval: 250 }).toEqual({ images, newFiles: [] });
  }, 120_000);
});

describe("a class set of a class", () => {
  it("matches the pages' names with the class's students, files each essay under its student, shared as the set says", async () => {
    const klass = await createClass(suite.ctx, suite.alice.token, { name: "4B" });
    const students = await addStudents(suite.ctx, suite.alice.token, klass.id, ["María López", "Li Wei"]);
    const idOf = (name: string) => students.find((student) => student.data.name === name)!.id;
    const pdf = typedPdf([TYPED_LI, MARIA_2, MARIA_1.replace("Maria Lopez", "maria lopez")]);
    const uploaded = await calls().upload(suite.alice.token, [{ bytes: pdf }], {
      ...CLASS_SET_DATA,
      class_id: klass.id,
      share_mode: "codes",
      drafts_allowed: 2,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data).toMatchObject({ share_mode: "codes", drafts_allowed: 2 });
    const set = await waitForProposal(suite.ctx, uploaded.json().id, suite.alice.token);
    expect(set.data.class_id).toBe(klass.id);
    expect(set.data.groups).toEqual([
      { page_numbers: [1, 2], student_id: idOf("Li Wei"), name: "Li Wei" },
      { page_numbers: [3], student_id: idOf("María López"), name: "María López" },
    ]);
    expect((await listOfClass(klass.id, suite.alice.token)).json()).toEqual({
      data: [
        {
          id: set.id,
          version: set.version,
          data: {
            status: "READY",
            source: "PDF",
            pages_total: 3,
            pages_read: 3,
            certificate: CLASS_SET_DATA.certificate,
            topic_text: CLASS_SET_DATA.topic_text,
            essays_made: 0,
            essays_corrected: 0,
            essays_failed: 0,
            created_at: set.data.created_at,
          },
        },
      ],
    });
    const started = await calls().start(set.id, suite.alice.token, set.version + 1);
    expect(started.statusCode, started.body).toBe(200);
    const [li, maria] = await Promise.all(
      (started.json() as ClassSetResponse).data.essay_ids.map((id) => waitForCorrection(suite.ctx, id)),
    );
    expect(li!.data).toMatchObject({ class_id: klass.id, student_id: idOf("Li Wei"), name: "Li Wei" });
    expect(maria!.data).toMatchObject({ class_id: klass.id, student_id: idOf("María López"), name: "María López" });
    for (const essay of [li!, maria!]) {
      expect(essay.data.share_mode).toBe("codes");
      const drafts = await suite.ctx.api.app.inject({
        method: "GET",
        url: `/api/v1/essays/${essay.id}/drafts`,
        headers: bearer(suite.alice.token),
      });
      expect(drafts.json().data.drafts_allowed).toBe(2);
    }
    const listed = (await listOfClass(klass.id, suite.alice.token)).json().data[0];
    expect(listed.data).toMatchObject({ status: "STARTED", essays_made: 2, essays_corrected: 2, essays_failed: 0 });
  }, 300_000);
});

describe("GET /api/v1/classes/:class_id/class-sets", () => {
  it("lists a new class's none, another class's none of this one's, and a set still read with its pages read so far", async () => {
    const klass = await createClass(suite.ctx, suite.alice.token, { name: "5C" });
    expect((await listOfClass(klass.id, suite.alice.token)).json()).toEqual({ data: [] });
    const uploaded = await calls().upload(suite.alice.token, [{ bytes: blankPdf(2) }], {
      ...CLASS_SET_DATA,
      class_id: klass.id,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data).toMatchObject({ share_mode: "corrections", drafts_allowed: 0 });
    const [listed] = (await listOfClass(klass.id, suite.alice.token)).json().data;
    expect(listed).toMatchObject({ id: uploaded.json().id, data: { pages_total: 2, essays_made: 0 } });
    expect(listed.data.pages_read).toBeLessThanOrEqual(2);
    const other = await createClass(suite.ctx, suite.alice.token, { name: "5D" });
    expect((await listOfClass(other.id, suite.alice.token)).json()).toEqual({ data: [] });
  });

  it("answers another teacher's class and an unknown one with 404, a malformed id with 400, no token with 401", async () => {
    const klass = await createClass(suite.ctx, suite.alice.token, { name: "6A" });
    const foreign = await listOfClass(klass.id, suite.bob.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error_message).toMatch(/^[A-Z].*\.$/);
    expect((await listOfClass(randomUUID(), suite.alice.token)).statusCode).toBe(404);
    const bad = await listOfClass("not-a-class", suite.alice.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_field).toBe("path.class_id");
    expect((await listOfClass(klass.id)).statusCode).toBe(401);
  });
});

describe("a class set of typed pages or photos", () => {
  it("takes a typed PDF's text as it is, without reading it from the image", async () => {
    const set = await readySet([{ bytes: typedPdf([TYPED_LI]) }]);
    expect(set.data.pages[0]).toMatchObject({
      text: TYPED_LI,
      transcription_evaluation: "GOOD",
      name_line: "Li Wei",
      problems: [],
      reading: null,
    });
    expect(groupsOf(set)).toEqual([[[1], "Li Wei"]]);
  }, 300_000);

  it("reads photos as pages, in the order they were sent", async () => {
    const files = [TOM_1, MARIA_1, MARIA_2].map((text) => ({
      bytes: printedPage(text),
      name: "page.png",
      type: "image/png",
    }));
    const blank = { bytes: await plainImage("png", { width: 800, height: 600 }), name: "blank.png", type: "image/png" };
    const set = await readySet([...files, blank]);
    expect(set.data.source).toBe("PHOTOS");
    // A photo with no writing on it says so, in its code.
    expect(set.data.pages[3]).toMatchObject({ transcription_evaluation: "BAD", problems: ["no-writing"] });
    expect(groupsOf(set)).toEqual([
      [[1], "Tom Smith"],
      [[2, 3, 4], "Maria Lopez"],
    ]);
  }, 300_000);
});

describe("POST /api/v1/class-sets/:class_set_id refuses what it cannot take, and keeps nothing of it", () => {
  const uploadsDir = () => suite.ctx.config.uploadsDir;
  const refused: [
    string,
    () => Promise<{ files: { bytes: Buffer; type?: string }[]; data?: unknown }>,
    RegExp,
    string,
  ][] = [
    [
      "a file that is not a PDF",
      async () => ({ files: [{ bytes: Buffer.from("Dear diary, not a PDF at all.") }] }),
      /The file is neither a PDF nor/,
      "file_name",
    ],
    [
      "a damaged PDF",
      async () => ({ files: [{ bytes: Buffer.from("%PDF-1.7\nnothing else") }] }),
      /could not be read as a PDF/,
      "file_name",
    ],
    [
      "a password-protected PDF",
      async () => ({ files: [{ bytes: passwordProtectedPdf(typedPdf([TYPED_LI])) }] }),
      /protected by a password/,
      "file_name",
    ],
    [
      "a PDF of 61 pages",
      async () => ({ files: [{ bytes: blankPdf(61) }] }),
      /61 pages; a class set takes at most 60/,
      "file_name",
    ],
    ["a zero-byte file", async () => ({ files: [{ bytes: Buffer.alloc(0) }] }), /The file is empty/, "file_name"],
    ["no file", async () => ({ files: [] }), /has no file/, "file_name"],
    [
      "two PDFs",
      async () => ({ files: [{ bytes: blankPdf(1) }, { bytes: blankPdf(1) }] }),
      /one PDF per class set/,
      "file_name",
    ],
    [
      "a photo and a text file",
      async () => ({ files: [{ bytes: await plainImage("png") }, { bytes: Buffer.from("hello") }] }),
      /File 2 is neither a PDF nor/,
      "file_name",
    ],
    ["no data", async () => ({ files: [{ bytes: blankPdf(1) }], data: null }), /has no class set data/, "data"],
    [
      "a share mode that is not one",
      async () => ({ files: [{ bytes: blankPdf(1) }], data: { ...CLASS_SET_DATA, share_mode: "answers" } }),
      /what the share links show/i,
      "data.share_mode",
    ],
    [
      "more drafts than a teacher may allow",
      async () => ({ files: [{ bytes: blankPdf(1) }], data: { ...CLASS_SET_DATA, drafts_allowed: 9 } }),
      /drafts allowed/i,
      "data.drafts_allowed",
    ],
    [
      "drafts that are not a whole number",
      async () => ({ files: [{ bytes: blankPdf(1) }], data: { ...CLASS_SET_DATA, drafts_allowed: "once" } }),
      /The drafts allowed must be a number/,
      "data.drafts_allowed",
    ],
    [
      "data that is not JSON",
      async () => ({ files: [{ bytes: blankPdf(1) }], data: "{certificate" }),
      /not JSON/,
      "data",
    ],
    [
      "no certificate",
      async () => ({ files: [{ bytes: blankPdf(1) }], data: { topic_text: null } }),
      /certificate/i,
      "data.certificate",
    ],
    [
      "a certificate not in the list",
      async () => ({
        files: [{ bytes: blankPdf(1) }],
        data: { certificate: { name: "Made Up", cefr_level: "B2", format: "essay" } },
      }),
      /not in the list of certificates/,
      "data.certificate",
    ],
  ];

  it.each(refused)("refuses %s with a sentence naming the field", async (_what, make, message, field) => {
    const before = { sets: await countRows(suite.ctx, "class_sets"), files: (await readdir(uploadsDir())).length };
    const { files, data } = await make();
    const { payload, headers } = classSetBody(data === null ? undefined : (data ?? CLASS_SET_DATA), files);
    const reply = await suite.ctx.api.app.inject({
      method: "POST",
      url: `/api/v1/class-sets/${randomUUID()}`,
      payload,
      headers: { ...headers, ...bearer(suite.alice.token) },
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toMatchObject({ error_message: expect.stringMatching(message), error_field: field });
    expect(await countRows(suite.ctx, "class_sets")).toBe(before.sets);
    expect((await readdir(uploadsDir())).length).toBe(before.files);
  });

  it("refuses a class that is not the teacher's as an unknown one", async () => {
    const bobsClass = await createClass(suite.ctx, suite.bob.token);
    for (const classId of [bobsClass.id, randomUUID()]) {
      const reply = await calls().upload(suite.alice.token, [{ bytes: blankPdf(1) }], {
        ...CLASS_SET_DATA,
        class_id: classId,
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({
        error_field: "data.class_id",
        error_message: expect.stringMatching(/No class of yours/),
      });
    }
  });

  it("refuses a taken id, an id that is not a random UUID, and a caller without a token", async () => {
    const id = randomUUID();
    const pdf = { bytes: typedPdf([TYPED_LI]) };
    expect((await calls().upload(suite.alice.token, [pdf], CLASS_SET_DATA, id)).statusCode).toBe(201);
    expect((await calls().upload(suite.alice.token, [pdf], CLASS_SET_DATA, id)).statusCode).toBe(409);
    expect((await calls().upload(suite.bob.token, [pdf], CLASS_SET_DATA, id)).statusCode).toBe(409);
    const notV4 = await calls().upload(
      suite.alice.token,
      [pdf],
      CLASS_SET_DATA,
      "00000000-0000-1000-8000-000000000000",
    );
    expect(notV4.statusCode).toBe(400);
    expect(notV4.json().error_field).toBe("path.class_set_id");
    const upper = await calls().upload(
      suite.alice.token,
      [pdf],
      CLASS_SET_DATA,
      randomUUID().toUpperCase() as typeof id,
    );
    expect(upper.statusCode).toBe(400);
    expect(upper.json()).toMatchObject({
      error_field: "path.class_set_id",
      error_message: "Check the class set id: write it in lower case, as crypto.randomUUID() makes it.",
    });
    // A set stored in upper case before: its lower-case twin is no second set.
    const db = suite.ctx.api.db;
    const twin = randomUUID();
    const stored = await db.selectFrom("class_sets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    await db
      .insertInto("class_sets")
      .values({ ...stored, id: twin.toUpperCase() })
      .execute();
    expect((await calls().upload(suite.alice.token, [pdf], CLASS_SET_DATA, twin)).statusCode).toBe(409);
    expect(await db.selectFrom("class_sets").select("id").where("id", "=", twin).execute()).toEqual([]);
    expect((await calls().upload(undefined, [pdf])).statusCode).toBe(401);
  });

  it("refuses to regroup or start a set whose pages are still being read", async () => {
    const uploaded = await calls().upload(suite.alice.token, [{ bytes: await scannedPdf([TOM_1], { printed: true }) }]);
    const { id, version } = uploaded.json() as ClassSetResponse;
    const body = { version: version + 1, data: { groups: [{ page_numbers: [1] }] } };
    const regroup = await calls().patch(id, suite.alice.token, body);
    // Read already on a fast machine: then the regrouping is taken, which is right too.
    if (regroup.statusCode === 409) expect(regroup.json().error_message).toMatch(/still being read/);
    else expect(regroup.statusCode).toBe(200);
    await waitForProposal(suite.ctx, id, suite.alice.token);
  }, 300_000);
});
