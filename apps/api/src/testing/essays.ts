import { randomUUID } from "node:crypto";
import type { EssayResponse } from "@redpen/contract";
import { B2_FIRST_ESSAY } from "@redpen/contract/testing";
import type { TestContext } from "./test-api";
import { ESSAY_TEXT } from "@redpen/engine/testing";
import { waitUntil } from "../../../../test-support/wait-until";

// The learner essays are the engine's too: its tests check what it says of them.
export { ESSAY_TEXT };

/** An engine edit of the last word of `words` in ESSAY_TEXT, as the engine stores it. */
export function essayTextEdit(words: string, replacement: string, category = "tense") {
  const end = ESSAY_TEXT.indexOf(words) + words.length;
  const start = end - words.split(" ").at(-1)!.length;
  return {
    start,
    end,
    original: ESSAY_TEXT.slice(start, end),
    replacement,
    category,
    rule_id: "test-rule",
    explanation: "A test explanation.",
  };
}

/** The criteria of B2_FIRST_ESSAY. */
export const B2_FIRST_CRITERIA = ["Content", "Communicative Achievement", "Organisation", "Language"] as const;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The data of a valid text essay, with any field replaced. */
export function textEssayData(overrides: Record<string, unknown> = {}) {
  return {
    name: "Maria Lopez",
    original: ESSAY_TEXT,
    certificate: B2_FIRST_ESSAY,
    input_method: "TEXT",
    topic_text: "Are holidays in nature better than city breaks?",
    ...overrides,
  };
}

/** POST /api/v1/essays/{id} with the body as given. */
export function postEssay(ctx: TestContext, token: string | undefined, body: unknown, id: string = randomUUID()) {
  return ctx.api.app.inject({
    method: "POST",
    url: `/api/v1/essays/${id}`,
    payload: body as object,
    headers: token ? bearer(token) : {},
  });
}

/** Creates a text essay over HTTP (it must be accepted) and returns the reply. */
export async function createTextEssay(
  ctx: TestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<EssayResponse> {
  const reply = await postEssay(ctx, token, { data: textEssayData(overrides) });
  if (reply.statusCode !== 201) throw new Error(`essay creation failed: ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

/** A token of the essay's teacher, made for their subject (an essay opens by its id to its teacher only). */
export async function ownerTokenOf(ctx: TestContext, essayId: string): Promise<string> {
  const owner = await ctx.api.db
    .selectFrom("essays")
    .innerJoin("users", "users.id", "essays.owner_user_id")
    .select(["users.subject", "users.email"])
    .where("essays.id", "=", essayId)
    .executeTakeFirstOrThrow();
  return (await ctx.teacherToken({ subject: owner.subject, email: owner.email })).token;
}

/** GET /api/v1/essays/{id}, as its teacher, until the essay is no longer PENDING (the correction queue at work). */
export async function waitForCorrection(
  ctx: TestContext,
  essayId: string,
  deadlineMs = 90_000,
): Promise<EssayResponse> {
  const headers = bearer(await ownerTokenOf(ctx, essayId));
  return waitUntil(
    async () => {
      const essay: EssayResponse = (
        await ctx.api.app.inject({ method: "GET", url: `/api/v1/essays/${essayId}`, headers })
      ).json();
      return essay.data.status !== "PENDING" && essay;
    },
    { timeoutMs: deadlineMs, what: `essay ${essayId} to leave PENDING`, everyMs: 250 },
  );
}

/**
 * GET and PATCH /essays/{id} over HTTP, as the owner (with a token) or a visitor; `getShared` reads
 * it as its student does, through the share link its teacher makes (POST /essays/{id}/share-link).
 */
export function essayCalls(ctx: TestContext) {
  return {
    get: (id: string, token?: string) =>
      ctx.api.app.inject({ method: "GET", url: `/api/v1/essays/${id}`, headers: token ? bearer(token) : {} }),
    getShared: async (id: string) => {
      const shared = await ctx.api.app.inject({
        method: "POST",
        url: `/api/v1/essays/${id}/share-link`,
        headers: bearer(await ownerTokenOf(ctx, id)),
      });
      if (shared.statusCode >= 300) throw new Error(`sharing failed: ${shared.statusCode} ${shared.body}`);
      return ctx.api.app.inject({ method: "GET", url: `/api/v1/shared-essays/${shared.json().data.token}` });
    },
    patch: (id: string, token: string, version: number, data: unknown) =>
      ctx.api.app.inject({
        method: "PATCH",
        url: `/api/v1/essays/${id}`,
        payload: { version, data },
        headers: bearer(token),
      }),
  };
}

/** Brings the organisation's balance to `credits` with one ledger entry, as a purchase or use would. */
export async function setCredits(ctx: TestContext, organisationId: string, credits: number): Promise<void> {
  const rows = await ctx.api.db
    .selectFrom("credit_ledger")
    .select("delta")
    .where("organisation_id", "=", organisationId)
    .execute();
  const balance = rows.reduce((sum, row) => sum + row.delta, 0);
  await ctx.api.db
    .insertInto("credit_ledger")
    .values({
      id: randomUUID(),
      organisation_id: organisationId,
      delta: credits - balance,
      reason: "purchase",
      reference: `test-${randomUUID()}`,
      user_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
