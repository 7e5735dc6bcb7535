import type { Context, Next } from "koa";
import { messagePage } from "../views/account-pages";
import { FormTooLargeError } from "./form-body";

export type RouteHandler = (ctx: Context, params: Record<string, string>) => Promise<void>;
type Route = { method: string; pattern: RegExp; names: string[]; handler: RouteHandler };

/** A very small router for the provider's own pages; anything unmatched falls through to oidc-provider. */
export class PageRouter {
  private readonly routes: Route[] = [];

  on(method: "GET" | "POST", path: string, handler: RouteHandler): this {
    const names: string[] = [];
    const pattern = new RegExp(`^${path.replace(/:(\w+)/g, (_m, name: string) => (names.push(name), "([^/]+)"))}$`);
    this.routes.push({ method, pattern, names, handler });
    return this;
  }

  constructor(private readonly homeUrl: string) {}

  private renderFailure(ctx: Context, error: unknown): void {
    const name = error instanceof Error ? error.name : "";
    const [status, message] =
      error instanceof FormTooLargeError
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
      action: { label: "Back to Redpen", href: `${this.homeUrl}/login` },
      homeUrl: this.homeUrl,
      error: true,
    });
  }

  middleware() {
    return async (ctx: Context, next: Next) => {
      for (const route of this.routes) {
        const match = ctx.method === route.method ? route.pattern.exec(ctx.path) : null;
        if (!match) continue;
        const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? "")]));
        // Pages with forms and one-time links must never be cached (the security headers forbid framing them).
        ctx.set("Cache-Control", "no-store");
        ctx.type = "html";
        try {
          await route.handler(ctx, params);
        } catch (error) {
          this.renderFailure(ctx, error);
        }
        return;
      }
      await next();
    };
  }
}
