import { z } from "zod";

/** Body of every error reply of the api (SPEC.md 3 and 8). */
export const ErrorBody = z.object({
  error_message: z.string(),
  error_code: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Thrown by the web's api client for a reply that is not 2xx; `body` is the parsed JSON, if any. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
    this.name = "ApiRequestError";
  }
}

export const ERROR_MESSAGES = {
  serverIssue: "Could not complete your request due to a server issue.",
  unexpected: "An unexpected error occurred.",
  unknown: "An unknown error occurred.",
  missingEssayVersion: "couldn't get the essay's version. Please refresh the page",
  missingOrganisationVersion: "couldn't get the organisation's version. Please refresh the page",
  malformedEssayUrl: "the url is malformed. Please check it again",
  essayNotCorrected: "This essay could not be corrected.",
} as const;

/** 'An unexpected error occured. Please reload this page (details: ...)' (SPEC.md 8, spelling as written). */
export function pageErrorMessage(details: string): string {
  return `An unexpected error occured. Please reload this page (details: ${details})`;
}

/** 'Error loading this page, please try again [reason]' (SPEC.md 8). */
export function pageLoadErrorMessage(reason: string): string {
  return `Error loading this page, please try again ${reason}`;
}

/** Turns anything thrown into the user-facing text of SPEC.md 8. */
export function formatError(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const parsed = ErrorBody.safeParse(error.body);
    return parsed.success
      ? `${parsed.data.error_message} (Error code: ${parsed.data.error_code})`
      : ERROR_MESSAGES.serverIssue;
  }
  if (error instanceof Error) return error.message || ERROR_MESSAGES.unexpected;
  return ERROR_MESSAGES.unknown;
}

/** A zod issue as far as the formatting needs it. */
export interface ValidationIssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** "field: message" for each issue (nested paths joined with dots), joined with "; ", for 400 replies. */
export function formatValidationIssues(issues: readonly ValidationIssueLike[]): string {
  return issues
    .map((issue) => {
      const field = issue.path.map(String).join(".");
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join("; ");
}
