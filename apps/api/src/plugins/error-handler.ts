import type { FastifyError, FastifyInstance, FastifyReply, FastifySchema } from "fastify";
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from "fastify-type-provider-zod";
import { fieldWordsOf, validationSentences } from "@redpen/contract";
import type { ErrorReporter } from "../error-reporting/start-error-reporting";
import {
  AppError,
  errorBodyOf,
  internalError,
  payloadTooLarge,
  requestRefused,
  storageUnavailable,
  unsupportedMediaType,
  validationFailed,
} from "../errors";
import { StorageUnavailableError } from "../storage/image-storage";

/** Where a refused field is, when not in the body: its path says so (the message names it in words). */
const LOCATION_PREFIX: Partial<Record<keyof FastifySchema, string>> = {
  querystring: "query.",
  params: "path.",
  headers: "headers.",
};

/** A 4xx that Fastify raised itself, as the api's error. */
function refusalOf(status: number, message: string): AppError {
  if (status === 413) return payloadTooLarge("The request body is too large.");
  if (status === 415) return unsupportedMediaType(message);
  return requestRefused(status, message);
}

/** The field a validation issue names, as zod's path joined with dots (the library gives it as a JSON pointer). */
const pathOf = (instancePath: string) => (instancePath === "/" ? [] : instancePath.slice(1).split("/"));

const send = (reply: FastifyReply, error: AppError) => reply.status(error.statusCode).send(errorBodyOf(error));

/**
 * Every error reply is `{error_message, error_code}` with the right status. Bad input is a 4xx
 * saying what is wrong in sentences that name each field in words (and its path in `error_field`); an image storage that cannot be reached is a 503 the teacher can retry;
 * anything unexpected is logged, reported (with SENTRY_DSN) and answered with a generic 500.
 */
export function useErrorHandler(app: FastifyInstance, errorReporter?: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) return send(reply, error);
    if (error instanceof StorageUnavailableError) {
      // Met by any call that reads or writes a photo; the operator needs the bucket's own words, the teacher only to try again.
      request.log.error({ err: error }, "image storage unavailable");
      return send(reply.header("retry-after", "60"), storageUnavailable(error.operation === "get" ? "show" : "store"));
    }
    const fastifyError = error as FastifyError & { validationContext?: string };
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Fastify hands back what the zod validator compiler found, tagged with where it failed; each
      // problem becomes a sentence naming its field in the words its schema registered.
      const context = (fastifyError.validationContext ?? "body") as keyof FastifySchema;
      const issues = error.validation.map(({ instancePath, keyword, message = "", params }) => ({
        ...params,
        path: pathOf(instancePath),
        code: keyword,
        message,
      }));
      const { message, field } = validationSentences(issues, fieldWordsOf(request.routeOptions.schema?.[context]));
      const prefix = LOCATION_PREFIX[context] ?? "";
      return send(reply, validationFailed(message, field && prefix + field));
    }
    if (error instanceof ResponseSerializationError) {
      // A reply that is not what its schema says is our fault: logged with what zod found, answered as any 500.
      request.log.error({ err: error, issues: error.cause.issues }, "reply does not match its schema");
      errorReporter?.report(error);
      return send(reply, internalError());
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, refusalOf(status, fastifyError.message));
    request.log.error({ err: error }, "request failed");
    errorReporter?.report(error);
    return send(reply, internalError());
  });
}
