import { ERROR_MESSAGES } from "@redpen/contract";

/**
 * The version a PATCH of the school sends: the stored one + 1. Without a readable version
 * it throws the message of docs/behaviour/errors.md, which the card shows as it is.
 */
export function nextSchoolVersion(school: { version?: unknown } | null | undefined): number {
  const version = school?.version;
  if (typeof version !== "number" || !Number.isInteger(version)) throw new Error(ERROR_MESSAGES.missingSchoolVersion);
  return version + 1;
}
