import Router from "@koa/router";
import type { Context, Middleware, Next } from "koa";
import { messagePage } from "../views/account-pages";
import { isFormTooLarge } from "./form-body";

/**
 * The router of the provider's own pages. Paths match exactly as written (case and trailing slash
 * included), and a request no page answers (another path, or another method) falls through to
 * oidc-provider, as its own 404 does not tell which methods a page takes.
 */
export function createPageRouter(homeUrl: string): Router {
  const router = new Router({ sensitive: true, strict: true });
  router.use(pageReply(homeUrl));
  return router;
}

/**
 * The pages as middleware. @koa/router answers HEAD wherever GET is answered; the pages leave HEAD to
 * oidc-provider as they always did, so that a link checker's HEAD never uses up a one-time link.
 */
export function pageRoutes(router: Router): Middleware {
  // The router fills in its own context fields (params) before its routes run.
  const routes = router.routes() as Middleware;
  return (ctx, next) => (ctx.method === "HEAD" ? next() : routes(ctx, next));
}

/** Every page is uncached HTML, and a page that fails is answered with a page that says why. */
const pageReply = (homeUrl: string) => async (ctx: Context, next: Next) => {
  // Pages with forms and one-time links must never be cached (the security headers forbid framing them).
  ctx.set("Cache-Control", "no-store");
  ctx.type = "html";
  try {
    await next();
  } catch (error) {
    renderFailure(ctx, error, homeUrl);
  }
};

function renderFailure(ctx: Context, error: unknown, homeUrl: string): void {
  const name = error instanceof Error ? error.name : "";
  const [status, message] = isFormTooLarge(error)
    ? [413, "What you sent is too large. Please try again."]
    : name === "SessionNotFound" || name === "InvalidRequest"
      ? [400, "This sign-in page has expired. Please start again from Redpen."]
      : [500, "Something went wrong on our side. Please try again in a moment."];
  if (status === 500) console.error("idp page failed", error);
  ctx.status = status;
  ctx.type = "html";
  ctx.body = messagePage({
    title: "Something went wrong",
    message,
    action: { label: "Back to Redpen", href: `${homeUrl}/login` },
    homeUrl,
    error: true,
  });
}
