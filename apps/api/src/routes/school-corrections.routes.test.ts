import { SCHOOL_RULE_ID, type EssayEdit, type EssayResponse, type SchoolCorrection } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { bearer, createTextEssay, ESSAY_TEXT, setCredits, waitForCorrection } from "../testing/essays";
import { asEditInput, teacherEdit, useEssayApi } from "../testing/essay-suite";
import { call } from "../testing/organisations";
import { invitedTeacher, type Teacher } from "../testing/teachers";

const suite = useEssayApi();

const corrected = async (teacher: Teacher): Promise<EssayResponse> =>
  waitForCorrection(suite.ctx, (await createTextEssay(suite.ctx, teacher.token)).id);

/** The teacher's marking with one change: the engine's edits as they are, and `extra`. */
async function mark(teacher: Teacher, essay: EssayResponse, edits: object[]): Promise<EssayResponse> {
  const reply = await suite.patch(essay.id, teacher.token, essay.version + 1, { edits });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

const rememberedOf = async (teacher: Teacher): Promise<SchoolCorrection[]> =>
  (
    await suite.ctx.api.app.inject({
      method: "GET",
      url: `/api/v1/organisations/${teacher.organisationId}/corrections`,
      headers: bearer(teacher.token),
    })
  ).json().data;

const suggestionsIn = (essay: EssayResponse) => essay.data.edits!.filter((edit) => edit.rule_id === SCHOOL_RULE_ID);

describe("a school's remembered corrections", () => {
  it(
    "suggests a correction its teachers made three times on its later essays only, and stops when teachers reject it",
    { timeout: 180_000 },
    async () => {
      await setCredits(suite.ctx, suite.alice.organisationId, 50);
      for (let i = 0; i < 3; i++) {
        const essay = await corrected(suite.alice);
        await mark(suite.alice, essay, [
          ...essay.data.edits!.map(asEditInput),
          { ...teacherEdit(ESSAY_TEXT, "cards", "board games"), explanation: "Name the game you played." },
        ]);
      }
      const [remembered] = await rememberedOf(suite.alice);
      expect(remembered).toMatchObject({
        original: "cards",
        replacement: "board games",
        explanation: "Name the game you played.",
        added: 3,
        teachers: 1,
        suggested: 0,
        active: true,
        switched_off: false,
      });
      expect(await rememberedOf(suite.bob)).toEqual([]);

      // The school's next essay gets it as a suggestion; another school's does not.
      const next = await corrected(suite.alice);
      expect(suggestionsIn(next)).toEqual([
        expect.objectContaining({
          original: "cards",
          replacement: "board games",
          explanation: "Name the game you played.",
          source: "engine",
          state: "kept",
        }),
      ]);
      expect(next.data.correction).toContain("played board games every evening");
      expect(suggestionsIn(await corrected(suite.bob))).toEqual([]);
      expect((await rememberedOf(suite.alice))[0]).toMatchObject({ suggested: 1, rejected: 0 });

      // A teacher who left the school gets none of its suggestions on the essays they keep.
      const leaver = {
        ...(await invitedTeacher(suite.ctx, suite.alice.token, suite.alice.organisationId)),
        organisationId: suite.alice.organisationId,
      };
      const kept = await corrected(leaver);
      expect(suggestionsIn(kept)).toHaveLength(1);
      const leaves = `/organisations/${suite.alice.organisationId}/users/${leaver.userId}`;
      expect((await call(suite.ctx, "DELETE", leaves, suite.alice.token)).statusCode).toBe(204);
      const fixed = ESSAY_TEXT.replace("We was", "We were");
      const fix = await suite.patch(kept.id, leaver.token, kept.version + 1, { original: fixed });
      expect(fix.statusCode, fix.body).toBe(200);
      const refixed = await waitForCorrection(suite.ctx, kept.id);
      expect(refixed.data.original).toBe(fixed);
      expect(suggestionsIn(refixed)).toEqual([]);

      // Rejected, it is kept in none of its suggestions: below 60%, it is no longer suggested.
      const suggestion = suggestionsIn(next)[0]!;
      await mark(
        suite.alice,
        next,
        next.data.edits!.map((edit) =>
          edit === suggestion ? { ...asEditInput(edit), state: "rejected" } : asEditInput(edit),
        ),
      );
      expect((await rememberedOf(suite.alice))[0]).toMatchObject({ suggested: 2, rejected: 1, active: false });
      expect(suggestionsIn(await corrected(suite.alice))).toEqual([]);
    },
  );

  it("is switched off and on by any teacher of the school, and by no one else", async () => {
    const [remembered] = await rememberedOf(suite.alice);
    const url = (organisationId: string, id: string) => `/api/v1/organisations/${organisationId}/corrections/${id}`;
    const patch = (teacher: Teacher, organisationId: string, id: string, payload: unknown) =>
      suite.ctx.api.app.inject({
        method: "PATCH",
        url: url(organisationId, id),
        headers: bearer(teacher.token),
        payload: payload as object,
      });
    const off = await patch(suite.alice, suite.alice.organisationId, remembered!.id, { data: { switched_off: true } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ switched_off: true, active: false });
    expect(
      (await patch(suite.bob, suite.alice.organisationId, remembered!.id, { data: { switched_off: false } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await patch(suite.bob, suite.bob.organisationId, remembered!.id, { data: { switched_off: false } })).statusCode,
    ).toBe(404);
    expect(
      (await patch(suite.alice, suite.alice.organisationId, remembered!.id, { data: { switched_off: "no" } }))
        .statusCode,
    ).toBe(400);
    expect((await patch(suite.alice, suite.alice.organisationId, remembered!.id, { data: {} })).statusCode).toBe(400);
    expect((await rememberedOf(suite.alice))[0]).toMatchObject({ switched_off: true });
  });

  it("learns nothing from a new explanation alone, and one from new words", { timeout: 60_000 }, async () => {
    const essay = await corrected(suite.alice);
    const was = essay.data.edits!.find((edit) => edit.original === "We was")!;
    const explained = await mark(
      suite.alice,
      essay,
      essay.data.edits!.map((edit) =>
        edit === was ? { ...asEditInput(edit), explanation: "Use 'were' with 'we'." } : asEditInput(edit),
      ),
    );
    expect((await rememberedOf(suite.alice)).map((entry) => entry.original)).not.toContain("We was");
    await mark(
      suite.alice,
      explained,
      explained.data.edits!.map((edit) =>
        edit.original === "We was"
          ? { ...asEditInput(edit), replacement: "We had been", state: "changed" }
          : asEditInput(edit),
      ),
    );
    expect((await rememberedOf(suite.alice)).find((entry) => entry.original === "We was")).toMatchObject({
      replacement: "We had been",
      added: 1,
      status: "made-too-few-times",
    });
  });

  it(
    "counts its words left as written against a remembered correction, once per essay, until a teacher corrects them",
    { timeout: 180_000 },
    async () => {
      const earlier = await corrected(suite.alice);
      for (let i = 0; i < 3; i++) {
        const essay = await corrected(suite.alice);
        await mark(suite.alice, essay, [
          ...essay.data.edits!.map(asEditInput),
          teacherEdit(ESSAY_TEXT, "noisy", "loud"),
        ]);
      }
      const loud = async () => (await rememberedOf(suite.alice)).find((entry) => entry.original === "noisy")!;
      expect(await loud()).toMatchObject({ added: 3, left_as_written: 0, active: true });

      // The essay written before it was remembered got no suggestion; its teacher leaves "noisy" as written.
      const left = await mark(suite.alice, earlier, earlier.data.edits!.map(asEditInput));
      expect(await loud()).toMatchObject({
        suggested: 0,
        left_as_written: 1,
        active: false,
        status: "rejected-too-often",
      });
      const again = await mark(suite.alice, left, left.data.edits!.map(asEditInput));
      expect(await loud()).toMatchObject({ left_as_written: 1 });

      // Corrected there after all: no longer left, and made once more.
      await mark(suite.alice, again, [...again.data.edits!.map(asEditInput), teacherEdit(ESSAY_TEXT, "noisy", "loud")]);
      expect(await loud()).toMatchObject({ added: 4, left_as_written: 0, active: true });
    },
  );

  it("learns nothing from a teacher who left the school, marking an essay they keep", { timeout: 60_000 }, async () => {
    const leaver = {
      ...(await invitedTeacher(suite.ctx, suite.bob.token, suite.bob.organisationId)),
      organisationId: suite.bob.organisationId,
    };
    const essay = await corrected(leaver);
    const removed = await call(
      suite.ctx,
      "DELETE",
      `/organisations/${suite.bob.organisationId}/users/${leaver.userId}`,
      suite.bob.token,
    );
    expect(removed.statusCode).toBe(204);
    // Their essay stays theirs to mark, but the school they left remembers none of it.
    await mark(leaver, essay, [...essay.data.edits!.map(asEditInput), teacherEdit(ESSAY_TEXT, "cards", "board games")]);
    expect(await rememberedOf(suite.bob)).toEqual([]);
  });
});

describe("a school's remembered corrections and a teacher's Undo and Redo", () => {
  it(
    "count the marking as it stands: Undo then Redo leaves them exactly as they were, and an undone correction is learnt neither as made nor as rejected",
    { timeout: 120_000 },
    async () => {
      // As the web saves: each step sends the whole marking, an Undo the edits as they were before the step.
      const send = (essay: EssayResponse, edits: readonly EssayEdit[]) =>
        mark(suite.alice, essay, edits.map(asEditInput));
      const essay = await corrected(suite.alice);
      const start = await send(essay, essay.data.edits!);
      const atStart = await rememberedOf(suite.alice);
      expect(atStart.map((entry) => entry.original)).not.toContain("crowded");

      // The teacher adds a correction of their own: made once, by one teacher.
      const added = await mark(suite.alice, start, [
        ...start.data.edits!.map(asEditInput),
        teacherEdit(ESSAY_TEXT, "crowded", "packed"),
      ]);
      const afterAdding = await rememberedOf(suite.alice);
      expect(afterAdding.find((entry) => entry.original === "crowded")).toMatchObject({
        replacement: "packed",
        added: 1,
        teachers: 1,
        left_as_written: 0,
      });

      // Undo: as before it, the correction not remembered, and its words not counted as left as written.
      const undone = await send(added, start.data.edits!);
      expect(await rememberedOf(suite.alice)).toEqual(atStart);
      // Redo: as after it, not made twice.
      const redone = await send(undone, added.data.edits!);
      expect(await rememberedOf(suite.alice)).toEqual(afterAdding);

      // Giving a school suggestion other words rejects it and makes the new words; undone, neither counts.
      const suggestion = suggestionsIn(redone).find((edit) => edit.original === "noisy");
      expect(suggestion, "the school suggests 'loud' for 'noisy' by now").toBeDefined();
      const changed = await send(
        redone,
        redone.data.edits!.map((edit) =>
          edit === suggestion ? { ...edit, replacement: "very loud", state: "changed" as const } : edit,
        ),
      );
      const afterChanging = await rememberedOf(suite.alice);
      const loud = (list: SchoolCorrection[]) =>
        list.find((entry) => entry.original === "noisy" && entry.replacement === "loud")!;
      expect(loud(afterChanging).rejected).toBe(loud(afterAdding).rejected + 1);
      expect(afterChanging.find((entry) => entry.replacement === "very loud")).toMatchObject({ added: 1 });
      const undoneAgain = await send(changed, redone.data.edits!);
      expect(await rememberedOf(suite.alice)).toEqual(afterAdding);
      await send(undoneAgain, changed.data.edits!);
      expect(await rememberedOf(suite.alice)).toEqual(afterChanging);
    },
  );
});
