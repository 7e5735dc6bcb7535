import escapeHtml from "escape-html";
import { PASSWORD_MIN_LENGTH } from "../accounts/account-rules";
import { aboutRedpen } from "./about-redpen";
import { alert, field, page } from "./html";

export interface Utm {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

export function loginPage(options: { uid: string; email: string; error?: string; homeUrl: string }): string {
  const { uid, email, error, homeUrl } = options;
  return page(
    "Log in",
    `<h1>Log in to Redpen</h1>
<p>Redpen corrects and grades your students' essays, and you have the last word. Enter your email address and password.</p>
${alert(error)}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" novalidate>
${field({ name: "email", label: "Email address", type: "email", value: email, autocomplete: "username", autofocus: !email })}
${field({ name: "password", label: "Password", type: "password", autocomplete: "current-password", autofocus: Boolean(email) })}
<button type="submit">Log in</button>
</form>
<div class="links"><a href="/forgot-password?email=${encodeURIComponent(email)}">Forgot your password?</a></div>
${otherWay("New to Redpen?", `/interaction/${uid}/signup`, "Create an account")}`,
    homeUrl,
    aboutRedpen(),
  );
}

/**
 * The way to the other form (sign-up from login, login from sign-up): a button as large as the
 * form's own, so that a first visitor sees at once where to create an account.
 */
function otherWay(question: string, href: string, label: string): string {
  return `<p class="other-way">${escapeHtml(question)}</p>
<a class="button other" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

const SCHOOL_NAME_HINT = "Shown to your colleagues and on printouts; you can change it later.";
/** A teacher who signs up through an invitation joins the inviting school, which has a name already. */
const INVITED_SCHOOL_NAME_HINT = `Only used if you are not joining a school that invited you. ${SCHOOL_NAME_HINT}`;

export function signupPage(options: {
  uid: string;
  email: string;
  /** What was typed in the optional name field, kept when the form comes back with an error. */
  name?: string;
  /** What was typed in the optional school's name field, kept when the form comes back with an error. */
  schoolName?: string;
  /** Whether the address came with the link (an invitation's sign-up link gives it). */
  invited?: boolean;
  utm: Utm;
  errors?: { email?: string | null; password?: string | null; name?: string | null; school_name?: string | null };
  /** Why the form was refused as a whole (too many requests). */
  refused?: string;
  homeUrl: string;
}): string {
  const { uid, email, name = "", schoolName = "", invited = false, utm, errors = {}, refused, homeUrl } = options;
  const hidden = (Object.entries(utm) as [string, string | undefined][])
    .filter(([, value]) => value)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("\n");
  return page(
    "Create your account",
    `<h1>Create your Redpen account</h1>
<p>Correct your students' essays in seconds. A new school's first 10 essays are on us; invited teachers share their school's credits.</p>
${alert(refused ?? (errors.email || errors.password || errors.name || errors.school_name ? "Please fix the highlighted fields." : null))}
<form method="post" action="/interaction/${escapeHtml(uid)}/signup" novalidate>
${hidden}
${field({ name: "email", label: "Email address", type: "email", value: email, autocomplete: "email", error: errors.email, autofocus: Boolean(errors.email) || !(errors.password || errors.name || errors.school_name) })}
${field({
  name: "password",
  label: "Password",
  type: "password",
  autocomplete: "new-password",
  error: errors.password,
  autofocus: Boolean(errors.password) && !errors.email,
  hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
})}
${field({
  name: "name",
  label: "Your name (optional)",
  type: "text",
  value: name,
  autocomplete: "name",
  error: errors.name,
  autofocus: Boolean(errors.name) && !errors.email && !errors.password,
  hint: "Shown to your colleagues, on printouts and to your students; without it, your email address is.",
  optional: true,
})}
${field({
  name: "school_name",
  label: "Your school's name (optional)",
  type: "text",
  value: schoolName,
  autocomplete: "organization",
  error: errors.school_name,
  autofocus: Boolean(errors.school_name) && !errors.email && !errors.password && !errors.name,
  hint: invited ? INVITED_SCHOOL_NAME_HINT : SCHOOL_NAME_HINT,
  optional: true,
})}
<button type="submit">Create account</button>
</form>
${otherWay("Already have an account?", `/interaction/${uid}/login`, "Log in")}`,
    homeUrl,
    aboutRedpen(),
  );
}

/**
 * After sign-up, for a new address and a taken one alike (the mail differs, the page does not):
 * nobody is signed in until the address is confirmed and the password typed at login.
 */
export function checkInboxPage(options: { email: string; homeUrl: string }): string {
  const { email, homeUrl } = options;
  const hint = `email=${encodeURIComponent(email)}`;
  return page(
    "Check your inbox",
    `<h1>Check your inbox</h1>
<p>We have sent an email to <strong>${escapeHtml(email)}</strong>. Open the link in it to confirm your address, then log in.</p>
<p class="hint">No email after a few minutes? Look in your spam folder, or ask for a new link.</p>
<div class="links">
<a href="/resend-verification?${escapeHtml(hint)}">Send me a new link</a>
<a href="${escapeHtml(homeUrl)}/login?${escapeHtml(hint)}">Already confirmed? Log in</a>
</div>`,
    homeUrl,
  );
}
