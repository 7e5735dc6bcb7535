import type { ErrorBody } from "@redpen/contract";

/**
 * Every `error_code` the api answers with. The web and other clients act on these, so each is
 * stable; AppError takes no other, so a new code has to be added here, next to its constructor.
 */
export type ErrorCode =
  | "BAD_REQUEST"
  | "VALIDATION_FAILED"
  | "INVALID_IMAGE"
  | "INVALID_EVENT"
  | "INVALID_SIGNATURE"
  | "UNAUTHENTICATED"
  | "NO_CREDITS"
  | "EMAIL_NOT_VERIFIED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "LINK_REVOKED"
  | "REQUEST_TIMEOUT"
  | "CONFLICT"
  | "PRODUCT_CHANGED"
  | "PAYLOAD_TOO_LARGE"
  | "URI_TOO_LONG"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "TOO_MANY_REQUESTS"
  | "HEADERS_TOO_LARGE"
  | "INTERNAL"
  | "PAYMENT_PROVIDER_UNAVAILABLE"
  | "IDENTITY_PROVIDER_UNAVAILABLE"
  | "ENGINE_BUSY"
  | "ENGINE_FAILED"
  | "MAIL_UNAVAILABLE"
  | "STORAGE_UNAVAILABLE";

/** A failure the caller should see: an HTTP status, a stable code, a safe message and, for a refused field, its dotted path. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const unauthenticated = (message = "Sign in to continue: the access token is missing, invalid or expired.") =>
  new AppError(401, "UNAUTHENTICATED", message);
export const emailNotVerified = () =>
  new AppError(403, "EMAIL_NOT_VERIFIED", "Confirm your email address first: open the link in the email we sent you.");
export const forbidden = (message = "You are not allowed to do this.") => new AppError(403, "FORBIDDEN", message);
export const notFound = (what: string) => new AppError(404, "NOT_FOUND", `${what} was not found.`);
export const logoNotAmongOwnImages = () =>
  new AppError(
    404,
    "NOT_FOUND",
    "This image was not found among the images you uploaded: upload the logo first, then save it.",
  );
/** Bad input: `message` is a sentence naming the field in words, `field` its dotted path (e.g. "data.original"), if it is one field's. */
export const validationFailed = (message: string, field?: string) =>
  new AppError(400, "VALIDATION_FAILED", message, field || undefined);
/** The name typed to confirm an organisation's deletion is not its name: nothing is deleted. */
export const organisationNameMismatch = (name: string) =>
  validationFailed(
    `Type the school's name exactly as it is shown, "${name}", to delete it: nothing was deleted.`,
    "data.name",
  );
/** What only a school's owners may do (remove a teacher, name owners, rename, delete or export the school): `doing` says which. */
export const onlyOwners = (doing: string) =>
  forbidden(`Only an owner of the school can ${doing}: ask one of its owners.`);
export const paymentRequired = (message: string) => new AppError(402, "NO_CREDITS", message);
export const payloadTooLarge = (message: string) => new AppError(413, "PAYLOAD_TOO_LARGE", message);
export const unsupportedMediaType = (message: string) => new AppError(415, "UNSUPPORTED_MEDIA_TYPE", message);
export const conflict = (message: string) => new AppError(409, "CONFLICT", message);
/** The credit pack the billing page showed is no longer on sale as shown; `message` says what changed. */
export const productChanged = (message: string) =>
  new AppError(409, "PRODUCT_CHANGED", `${message} Reload the Credits page and choose a pack again.`);
export const tooManyRequests = (message: string) => new AppError(429, "TOO_MANY_REQUESTS", message);
export const identityProviderUnavailable = () =>
  new AppError(
    503,
    "IDENTITY_PROVIDER_UNAVAILABLE",
    "The sign-in service cannot be reached right now. Please try again in a moment.",
  );
export const paymentProviderUnavailable = () =>
  new AppError(
    502,
    "PAYMENT_PROVIDER_UNAVAILABLE",
    "The payment service could not start the checkout just now. Please try again in a minute.",
  );
export const invitationMailUnavailable = (email: string) =>
  new AppError(
    503,
    "MAIL_UNAVAILABLE",
    `The invitation is saved but its email could not be sent just now: invite ${email} again in a moment.`,
  );
export const engineBusy = () =>
  new AppError(503, "ENGINE_BUSY", "Redpen is reading many photos right now: try again in a minute.");
export const engineFailed = () =>
  new AppError(
    503,
    "ENGINE_FAILED",
    "Redpen could not read this photo just now: please try again, or take a smaller photo.",
  );
export const storageUnavailable = (doing: "store" | "show") =>
  new AppError(503, "STORAGE_UNAVAILABLE", `Redpen cannot ${doing} photos just now: please try again in a minute.`);
export const invalidImage = (message: string) => new AppError(400, "INVALID_IMAGE", message);
/** A signed payment event whose body is not JSON, or not shaped as a Stripe event. */
export const invalidPaymentEvent = (message: string) => new AppError(400, "INVALID_EVENT", message);
/** A payment event whose Stripe-Signature is missing, wrong or too old. */
export const invalidSignature = (message: string) => new AppError(400, "INVALID_SIGNATURE", message);
export const malformedAddress = () =>
  new AppError(400, "BAD_REQUEST", "This address is not valid: check it for a stray % sign or a broken character.");
export const addressTooLong = () => new AppError(414, "URI_TOO_LONG", "This address is too long.");
export const headersTooLarge = () =>
  new AppError(431, "HEADERS_TOO_LARGE", "The request's address or headers are too large.");
export const requestTimeout = () => new AppError(408, "REQUEST_TIMEOUT", "The request took too long to arrive.");
export const unreadableRequest = () => new AppError(400, "BAD_REQUEST", "The request could not be read.");
/** Any other 4xx Fastify raises itself (a body that is not JSON...): its own status and message. */
export const requestRefused = (statusCode: number, message: string) => new AppError(statusCode, "BAD_REQUEST", message);
/** Anything unexpected: the details go to the log only, never to the caller. */
export const internalError = () => new AppError(500, "INTERNAL", "Something went wrong on our side. Please try again.");

/** The body of every error reply: `{error_message, error_code}`, and `error_field` for a refused field (the contract's ErrorBody). */
export const errorBodyOf = (error: AppError): ErrorBody => ({
  error_message: error.message,
  error_code: error.code,
  ...(error.field === undefined ? {} : { error_field: error.field }),
});
