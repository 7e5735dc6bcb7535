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

/** POST /organisations/{id}/users: invites the email (the reply as it comes). */
export function invite(ctx: TestContext, token: string, organisationId: string, email: string) {
  return call(ctx, "POST", `/organisations/${organisationId}/users`, token, { data: { email } });
}

/** The newest mail sent to the address, read from the file mailbox as a person would open it. */
export async function latestMailTo(ctx: TestContext, email: string): Promise<StoredMail | undefined> {
  return (await new FileMailbox(ctx.config.mail.mailDir).list({ to: email, limit: 1 }))[0];
}

/** GET /organisations/{id}/users as the member: the list. */
export async function teachersOf(ctx: TestContext, token: string, organisationId: string): Promise<OrganisationUser[]> {
  return (await call(ctx, "GET", `/organisations/${organisationId}/users`, token)).json().data;
}
