import type { EssayEdit, EssayResponse } from "@redpen/contract";
import { classifyTextEdit } from "@redpen/engine";
import { beforeAll, describe, expect, it } from "vitest";
import { createTextEssay, waitForCorrection } from "../testing/essays";
import { asEditInput, ledgerOf, teacherEdit, useEssayApi } from "../testing/essay-suite";
import { insertEssayRow } from "../testing/essay-rows";
import { SISTER_ESSAY } from "../testing/sister-essay";
import { type Teacher } from "../testing/teachers";

const suite = useEssayApi();

const TEXT = SISTER_ESSAY.text;
/** The first two of its engine edits. */
const ENGINE_EDITS = SISTER_ESSAY.engineEdits.slice(0, 2);

/** A corrected essay stored directly, with the engine edits above. */
const storedEssay = (owner: Teacher, fields: Record<string, unknown> = {}) =>
  insertEssayRow(suite.ctx.api.db, owner, {
    status: "SUCCESS",
    original: TEXT,
    correction: TEXT,
    edits: JSON.stringify(ENGINE_EDITS),
    grade: 10,
    grade_max: 20,
    ...fields,
  });
const engineInputs = () => ENGINE_EDITS.map((edit) => ({ ...edit, source: "engine", state: "kept" }));

describe("the teacher's marking over HTTP", () => {
  let essay: EssayResponse;

  beforeAll(async () => {
    essay = await waitForCorrection(suite.ctx, (await createTextEssay(suite.ctx, suite.alice.token)).id);
  });

  it("gives every engine edit its source and state before the teacher acts", () => {
    expect(essay.data.edits!.length).toBeGreaterThan(1);
    expect(essay.data.edits!.every((edit) => edit.source === "engine" && edit.state === "kept")).toBe(true);
  });

  it("rejects, changes and adds corrections; proposes explanations; rebuilds the correction and the advised grade; charges nothing", async () => {
    const ledgerBefore = await ledgerOf(suite.ctx, suite.alice.organisationId);
    const [rejected, changed, ...kept] = essay.data.edits!;
    const text = essay.data.original!;
    const added = [teacherEdit(text, "cards", "board games"), teacherEdit(text, "every evening", "almost ", true)];
    const reply = await suite.patch(essay.id, suite.alice.token, essay.version + 1, {
      edits: [
        { ...asEditInput(rejected!), state: "rejected" },
        {
          ...asEditInput(changed!),
          replacement: `${changed!.replacement}!`,
          explanation: undefined,
          category: undefined,
          state: "changed",
        },
        ...kept.map(asEditInput),
        ...added,
      ],
    });
    expect(reply.statusCode).toBe(200);
    const marked = reply.json<EssayResponse>();
    expect(marked.version).toBe(essay.version + 1);
    const edits = marked.data.edits!;
    expect(edits.find((edit) => edit.start === rejected!.start && edit.rule_id === rejected!.rule_id)).toMatchObject({
      source: "engine",
      state: "rejected",
      replacement: rejected!.replacement,
    });
    const changedEdit = edits.find((edit) => edit.start === changed!.start && edit.rule_id === changed!.rule_id)!;
    expect(changedEdit).toMatchObject({ source: "engine", state: "changed", replacement: `${changed!.replacement}!` });
    expect(changedEdit.explanation).not.toBe("");
    const teacherEdits = edits.filter((edit) => edit.source === "teacher");
    expect(teacherEdits).toHaveLength(2);
    for (const edit of teacherEdits) {
      expect(edit).toMatchObject({ state: "added", rule_id: "teacher" });
      expect(edit.category).not.toBe("");
      expect(edit.explanation).toMatch(/^[A-Z'].*\.$/);
    }
    // The engine's explanation, stored; what it says is the engine's tests' concern.
    const cards = teacherEdits.find((edit) => edit.original === "cards")!;
    expect(cards.explanation).toBe(classifyTextEdit(text, cards).explanation);
    // The correction is the text with every edit but the rejected one applied.
    expect(marked.data.correction).toContain("board games");
    expect(marked.data.correction).toContain("almost every evening");
    expect(marked.data.correction).toContain(`${changed!.replacement}!`);
    expect(marked.data.correction!.slice(0, 200)).toContain(text.slice(rejected!.start, rejected!.end));
    expect(marked.data.grade).not.toBeNull();
    expect(marked.data.grade_per_certificate_criterion).not.toBeNull();
    expect(await ledgerOf(suite.ctx, suite.alice.organisationId)).toEqual(ledgerBefore);

    // The owner sees the rejected edit, the student's link does not.
    expect((await suite.get(essay.id, suite.alice.token)).json().data.edits).toHaveLength(edits.length);
    const visitor = (await suite.getShared(essay.id)).json<EssayResponse>();
    expect(visitor.data.edits!.some((edit) => edit.state === "rejected")).toBe(false);
    expect(visitor.data.edits).toHaveLength(edits.length - 1);
    expect(visitor.data.correction).toBe(marked.data.correction);
    essay = marked;
  });

  it("gives the teacher each criterion's top band, step and why its grade was advised, refreshed with the marking; a visitor the bands alone", async () => {
    const criteria = essay.data.grading_criteria!;
    expect(criteria.map(({ name, max, step }) => ({ name, max, step }))).toEqual(
      ["Content", "Communicative Achievement", "Organisation", "Language"].map((name) => ({ name, max: 5, step: 1 })),
    );
    for (const criterion of criteria) {
      expect(criterion.reason!.band.length).toBeGreaterThan(20);
      expect(criterion.reason!.evidence.length).toBeGreaterThan(0);
    }
    const mistakesOf = (reply: EssayResponse) =>
      reply.data.grading_criteria!.find((criterion) => criterion.name === "Language")!.reason!.evidence[0];
    expect(mistakesOf(essay)).toMatch(/^\d+ mistakes? counted/);
    // Rejecting every engine correction leaves no mistake counted: the reasons follow the marking.
    const none = await suite.patch(essay.id, suite.alice.token, essay.version + 1, {
      edits: essay.data.edits!.filter((edit) => edit.source === "teacher").map(asEditInput),
    });
    expect(none.statusCode).toBe(200);
    const unmarked = none.json<EssayResponse>();
    expect(mistakesOf(unmarked)).toMatch(/^\d+ mistakes? counted|^No mistakes counted\.$/);
    expect(mistakesOf(unmarked)).not.toBe(mistakesOf(essay));
    const visitor = (await suite.getShared(essay.id)).json<EssayResponse>();
    expect(visitor.data.grading_criteria!.map((criterion) => criterion.reason)).toEqual([null, null, null, null]);
    expect(visitor.data.grading_criteria!.map((criterion) => criterion.max)).toEqual([5, 5, 5, 5]);
    essay = unmarked;
  });

  it("keeps a teacher's saved grade when the marking changes", async () => {
    const id = await storedEssay(suite.alice, {
      user_feedback: JSON.stringify({
        grade: 15,
        grade_per_certificate_criterion: { Content: 4, "Communicative Achievement": 4, Organisation: 4, Language: 3 },
      }),
    });
    const reply = await suite.patch(id, suite.alice.token, 2, { edits: engineInputs().slice(1) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.user_feedback.grade).toBe(15);
  });
});

describe("drafting the feedback again", () => {
  it("drafts it from the marking, replacing the teacher's feedback, and says it is a draft again", async () => {
    const id = await storedEssay(suite.alice, { feedback: "My own words for the student.", feedback_by_teacher: 1 });
    expect((await suite.get(id, suite.alice.token)).json().data.feedback_by_teacher).toBe(true);
    const reply = await suite.patch(id, suite.alice.token, 2, { draft_feedback: true });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.feedback).not.toBe("My own words for the student.");
    expect(reply.json().data.feedback.split(" ").length).toBeGreaterThan(20);
    expect(reply.json().data.feedback_by_teacher).toBe(false);
    expect(reply.json().version).toBe(2);
  });

  it("refuses anything but true, and an essay still being corrected", async () => {
    const id = await storedEssay(suite.alice);
    expect((await suite.patch(id, suite.alice.token, 2, { draft_feedback: false })).json()).toMatchObject({
      error_message: "The feedback draft must be true.",
      error_field: "data.draft_feedback",
    });
    const pending = await storedEssay(suite.alice, { status: "PENDING", locked_until: "9999-12-31T00:00:00.000Z" });
    expect((await suite.patch(pending, suite.alice.token, 2, { draft_feedback: true })).statusCode).toBe(409);
  });
});

describe("the marking's edges", () => {
  it("counts an engine edit left out as rejected", async () => {
    const id = await storedEssay(suite.alice);
    const reply = await suite.patch(id, suite.alice.token, 2, { edits: [] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.edits.map((edit: EssayEdit) => edit.state)).toEqual(["rejected", "rejected"]);
    expect(reply.json().data.correction).toBe(TEXT);
  });

  it("accepts touching spans, an insertion at the end and an empty replacement", async () => {
    const id = await storedEssay(suite.alice);
    const edits = [
      ...engineInputs(),
      {
        start: 22,
        end: 26,
        original: " to ",
        replacement: " off to ",
        source: "teacher",
        state: "added",
        explanation: "Say 'went off to'.",
      },
      {
        start: TEXT.length,
        end: TEXT.length,
        original: "",
        replacement: " Well done!",
        source: "teacher",
        state: "added",
      },
      { start: 58, end: 59, original: ".", replacement: "", source: "teacher", state: "added" },
    ];
    const reply = await suite.patch(id, suite.alice.token, 2, { edits });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.correction).toBe(
      `Yesterday my sister went off to the market and bought three apple${TEXT.slice(59)} Well done!`,
    );
    expect(reply.json().data.edits.find((edit: EssayEdit) => edit.start === 22).explanation).toBe("Say 'went off to'.");
  });

  it.each([
    [
      "two edits over the same words",
      () => [
        ...engineInputs(),
        { start: 20, end: 22, original: "go", replacement: "goes", source: "teacher", state: "added" },
      ],
      ["data.edits.2", "Check correction 3: it overlaps correction 1; one correction per part of the text."],
    ],
    [
      "an edit past the end",
      () => [
        {
          start: TEXT.length,
          end: TEXT.length + 3,
          original: "abc",
          replacement: "x",
          source: "teacher",
          state: "added",
        },
      ],
      ["data.edits.0.end", "Correction 1 ends after the text: the text has"],
    ],
    [
      "a span off by one",
      () => [{ start: 21, end: 23, original: "go", replacement: "went", source: "teacher", state: "added" }],
      ["data.edits.0.original", 'Correction 1 is not on the text as it stands: the text from 21 to 23 is "o "'],
    ],
    [
      "an original that does not match its span",
      () => [
        { start: 20, end: 22, original: "go", replacement: "went", source: "teacher", state: "added" },
        { start: 0, end: 3, original: "Yesterday", replacement: "x", source: "teacher", state: "added" },
      ],
      ["data.edits.1.original", "The original of correction 2 must be the 3 characters from start to end."],
    ],
    [
      "an engine edit the engine never made",
      () => [{ ...engineInputs()[0], rule_id: "made-up" }],
      ["data.edits.0", "Correction 1 is not one Redpen made"],
    ],
    [
      "a teacher's edit marked kept",
      () => [{ start: 0, end: 9, original: "Yesterday", replacement: "Today", source: "teacher", state: "kept" }],
      ["data.edits.0.state", "Check the state of correction 1: a teacher's edit is 'added'."],
    ],
    [
      "a control character",
      () => [
        { start: 0, end: 9, original: "Yesterday", replacement: "To\u0000day", source: "teacher", state: "added" },
      ],
      ["data.edits.0.replacement", "The replacement of correction 1 holds invisible characters"],
    ],
    [
      "an end before the start",
      () => [{ start: 5, end: 2, original: "", replacement: "x", source: "teacher", state: "added" }],
      ["data.edits.0.end", "The end of correction 1 must not come before the start."],
    ],
    [
      "a wrong type",
      () => [{ start: "0", end: 9, original: "Yesterday", replacement: "Today", source: "teacher", state: "added" }],
      ["data.edits.0.start", "The start of correction 1 must be a number."],
    ],
    [
      "a missing field",
      () => [{ start: 0, end: 9, original: "Yesterday", source: "teacher", state: "added" }],
      ["data.edits.0.replacement", "The replacement of correction 1 is missing."],
    ],
    [
      "2,001 edits",
      () =>
        Array.from({ length: 2001 }, (_, i) => ({
          start: i,
          end: i,
          original: "",
          replacement: "x",
          source: "teacher",
          state: "added",
        })),
      ["data.edits", "The corrections can hold at most 2,000 items."],
    ],
  ])("refuses %s with a 400 naming the edit in words, and stores nothing", async (_name, edits, [field, message]) => {
    const id = await storedEssay(suite.alice);
    const reply = await suite.patch(id, suite.alice.token, 2, { edits: edits() });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error_field).toBe(field);
    expect(reply.json().error_message).toContain(message);
    expect(reply.json().error_message).not.toContain("data.");
    const stored = (await suite.get(id, suite.alice.token)).json<EssayResponse>();
    expect(stored.version).toBe(1);
    expect(stored.data.edits!.every((edit) => edit.state === "kept")).toBe(true);
  });

  it("stores an engine edit sent as kept with other words as changed", async () => {
    const id = await storedEssay(suite.alice);
    const reply = await suite.patch(id, suite.alice.token, 2, {
      edits: [{ ...engineInputs()[0], replacement: "went off" }, engineInputs()[1]],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.edits[0]).toMatchObject({ state: "changed", replacement: "went off" });
  });

  it("refuses another teacher's essay, a stale version and an essay still being corrected", async () => {
    const id = await storedEssay(suite.alice);
    expect((await suite.patch(id, suite.bob.token, 2, { edits: [] })).statusCode).toBe(403);
    expect((await suite.patch(id, suite.alice.token, 3, { edits: [] })).statusCode).toBe(409);
    expect((await suite.patch(id, suite.alice.token, 2, { edits: [] })).statusCode).toBe(200);
    // A second tab that still has version 1 gets the 409 and loses nothing: it reloads and sends again.
    const stale = await suite.patch(id, suite.alice.token, 2, { edits: engineInputs() });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toContain("send 3");
    const pending = await storedEssay(suite.alice, { status: "PENDING", locked_until: "9999-12-31T00:00:00.000Z" });
    expect((await suite.patch(pending, suite.alice.token, 2, { edits: [] })).statusCode).toBe(409);
  });

  it("stores which kept corrections the teacher checked, for the owner only; one changed back to the engine's words counts as checked", async () => {
    const id = await storedEssay(suite.alice);
    const [go, buyed] = engineInputs();
    const reply = await suite.patch(id, suite.alice.token, 2, {
      edits: [
        { ...go, reviewed: true },
        { ...buyed, state: "changed" },
        { ...teacherEdit(TEXT, "apple", "apples"), reviewed: true },
      ],
    });
    expect(reply.statusCode).toBe(200);
    const owner = (await suite.get(id, suite.alice.token)).json<EssayResponse>().data.edits!;
    expect(owner.map(({ state, reviewed }) => ({ state, reviewed }))).toEqual([
      { state: "kept", reviewed: true },
      { state: "kept", reviewed: true },
      { state: "added", reviewed: undefined },
    ]);
    const visitor = (await suite.getShared(id)).json<EssayResponse>().data.edits!;
    expect(visitor.some((edit) => "reviewed" in edit)).toBe(false);

    // Sent again without the check (an Undo), it is unchecked; a rejected one is checked by being rejected.
    const undone = await suite.patch(id, suite.alice.token, 3, {
      edits: [go, { ...buyed, state: "rejected", reviewed: true }],
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<EssayResponse>().data.edits!.map(({ state, reviewed }) => ({ state, reviewed }))).toEqual([
      { state: "kept", reviewed: undefined },
      { state: "rejected", reviewed: undefined },
    ]);
  });

  it("refuses a check that is not true or false", async () => {
    const id = await storedEssay(suite.alice);
    const reply = await suite.patch(id, suite.alice.token, 2, { edits: [{ ...engineInputs()[0], reviewed: "yes" }] });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error_message).toContain("reviewed");
  });

  it("keeps engine edits from before this change (no source or state stored) readable", async () => {
    const id = await storedEssay(suite.alice);
    const reply = await suite.get(id, suite.alice.token);
    expect(reply.json().data.edits).toEqual(ENGINE_EDITS.map((edit) => ({ ...edit, source: "engine", state: "kept" })));
  });
});
