import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { formatValidationIssues } from "@redpen/contract";
import { AppError, errorBodyOf, storageUnavailable } from "../errors";
import { StorageUnavailableError } from "../storage/image-storage";

const LOCATION_PREFIX: Record<string, string> = { body: "", querystring: "", params: "", headers: "header " };

/**
 * Every error reply is `{error_message, error_code}` with the right status. Bad input is a 4xx
 * naming the field; an image storage that cannot be reached is a 503 the teacher can retry;
 * anything unexpected is logged and answered with a generic 500.
 */
export function useErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBodyOf(error));
    }
    if (error instanceof StorageUnavailableError) {
      // Met by any call that reads or writes a photo; the operator needs the bucket's own words, the teacher only to try again.
      request.log.error({ err: error }, "image storage unavailable");
      const reply503 = storageUnavailable(error.operation === "get" ? "show" : "store");
      return reply.status(503).header("retry-after", "60").send(errorBodyOf(reply503));
    }
    const fastifyError = error as FastifyError & { validationContext?: string };
    if (error instanceof ZodError) {
      // Fastify hands back what our zod validator compiler returned, tagged with where it failed.
      const prefix = LOCATION_PREFIX[fastifyError.validationContext ?? ""] ?? "";
      return reply.status(400).send({ error_message: prefix + formatValidationIssues(error.issues), error_code: "VALIDATION_FAILED" });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "BAD_REQUEST";
      const message = status === 413 ? "The request body is too large." : fastifyError.message;
      return reply.status(status).send({ error_message: message, error_code: code });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ error_message: "Something went wrong on our side. Please try again.", error_code: "INTERNAL" });
  });
}
