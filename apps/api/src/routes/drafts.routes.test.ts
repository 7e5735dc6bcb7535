import { describe, expect, it } from "vitest";
import { bearer, ESSAY_TEXT, essayTextEdit as edit } from "../testing/essays";
import { insertEssayRow } from "../testing/essay-rows";
import { useEssayApi } from "../testing/essay-suite";
import { type Teacher } from "../testing/teachers";

const suite = useEssayApi();

const ENGINE_EDITS = [
  edit("I go", "went"),
  edit("We was", "were", "subject-verb agreement"),
  edit("relax and breath", "breathe", "spelling"),
  edit("holidays in nature is", "are", "subject-verb agreement"),
  edit("cheaper, healthier", "healthy", "word choice"),
];
/** A corrected essay of the teacher's with four marks kept and one rejected, graded, with private notes. */
const markedEssay = (owner: Teacher, draftsAllowed = 0) =>
  insertEssayRow(suite.ctx.api.db, owner, {
    status: "SUCCESS",
    original: ESSAY_TEXT,
    correction: ESSAY_TEXT,
    grade_max: 20,
    drafts_allowed: draftsAllowed,
    edits: JSON.stringify(ENGINE_EDITS),
    user_feedback: JSON.stringify({ correction: "bad", comment: "Private note about this class." }),
    marking: JSON.stringify([
      ...ENGINE_EDITS.slice(0, 4).map((e) => ({ ...e, source: "engine", state: "kept" })),
      { ...ENGINE_EDITS[4], source: "engine", state: "rejected" },
    ]),
  });
const call = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown, token?: string) =>
  suite.ctx.api.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const shareTokenOf = async (essayId: string, teacher: Teacher) =>
  (await call("POST", `/essays/${essayId}/share-link`, undefined, teacher.token)).json().data.token as string;
/** The student's draft: 'go' fixed as expected, 'breath' changed to another wrong form, the rest untouched. */
const DRAFT = ESSAY_TEXT.replace("I go to", "I went to").replace("relax and breath", "relax and breth");
const draftCount = async (essayId: string) =>
  (await suite.ctx.api.db.selectFrom("essay_drafts").select("id").where("essay_id", "=", essayId).execute()).length;

describe("PUT /api/v1/essays/:essay_id/draft-settings", () => {
  it("lets the essay's teacher allow drafts, and switch them off", async () => {
    const essayId = await markedEssay(suite.alice);
    const on = await call("PUT", `/essays/${essayId}/draft-settings`, { drafts_allowed: 2 }, suite.alice.token);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ data: { drafts_allowed: 2 } });
    const listed = await call("GET", `/essays/${essayId}/drafts`, undefined, suite.alice.token);
    expect(listed.json()).toEqual({ data: { drafts_allowed: 2, drafts: [] } });
    const off = await call("PUT", `/essays/${essayId}/draft-settings`, { drafts_allowed: 0 }, suite.alice.token);
    expect(off.json().data.drafts_allowed).toBe(0);
  });

  it("refuses a signed-out caller, another teacher, an unknown essay and a bad number with a sentence", async () => {
    const essayId = await markedEssay(suite.alice);
    expect((await call("PUT", `/essays/${essayId}/draft-settings`, { drafts_allowed: 1 })).statusCode).toBe(401);
    const foreign = await call("PUT", `/essays/${essayId}/draft-settings`, { drafts_allowed: 1 }, suite.bob.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error_message).toMatch(/Only the teacher who uploaded this essay/);
    const unknown = "0b7a5f53-9c1e-4b7e-9d55-0f6a1f6e2c11";
    expect(
      (await call("PUT", `/essays/${unknown}/draft-settings`, { drafts_allowed: 1 }, suite.alice.token)).statusCode,
    ).toBe(404);
    for (const body of [
      { drafts_allowed: 99 },
      { drafts_allowed: 1.5 },
      { drafts_allowed: "2" },
      {},
      { drafts_allowed: 1, x: 1 },
    ]) {
      const reply = await call("PUT", `/essays/${essayId}/draft-settings`, body, suite.alice.token);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error_message).toMatch(/^[A-Z].*\.$/);
    }
    expect(
      (await call("GET", `/essays/${essayId}/drafts`, undefined, suite.alice.token)).json().data.drafts_allowed,
    ).toBe(0);
  });
});

