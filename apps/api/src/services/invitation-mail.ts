import type { OutgoingMail } from "@redpen/mail";
import escapeHtml from "escape-html";

/**
 * The email that invites a teacher to an organisation: a sign-up link with their address filled
 * in, and a login link for someone who has an account already (they join on their next sign-in).
 */
export function invitationMail(invitation: { to: string; inviterEmail: string; appUrl: string }): OutgoingMail {
  const email = encodeURIComponent(invitation.to);
  const signUpLink = `${invitation.appUrl}/signup?email=${email}`;
  const logInLink = `${invitation.appUrl}/login?email=${email}`;
  const inviter = invitation.inviterEmail;
  return {
    to: invitation.to,
    subject: `${inviter} invited you to correct essays with Redpen`,
    text:
      `Hello,\n\n${inviter} invited you to join their organisation on Redpen, where teachers have their students' essays corrected ` +
      `and share the organisation's credits.\n\nCreate your account with this email address:\n${signUpLink}\n\n` +
      `If you already have a Redpen account, just log in and you will join the organisation:\n${logInLink}\n\n` +
      `If you did not expect this invitation, you can ignore this email.`,
    html:
      `<p>Hello,</p><p>${escapeHtml(inviter)} invited you to join their organisation on Redpen, where teachers have their students' essays corrected ` +
      `and share the organisation's credits.</p><p><a href="${escapeHtml(signUpLink)}">Create your account</a></p>` +
      `<p>If you already have a Redpen account, just <a href="${escapeHtml(logInLink)}">log in</a> and you will join the organisation.</p>` +
      `<p>If you did not expect this invitation, you can ignore this email.</p>`,
  };
}
