import type { Settings } from "@redpen/server";

/** Where the embedded product keeps its data: the SQLite file and the uploads folder, in DATA_DIR. */
export interface SqliteData {
  dataDir: string;
  sqliteFile: string;
  uploadsDir: string;
}

/** Why backup and restore refuse to run with PostgreSQL, and what does the job there. */
export const POSTGRES_NOT_HANDLED =
  "npm run backup and npm run restore handle the embedded SQLite database only, and DATABASE_URL points at PostgreSQL. " +
  'Back PostgreSQL up with pg_dump (pg_dump --format=custom --file=redpen.dump "$DATABASE_URL") and put it back with pg_restore ' +
  '(pg_restore --clean --if-exists --dbname="$DATABASE_URL" redpen.dump), and keep the photos with their storage\'s own ' +
  "versioning or snapshots (the uploads folder's disk, or the bucket's versioning).";

/** Why they refuse with a bucket: the photos are not in the uploads folder they copy. */
export const BUCKET_NOT_HANDLED =
  "npm run backup and npm run restore copy the photos of the uploads folder only, and S3_BUCKET keeps them in a bucket. " +
  "Keep the bucket's photos with its own versioning or replication, and back the database up apart.";

/** The settings' SQLite data, or an error saying what to use instead when the database is PostgreSQL or the photos are in a bucket. */
export function sqliteDataOf(settings: Pick<Settings, "database" | "dataDir" | "uploadsDir" | "bucket">): SqliteData {
  if ("postgresUrl" in settings.database) throw new Error(POSTGRES_NOT_HANDLED);
  if (settings.bucket) throw new Error(BUCKET_NOT_HANDLED);
  return { dataDir: settings.dataDir, sqliteFile: settings.database.sqliteFile, uploadsDir: settings.uploadsDir };
}
