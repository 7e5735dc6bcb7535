import type { Context } from "koa";
import type Provider from "oidc-provider";
import { normaliseEmail } from "../accounts/account-rules";
import type { AccountsService } from "../accounts/accounts.service";
import { AttemptLimiter } from "../accounts/attempt-limiter";
import { loginPage, signupPage, type Utm } from "../views/interaction-pages";
import { readForm } from "./form-body";
import type { PageRouter } from "./router";

const LOGIN_FAILURES_ALLOWED = 10;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const UTM_NAMES = ["utm_source", "utm_medium", "utm_campaign"] as const;

function pickUtm(source: Record<string, unknown>): Utm {
  return Object.fromEntries(UTM_NAMES.filter((name) => typeof source[name] === "string" && source[name]).map((name) => [name, source[name]]));
}

/** Login and sign-up screens of an authorization request (the provider's "login" prompt). */
export function registerInteractionRoutes(router: PageRouter, provider: Provider, accounts: AccountsService, homeUrl: string): void {
  const failedLogins = new AttemptLimiter(LOGIN_FAILURES_ALLOWED, LOGIN_WINDOW_MS);
  const details = (ctx: Context) => provider.interactionDetails(ctx.req, ctx.res);
  const hintOf = (params: Record<string, unknown>) => (typeof params.login_hint === "string" ? params.login_hint : "");

  const finishLogin = (ctx: Context, accountId: string) =>
    provider.interactionFinished(ctx.req, ctx.res, { login: { accountId } }, { mergeWithLastSubmission: false });

  router.on("GET", "/interaction/:uid", async (ctx, { uid }) => {
    const { params } = await details(ctx);
    const email = hintOf(params);
    ctx.body = params.screen_hint === "signup"
      ? signupPage({ uid: uid!, email, utm: pickUtm(params), homeUrl })
      : loginPage({ uid: uid!, email, homeUrl });
  });

  router.on("GET", "/interaction/:uid/login", async (ctx, { uid }) => {
    const { params } = await details(ctx);
    ctx.body = loginPage({ uid: uid!, email: hintOf(params), homeUrl });
  });

  router.on("GET", "/interaction/:uid/signup", async (ctx, { uid }) => {
    const { params } = await details(ctx);
    ctx.body = signupPage({ uid: uid!, email: hintOf(params), utm: pickUtm(params), homeUrl });
  });

  router.on("POST", "/interaction/:uid/login", async (ctx, { uid }) => {
    await details(ctx);
    const form = await readForm(ctx.req);
    const email = form.email ?? "";
    const key = normaliseEmail(email);
    if (failedLogins.isBlocked(key)) {
      ctx.status = 429;
      ctx.body = loginPage({ uid: uid!, email, error: "Too many wrong passwords. Wait 15 minutes, or reset your password.", homeUrl });
      return;
    }
    const account = await accounts.authenticate(email, form.password ?? "");
    if (!account) {
      failedLogins.recordFailure(key);
      ctx.status = 400;
      ctx.body = loginPage({ uid: uid!, email, error: "The email address or the password is wrong.", homeUrl });
      return;
    }
    failedLogins.reset(key);
    await finishLogin(ctx, account.id);
  });

  router.on("POST", "/interaction/:uid/signup", async (ctx, { uid }) => {
    const { params } = await details(ctx);
    const form = await readForm(ctx.req);
    const utm = { ...pickUtm(params), ...pickUtm(form) };
    const result = await accounts.signUp({ email: form.email ?? "", password: form.password ?? "", ...utm });
    if (!result.ok) {
      ctx.status = 400;
      ctx.body = signupPage({ uid: uid!, email: form.email ?? "", utm, errors: result.errors, homeUrl });
      return;
    }
    await finishLogin(ctx, result.account.id);
  });
}
