import { FileMailbox, type StoredMail } from "@redpen/mail";
import type { OrganisationUser } from "@redpen/contract";
import { bearer } from "./essays";
import type { TestContext } from "./test-api";

/** A request to the api as the teacher with `token` (none: a visitor). */
export function call(
  ctx: TestContext,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  token?: string,
  payload?: unknown,
) {
  return ctx.api.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** PATCH /organisations/{id} as the teacher: sets (or with null removes) its logo; the reply's status. */
export async function setLogo(
  ctx: TestContext,
  teacher: { token: string; organisationId: string },
  version: number,
  logoId: string | null,
): Promise<number> {
  const data = { logo_image_id: logoId };
  return (await call(ctx, "PATCH", `/organisations/${teacher.organisationId}`, teacher.token, { version, data }))
    .statusCode;
}

/** The teacher's user id and current organisation (creating the teacher on their first call). */
export async function meOf(ctx: TestContext, token: string): Promise<{ userId: string; organisationIds: string[] }> {
  const me = (await call(ctx, "GET", "/users/me", token)).json();
  return { userId: me.id, organisationIds: me.data.relationships.organisation_ids_sorted };
}

/** A new teacher with an organisation of their own (and its trial credits). */
export async function newTeacher(ctx: TestContext, email?: string) {
  const teacher = await ctx.teacherToken(email ? { email } : {});
  const me = await meOf(ctx, teacher.token);
  return { ...teacher, userId: me.userId, organisationId: me.organisationIds[0]! };
}

/** POST /organisations/{id}/users: invites the email (the reply as it comes). */
export function invite(ctx: TestContext, token: string, organisationId: string, email: string) {
  return call(ctx, "POST", `/organisations/${organisationId}/users`, token, { data: { email } });
}

/** The newest mail sent to the address, read from the file mailbox as a person would open it. */
export async function latestMailTo(ctx: TestContext, email: string): Promise<StoredMail | undefined> {
  return (await new FileMailbox(ctx.config.mail.mailDir).list({ to: email, limit: 1 }))[0];
}

/**
 * A teacher who joins the organisation the real way: invited by a member, then signing up through
 * the invitation's link (their token carries its id as the `invitation_id` claim) and making their
 * first call. Their current organisation is then the inviting one, and their only one.
 */
export async function invitedTeacher(ctx: TestContext, memberToken: string, organisationId: string) {
  const email = `invited-${crypto.randomUUID()}@school.test`;
  const reply = await invite(ctx, memberToken, organisationId, email);
  if (reply.statusCode !== 201) throw new Error(`invitation failed: ${reply.statusCode} ${reply.body}`);
  const teacher = await ctx.teacherToken({ email, claims: { invitation_id: reply.json().data.id } });
  const me = await meOf(ctx, teacher.token);
  if (me.organisationIds.join() !== organisationId)
    throw new Error(`the invited teacher did not join: ${JSON.stringify(me)}`);
  return { ...teacher, userId: me.userId };
}

/** GET /organisations/{id}/users as the member: the list. */
export async function teachersOf(ctx: TestContext, token: string, organisationId: string): Promise<OrganisationUser[]> {
  return (await call(ctx, "GET", `/organisations/${organisationId}/users`, token)).json().data;
}
