import type { Kysely } from "kysely";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { IdpDatabase } from "./schema";

/** oidc-provider storage in the idp_oidc_payloads table, one instance per model name. */
export function oidcAdapterFactory(db: Kysely<IdpDatabase>) {
  return class KyselyOidcAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? Date.now() + expiresIn * 1000 : null,
        consumed_at: null,
      };
      await db
        .insertInto("idp_oidc_payloads")
        .values(row)
        .onConflict((oc) => oc.columns(["model", "id"]).doUpdateSet({ ...row }))
        .execute();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere("id", id);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere("uid", uid);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere("user_code", userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable("idp_oidc_payloads")
        .set({ consumed_at: Math.floor(Date.now() / 1000) })
        .where("model", "=", this.model)
        .where("id", "=", id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom("idp_oidc_payloads").where("model", "=", this.model).where("id", "=", id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom("idp_oidc_payloads").where("grant_id", "=", grantId).execute();
    }

    private async findWhere(column: "id" | "uid" | "user_code", value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom("idp_oidc_payloads")
        .select(["payload", "expires_at", "consumed_at"])
        .where("model", "=", this.model)
        .where(column, "=", value)
        .executeTakeFirst();
      if (!row || (row.expires_at !== null && Number(row.expires_at) <= Date.now())) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at === null ? payload : { ...payload, consumed: Number(row.consumed_at) };
    }
  };
}

/** Deletes expired payloads; run now and then so the table does not grow for ever. */
export async function deleteExpiredPayloads(db: Kysely<IdpDatabase>): Promise<void> {
  await db.deleteFrom("idp_oidc_payloads").where("expires_at", "<", Date.now()).execute();
}
