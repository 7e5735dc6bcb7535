/** Emails as Redpen stores and compares them: lower-case, without surrounding spaces. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