describe("POST /api/v1/shared-essays/:share_token/drafts", () => {
  it("checks the student's draft against the marks at once, with no account and no credit", async () => {
    const essayId = await markedEssay(suite.alice, 1);
    const token = await shareTokenOf(essayId, suite.alice);
    const before = await call("GET", `/shared-essays/${token}/drafts`);
    expect(before.json()).toEqual({ data: { drafts_allowed: 1, drafts_left: 1, drafts: [] } });
    const credits = await suite.ctx.api.db.selectFrom("credit_ledger").select("id").execute();

    const sent = await call("POST", `/shared-essays/${token}/drafts`, { text: DRAFT });
    expect(sent.statusCode).toBe(201);
    const { data, drafts_left } = sent.json();
    expect(drafts_left).toBe(0);
    expect(data.number).toBe(2);
    expect(data.check.counts).toEqual({ total: 4, fixed: 1, wrong: 1, untouched: 2 });
    expect(data.check.marks.map((mark: { verdict: string }) => mark.verdict)).toEqual([
      "fixed",
      "untouched",
      "wrong",
      "untouched",
    ]);
    expect(data.check.marks[0]).toMatchObject({
      original: "go",
      replacement: "went",
      draft_text: "went",
      fixed_as: "expected",
    });
    // The teacher's private notes and rejected marks never reach the student.
    expect(sent.body).not.toMatch(/Private note|healthy|reviewed|marking|grade/);
    expect((await suite.ctx.api.db.selectFrom("credit_ledger").select("id").execute()).length).toBe(credits.length);

    const after = await call("GET", `/shared-essays/${token}/drafts`);
    expect(after.json().data).toMatchObject({ drafts_allowed: 1, drafts_left: 0, drafts: [data] });
  });

  it("gives the student no answer of a mark when the essay is shared as codes, but the teacher every answer", async () => {
    const essayId = await markedEssay(suite.alice, 1);
    await suite.ctx.api.db.updateTable("essays").set({ share_mode: "codes" }).where("id", "=", essayId).execute();
    const token = await shareTokenOf(essayId, suite.alice);
    const sent = await call("POST", `/shared-essays/${token}/drafts`, { text: DRAFT });
    expect(sent.statusCode).toBe(201);
    const marks = sent.json().data.check.marks as { replacement: string; original: string }[];
    expect(marks.map((mark) => mark.replacement)).toEqual(["", "", "", ""]);
    expect(sent.body).not.toMatch(/"(were|breathe|are)"/);
    const listed = await call("GET", `/shared-essays/${token}/drafts`);
    expect(listed.json().data.drafts[0].check.marks.map((mark: { replacement: string }) => mark.replacement)).toEqual([
      "",
      "",
      "",
      "",
    ]);
    const teacher = await call("GET", `/essays/${essayId}/drafts`, undefined, suite.alice.token);
    expect(teacher.json().data.drafts[0].check.marks[0].replacement).toBe("went");
  });

  it("refuses a draft while the teacher has not allowed one, and one more than they allow", async () => {
    const essayId = await markedEssay(suite.alice);
    const token = await shareTokenOf(essayId, suite.alice);
    const refused = await call("POST", `/shared-essays/${token}/drafts`, { text: DRAFT });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_message).toBe(
      "Your teacher has not asked for a new draft of this essay: ask them to allow one.",
    );
    await call("PUT", `/essays/${essayId}/draft-settings`, { drafts_allowed: 1 }, suite.alice.token);
    expect((await call("POST", `/shared-essays/${token}/drafts`, { text: DRAFT })).statusCode).toBe(201);
    const more = await call("POST", `/shared-essays/${token}/drafts`, { text: DRAFT });
    expect(more.statusCode).toBe(403);
    expect(more.json().error_message).toMatch(/^You have sent all the drafts your teacher allows \(1\)/);
    expect(await draftCount(essayId)).toBe(1);
  });

  it("refuses bad drafts with a sentence and stores nothing", async () => {
    const essayId = await markedEssay(suite.alice, 3);
    const token = await shareTokenOf(essayId, suite.alice);
    const other =
      "Technology has changed the way young people communicate. Many teenagers spend hours on their phones every day, and some experts believe this harms their concentration and their sleep. Schools should teach pupils how to use screens wisely.";
    const cases: [unknown, RegExp][] = [
      [{ text: `${DRAFT}\u0000` }, /invisible characters/],
      [{ text: `${DRAFT}\u202E` }, /invisible characters/],
      [{ text: other }, /Most of the words are not the ones of your essay/],
      [{ text: "x ".repeat(6000) }, /at most 10,000 characters/],
      [{ text: "Too short." }, /at least 30 words/],
      [{}, /text/i],
      [{ text: 42 }, /text/i],
      [{ text: DRAFT, grade: 20 }, /./],
    ];
    for (const [body, message] of cases) {
      const reply = await call("POST", `/shared-essays/${token}/drafts`, body);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(reply.json().error_message).toMatch(message);
    }
    expect(await draftCount(essayId)).toBe(0);
  });

  it("limits the drafts sent through one link, refused ones included, with a sentence and Retry-After", async () => {
    const essayId = await markedEssay(suite.alice);
    const token = await shareTokenOf(essayId, suite.alice);
    for (let i = 0; i < 10; i++)
      expect((await call("POST", `/shared-essays/${token}/drafts`, { text: DRAFT })).statusCode).toBe(403);
    const limited = await call("POST", `/shared-essays/${token}/drafts`, { text: DRAFT });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json().error_message).toMatch(
      /^You have made too many drafts in a short time: try again in \d+ minutes\.$/,
    );
    // Another link is counted apart.
    const other = await shareTokenOf(await markedEssay(suite.alice), suite.alice);
    expect((await call("POST", `/shared-essays/${other}/drafts`, { text: DRAFT })).statusCode).toBe(403);
  });

  it("answers 404 for an unknown link and 410 for a revoked one", async () => {
    const essayId = await markedEssay(suite.alice, 1);
    const token = await shareTokenOf(essayId, suite.alice);
    expect((await call("POST", `/shared-essays/${"x".repeat(32)}/drafts`, { text: DRAFT })).statusCode).toBe(404);
    await suite.ctx.api.app.inject({
      method: "DELETE",
      url: `/api/v1/essays/${essayId}/share-link`,
      headers: bearer(suite.alice.token),
    });
    expect((await call("POST", `/shared-essays/${token}/drafts`, { text: DRAFT })).statusCode).toBe(410);
    expect((await call("GET", `/shared-essays/${token}/drafts`)).statusCode).toBe(410);
    expect((await call("POST", `/shared-essays/bad!token/drafts`, { text: DRAFT })).statusCode).toBe(400);
  });

  it("keeps one draft of two sent at once for the last one allowed", async () => {
    const essayId = await markedEssay(suite.alice, 1);
    const token = await shareTokenOf(essayId, suite.alice);
    const replies = await Promise.all(
      [1, 2, 3].map(() => call("POST", `/shared-essays/${token}/drafts`, { text: DRAFT })),
    );
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
    expect(replies.every((reply) => [201, 403, 409].includes(reply.statusCode))).toBe(true);
    expect(await draftCount(essayId)).toBe(1);
  });
});

