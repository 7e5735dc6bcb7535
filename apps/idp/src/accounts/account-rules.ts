import {
  FORBIDDEN_CHARACTER_MESSAGE,
  hasForbiddenCharacter,
  SCHOOL_NAME_MAX_CHARS,
  TEACHER_NAME_MAX_CHARS,
} from "@redpen/contract";

/** Sign-up rules, shared by the forms and the service. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 320;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The contract's control-character rule, as "Field label: message" (a NUL or broken Unicode in a form field). */
export function forbiddenCharacterProblem(label: string, value: string): string | null {
  return hasForbiddenCharacter(value) ? `${label}: ${FORBIDDEN_CHARACTER_MESSAGE}` : null;
}

/** The message to show for an email, or null when it is acceptable. */
export function emailProblem(email: string): string | null {
  if (!email) return "Enter your email address.";
  const forbidden = forbiddenCharacterProblem("Email address", email);
  if (forbidden) return forbidden;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
    return "Enter a valid email address, like name@school.org.";
  return null;
}

/**
 * The message to show for a new password, or null when it is acceptable. Control characters are
 * refused too: no keyboard types them, and a password the login form could never send again
 * would lock its owner out.
 */
export function passwordProblem(password: string, label = "Password"): string | null {
  const forbidden = forbiddenCharacterProblem(label, password);
  if (forbidden) return forbidden;
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`;
  return null;
}

/** The school's name as kept: trimmed, or null when none was typed (the field is optional). */
export function normaliseSchoolName(name: string): string | null {
  return name.trim() || null;
}

/** The message to show for the optional school's name, or null when it is acceptable (blank included). */
export function schoolNameProblem(name: string): string | null {
  const forbidden = forbiddenCharacterProblem("School name", name);
  if (forbidden) return forbidden;
  if ((normaliseSchoolName(name) ?? "").length > SCHOOL_NAME_MAX_CHARS)
    return `Use at most ${SCHOOL_NAME_MAX_CHARS} characters for your school's name.`;
  return null;
}

/** The teacher's name as kept: trimmed, or null when none was typed (the field is optional). */
export function normaliseName(name: string): string | null {
  return name.trim() || null;
}

/** The message to show for the optional name, or null when it is acceptable (blank included). */
export function nameProblem(name: string): string | null {
  const forbidden = forbiddenCharacterProblem("Your name", name);
  if (forbidden) return forbidden;
  const kept = normaliseName(name) ?? "";
  if (/[\t\n\r]/.test(kept)) return "Write your name on one line.";
  if (kept.length > TEACHER_NAME_MAX_CHARS) return `Use at most ${TEACHER_NAME_MAX_CHARS} characters for your name.`;
  return null;
}
