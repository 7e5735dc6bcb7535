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
  "Back PostgreSQL up with pg_dump (pg_dump --format=custom --file=redpen.dump \"$DATABASE_URL\") and put it back with pg_restore " +
  "(pg_restore --clean --if-exists --dbname=\"$DATABASE_URL\" redpen.dump), and keep the photos with their storage's own " +
  "versioning or snapshots (the uploads folder's disk, or the bucket's versioning).";

/** The settings' SQLite data, or an error saying what to use instead when the database is PostgreSQL. */
export function sqliteDataOf(settings: Pick<Settings, "database" | "dataDir" | "uploadsDir">): SqliteData {
  if ("postgresUrl" in settings.database) throw new Error(POSTGRES_NOT_HANDLED);
  return { dataDir: settings.dataDir, sqliteFile: settings.database.sqliteFile, uploadsDir: settings.uploadsDir };
}
