import type { Kysely } from "kysely";
import { creditBalance } from "../db/credits.queries";
import type { Database } from "../db/schema";
import type { CurrentUser } from "./users.service";

/** Credits left to the user: those of their current organisation, or none without one. */
export async function remainingCreditsOf(db: Kysely<Database>, user: CurrentUser): Promise<number> {
  const organisationId = user.organisationIds[0];
  return organisationId ? Math.max(0, await creditBalance(db, organisationId)) : 0;
}
