import type { Generated } from "kysely";

/** The product's tables, as the migrations make them. Columns are snake_case like the api fields. */
export interface Database {
  users: {
    id: string;
    /** `sub` of the identity provider's tokens. */
    subject: string;
    email: string;
    created_at: string;
  };
  organisations: {
    id: string;
    name: string;
    version: Generated<number>;
    logo_image_id: string | null;
    created_at: string;
  };
  organisation_members: {
    organisation_id: string;
    user_id: string;
    created_at: string;
  };
  organisation_invitations: {
    id: string;
    organisation_id: string;
    email: string;
    invited_by_user_id: string | null;
    created_at: string;
    accepted_at: string | null;
  };
  /** Every change of an organisation's credits; the balance is the sum of `delta`. */
  credit_ledger: {
    id: string;
    organisation_id: string;
    delta: number;
    reason: CreditReason;
    /** What caused it (essay id, checkout session id...); unique per reason, so each is applied once. */
    reference: string;
    user_id: string | null;
    created_at: string;
  };
}

export type CreditReason = "trial" | "purchase" | "essay" | "refund";
