import type Router from "@koa/router";
import type { Context } from "koa";
import type Provider from "oidc-provider";
import { forbiddenCharacterProblem, normaliseEmail } from "../accounts/account-rules";
import { signUpErrors, type AccountsService, type SignUpErrors } from "../accounts/accounts.service";
import { checkInboxPage, loginPage, signupPage, type Utm } from "../views/interaction-pages";
import { readForm } from "./form-body";
import type { FormLimits } from "./form-limits";
import { refuseOverLimit } from "./limit-reply";

const UTM_NAMES = ["utm_source", "utm_medium", "utm_campaign"] as const;

function pickUtm(source: Record<string, unknown>): Utm {
  return Object.fromEntries(
    UTM_NAMES.filter((name) => typeof source[name] === "string" && source[name]).map((name) => [name, source[name]]),
  );
}

/** What the sign-in screens need: the router, the provider, the accounts, the limits and the web app's address. */
interface InteractionScreens {
  router: Router;
  provider: Provider;
  accounts: AccountsService;
  limits: FormLimits;
  homeUrl: string;
}

const hintOf = (params: Record<string, unknown>) => (typeof params.login_hint === "string" ? params.login_hint : "");
const detailsOf = (provider: Provider, ctx: Context) => provider.interactionDetails(ctx.req, ctx.res);

/** Login and sign-up screens of an authorization request (the provider's "login" prompt). */
export function registerInteractionRoutes(
  router: Router,
  provider: Provider,
  accounts: AccountsService,
  limits: FormLimits,
  homeUrl: string,
): void {
  const screens = { router, provider, accounts, limits, homeUrl };
  registerScreens(screens);
  registerLogin(screens);
  registerSignUp(screens);
}

/** The screens as first shown: sign-up when the web app asks for it, else login. */
function registerScreens({ router, provider, homeUrl }: InteractionScreens): void {
  const details = (ctx: Context) => detailsOf(provider, ctx);
  router.get("/interaction/:uid", async (ctx) => {
    const uid = ctx.params.uid!;
    const { params } = await details(ctx);
    const email = hintOf(params);
    ctx.body =
      params.screen_hint === "signup"
        ? signupPage({ uid, email, invited: Boolean(email), utm: pickUtm(params), homeUrl })
        : loginPage({ uid, email, homeUrl });
  });

  router.get("/interaction/:uid/login", async (ctx) => {
    const uid = ctx.params.uid!;
    const { params } = await details(ctx);
    ctx.body = loginPage({ uid, email: hintOf(params), homeUrl });
  });

  router.get("/interaction/:uid/signup", async (ctx) => {
    const uid = ctx.params.uid!;
    const { params } = await details(ctx);
    const email = hintOf(params);
    ctx.body = signupPage({ uid, email, invited: Boolean(email), utm: pickUtm(params), homeUrl });
  });
}

/** A login: refused over the limits, wrong, or finished with the account signed in. */
function registerLogin({ router, provider, accounts, limits, homeUrl }: InteractionScreens): void {
  const details = (ctx: Context) => detailsOf(provider, ctx);
  const finishLogin = (ctx: Context, accountId: string) =>
    provider.interactionFinished(ctx.req, ctx.res, { login: { accountId } }, { mergeWithLastSubmission: false });
  router.post("/interaction/:uid/login", async (ctx) => {
    const uid = ctx.params.uid!;
    await details(ctx);
    const form = await readForm(ctx);
    const email = form.email ?? "";
    const password = form.password ?? "";
    const reply = (status: number, error: string) => {
      ctx.status = status;
      ctx.body = loginPage({ uid, email, error, homeUrl });
    };
    const badText =
      forbiddenCharacterProblem("Email address", email) ?? forbiddenCharacterProblem("Password", password);
    if (badText) return reply(400, badText);
    const key = normaliseEmail(email);
    const refused = await limits.loginRefused(key, ctx.ip);
    if (refused) return reply(429, refuseOverLimit(ctx, refused, "login"));
    const account = await accounts.authenticate(email, password);
    if (!account) {
      await limits.loginFailed(key, ctx.ip);
      return reply(400, "The email address or the password is wrong.");
    }
    await limits.loginSucceeded(key);
    await finishLogin(ctx, account.id);
  });
}

/** A sign-up: its errors shown on its form, or the page that says to look in the inbox. */
function registerSignUp({ router, provider, accounts, limits, homeUrl }: InteractionScreens): void {
  const details = (ctx: Context) => detailsOf(provider, ctx);
  router.post("/interaction/:uid/signup", async (ctx) => {
    const uid = ctx.params.uid!;
    const { params } = await details(ctx);
    const form = await readForm(ctx);
    const utm = { ...pickUtm(params), ...pickUtm(form) };
    const input = {
      email: form.email ?? "",
      password: form.password ?? "",
      name: form.name ?? "",
      school_name: form.school_name ?? "",
      invitation: typeof params.invitation === "string" ? params.invitation : undefined,
      ...utm,
    };
    const reply = (status: number, errors: SignUpErrors, refused?: string) => {
      ctx.status = status;
      ctx.body = signupPage({
        uid,
        email: input.email,
        name: input.name,
        schoolName: input.school_name,
        invited: Boolean(hintOf(params)),
        utm,
        errors,
        refused,
        homeUrl,
      });
    };
    const errors = signUpErrors(input);
    if (errors) return reply(400, errors);
    const email = normaliseEmail(input.email);
    const refused = await limits.takeMailRequest(email, ctx.ip);
    if (refused) return reply(429, {}, refuseOverLimit(ctx, refused, "mail"));
    // The same page whether the address was new or taken: the mailbox's owner is told which.
    await accounts.signUp(input);
    ctx.body = checkInboxPage({ email, homeUrl });
  });
}
