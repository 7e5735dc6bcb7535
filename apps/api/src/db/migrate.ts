import { Migrator, type Kysely, type Migration } from "kysely";
import * as accountsAndCredits from "./migrations/20261122-0001-accounts-and-credits";
import * as essaysAndImages from "./migrations/20261123-0002-essays-and-images";
import * as checkoutSessions from "./migrations/20261123-0003-checkout-sessions";
import * as essaysUsageIndex from "./migrations/20261123-0004-essays-usage-index";
import * as essayMarking from "./migrations/20261125-0005-essay-marking";
import * as pageReadings from "./migrations/20261125-0006-page-readings";
import * as schoolCalibrations from "./migrations/20261125-0007-school-calibrations";
import * as schoolCorrections from "./migrations/20261125-0008-school-corrections";
import * as correctionsLeft from "./migrations/20261125-0009-corrections-left";
import * as ledgerOutlivesOrganisation from "./migrations/20261126-0010-ledger-outlives-organisation";
import * as checkoutVisitor from "./migrations/20261126-0011-checkout-visitor";
import * as ownersAndCurrentSchool from "./migrations/20261126-0012-owners-and-current-school";
import * as gradeReasons from "./migrations/20261127-0013-grade-reasons";
import * as essayShareLinks from "./migrations/20261127-0014-essay-share-links";
import * as correctedBy from "./migrations/20261127-0015-corrected-by";
import * as classes from "./migrations/20261127-0020-classes";
import * as students from "./migrations/20261127-0021-students";
import * as essayClassAndStudent from "./migrations/20261127-0022-essay-class-and-student";
import * as classSets from "./migrations/20261127-0025-class-sets";
import * as correctionCodes from "./migrations/20261127-0030-correction-codes";
import * as essayShareMode from "./migrations/20261127-0031-essay-share-mode";
import * as secondDrafts from "./migrations/20261127-0035-second-drafts";
import * as classSetPageAttempts from "./migrations/20261128-0040-class-set-page-attempts";
import * as certificateIds from "./migrations/20261129-0045-certificate-ids";
import * as classSetSharing from "./migrations/20261129-0050-class-set-sharing";
import * as classSetTextsAside from "./migrations/20261129-0055-class-set-texts-aside";
import * as imageFileKeys from "./migrations/20261129-0060-image-file-keys";
import * as schoolCorrectionsMade from "./migrations/20261129-0065-school-corrections-made";
import * as purchases from "./migrations/20261129-0070-purchases";
import * as teacherNames from "./migrations/20261129-0075-teacher-names";
import * as essayList from "./migrations/20261129-0080-essay-list";

// Listed by hand so they ship with the code; one set for SQLite and PostgreSQL. Each is named as its
// file is, and Kysely runs them in the order of those names, as they are listed: migrate.test.ts
// checks the list against the files of migrations/.
export const MIGRATIONS: Record<string, Migration> = {
  "20261122-0001-accounts-and-credits": accountsAndCredits,
  "20261123-0002-essays-and-images": essaysAndImages,
  "20261123-0003-checkout-sessions": checkoutSessions,
  "20261123-0004-essays-usage-index": essaysUsageIndex,
  "20261125-0005-essay-marking": essayMarking,
  "20261125-0006-page-readings": pageReadings,
  "20261125-0007-school-calibrations": schoolCalibrations,
  "20261125-0008-school-corrections": schoolCorrections,
  "20261125-0009-corrections-left": correctionsLeft,
  "20261126-0010-ledger-outlives-organisation": ledgerOutlivesOrganisation,
  "20261126-0011-checkout-visitor": checkoutVisitor,
  "20261126-0012-owners-and-current-school": ownersAndCurrentSchool,
  "20261127-0013-grade-reasons": gradeReasons,
  "20261127-0014-essay-share-links": essayShareLinks,
  "20261127-0015-corrected-by": correctedBy,
  "20261127-0020-classes": classes,
  "20261127-0021-students": students,
  "20261127-0022-essay-class-and-student": essayClassAndStudent,
  "20261127-0025-class-sets": classSets,
  "20261127-0030-correction-codes": correctionCodes,
  "20261127-0031-essay-share-mode": essayShareMode,
  "20261127-0035-second-drafts": secondDrafts,
  "20261128-0040-class-set-page-attempts": classSetPageAttempts,
  "20261129-0045-certificate-ids": certificateIds,
  "20261129-0050-class-set-sharing": classSetSharing,
  "20261129-0055-class-set-texts-aside": classSetTextsAside,
  "20261129-0060-image-file-keys": imageFileKeys,
  "20261129-0065-school-corrections-made": schoolCorrectionsMade,
  "20261129-0070-purchases": purchases,
  "20261129-0075-teacher-names": teacherNames,
  "20261129-0080-essay-list": essayList,
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
