import { randomUUID } from "node:crypto";
import { countWords, quotedWordCount, type EssayResponse } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { buildApi } from "../app";
import { B2_FIRST_CRITERIA, createTextEssay, ESSAY_TEXT, waitForCorrection } from "../testing/essays";
import { asEditInput, ledgerOf, teacherEdit, useEssayApi } from "../testing/essay-suite";
import { insertEssayRow } from "../testing/essay-rows";

const suite = useEssayApi();

/** Patches and returns the new version, failing loudly on anything but a 200. */
async function patched(id: string, version: number, data: unknown): Promise<EssayResponse> {
  const reply = await suite.patch(id, suite.alice.token, version, data);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<EssayResponse>();
}

const FIXED_TEXT = ESSAY_TEXT.replace("before breakfast", "before a big breakfast").replace(
  "noisy and crowded",
  "loud and crowded",
);

describe("fixing an essay's text", () => {
  it(
    "corrects the fixed text again at no charge, keeping the teacher's marking where its words stand, their feedback and grade",
    { timeout: 120_000 },
    async () => {
      let essay = await waitForCorrection(suite.ctx, (await createTextEssay(suite.ctx, suite.alice.token)).id);
      const was = essay.data.edits!.find((edit) => edit.original === "We was")!;
      const go = essay.data.edits!.find((edit) => edit.original === "go")!;
      expect(was).toBeDefined();
      expect(go).toBeDefined();
      essay = await patched(essay.id, essay.version + 1, {
        edits: [
          ...essay.data.edits!.map((edit) =>
            edit === was
              ? { ...asEditInput(edit), state: "rejected" }
              : edit === go
                ? { ...asEditInput(edit), reviewed: true }
                : asEditInput(edit),
          ),
          teacherEdit(ESSAY_TEXT, "cards", "board games"),
          teacherEdit(ESSAY_TEXT, "noisy", "very noisy"),
        ],
      });
      const grades = Object.fromEntries(B2_FIRST_CRITERIA.map((name) => [name, 3]));
      essay = await patched(essay.id, essay.version + 1, {
        user_feedback: { grade_per_certificate_criterion: grades, grade: 12 },
      });
      essay = await patched(essay.id, essay.version + 1, {
        feedback: "Your ideas are clear. Check the past tense of the verbs.",
      });
      const ledgerBefore = await ledgerOf(suite.ctx, suite.alice.organisationId);

      const fixed = await patched(essay.id, essay.version + 1, { original: FIXED_TEXT });
      expect(fixed.data.status).toBe("PENDING");
      expect(fixed.data.original).toBe(FIXED_TEXT);
      await waitForCorrection(suite.ctx, essay.id);
      const done = (await suite.get(essay.id, suite.alice.token)).json<EssayResponse>();
      expect(done.data.status).toBe("SUCCESS");
      expect(await ledgerOf(suite.ctx, suite.alice.organisationId)).toEqual(ledgerBefore);

      expect(done.data.original).toBe(FIXED_TEXT);
      expect(done.data.first_original).toBe(ESSAY_TEXT);
      expect(done.data.dropped_edits!.map((edit) => edit.original)).toEqual(["noisy"]);
      const boardGames = done.data.edits!.find((edit) => edit.source === "teacher")!;
      expect(boardGames).toMatchObject({
        original: "cards",
        replacement: "board games",
        state: "added",
        start: FIXED_TEXT.indexOf("cards"),
      });
      expect(done.data.edits!.find((edit) => edit.original === "We was")).toMatchObject({
        source: "engine",
        state: "rejected",
      });
      // The teacher's check of a kept correction stands; the engine's others are still to check.
      expect(done.data.edits!.find((edit) => edit.original === "go")).toMatchObject({ state: "kept", reviewed: true });
      expect(done.data.edits!.find((edit) => edit.original === "is")?.reviewed).toBeUndefined();
      expect(done.data.correction).toContain("board games");
      expect(done.data.correction).toContain("We was staying");
      expect(done.data.correction).toContain("a big breakfast");
      expect(done.data.feedback).toBe("Your ideas are clear. Check the past tense of the verbs.");
      expect(done.data.feedback_by_teacher).toBe(true);
      expect(done.data.user_feedback).toMatchObject({ grade: 12 });
      expect(done.data.grade).not.toBeNull();

      // A visitor gets the fixed text and the marking, not the first reading nor the dropped corrections.
      const visitor = (await suite.getShared(essay.id)).json<EssayResponse>();
      expect(visitor.data).toMatchObject({ original: FIXED_TEXT, first_original: null, dropped_edits: null });
    },
  );

  it(
    "keeps the feedback the teacher had Redpen draft again, its word count now the first reading's, and drafts its first draft anew",
    { timeout: 120_000 },
    async () => {
      const fixAndWait = async (essay: EssayResponse) => {
        await patched(essay.id, essay.version + 1, { original: FIXED_TEXT });
        await waitForCorrection(suite.ctx, essay.id);
        return (await suite.get(essay.id, suite.alice.token)).json<EssayResponse>();
      };
      // The fix adds two words ("before a big breakfast"), so the count the feedback quotes changes.
      expect(countWords(FIXED_TEXT)).toBe(countWords(ESSAY_TEXT) + 2);

      const first = await waitForCorrection(suite.ctx, (await createTextEssay(suite.ctx, suite.alice.token)).id);
      expect(quotedWordCount(first.data.feedback)).toBe(countWords(ESSAY_TEXT));
      expect(first.data).toMatchObject({ feedback_by_teacher: false, feedback_kept_on_fix: false });
      const redrafted = await fixAndWait(first);
      expect(quotedWordCount(redrafted.data.feedback)).toBe(countWords(FIXED_TEXT));
      expect(redrafted.data.feedback_kept_on_fix).toBe(false);

      const essay = await waitForCorrection(suite.ctx, (await createTextEssay(suite.ctx, suite.alice.token)).id);
      const drafted = await patched(essay.id, essay.version + 1, { draft_feedback: true });
      expect(drafted.data).toMatchObject({ feedback_by_teacher: false, feedback_kept_on_fix: true });
      const done = await fixAndWait(drafted);
      expect(done.data.status).toBe("SUCCESS");
      expect(done.data.feedback).toBe(drafted.data.feedback);
      expect(done.data.feedback_kept_on_fix).toBe(true);
      // The kept feedback still quotes the first reading's count, which the web then points out.
      expect(quotedWordCount(done.data.feedback)).toBe(countWords(ESSAY_TEXT));
    },
  );

  it("corrects a photo essay's fixed text without reading the photos again", { timeout: 90_000 }, async () => {
    const id = await insertEssayRow(suite.ctx.api.db, suite.alice, {
      status: "SUCCESS",
      input_method: "IMAGE",
      student_image_ids: JSON.stringify([randomUUID()]),
      original: ESSAY_TEXT.replace("mountains", "mountians"),
      correction: ESSAY_TEXT,
      edits: "[]",
    });
    expect((await suite.patch(id, suite.alice.token, 2, { original: ESSAY_TEXT })).statusCode).toBe(200);
    await waitForCorrection(suite.ctx, id);
    const done = (await suite.get(id, suite.alice.token)).json<EssayResponse>();
    expect(done.data).toMatchObject({
      status: "SUCCESS",
      original: ESSAY_TEXT,
      first_original: ESSAY_TEXT.replace("mountains", "mountians"),
    });
  });

  it("finishes a correction of a fixed text after the api restarts", { timeout: 120_000 }, async () => {
    const id = await insertEssayRow(suite.ctx.api.db, suite.alice, {
      status: "SUCCESS",
      original: ESSAY_TEXT,
      correction: ESSAY_TEXT,
      edits: "[]",
    });
    expect((await suite.patch(id, suite.alice.token, 2, { original: FIXED_TEXT })).statusCode).toBe(200);
    await suite.ctx.api.app.close();
    suite.ctx.api = await buildApi(suite.ctx.config);
    const done = await waitForCorrection(suite.ctx, id);
    expect(done.data).toMatchObject({ status: "SUCCESS", original: FIXED_TEXT });
    expect((await ledgerOf(suite.ctx, suite.alice.organisationId)).filter((entry) => entry.reference === id)).toEqual(
      [],
    );
  });

  it("moves the teacher's corrections past a fix that only changes spacing", { timeout: 90_000 }, async () => {
    const id = await insertEssayRow(suite.ctx.api.db, suite.alice, {
      status: "SUCCESS",
      original: ESSAY_TEXT,
      correction: ESSAY_TEXT,
      edits: "[]",
    });
    const cards = ESSAY_TEXT.indexOf("cards");
    expect(
      (
        await suite.patch(id, suite.alice.token, 2, {
          edits: [
            {
              start: cards,
              end: cards + 5,
              original: "cards",
              replacement: "chess",
              source: "teacher",
              state: "added",
            },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const spaced = ESSAY_TEXT.replace("\n\n", "\n\n\n\n").replace("Some people say", "Some  people say");
    expect((await suite.patch(id, suite.alice.token, 3, { original: spaced })).statusCode).toBe(200);
    await waitForCorrection(suite.ctx, id);
    const done = (await suite.get(id, suite.alice.token)).json<EssayResponse>();
    expect(done.data.edits!.find((edit) => edit.source === "teacher")).toMatchObject({
      original: "cards",
      start: spaced.indexOf("cards"),
    });
    expect(done.data.correction).toContain("played chess every evening");
    expect(done.data.dropped_edits).toEqual([]);
  });

  it("shows the owner, and no one else, why a fix could not be corrected, until the teacher's next change", async () => {
    const failure = { reason: "The engine could not correct the essay.", original: FIXED_TEXT };
    const id = await insertEssayRow(suite.ctx.api.db, suite.alice, {
      status: "SUCCESS",
      original: ESSAY_TEXT,
      correction: ESSAY_TEXT,
      edits: "[]",
      fix_failure: JSON.stringify(failure),
    });
    expect((await suite.get(id, suite.alice.token)).json<EssayResponse>().data.fix_failure).toEqual(failure);
    expect((await suite.getShared(id)).json<EssayResponse>().data.fix_failure).toBeNull();
    expect((await suite.get(id, suite.bob.token)).statusCode).toBe(404);
    const changed = await patched(id, 2, { feedback: "Check the verbs in the first paragraph." });
    expect(changed.data.fix_failure).toBeNull();
  });

  it.each([
    [
      "another essay in place of a pasted one",
      () => ESSAY_TEXT.split(" ").reverse().join(" "),
      "that is a different essay, not a fix of this one. Fix only what was mistyped",
    ],
    ["a text of 29 words", () => Array.from({ length: 29 }, () => "word").join(" "), "needs at least 30 words"],
    ["the same text", () => ESSAY_TEXT, "This is the text as it stands"],
    ["a control character", () => `${ESSAY_TEXT}\u0000`, "The essay's text holds invisible characters"],
    ["a number", () => 42, "The essay's text must be text."],
  ])("refuses %s with a 400 in words, and stores nothing", async (_name, original, message) => {
    const id = await insertEssayRow(suite.ctx.api.db, suite.alice, {
      status: "SUCCESS",
      original: ESSAY_TEXT,
      correction: ESSAY_TEXT,
      edits: "[]",
    });
    const reply = await suite.patch(id, suite.alice.token, 2, { original: original() });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      error_field: "data.original",
      error_message: expect.stringContaining(message),
    });
    expect((await suite.get(id, suite.alice.token)).json()).toMatchObject({
      version: 1,
      data: { original: ESSAY_TEXT, status: "SUCCESS" },
    });
  });

  it("takes a photo essay's text replaced whole (the photos were misread, the pages are the same), at no charge", async () => {
    const before = await ledgerOf(suite.ctx, suite.alice.organisationId);
    const id = await insertEssayRow(suite.ctx.api.db, suite.alice, {
      status: "SUCCESS",
      input_method: "IMAGE",
      original: ESSAY_TEXT.split(" ").reverse().join(" "),
      correction: ESSAY_TEXT,
      edits: "[]",
    });
    const essay = await patched(id, 2, { original: ESSAY_TEXT });
    expect(essay.data).toMatchObject({ status: "PENDING", original: ESSAY_TEXT });
    expect(await ledgerOf(suite.ctx, suite.alice.organisationId)).toEqual(before);
  });

  it("refuses a fix while the essay is corrected, of another teacher's essay, with a stale version, or with another change", async () => {
    const pending = await insertEssayRow(suite.ctx.api.db, suite.alice, {
      status: "PENDING",
      original: ESSAY_TEXT,
      locked_until: "9999-12-31T00:00:00.000Z",
    });
    expect((await suite.patch(pending, suite.alice.token, 2, { original: FIXED_TEXT })).statusCode).toBe(409);
    const id = await insertEssayRow(suite.ctx.api.db, suite.alice, {
      status: "SUCCESS",
      original: ESSAY_TEXT,
      correction: ESSAY_TEXT,
      edits: "[]",
    });
    expect((await suite.patch(id, suite.bob.token, 2, { original: FIXED_TEXT })).statusCode).toBe(403);
    expect((await suite.patch(id, suite.alice.token, 5, { original: FIXED_TEXT })).statusCode).toBe(409);
    const both = await suite.patch(id, suite.alice.token, 2, { original: FIXED_TEXT, edits: [] });
    expect(both.statusCode).toBe(400);
    expect(both.json().error_message).toContain("send one of");
  });
});
