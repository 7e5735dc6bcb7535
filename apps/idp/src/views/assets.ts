import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Context, Next } from "koa";

/** A file the pages load from the provider itself, so the CSP needs no inline style or script. */
export interface Asset {
  /** Its address, with a hash of its content: a new version gets a new address. */
  path: string;
  type: string;
  body: string;
}

function asset(file: string, type: string): Asset {
  const body = readFileSync(new URL(`./assets/${file}`, import.meta.url), "utf8");
  const version = createHash("sha256").update(body).digest("base64url").slice(0, 12);
  const dot = file.lastIndexOf(".");
  return { path: `/assets/${file.slice(0, dot)}.${version}${file.slice(dot)}`, type, body };
}

/** The look of every page. */
export const STYLESHEET = asset("idp.css", "text/css; charset=utf-8");
/** Submits the logout form of the logout page. */
export const LOGOUT_SCRIPT = asset("logout.js", "text/javascript; charset=utf-8");
/** The tab's icon, the web app's own (apps/web/public/favicon.svg): without one, browsers ask for /favicon.ico and log its 404. */
export const FAVICON = asset("favicon.svg", "image/svg+xml");
/** The picture beside the login and sign-up forms: an essay as Redpen marks it (about-redpen.ts). */
export const MARKED_ESSAY = asset("marked-essay.svg", "image/svg+xml");

const ASSETS = new Map([STYLESHEET, LOGOUT_SCRIPT, FAVICON, MARKED_ESSAY].map((file) => [file.path, file]));

/** Serves the assets; their address changes with their content, so browsers may keep them for good. */
export function serveAssets() {
  return async (ctx: Context, next: Next) => {
    const file = ctx.method === "GET" || ctx.method === "HEAD" ? ASSETS.get(ctx.path) : undefined;
    if (!file) return next();
    ctx.set("Cache-Control", "public, max-age=31536000, immutable");
    ctx.type = file.type;
    ctx.body = file.body;
  };
}
