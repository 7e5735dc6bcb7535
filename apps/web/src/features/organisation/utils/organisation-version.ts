import { ERROR_MESSAGES } from "@redpen/contract";

/**
 * The version a PATCH of the organisation sends: the stored one + 1. Without a readable version
 * it throws the message of docs/behaviour/errors.md, which the card shows as it is.
 */
export function nextOrganisationVersion(organisation: { version?: unknown } | null | undefined): number {
  const version = organisation?.version;
  if (typeof version !== "number" || !Number.isInteger(version))
    throw new Error(ERROR_MESSAGES.missingOrganisationVersion);
  return version + 1;
}
