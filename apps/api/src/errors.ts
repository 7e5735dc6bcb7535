import type { ErrorBody } from "@redpen/contract";

/** A failure the caller should see: an HTTP status, a stable code and a safe message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
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
export const validationFailed = (message: string) => new AppError(400, "VALIDATION_FAILED", message);
export const paymentRequired = (message: string, code = "NO_CREDITS") => new AppError(402, code, message);
export const payloadTooLarge = (message: string) => new AppError(413, "PAYLOAD_TOO_LARGE", message);
export const conflict = (message: string) => new AppError(409, "CONFLICT", message);
export const tooManyRequests = (message: string) => new AppError(429, "TOO_MANY_REQUESTS", message);
export const identityProviderUnavailable = () =>
  new AppError(503, "IDENTITY_PROVIDER_UNAVAILABLE", "The sign-in service cannot be reached right now. Please try again in a moment.");
export const engineBusy = () => new AppError(503, "ENGINE_BUSY", "Redpen is reading many photos right now: try again in a minute.");
export const engineFailed = () => new AppError(503, "ENGINE_FAILED", "Redpen could not read this photo just now: please try again, or take a smaller photo.");
export const storageUnavailable = (doing: "store" | "show") =>
  new AppError(503, "STORAGE_UNAVAILABLE", `Redpen cannot ${doing} photos just now: please try again in a minute.`);
export const invalidImage = (message: string) => new AppError(400, "INVALID_IMAGE", message);
export const malformedAddress = () => new AppError(400, "BAD_REQUEST", "This address is not valid: check it for a stray % sign or a broken character.");
export const addressTooLong = () => new AppError(414, "URI_TOO_LONG", "This address is too long.");
export const headersTooLarge = () => new AppError(431, "HEADERS_TOO_LARGE", "The request's address or headers are too large.");
export const requestTimeout = () => new AppError(408, "REQUEST_TIMEOUT", "The request took too long to arrive.");
export const unreadableRequest = () => new AppError(400, "BAD_REQUEST", "The request could not be read.");

/** The body of every error reply: `{error_message, error_code}` (the contract's ErrorBody). */
export const errorBodyOf = (error: AppError): ErrorBody => ({ error_message: error.message, error_code: error.code });
