import type { AppDeps } from "../../app-deps";
import { sortUsageByEssays, USAGE_PERIOD_DAYS, type OrganisationBillingResponse } from "@redpen/contract";
import { creditBalance } from "../../db/credits.queries";
import { lastPackCredits } from "../../db/purchases.queries";
import { listMembers } from "../../db/organisations.queries";
import { countCorrectedEssaysPerOwner } from "../../db/usage.queries";
import { getOrganisationForMember } from "../schools/organisations.service";
import type { CurrentUser } from "../../auth/current-user";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Credits left to the user: those of their current organisation, or none without one; and the
 * credits of its last purchased pack (null before its first), which the low-credit warning weighs.
 */
export async function remainingCreditsOf(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
): Promise<{ remaining: number; lastPack: number | null }> {
  const organisationId = user.organisationIds[0];
  if (!organisationId) return { remaining: 0, lastPack: null };
  const [balance, lastPack] = await Promise.all([
    creditBalance(db, organisationId),
    lastPackCredits(db, organisationId),
  ]);
  return { remaining: Math.max(0, balance), lastPack };
}

/**
 * A member's view of the organisation's credits (never below 0) and usage: essays it paid for that
 * were corrected in the last 30 days, per teacher. Every member is listed (0 when they had none),
 * and so is anyone who corrected essays for it in the period and has left it since.
 */
export async function organisationCredits(
  { db }: Pick<AppDeps, "db">,
  user: CurrentUser,
  organisationId: string,
  now = new Date(),
): Promise<OrganisationBillingResponse["data"]> {
  await getOrganisationForMember({ db }, user, organisationId);
  const end = now.toISOString();
  const start = new Date(now.getTime() - USAGE_PERIOD_DAYS * DAY_MS).toISOString();
  const [balance, counts, members] = await Promise.all([
    creditBalance(db, organisationId),
    countCorrectedEssaysPerOwner(db, organisationId, start, end),
    listMembers(db, organisationId),
  ]);
  const byEmail = new Map(members.map((member) => [member.email, { name: member.name, essays_corrected: 0 }]));
  for (const row of counts) {
    const before = byEmail.get(row.email)?.essays_corrected ?? 0;
    byEmail.set(row.email, { name: row.name, essays_corrected: before + row.essays_corrected });
  }
  const users = [...byEmail].map(([email, usage]) => ({ email, ...usage }));
  return {
    essay_quantity_remaining: Math.max(0, balance),
    essays_corrected_per_user: { start_date: start, end_date: end, users: sortUsageByEssays(users) },
  };
}
