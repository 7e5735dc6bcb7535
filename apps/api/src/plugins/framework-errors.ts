import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import {
  addressTooLong,
  type AppError,
  errorBodyOf,
  headersTooLarge,
  malformedAddress,
  requestTimeout,
  unreadableRequest,
} from "../errors";

/**
 * Fastify's answer to an address it cannot route (a broken %-escape, a parameter over its length limit),
 * given before any route, hook or error handler runs: the api's error body, and the security headers
 * `setHeaders` puts on the raw reply (no hook puts them there).
 */
export function frameworkErrorsWith(setHeaders: (req: IncomingMessage, res: ServerResponse) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    setHeaders(request.raw, reply.raw);
    const refusal = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? addressTooLong() : malformedAddress();
    void reply.status(refusal.statusCode).send(errorBodyOf(refusal));
  };
}

/** Why Node's HTTP parser refused a request, by its error code. */
function refusalOf(code: string | undefined): AppError {
  if (code === "HPE_HEADER_OVERFLOW") return headersTooLarge();
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return requestTimeout();
  return unreadableRequest();
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over the size limit, a malformed
 * request line, a timeout): the api's error body, then the connection closes, as Node itself does.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const refusal = refusalOf(error.code);
  const body = JSON.stringify(errorBodyOf(refusal));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.statusCode} ${STATUS_CODES[refusal.statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
