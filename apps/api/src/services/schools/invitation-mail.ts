import type { OutgoingMail } from "@redpen/mail";
import escapeHtml from "escape-html";

/**
 * The email that invites a teacher to a school, naming the school and who invited them: a sign-up
 * link with their address filled in and the invitation's id (a new account made through it joins
 * this school, and only this one), and a login link for someone who has an account already (Redpen
 * then asks them to join or decline).
 */
export function invitationMail(invitation: {
  id: string;
  to: string;
  /** How the inviting teacher is called (teacherCalled). */
  inviter: string;
  schoolName: string;
  appUrl: string;
}): OutgoingMail {
  const email = encodeURIComponent(invitation.to);
  const signUpLink = `${invitation.appUrl}/signup?email=${email}&invitation=${encodeURIComponent(invitation.id)}`;
  const logInLink = `${invitation.appUrl}/login?email=${email}`;
  const { inviter, schoolName: school } = invitation;
  return {
    to: invitation.to,
    subject: `${inviter} invited you to join ${school} on Redpen`,
    text:
      `Hello,\n\n${inviter} invited you to join ${school} on Redpen, where teachers have their students' essays corrected ` +
      `and share the school's credits.\n\nCreate your account with this email address:\n${signUpLink}\n\n` +
      `If you already have a Redpen account, log in and choose 'Join' (or 'Decline'):\n${logInLink}\n\n` +
      `If you did not expect this invitation, you can ignore this email.`,
    html:
      `<p>Hello,</p><p>${escapeHtml(inviter)} invited you to join <strong>${escapeHtml(school)}</strong> on Redpen, where teachers have their students' essays corrected ` +
      `and share the school's credits.</p><p><a href="${escapeHtml(signUpLink)}">Create your account</a></p>` +
      `<p>If you already have a Redpen account, <a href="${escapeHtml(logInLink)}">log in</a> and choose 'Join' (or 'Decline').</p>` +
      `<p>If you did not expect this invitation, you can ignore this email.</p>`,
  };
}
