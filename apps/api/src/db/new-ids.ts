import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Whether a new essay, image or class set may not take this id: a row has it, or has it in upper
 * case. New ids are refused in upper case (NewResourceId in the contract), but rows made before
 * that keep their ids as sent, and a lower-case twin of one would make two rows of one id.
 */
export async function isIdTaken(db: Db, table: "essays" | "images" | "class_sets", id: string): Promise<boolean> {
  const row = await db.selectFrom(table).select("id").where("id", "in", [id, id.toUpperCase()]).executeTakeFirst();
  return row !== undefined;
}
