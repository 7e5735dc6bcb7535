import { InviteEmail } from "@redpen/contract";

/** What the invite form shows for the typed email (docs/behaviour/validation.md). */
export interface InviteEmailState {
  /** The trimmed email, when it matches the pattern; null otherwise. */
  email: string | null;
  /** The field's error: only for a non-empty value that does not match, never for an empty field. */
  error: string | null;
}

export function inviteEmailState(value: string): InviteEmailState {
  const parsed = InviteEmail.safeParse(value);
  if (parsed.success) return { email: parsed.data, error: null };
  if (!value.trim()) return { email: null, error: null };
  return { email: null, error: parsed.error.issues[0]?.message ?? "enter a valid email address" };
}
