import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bearer, ESSAY_TEXT, essayTextEdit } from "../testing/essays";
import { useEssayApi } from "../testing/essay-suite";
import { insertEssayRow } from "../testing/essay-rows";
import { type Teacher } from "../testing/teachers";

const suite = useEssayApi();

const shareLink = (method: "POST" | "DELETE", essayId: string, token?: string) =>
  suite.ctx.api.app.inject({
    method,
    url: `/api/v1/essays/${essayId}/share-link`,
    headers: token ? bearer(token) : {},
  });
const readShared = (shareToken: string, token?: string) =>
  suite.ctx.api.app.inject({
    method: "GET",
    url: `/api/v1/shared-essays/${shareToken}`,
    headers: token ? bearer(token) : {},
  });
const linksOf = (essayId: string) =>
  suite.ctx.api.db.selectFrom("essay_share_links").selectAll().where("essay_id", "=", essayId).execute();

/** A corrected essay of the teacher's, graded and rated by them, with one correction kept and one rejected. */
const markedEssay = (owner: Teacher) =>
  insertEssayRow(suite.ctx.api.db, owner, {
    status: "SUCCESS",
    name: "Maria Lopez",
    original: ESSAY_TEXT,
    correction: ESSAY_TEXT,
    grade: 12,
    grade_max: 20,
    grade_per_certificate_criterion: JSON.stringify({
      Content: 3,
      "Communicative Achievement": 3,
      Organisation: 3,
      Language: 3,
    }),
    feedback: "Clear ideas; check your verb tenses.",
    user_feedback: JSON.stringify({ grade: 14, correction: "bad", comment: "Too many commas flagged, between us." }),
    marking: JSON.stringify([
      { ...essayTextEdit("I go", "went", "verb tense"), source: "engine", state: "kept" },
      { ...essayTextEdit("We was", "were", "verb tense"), source: "engine", state: "rejected" },
    ]),
    first_original: `${ESSAY_TEXT} (as first read)`,
    advised_from_school_essays: 24,
  });

describe("POST /api/v1/essays/:essay_id/share-link", () => {
  it("makes the essay's link for its teacher once, then gives the same link back", async () => {
    const essayId = await markedEssay(suite.alice);
    const made = await shareLink("POST", essayId, suite.alice.token);
    expect(made.statusCode).toBe(201);
    const { token, created_at } = made.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Date.parse(created_at)).not.toBeNaN();
    const again = await shareLink("POST", essayId, suite.alice.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(made.json());
    expect(await linksOf(essayId)).toHaveLength(1);
  });

  it("makes one link when two calls ask at once", async () => {
    const essayId = await markedEssay(suite.alice);
    const replies = await Promise.all([1, 2, 3].map(() => shareLink("POST", essayId, suite.alice.token)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(replies.map((reply) => reply.json().data.token)).size).toBe(1);
    expect(await linksOf(essayId)).toHaveLength(1);
  });

  it("refuses a call without a token, a malformed id naming the field, an unknown essay and another teacher's", async () => {
    const essayId = await markedEssay(suite.alice);
    expect((await shareLink("POST", essayId)).statusCode).toBe(401);
    const malformed = await shareLink("POST", "not-an-id", suite.alice.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error_field).toBe("path.essay_id");
    const unknown = await shareLink("POST", randomUUID(), suite.alice.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error_code: "NOT_FOUND", error_message: "This essay was not found." });
    const stranger = await shareLink("POST", essayId, suite.bob.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error_message).toBe(
      "Only the teacher who uploaded this essay can see or change it, its drafts and its link.",
    );
    expect(await linksOf(essayId)).toEqual([]);
  });
});

