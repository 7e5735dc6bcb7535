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
