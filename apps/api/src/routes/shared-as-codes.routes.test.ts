import { describe, expect, it } from "vitest";
import { bearer } from "../testing/essays";
import { useEssayApi } from "../testing/essay-suite";
import { insertEssayRow } from "../testing/essay-rows";
import { SISTER_ESSAY } from "../testing/sister-essay";
import { type Teacher } from "../testing/teachers";

const suite = useEssayApi();

const TEXT = SISTER_ESSAY.text;
const ENGINE_EDITS = SISTER_ESSAY.engineEdits;
const FEEDBACK = [
  "Good ideas, clearly organised.",
  "- Tenses: 1 mistake. You wrote “my sister go to”, write “my sister went to”.",
  "Next step: read your essay again for verbs.",
].join("\n");

const markedEssay = (owner: Teacher) =>
  insertEssayRow(suite.ctx.api.db, owner, {
    status: "SUCCESS",
    original: TEXT,
    correction: TEXT.replace("go to", "went to").replace("buyed", "bought").replace("apple.", "apples."),
    edits: JSON.stringify(ENGINE_EDITS),
    grade: 10,
    grade_max: 20,
    feedback: FEEDBACK,
  });
const shareToken = async (essayId: string, token: string) =>
  (
    await suite.ctx.api.app.inject({
      method: "POST",
      url: `/api/v1/essays/${essayId}/share-link`,
      headers: bearer(token),
    })
  ).json().data.token as string;
const readShared = (token: string) =>
  suite.ctx.api.app.inject({ method: "GET", url: `/api/v1/shared-essays/${token}` });
const span = (index: number) => ({ start: ENGINE_EDITS[index]!.start, end: ENGINE_EDITS[index]!.end });

describe("an essay shared as codes", () => {
  it("is shared with its corrections until the teacher chooses codes", async () => {
    const essayId = await markedEssay(suite.alice);
    const shared = (await readShared(await shareToken(essayId, suite.alice.token))).json();
    expect(shared.data.share_mode).toBe("corrections");
    expect(shared.data.edits.map((edit: { replacement: string }) => edit.replacement)).toEqual([
      "went",
      "bought",
      "apples",
    ]);
    expect(shared.data.correction).toContain("went");
  });

  it("sends the student no correct form, but for the answer given anyway: not in the edits, the corrected text or the feedback", async () => {
    const essayId = await markedEssay(suite.alice);
    const token = await shareToken(essayId, suite.alice.token);
    const patched = await suite.patch(essayId, suite.alice.token, 2, {
      share_mode: "codes",
      answers_given: [span(1)],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().version).toBe(2);
    expect(patched.json().data.share_mode).toBe("codes");
    // The teacher still sees every answer.
    expect(patched.json().data.edits.map((edit: { replacement: string }) => edit.replacement)).toEqual([
      "went",
      "bought",
      "apples",
    ]);

    const reply = await readShared(token);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(reply.body).not.toContain("went");
    expect(reply.body).not.toContain("apples");
    expect(data.correction).toBeNull();
    expect(data.edits).toEqual([
      expect.objectContaining({
        original: "go",
        replacement: "",
        explanation: "",
        category: "tense",
        answer_hidden: true,
      }),
      expect.objectContaining({ original: "buyed", replacement: "bought", answer_given: true }),
      expect.objectContaining({ original: "apple", replacement: "", explanation: "", answer_hidden: true }),
    ]);
    expect(data.edits[1].answer_hidden).toBeUndefined();
    expect(data.feedback).toBe(
      FEEDBACK.replace("You wrote “my sister go to”, write “my sister went to”.", "Look again at “my sister go to”."),
    );
    expect(data.correction_codes.map((entry: { code: string }) => entry.code)).toContain("T");

    // Back to corrections: the student sees them all again.
    await suite.patch(essayId, suite.alice.token, 3, { share_mode: "corrections" });
    expect((await readShared(token)).body).toContain("went");
  });

  it("keeps the answers given through a later change of the marking, and clears those not named again", async () => {
    const essayId = await markedEssay(suite.alice);
    await suite.patch(essayId, suite.alice.token, 2, { share_mode: "codes", answers_given: [span(0), span(2)] });
    const again = await suite.patch(essayId, suite.alice.token, 3, { share_mode: "codes", answers_given: [span(2)] });
    expect(again.json().data.edits.map((edit: { answer_given?: true }) => edit.answer_given ?? false)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it("refuses another teacher (403), a stale version (409), an unknown mode and a span with no correction (400)", async () => {
    const essayId = await markedEssay(suite.alice);
    const foreign = await suite.patch(essayId, suite.bob.token, 2, { share_mode: "codes" });
    expect(foreign.statusCode).toBe(403);
    const stale = await suite.patch(essayId, suite.alice.token, 1, { share_mode: "codes" });
    expect(stale.statusCode).toBe(409);
    const mode = await suite.patch(essayId, suite.alice.token, 2, { share_mode: "answers" });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().error_field).toBe("data.share_mode");
    const nowhere = await suite.patch(essayId, suite.alice.token, 2, {
      share_mode: "codes",
      answers_given: [{ start: 0, end: 9 }],
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({
      error_field: "data.answers_given.0",
      error_message: "Given answer 1 names no correction the student sees: there is none from 0 to 9. Reload the page.",
    });
    const backwards = await suite.patch(essayId, suite.alice.token, 2, {
      share_mode: "codes",
      answers_given: [{ start: 9, end: 0 }],
    });
    expect(backwards.statusCode).toBe(400);
    const mixed = await suite.patch(essayId, suite.alice.token, 2, {
      share_mode: "codes",
      feedback: "Two kinds at once.",
    });
    expect(mixed.statusCode).toBe(400);
    const essay = (await suite.get(essayId, suite.alice.token)).json();
    expect(essay).toMatchObject({ version: 1, data: { share_mode: "corrections" } });
  });
});

describe("the code a teacher picks for a correction", () => {
  it("is kept with the marking, shown to the student, and must be one of the school's codes", async () => {
    const essayId = await markedEssay(suite.alice);
    const edits = ENGINE_EDITS.map((edit) => ({ ...edit, source: "engine", state: "kept" }));
    const picked = await suite.patch(essayId, suite.alice.token, 2, {
      edits: [
        { ...edits[0], code: "WW" },
        { ...edits[1], answer_given: true },
        edits[2],
        {
          start: TEXT.indexOf("happy"),
          end: TEXT.indexOf("happy") + 5,
          original: "happy",
          replacement: "glad",
          source: "teacher",
          state: "added",
          code: "?",
        },
      ],
    });
    expect(picked.statusCode).toBe(200);
    const marking = picked.json().data.edits;
    expect(marking[0]).toMatchObject({ original: "go", code: "WW" });
    expect(marking[1]).toMatchObject({ original: "buyed", answer_given: true });
    expect(marking[1].code).toBeUndefined();
    expect(marking[3]).toMatchObject({ original: "happy", source: "teacher", code: "?" });
    expect(marking[3].category).not.toBe("");

    const shared = (await readShared(await shareToken(essayId, suite.alice.token))).json();
    expect(shared.data.edits[0]).toMatchObject({ original: "go", code: "WW" });

    const unknown = await suite.patch(essayId, suite.alice.token, 3, { edits: [{ ...edits[0], code: "Zz" }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error_field: "data.edits.0.code",
      error_message: "Correction 1's code 'Zz' is not one of your school's correction codes: pick one from the list.",
    });
    const tooLong = await suite.patch(essayId, suite.alice.token, 3, { edits: [{ ...edits[0], code: "Toolong" }] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error_field).toBe("data.edits.0.code");
  });
});
