/**
 * The api tests' one teacher factory. A teacher comes about as in the product: a token from the
 * identity provider, then a first call that makes their user and, unless an invitation brings
 * them into a school, a school of their own with its trial credits. `insertTeacher` writes the
 * same rows directly, for tests of the database and the jobs that run no api.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { bearer } from "./essays";
import { invite } from "./organisations";
import type { TestContext } from "./test-api";

/** A signed-in teacher: their token and the identity it carries, their user id and current school. */
export interface Teacher {
  token: string;
  email: string;
  subject: string;
  userId: string;
  organisationId: string;
}

/** The teacher's user id and schools, current first (their first call makes them). */
export async function meOf(ctx: TestContext, token: string): Promise<{ userId: string; organisationIds: string[] }> {
  const reply = await ctx.api.app.inject({ method: "GET", url: "/api/v1/users/me", headers: bearer(token) });
  if (reply.statusCode !== 200) throw new Error(`GET /users/me failed: ${reply.statusCode} ${reply.body}`);
  const me = reply.json();
  return { userId: me.id, organisationIds: me.data.relationships.organisation_ids_sorted };
}

/** A new verified teacher (with `email` if given) with a school of their own and its trial credits. */
export async function newTeacher(ctx: TestContext, email?: string): Promise<Teacher> {
  const teacher = await ctx.teacherToken(email ? { email } : {});
  const me = await meOf(ctx, teacher.token);
  return { ...teacher, userId: me.userId, organisationId: me.organisationIds[0]! };
}

/**
 * A teacher who joins the school the real way: invited by a member, then signing up through the
 * invitation's link (their token carries its id as the `invitation_id` claim) and making their
 * first call. Their current school is then the inviting one, and their only one.
 */
export async function invitedTeacher(ctx: TestContext, memberToken: string, organisationId: string): Promise<Teacher> {
  const email = `invited-${randomUUID()}@school.test`;
  const reply = await invite(ctx, memberToken, organisationId, email);
  if (reply.statusCode !== 201) throw new Error(`invitation failed: ${reply.statusCode} ${reply.body}`);
  const teacher = await ctx.teacherToken({ email, claims: { invitation_id: reply.json().data.id } });
  const me = await meOf(ctx, teacher.token);
  if (me.organisationIds.join() !== organisationId)
    throw new Error(`the invited teacher did not join: ${JSON.stringify(me)}`);
  return { ...teacher, userId: me.userId, organisationId };
}

/** A teacher's rows written directly: a user in a school of their own, with `credits` in its ledger. */
export async function insertTeacher(
  db: Kysely<Database>,
  credits = 10,
): Promise<{ userId: string; organisationId: string }> {
  const now = new Date().toISOString();
  const userId = randomUUID();
  const organisationId = randomUUID();
  await db
    .insertInto("users")
    .values({ id: userId, subject: `user-${userId}`, email: `${userId}@school.test`, created_at: now })
    .execute();
  await db
    .insertInto("organisations")
    .values({ id: organisationId, name: "Test school", logo_image_id: null, created_at: now })
    .execute();
  await db
    .insertInto("organisation_members")
    .values({ organisation_id: organisationId, user_id: userId, created_at: now })
    .execute();
  if (credits)
    await db
      .insertInto("credit_ledger")
      .values({
        id: randomUUID(),
        organisation_id: organisationId,
        delta: credits,
        reason: "trial",
        reference: organisationId,
        user_id: userId,
        created_at: now,
      })
      .execute();
  return { userId, organisationId };
}
