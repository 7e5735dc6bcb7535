import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A built web app of one page and its one script, as `npm run build` leaves it, for the api to serve. */
export function tinyWebApp(): string {
  const webDist = mkdtempSync(join(tmpdir(), "redpen-web-"));
  mkdirSync(join(webDist, "assets"));
  writeFileSync(
    join(webDist, "index.html"),
    '<!doctype html><html><head><title>Redpen</title><script type="module" src="/assets/app-1.js"></script></head><body></body></html>',
  );
  writeFileSync(join(webDist, "assets", "app-1.js"), "console.log(1)");
  return webDist;
}
