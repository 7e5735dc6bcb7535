import type Router from "@koa/router";
import type { AccountsService } from "../accounts/accounts.service";
import { emailProblem, normaliseEmail } from "../accounts/account-rules";
import {
  forgotPasswordPage,
  messagePage,
  resendVerificationPage,
  resetPasswordPage,
  type EmailFormOptions,
} from "../views/account-pages";
import { readForm } from "./form-body";
import type { FormLimits } from "./form-limits";
import { refuseOverLimit } from "./limit-reply";

/** What the account pages need: the router, the accounts, the mail limits and the web app's address. */
interface AccountPages {
  router: Router;
  accounts: AccountsService;
  limits: FormLimits;
  appUrl: string;
}

const query = (value: unknown) => (typeof value === "string" ? value : "");

/** Pages reached from links in emails: confirm an address, ask for a link again, reset a password. */
export function registerAccountRoutes(
  router: Router,
  accounts: AccountsService,
  limits: FormLimits,
  appUrl: string,
): void {
  const pages = { router, accounts, limits, appUrl };
  registerEmailVerification(pages);
  registerEmailLinkForms(pages);
  registerPasswordReset(pages);
}

/** The link of the confirmation email: the address confirmed, or a way to a new link. */
function registerEmailVerification({ router, accounts, appUrl }: AccountPages): void {
  const homeUrl = appUrl;
  router.get("/verify-email", async (ctx) => {
    const email = await accounts.verifyEmail(query(ctx.query.token));
    if (!email) ctx.status = 400;
    // Sign-up signs nobody in, so the way on is the login page with the address filled in (or home, when signed in already).
    ctx.body = email
      ? messagePage({
          title: "Email address confirmed",
          message: "Thank you! Your email address is confirmed. You can now correct essays with Redpen.",
          action: { label: "Continue to Redpen", href: `${appUrl}/login?email=${encodeURIComponent(email)}` },
          homeUrl,
        })
      : messagePage({
          title: "This link does not work",
          message:
            "This confirmation link has expired or was already used. If your address is not confirmed yet, ask for a new link.",
          action: { label: "Send me a new link", href: "/resend-verification" },
          homeUrl,
          error: true,
        });
  });
}

/** The forms that send a link by email: a new confirmation link, a password reset link. */
function registerEmailLinkForms({ router, accounts, limits, appUrl }: AccountPages): void {
  const homeUrl = appUrl;
  /**
   * A page that asks for an email address and sends a link to it. The reply is the same whether or
   * not the address has an account: `send` only schedules the mail work, off the reply path.
   */
  const emailLinkForm = (
    path: string,
    render: (options: EmailFormOptions) => string,
    send: (email: string) => void,
  ) => {
    router.get(path, async (ctx) => {
      ctx.body = render({ email: query(ctx.query.email), homeUrl });
    });
    router.post(path, async (ctx) => {
      const email = normaliseEmail((await readForm(ctx)).email ?? "");
      const problem = emailProblem(email);
      if (problem) {
        ctx.status = 400;
        ctx.body = render({ email, error: problem, homeUrl });
        return;
      }
      const refused = await limits.takeMailRequest(email, ctx.ip);
      if (refused) {
        ctx.body = render({ email, refused: refuseOverLimit(ctx, refused, "mail"), homeUrl });
        return;
      }
      send(email);
      ctx.body = render({ email, sent: true, homeUrl });
    });
  };

  emailLinkForm("/resend-verification", resendVerificationPage, (email) => accounts.resendVerificationMail(email));
  emailLinkForm("/forgot-password", forgotPasswordPage, (email) => accounts.requestPasswordReset(email));
}

/** The reset link of the email: a new password, or a way to a new link. */
function registerPasswordReset({ router, accounts, appUrl }: AccountPages): void {
  const homeUrl = appUrl;
  const expiredLink = () =>
    messagePage({
      title: "This link does not work",
      message: "This reset link has expired or was already used. Ask for a new one.",
      action: { label: "Ask for a new link", href: "/forgot-password" },
      homeUrl,
      error: true,
    });

  router.get("/reset-password", async (ctx) => {
    const token = query(ctx.query.token);
    if (!(await accounts.isResetTokenUsable(token))) {
      ctx.status = 400;
      ctx.body = expiredLink();
      return;
    }
    ctx.body = resetPasswordPage({ token, homeUrl });
  });

  router.post("/reset-password", async (ctx) => {
    const form = await readForm(ctx);
    const result = await accounts.resetPassword(form.token ?? "", form.password ?? "");
    if (result === "ok") {
      ctx.body = messagePage({
        title: "Password saved",
        message: "Your new password is saved. Log in with it to continue.",
        action: { label: "Log in", href: `${appUrl}/login` },
        homeUrl,
      });
      return;
    }
    ctx.status = 400;
    ctx.body =
      result === "invalid-token"
        ? expiredLink()
        : resetPasswordPage({ token: form.token ?? "", error: result.passwordError, homeUrl });
  });
}
