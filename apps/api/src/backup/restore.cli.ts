/**
 * `npm run restore -- <backup folder> [--force]`: puts a backup made by `npm run backup` in place
 * of DATA_DIR's database and photos, keeping those in a `before-restore-…` folder. It refuses while
 * Redpen runs on DATA_DIR (the running api keeps its process id in DATA_DIR/redpen.pid); --force
 * overrides that, for a mark left by a process that is gone while its id was given to another.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createFilesOwnerOnly, readSettings } from "@redpen/server";
import { processUsingDataDir } from "./data-dir-in-use";
import { restoreData } from "./restore-data";
import { runCommand, UsageError } from "./run-command";
import { sqliteDataOf } from "./sqlite-data";

const USAGE = "Usage: npm run restore -- <backup folder> [--force]";

createFilesOwnerOnly();
await runCommand(USAGE, async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean", default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1)
    throw new UsageError(positionals.length === 0 ? "Name the backup folder to restore." : "Name one backup folder.");
  const data = sqliteDataOf(readSettings());
  const pid = processUsingDataDir(data.dataDir);
  if (pid !== null && !values.force) {
    throw new Error(
      `Redpen is running on ${data.dataDir} (process ${pid}): stop it first, then restore. ` +
        "Only if no Redpen runs there (the process id now belongs to something else), add --force.",
    );
  }
  const { setAside, manifest } = await restoreData(data, resolve(positionals[0]!));
  return `Restored the backup of ${manifest.created_at} (${manifest.uploads.files} photos) into ${data.dataDir}.\nWhat was there before is kept in ${setAside}: delete it once Redpen runs as you expect.`;
});
