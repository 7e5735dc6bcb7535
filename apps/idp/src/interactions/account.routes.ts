import type { AccountsService } from "../accounts/accounts.service";
import { emailProblem, normaliseEmail } from "../accounts/account-rules";
import { forgotPasswordPage, messagePage, resendVerificationPage, resetPasswordPage } from "../views/account-pages";
import { readForm } from "./form-body";
import type { PageRouter } from "./router";

/** Pages reached from links in emails: confirm an address, reset a password. */
export function registerAccountRoutes(router: PageRouter, accounts: AccountsService, appUrl: string): void {
  const homeUrl = appUrl;
  const query = (value: unknown) => (typeof value === "string" ? value : "");

  router.on("GET", "/verify-email", async (ctx) => {
    const verified = await accounts.verifyEmail(query(ctx.query.token));
    if (!verified) ctx.status = 400;
    ctx.body = verified
      ? messagePage({ title: "Email address confirmed", message: "Thank you! Your email address is confirmed. You can now correct essays with Redpen.", action: { label: "Continue to Redpen", href: `${appUrl}/` }, homeUrl })
      : messagePage({ title: "This link does not work", message: "This confirmation link has expired or was already used. If your address is not confirmed yet, ask for a new link.", action: { label: "Send me a new link", href: "/resend-verification" }, homeUrl, error: true });
  });

  type EmailFormPage = (options: { email: string; error?: string | null; sent?: boolean; homeUrl: string }) => string;

  /** A page that asks for an email address and sends a link to it, saying the same whether or not the account exists. */
  const emailLinkForm = (path: string, render: EmailFormPage, send: (email: string) => Promise<void>) => {
    router.on("GET", path, async (ctx) => {
      ctx.body = render({ email: query(ctx.query.email), homeUrl });
    });
    router.on("POST", path, async (ctx) => {
      const email = normaliseEmail((await readForm(ctx.req)).email ?? "");
      const problem = emailProblem(email);
      if (problem) {
        ctx.status = 400;
        ctx.body = render({ email, error: problem, homeUrl });
        return;
      }
      await send(email);
      ctx.body = render({ email, sent: true, homeUrl });
    });
  };

  emailLinkForm("/resend-verification", resendVerificationPage, (email) => accounts.resendVerificationMail(email));
  emailLinkForm("/forgot-password", forgotPasswordPage, (email) => accounts.requestPasswordReset(email));

  const expiredLink = () =>
    messagePage({ title: "This link does not work", message: "This reset link has expired or was already used. Ask for a new one.", action: { label: "Ask for a new link", href: "/forgot-password" }, homeUrl, error: true });

  router.on("GET", "/reset-password", async (ctx) => {
    const token = query(ctx.query.token);
    if (!(await accounts.isResetTokenUsable(token))) {
      ctx.status = 400;
      ctx.body = expiredLink();
      return;
    }
    ctx.body = resetPasswordPage({ token, homeUrl });
  });

  router.on("POST", "/reset-password", async (ctx) => {
    const form = await readForm(ctx.req);
    const result = await accounts.resetPassword(form.token ?? "", form.password ?? "");
    if (result === "ok") {
      ctx.body = messagePage({ title: "Password saved", message: "Your new password is saved. Log in with it to continue.", action: { label: "Log in", href: `${appUrl}/login` }, homeUrl });
      return;
    }
    ctx.status = 400;
    ctx.body = result === "invalid-token" ? expiredLink() : resetPasswordPage({ token: form.token ?? "", error: result.passwordError, homeUrl });
  });
}