describe("the teacher's drafts", () => {
  async function sentDraft() {
    const essayId = await markedEssay(suite.alice, 2);
    const token = await shareTokenOf(essayId, suite.alice);
    const draftId = (await call("POST", `/shared-essays/${token}/drafts`, { text: DRAFT })).json().data.id as string;
    return { essayId, draftId };
  }

  it("lists each draft with its check, the answers and the engine's marking", async () => {
    const { essayId, draftId } = await sentDraft();
    const reply = await call("GET", `/essays/${essayId}/drafts`, undefined, suite.alice.token);
    expect(reply.statusCode).toBe(200);
    const [draft] = reply.json().data.drafts;
    expect(draft).toMatchObject({
      id: draftId,
      number: 2,
      version: 1,
      text: DRAFT,
      grade: null,
      grade_max: 20,
      confirmed_at: null,
    });
    expect(draft.check.counts.fixed).toBe(1);
    expect(
      draft.edits.every((e: { source: string; state: string }) => e.source === "engine" && e.state === "kept"),
    ).toBe(true);
    expect((await call("GET", `/essays/${essayId}/drafts`, undefined, suite.bob.token)).statusCode).toBe(403);
    expect((await call("GET", `/essays/${essayId}/drafts`)).statusCode).toBe(401);
  });

  it("confirms, re-marks and grades the draft, each with the next version", async () => {
    const { essayId, draftId } = await sentDraft();
    const url = `/essays/${essayId}/drafts/${draftId}`;
    const confirmed = await call("PATCH", url, { version: 2, data: { confirmed: true } }, suite.alice.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ version: 2, confirmed_at: expect.any(String) });

    const start = DRAFT.indexOf("nature is") + 7;
    const mine = { start, end: start + 2, original: "is", replacement: "were", source: "teacher", state: "added" };
    const marked = await call("PATCH", url, { version: 3, data: { edits: [mine] } }, suite.alice.token);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.edits).toContainEqual(
      expect.objectContaining({ original: "is", replacement: "were", state: "added" }),
    );

    const grades = { Content: 4, "Communicative Achievement": 4, Organisation: 3, Language: 4 };
    const graded = await call(
      "PATCH",
      url,
      { version: 4, data: { user_feedback: { grade_per_certificate_criterion: grades, grade: 15 } } },
      suite.alice.token,
    );
    expect(graded.statusCode).toBe(200);
    expect(graded.json().data).toMatchObject({ version: 4, grade: 15, grade_per_certificate_criterion: grades });
    // The essay's own grading is untouched.
    const essay = await call("GET", `/essays/${essayId}`, undefined, suite.alice.token);
    expect(essay.json().data.grade).toBeNull();
  });

  it("refuses a stale version, a wrong marking, grades over the top, another teacher and a foreign draft", async () => {
    const { essayId, draftId } = await sentDraft();
    const url = `/essays/${essayId}/drafts/${draftId}`;
    const stale = await call("PATCH", url, { version: 1, data: { confirmed: true } }, suite.alice.token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toMatch(/send 2/);
    const wrongWords = { start: 0, end: 4, original: "Next", replacement: "Last", source: "teacher", state: "added" };
    const badMark = await call("PATCH", url, { version: 2, data: { edits: [wrongWords] } }, suite.alice.token);
    expect(badMark.statusCode).toBe(400);
    expect(badMark.json().error_message).toMatch(/not on the text as it stands/);
    const tooHigh = { Content: 9, "Communicative Achievement": 4, Organisation: 3, Language: 4 };
    const over = await call(
      "PATCH",
      url,
      { version: 2, data: { user_feedback: { grade_per_certificate_criterion: tooHigh, grade: 20 } } },
      suite.alice.token,
    );
    expect(over.statusCode).toBe(400);
    expect((await call("PATCH", url, { version: 2, data: {} }, suite.alice.token)).statusCode).toBe(400);
    expect((await call("PATCH", url, { version: 2, data: { confirmed: true } }, suite.bob.token)).statusCode).toBe(403);
    const other = await sentDraft();
    const foreign = await call(
      "PATCH",
      `/essays/${essayId}/drafts/${other.draftId}`,
      { version: 2, data: { confirmed: true } },
      suite.alice.token,
    );
    expect(foreign.statusCode).toBe(404);
    const stored = (await call("GET", `/essays/${essayId}/drafts`, undefined, suite.alice.token)).json().data.drafts[0];
    expect(stored).toMatchObject({ version: 1, confirmed_at: null, grade: null });
  });
});