describe("GET /api/v1/shared-essays/:share_token", () => {
  it("shows the student, with no token, the essay as the teacher marked it: nothing of the teacher's own", async () => {
    const essayId = await markedEssay(suite.alice);
    const token = (await shareLink("POST", essayId, suite.alice.token)).json().data.token;
    const reply = await readShared(token);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(reply.json().id).toBe(essayId);
    expect(data).toMatchObject({
      name: "Maria Lopez",
      original: ESSAY_TEXT,
      feedback: "Clear ideas; check your verb tenses.",
      grade: 12,
      grade_max: 20,
      // The teacher's grade, without their ratings and private comment on Redpen's help.
      user_feedback: { grade: 14 },
      // The teacher's working state and the school's own figures stay out.
      first_original: null,
      dropped_edits: null,
      fix_failure: null,
      advised_from_school_essays: null,
    });
    // The correction the teacher rejected is not the student's to see.
    expect(data.edits).toEqual([expect.objectContaining({ original: "go", replacement: "went", state: "kept" })]);
    // A signed-in teacher (the owner too) opening the link sees what the student sees.
    expect((await readShared(token, suite.alice.token)).json()).toEqual(reply.json());
  });

  it("stops opening the essay once its teacher revokes the link, and opens it again through a new one", async () => {
    const essayId = await markedEssay(suite.alice);
    const first = (await shareLink("POST", essayId, suite.alice.token)).json().data.token;
    expect((await shareLink("DELETE", essayId, suite.alice.token)).statusCode).toBe(204);
    const revoked = await readShared(first);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toEqual({
      error_code: "LINK_REVOKED",
      error_message: "Your teacher has revoked this link: ask them for the new one.",
    });
    // Revoking twice is no error; a new link is another address.
    expect((await shareLink("DELETE", essayId, suite.alice.token)).statusCode).toBe(204);
    const made = await shareLink("POST", essayId, suite.alice.token);
    expect(made.statusCode).toBe(201);
    const second = made.json().data.token;
    expect(second).not.toBe(first);
    expect((await readShared(second)).statusCode).toBe(200);
    expect((await readShared(first)).statusCode).toBe(410);
    expect((await linksOf(essayId)).map((link) => link.revoked_at === null).sort()).toEqual([false, true]);
  });

  it("answers an unknown link with a 404 and a malformed one with a 400 naming the field", async () => {
    const unknown = await readShared("a".repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error_code: "NOT_FOUND",
      error_message: "This link does not open any essay: check that it is whole, or ask your teacher to send it again.",
    });
    // An essay's id opens nothing, unless the essay was shared by its id before share links existed.
    expect((await readShared(await markedEssay(suite.alice))).statusCode).toBe(404);
    for (const malformed of ["short", "x".repeat(65), "has%20a%20space%20in%20it"]) {
      const reply = await readShared(malformed);
      expect(reply.statusCode, malformed).toBe(400);
      expect(reply.json().error_field).toBe("path.share_token");
    }
  });

  it("goes with its essay when the essay is deleted", async () => {
    const essayId = await markedEssay(suite.alice);
    const token = (await shareLink("POST", essayId, suite.alice.token)).json().data.token;
    await suite.ctx.api.db.deleteFrom("essays").where("id", "=", essayId).execute();
    expect(await linksOf(essayId)).toEqual([]);
    expect((await readShared(token)).statusCode).toBe(404);
  });
});

describe("DELETE /api/v1/essays/:essay_id/share-link", () => {
  it("refuses a call without a token, an unknown essay and another teacher's, revoking nothing", async () => {
    const essayId = await markedEssay(suite.alice);
    const token = (await shareLink("POST", essayId, suite.alice.token)).json().data.token;
    expect((await shareLink("DELETE", essayId)).statusCode).toBe(401);
    expect((await shareLink("DELETE", randomUUID(), suite.alice.token)).statusCode).toBe(404);
    expect((await shareLink("DELETE", "not-an-id", suite.alice.token)).statusCode).toBe(400);
    const stranger = await shareLink("DELETE", essayId, suite.bob.token);
    expect(stranger.statusCode).toBe(403);
    expect((await readShared(token)).statusCode).toBe(200);
  });
});
