import { z } from "zod";

/** Body of every error reply of the api (docs/behaviour/errors.md). */
export const ErrorBody = z.object({
  /** A safe, human-readable message. */
  error_message: z.string().min(1),
  /** A stable code the web can act on, e.g. "VALIDATION_FAILED". */
  error_code: z.string().min(1),
  /** For a refused field, its dotted path (e.g. "data.original"), for programs: the message names it in words. */
  error_field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Thrown by the web's api client for a reply that is not 2xx; `body` is the parsed JSON, if any. */
export class ApiRequestError extends Error {
  constructor(
    /** The reply's HTTP status. */
    readonly status: number,
    /** The reply's parsed JSON body, or undefined when it had none. */
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
    this.name = "ApiRequestError";
  }
}

/** The fixed messages of docs/behaviour/errors.md, word for word. */
export const ERROR_MESSAGES = {
  /** A server error without error_message and error_code. */
  serverIssue: "Could not complete your request due to a server issue.",
  /** An Error without a message. */
  unexpected: "An unexpected error occurred.",
  /** Anything thrown that is not an Error. */
  unknown: "An unknown error occurred.",
  /** Saving an essay whose version is not known. */
  missingEssayVersion: "couldn't get the essay's version. Please refresh the page",
  /** Changing a school whose version is not known. */
  missingSchoolVersion: "couldn't get the school's version. Please refresh the page",
  /** The essay route without an id. */
  malformedEssayUrl: "the url is malformed. Please check it again",
  /** A FAILURE essay. */
  essayNotCorrected: "This essay could not be corrected.",
} as const;

/** 'An unexpected error occured. Please reload this page (details: ...)' (docs/behaviour/errors.md, spelling as written). */
export function pageErrorMessage(details: string): string {
  return `An unexpected error occured. Please reload this page (details: ${details})`;
}

/** 'Error loading this page, please try again [reason]' (docs/behaviour/errors.md). */
export function pageLoadErrorMessage(reason: string): string {
  return `Error loading this page, please try again ${reason}`;
}

/** A message as a sentence: ended with a full stop when it has no end of its own. */
const asSentence = (message: string) =>
  /[.!?…]["'”’)]?$/.test(message.trim()) ? message.trim() : `${message.trim()}.`;

/**
 * Turns anything thrown into the user-facing text of docs/behaviour/errors.md: a server error's
 * message as a sentence (its code is for programs, never shown), the server-issue text for an error
 * reply without one, an Error's own message (or the unexpected-error text), and the unknown-error
 * text for anything else.
 */
export function formatError(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const parsed = ErrorBody.safeParse(error.body);
    return parsed.success ? asSentence(parsed.data.error_message) : ERROR_MESSAGES.serverIssue;
  }
  if (error instanceof Error) return error.message || ERROR_MESSAGES.unexpected;
  return ERROR_MESSAGES.unknown;
}

/** A zod issue as far as the formatting needs it. */
export interface ValidationIssueLike {
  /** Where the issue is, from the root of the checked value. */
  path: readonly PropertyKey[];
  /** What is wrong. */
  message: string;
}

/** "field: message" for each issue (nested paths joined with dots), joined with "; ", for operators' logs and settings (a teacher reads validationSentences). */
export function formatValidationIssues(issues: readonly ValidationIssueLike[]): string {
  return issues
    .map((issue) => {
      const field = issue.path.map(String).join(".");
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join("; ");
}
