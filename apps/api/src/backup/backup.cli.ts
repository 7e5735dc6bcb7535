/**
 * `npm run backup [-- --to <folder>]`: copies the SQLite database and the uploaded photos of
 * DATA_DIR into a new timestamped folder (under ./backups unless --to says), safely while Redpen runs.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createFilesOwnerOnly, readSettings } from "@redpen/server";
import { backUpData } from "./back-up-data";
import { runCommand } from "./run-command";
import { sqliteDataOf } from "./sqlite-data";

const USAGE = "Usage: npm run backup [-- --to <folder>]   (default folder: ./backups)";

createFilesOwnerOnly();
await runCommand(USAGE, async () => {
  const { values } = parseArgs({ options: { to: { type: "string", default: "backups" } }, strict: true });
  const data = sqliteDataOf(readSettings());
  const { folder, manifest } = await backUpData(data, resolve(values.to));
  const megabytes = (manifest.uploads.bytes / 1_000_000).toFixed(1);
  return `Backed up ${data.sqliteFile} and ${manifest.uploads.files} photos (${megabytes} MB) to ${folder}\nPut it back with: npm run restore -- ${folder}`;
});
