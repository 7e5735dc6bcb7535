import type { Kysely } from "kysely";
import type { IdpDatabase } from "./schema";

/** Reads a stored key set by kind, or creates it with `make` the first time (first writer wins). */
export async function loadOrCreateKeyMaterial<T>(
  db: Kysely<IdpDatabase>,
  kind: string,
  make: () => Promise<T>,
): Promise<T> {
  const existing = await db.selectFrom("idp_keys").select("material").where("kind", "=", kind).executeTakeFirst();
  if (existing) return JSON.parse(existing.material) as T;
  const material = await make();
  await db
    .insertInto("idp_keys")
    .values({ kind, material: JSON.stringify(material), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("kind").doNothing())
    .execute();
  const stored = await db.selectFrom("idp_keys").select("material").where("kind", "=", kind).executeTakeFirstOrThrow();
  return JSON.parse(stored.material) as T;
}