describe("the teacher's verdict on a mark of a draft", () => {
  async function sentDraft() {
    const essayId = await markedEssay(suite.alice, 2);
    const token = await shareTokenOf(essayId, suite.alice);
    const draftId = (await call("POST", `/shared-essays/${token}/drafts`, { text: DRAFT })).json().data.id as string;
    return { essayId, draftId, token };
  }
  type Mark = { verdict: string; fixed_as: string | null; overruled?: unknown };

  it("overrules Redpen's verdict, which the student's page then shows, and gives it back", async () => {
    const { essayId, draftId, token } = await sentDraft();
    const url = `/essays/${essayId}/drafts/${draftId}`;
    // Mark 2 is 'breath' -> 'breathe', changed to 'breth': Redpen says still wrong; the teacher accepts it.
    const overruled = await call(
      "PATCH",
      url,
      { version: 2, data: { mark_verdict: { mark: 2, verdict: "fixed" } } },
      suite.alice.token,
    );
    expect(overruled.statusCode).toBe(200);
    const { data } = overruled.json();
    expect(data.version).toBe(2);
    expect(data.check.marks[2]).toMatchObject({
      verdict: "fixed",
      fixed_as: "teacher",
      overruled: { verdict: "wrong", fixed_as: null },
    });
    expect(data.check.counts).toEqual({ total: 4, fixed: 2, wrong: 0, untouched: 2 });

    const student = (await call("GET", `/shared-essays/${token}/drafts`)).json().data.drafts[0].check;
    expect(student.counts).toEqual({ total: 4, fixed: 2, wrong: 0, untouched: 2 });
    expect(student.marks[2]).toMatchObject({ verdict: "fixed", fixed_as: "teacher" });
    expect(student.marks.every((mark: Mark) => mark.overruled === undefined)).toBe(true);

    // A mark Redpen called fixed can be called still wrong, and untouched ones too.
    const wrong = await call(
      "PATCH",
      url,
      { version: 3, data: { mark_verdict: { mark: 0, verdict: "wrong" } } },
      suite.alice.token,
    );
    expect(wrong.json().data.check.marks[0]).toMatchObject({
      verdict: "wrong",
      fixed_as: null,
      overruled: { verdict: "fixed", fixed_as: "expected" },
    });
    const back = await call(
      "PATCH",
      url,
      { version: 4, data: { mark_verdict: { mark: 0, verdict: null } } },
      suite.alice.token,
    );
    const restored = back.json().data.check.marks[0] as Mark;
    expect(restored).toMatchObject({ verdict: "fixed", fixed_as: "expected" });
    expect(restored.overruled).toBeUndefined();
    const listed = (await call("GET", `/essays/${essayId}/drafts`, undefined, suite.alice.token)).json().data.drafts[0];
    expect(listed.version).toBe(4);
    expect(listed.check.marks.map((mark: Mark) => mark.verdict)).toEqual(["fixed", "untouched", "fixed", "untouched"]);
  });

  it("refuses a bad verdict, an unknown mark, a stale version, another teacher and a foreign draft, changing nothing", async () => {
    const { essayId, draftId } = await sentDraft();
    const url = `/essays/${essayId}/drafts/${draftId}`;
    const verdict = (mark: unknown, value: unknown, version = 2) => ({
      version,
      data: { mark_verdict: { mark, verdict: value } },
    });
    for (const body of [
      verdict(0, "maybe"),
      verdict(0, "Fixed"),
      verdict(0, 1),
      verdict(-1, "fixed"),
      verdict(1.5, "fixed"),
      verdict("0", "fixed"),
      { version: 2, data: { mark_verdict: { mark: 0 } } },
      { version: 2, data: { mark_verdict: { mark: 0, verdict: "fixed", note: "x" } } },
    ]) {
      const reply = await call("PATCH", url, body, suite.alice.token);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error_message).toMatch(/^[A-Z].*\.$/);
    }
    const unknownMark = await call("PATCH", url, verdict(4, "fixed"), suite.alice.token);
    expect(unknownMark.statusCode).toBe(400);
    expect(unknownMark.json()).toMatchObject({
      error_message: "This draft's check has 4 marks (0 to 3): there is no mark 4.",
      error_field: "data.mark_verdict.mark",
    });
    const stale = await call("PATCH", url, verdict(2, "fixed", 1), suite.alice.token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toMatch(/send 2/);
    expect((await call("PATCH", url, verdict(2, "fixed"))).statusCode).toBe(401);
    expect((await call("PATCH", url, verdict(2, "fixed"), suite.bob.token)).statusCode).toBe(403);
    // Bob's draft (another school's), through Alice's essay, and an unknown draft: not found.
    const bobsEssay = await markedEssay(suite.bob, 1);
    const bobsToken = await shareTokenOf(bobsEssay, suite.bob);
    const bobsDraft = (await call("POST", `/shared-essays/${bobsToken}/drafts`, { text: DRAFT })).json().data.id;
    const foreign = await call(
      "PATCH",
      `/essays/${essayId}/drafts/${bobsDraft}`,
      verdict(2, "fixed"),
      suite.alice.token,
    );
    expect(foreign.statusCode).toBe(404);
    const unknown = "0b7a5f53-9c1e-4b7e-9d55-0f6a1f6e2c11";
    expect(
      (await call("PATCH", `/essays/${essayId}/drafts/${unknown}`, verdict(2, "fixed"), suite.alice.token)).statusCode,
    ).toBe(404);
    const stored = (await call("GET", `/essays/${essayId}/drafts`, undefined, suite.alice.token)).json().data.drafts[0];
    expect(stored.version).toBe(1);
    expect(stored.check.marks.map((mark: Mark) => mark.verdict)).toEqual(["fixed", "untouched", "wrong", "untouched"]);
    const bobs = (await call("GET", `/essays/${bobsEssay}/drafts`, undefined, suite.bob.token)).json().data.drafts[0];
    expect(bobs.version).toBe(1);
  });
});

