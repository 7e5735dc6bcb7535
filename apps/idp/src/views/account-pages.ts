import escapeHtml from "escape-html";
import { PASSWORD_MIN_LENGTH } from "../accounts/account-rules";
import { alert, field, page } from "./html";

/** A page with a title, a message and one button. */
export function messagePage(options: {
  title: string;
  message: string;
  action?: { label: string; href: string };
  homeUrl: string;
  error?: boolean;
}): string {
  const { title, message, action, homeUrl, error } = options;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
${error ? alert(message) : `<p>${escapeHtml(message)}</p>`}
${action ? `<a class="button" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a>` : ""}`,
    homeUrl,
  );
}

/** What a page asking for an email address shows: the address, a field error, a refusal of the whole form, or that it was sent. */
export interface EmailFormOptions {
  email: string;
  error?: string | null;
  refused?: string;
  sent?: boolean;
  homeUrl: string;
}

export function forgotPasswordPage(options: EmailFormOptions): string {
  const { email, error, refused, sent, homeUrl } = options;
  return page(
    "Reset your password",
    `<h1>Reset your password</h1>
${alert(refused)}
${
  sent
    ? alert(
        `If an account exists for ${email}, we have sent it a link to choose a new password. Check your inbox and spam folder.`,
        "info",
      )
    : "<p>Enter the email address of your account and we will send you a link to choose a new password.</p>"
}
<form method="post" action="/forgot-password" novalidate>
${field({ name: "email", label: "Email address", type: "email", value: email, autocomplete: "email", error, autofocus: true })}
<button type="submit">${sent ? "Send the link again" : "Send reset link"}</button>
</form>
<div class="links"><a href="${escapeHtml(homeUrl)}/login">Back to log in</a></div>`,
    homeUrl,
  );
}

export function resendVerificationPage(options: EmailFormOptions): string {
  const { email, error, refused, sent, homeUrl } = options;
  return page(
    "Confirm your email address",
    `<h1>Get a new confirmation link</h1>
${alert(refused)}
${
  sent
    ? alert(
        `If ${email} belongs to an account that is not confirmed yet, we have sent it a new link. Check your inbox and spam folder.`,
        "info",
      )
    : "<p>Enter the email address of your account and we will send you a new link to confirm it.</p>"
}
<form method="post" action="/resend-verification" novalidate>
${field({ name: "email", label: "Email address", type: "email", value: email, autocomplete: "email", error, autofocus: true })}
<button type="submit">Send a new link</button>
</form>
<div class="links"><a href="${escapeHtml(homeUrl)}/login">Back to log in</a></div>`,
    homeUrl,
  );
}

export function resetPasswordPage(options: { token: string; error?: string | null; homeUrl: string }): string {
  const { token, error, homeUrl } = options;
  return page(
    "Choose a new password",
    `<h1>Choose a new password</h1>
<form method="post" action="/reset-password" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${field({
  name: "password",
  label: "New password",
  type: "password",
  autocomplete: "new-password",
  error,
  hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  autofocus: true,
})}
<button type="submit">Save new password</button>
</form>`,
    homeUrl,
  );
}
