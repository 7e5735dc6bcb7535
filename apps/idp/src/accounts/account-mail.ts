import type { OutgoingMail } from "@redpen/mail";

/** The email that confirms an address; the link is valid for 7 days. */
export function verificationMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: "Confirm your email address for Redpen",
    text: `Welcome to Redpen!\n\nPlease confirm your email address by opening this link:\n${link}\n\nThe link is valid for 7 days. If you did not create a Redpen account, you can ignore this email.`,
    html: `<p>Welcome to Redpen!</p><p>Please confirm your email address:</p><p><a href="${link}">Confirm my email address</a></p><p>The link is valid for 7 days. If you did not create a Redpen account, you can ignore this email.</p>`,
  };
}

/** The email with a link to choose a new password; the link is valid for one hour. */
export function passwordResetMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: "Reset your Redpen password",
    text: `Someone asked to reset the password of your Redpen account.\n\nTo choose a new password, open this link:\n${link}\n\nThe link is valid for one hour and works once. If it was not you, you can ignore this email.`,
    html: `<p>Someone asked to reset the password of your Redpen account.</p><p><a href="${link}">Choose a new password</a></p><p>The link is valid for one hour and works once. If it was not you, you can ignore this email.</p>`,
  };
}

/**
 * The email to the owner of an address someone tried to sign up with. The form said the same as
 * for a new address ("check your inbox"), so only the mailbox's owner learns the account exists.
 */
export function signUpAttemptMail(to: string, links: { logIn: string; resetPassword: string }): OutgoingMail {
  const { logIn, resetPassword } = links;
  return {
    to,
    subject: "Someone tried to create a Redpen account with your address",
    text: `Someone tried to create a Redpen account with this email address, but it already has one.\n\nIf it was you, log in:\n${logIn}\n\nForgot your password? Choose a new one:\n${resetPassword}\n\nIf it was not you, you can ignore this email: your account is unchanged.`,
    html: `<p>Someone tried to create a Redpen account with this email address, but it already has one.</p><p>If it was you, <a href="${logIn}">log in</a>.</p><p>Forgot your password? <a href="${resetPassword}">Choose a new one</a>.</p><p>If it was not you, you can ignore this email: your account is unchanged.</p>`,
  };
}