describe("a correction the teacher rejected on the first draft", () => {
  /** The engine's correction of ESSAY_TEXT's 'holidays in nature is' -> 'are', kept or rejected by the teacher. */
  const essayWith = (state: "kept" | "rejected") => {
    const isEdit = edit("holidays in nature is", "are", "subject-verb agreement");
    return insertEssayRow(suite.ctx.api.db, suite.alice, {
      status: "SUCCESS",
      original: ESSAY_TEXT,
      correction: ESSAY_TEXT,
      grade_max: 20,
      drafts_allowed: 1,
      edits: JSON.stringify([isEdit]),
      marking: JSON.stringify([{ ...isEdit, source: "engine", state }]),
    });
  };
  // The student rewrote the sentence's start but kept 'holidays in nature is', which the teacher accepted.
  const rewritten = ESSAY_TEXT.replace("To sum up, I think that holidays", "All in all, I really think that holidays");
  const draftEdits = async (state: "kept" | "rejected") => {
    const essayId = await essayWith(state);
    const token = await shareTokenOf(essayId, suite.alice);
    const sent = await call("POST", `/shared-essays/${token}/drafts`, { text: rewritten });
    expect(sent.statusCode).toBe(201);
    const draft = (await call("GET", `/essays/${essayId}/drafts`, undefined, suite.alice.token)).json().data.drafts[0];
    return { draft, student: sent.json().data };
  };
  const proposesAre = (edits: { original: string; replacement: string }[]) =>
    edits.some((e) => e.original === "is" && e.replacement === "are");

  it("is not proposed again on the second draft at the same words of the corresponding sentence", async () => {
    const { draft, student } = await draftEdits("rejected");
    expect(proposesAre(draft.edits)).toBe(false);
    expect(proposesAre(draft.check.new_errors)).toBe(false);
    expect(student.check.new_errors).toEqual([]);
    expect(student.check.marks).toEqual([]);
  });

  it("is proposed again when the teacher kept it (the same draft, the same engine)", async () => {
    const { draft } = await draftEdits("kept");
    expect(proposesAre(draft.edits)).toBe(true);
    expect(draft.check.marks[0]).toMatchObject({ original: "is", verdict: "untouched" });
  });
});
