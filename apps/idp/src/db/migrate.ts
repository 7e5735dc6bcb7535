import { Migrator, type Kysely, type Migration } from "kysely";
import * as idpTables from "./migrations/20261122-0001-idp-tables";
import * as idpFormLimits from "./migrations/20261126-0002-idp-form-limits";
import * as idpAccountSchoolName from "./migrations/20261126-0003-idp-account-school-name";
import * as idpAccountInvitation from "./migrations/20261126-0004-idp-account-invitation";
import * as idpAccountName from "./migrations/20261129-0005-idp-account-name";

// Listed by hand so the migrations ship with the code and run the same under tsx and bundlers. Each is
// named as its file is, and Kysely runs them in the order of those names, as they are listed:
// migrate.test.ts checks the list against the files of migrations/.
export const MIGRATIONS: Record<string, Migration> = {
  "20261122-0001-idp-tables": idpTables,
  "20261126-0002-idp-form-limits": idpFormLimits,
  "20261126-0003-idp-account-school-name": idpAccountSchoolName,
  "20261126-0004-idp-account-invitation": idpAccountInvitation,
  "20261129-0005-idp-account-name": idpAccountName,
};

/** Brings the idp_ tables up to date; kept apart from the api's migrations by its own table names. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: "idp_kysely_migration",
    migrationLockTableName: "idp_kysely_migration_lock",
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
