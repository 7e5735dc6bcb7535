import { describe, expect, it } from "vitest";
import { postEssay, setCredits, textEssayData, waitForCorrection } from "../testing/essays";
import { call, invite, latestMailTo } from "../testing/organisations";
import { useTestApi } from "../testing/essay-suite";
import { meOf, newTeacher } from "../testing/teachers";

const ctx = useTestApi();

/** Invites the email, opens the invitation mail's sign-up link and signs up with the address and invitation it carries. */
async function joinThroughInvitation(memberToken: string, organisationId: string, email: string) {
  expect((await invite(ctx, memberToken, organisationId, email)).statusCode).toBe(201);
  const mail = await latestMailTo(ctx, email);
  const link = new URL(/http:\/\/api\.test\/signup\?\S+/.exec(mail?.text ?? "")?.[0] ?? "http://missing/");
  expect(link.pathname).toBe("/signup");
  const signUpEmail = link.searchParams.get("email") ?? "";
  expect(signUpEmail).toBe(email);
  const invitationId = link.searchParams.get("invitation");
  const teacher = await ctx.teacherToken({ email: signUpEmail, claims: { invitation_id: invitationId } });
  expect((await meOf(ctx, teacher.token)).organisationIds).toEqual([organisationId]);
  return teacher;
}

describe("the credits ledger under concurrent essay creations", () => {
  it("accepts exactly 10 of 50 essays created at once by 3 teachers sharing 10 credits, the balance ending at 0", async () => {
    const owner = await newTeacher(ctx);
    const second = await joinThroughInvitation(
      owner.token,
      owner.organisationId,
      `second-${crypto.randomUUID()}@school.test`,
    );
    const third = await joinThroughInvitation(
      owner.token,
      owner.organisationId,
      `third-${crypto.randomUUID()}@school.test`,
    );
    await setCredits(ctx, owner.organisationId, 10);
    const tokens = [owner.token, second.token, third.token];

    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postEssay(ctx, tokens[i % 3], { data: textEssayData() })),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(40);
    for (const refused of replies.filter((reply) => reply.statusCode === 402))
      expect(refused.json().error_code).toBe("NO_CREDITS");

    // Only charges have been applied since the balance was set, so it went down from 10 to 0 and never below.
    const entries = await ctx.api.db
      .selectFrom("credit_ledger")
      .select(["delta", "reason"])
      .where("organisation_id", "=", owner.organisationId)
      .execute();
    expect(entries.filter((entry) => entry.reason === "essay")).toHaveLength(10);
    expect(entries.filter((entry) => entry.reason !== "refund").reduce((sum, entry) => sum + entry.delta, 0)).toBe(0);
    const essays = await ctx.api.db
      .selectFrom("essays")
      .select("id")
      .where("organisation_id", "=", owner.organisationId)
      .execute();
    expect(essays).toHaveLength(10);

    // A correction that fails gives its credit back, so once all are done the balance is the refunds.
    const corrected = await Promise.all(
      replies.filter((reply) => reply.statusCode === 201).map((reply) => waitForCorrection(ctx, reply.json().id)),
    );
    const failed = corrected.filter((essay) => essay.data.status === "FAILURE").length;
    const refunds = await ctx.api.db
      .selectFrom("credit_ledger")
      .select("delta")
      .where("organisation_id", "=", owner.organisationId)
      .where("reason", "=", "refund")
      .execute();
    expect(refunds).toHaveLength(failed);
    const billing = await call(ctx, "GET", `/organisations/${owner.organisationId}/billing`, third.token);
    expect(billing.json().data.essay_quantity_remaining).toBe(refunds.reduce((sum, entry) => sum + entry.delta, 0));
  });
});
