// One error handler: 4xx answers carry a stable code and a clear message in the caller's
// language; 5xx details stay in the log.
import fp from "fastify-plugin";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { apiErrors, apiErrorStatus, type TApiErrorCode } from "@sachiv/content";
import type { TErrorResponse } from "@sachiv/contracts";
import { ApiError, messageFor } from "../lib/errors.ts";
import { requestLanguage } from "../lib/language.ts";

export const STATUS_NAMES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
  504: "Gateway Timeout",
  507: "Insufficient Storage",
};

/** Answers with the code's own status (from the catalogue) and its message in the caller's language. */
/** The error code each refused request was answered with, for the metrics' errors by route. */
const sentCodes = new WeakMap<FastifyRequest, TApiErrorCode>();

export function errorCodeOf(request: FastifyRequest): TApiErrorCode | undefined {
  return sentCodes.get(request);
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: TApiErrorCode,
  details?: TErrorResponse["details"],
) {
  sentCodes.set(request, code);
  const statusCode = apiErrorStatus[code];
  const body: TErrorResponse = {
    statusCode,
    code,
    error: STATUS_NAMES[statusCode] ?? "Error",
    message: messageFor(code, requestLanguage(request)),
    ...(details ? { details } : {}),
  };
  return reply.status(statusCode).type("application/json; charset=utf-8").send(body);
}

/** Fastify's own refusals before routing (a broken %-escape, an over-long path parameter). */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: error }, "client error before routing");
  // Nothing has an id that long: the thing asked for does not exist.
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") void sendError(request, reply, "NOT_FOUND");
  else void sendError(request, reply, "VALIDATION_FAILED");
}

// NUL cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate is not text at all: no
// client of ours sends either, so they are refused up front rather than failing deep inside.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNREADABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 32;

/** True when any string (or key) in a parsed body, query or params holds unreadable characters. */
export function hasUnreadableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return UNREADABLE.test(value);
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => hasUnreadableText(v, depth + 1));
  for (const [k, v] of Object.entries(value)) {
    if (UNREADABLE.test(k) || hasUnreadableText(v, depth + 1)) return true;
  }
  return false;
}

// Connection-level failures (refused, reset, server shutting down, pool timeout): the database is
// away for a moment, which the caller should hear as "try again shortly", not as our bug.
const DB_DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
  "P1001",
  "P1002",
  "P1017",
  "P2024",
]);
const DB_DOWN_MESSAGE =
  /Connection terminated|connection (?:is )?(?:closed|refused|terminated)|Can't reach database|server closed the connection|ECONNREFUSED|ECONNRESET|terminating connection due to administrator command/i;

/** True when an error (or one of its causes) is the database's disk being full (SQLSTATE 53100). */
export function isStorageFull(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 6) return false;
  const e = err as { code?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown };
  if (e.code === "53100" || e.originalCode === "53100") return true;
  if (typeof e.message === "string" && /No space left on device|could not extend file/i.test(e.message)) return true;
  return isStorageFull(e.cause, depth + 1);
}

/** The errors of each step between us and PostgreSQL: Prisma, its driver adapter, node-postgres. */
function fromDatabase(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 6) return false;
  const e = err as { name?: unknown; clientVersion?: unknown; severity?: unknown; cause?: unknown };
  if (typeof e.name === "string" && /^Prisma|^DriverAdapterError$/.test(e.name)) return true;
  if (typeof e.clientVersion === "string") return true; // every Prisma error carries it
  if (typeof e.severity === "string") return true; // a PostgreSQL error message (pg's DatabaseError)
  return fromDatabase(e.cause, depth + 1);
}

/**
 * True when an error (or one of its causes) says the database could not be reached — and it came
 * through the database client: a model server refusing connections is not the database.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return fromDatabase(err) && connectionLost(err);
}

function connectionLost(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 6) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; originalCode?: unknown; kind?: unknown };
  if (typeof e.code === "string" && DB_DOWN_CODES.has(e.code)) return true;
  if (typeof e.originalCode === "string" && DB_DOWN_CODES.has(e.originalCode)) return true;
  if (typeof e.message === "string" && DB_DOWN_MESSAGE.test(e.message)) return true;
  return connectionLost(e.cause, depth + 1);
}

/** A code the contracts put on a check as its message (`.min(8, "WEAK_PASSWORD")`). */
function isErrorCode(message: string): message is TApiErrorCode {
  return Object.hasOwn(apiErrors, message);
}

/**
 * The one path from a failed validation to an answer: a check in the contracts names its code as
 * its message. A body with a single failing check gets that check's code (a short password is
 * WEAK_PASSWORD); several failing checks are VALIDATION_FAILED, unless one of them has a status
 * other than 400 in the catalogue (a file over the limit is 413 FILE_TOO_LARGE whatever else is
 * wrong).
 */
function validationCode(messages: string[]): TApiErrorCode {
  const codes = messages.filter(isErrorCode);
  const withStatus = codes.find((c) => apiErrorStatus[c] !== 400);
  if (withStatus) return withStatus;
  if (messages.length === 1 && codes.length === 1) return codes[0]!;
  return "VALIDATION_FAILED";
}

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    /** The code of a 413 on this route (a document upload says FILE_TOO_LARGE, not PAYLOAD_TOO_LARGE). */
    tooLargeCode?: TApiErrorCode;
  }
}

export default fp(async (app) => {
  app.addHook("preValidation", async (request) => {
    if (
      hasUnreadableText(request.params) ||
      hasUnreadableText(request.query) ||
      (!Buffer.isBuffer(request.body) && hasUnreadableText(request.body))
    ) {
      throw new ApiError("INVALID_CHARACTERS");
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(request, reply, error.code);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = requestLanguage(request);
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replace(/\//g, ".") || "(body)",
        message: v.message ?? v.keyword,
      }));
      const code = validationCode(issues.map((i) => i.message));
      const details = issues.map(({ path, message }) => ({
        path,
        message: isErrorCode(message) ? messageFor(message, language) : message,
      }));
      return sendError(request, reply, code, details);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(request, reply, "RATE_LIMITED");
    if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
      return sendError(request, reply, request.routeOptions.config.tooLargeCode ?? "PAYLOAD_TOO_LARGE");
    if (status === 415 || error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      return sendError(request, reply, "UNSUPPORTED_MEDIA_TYPE");
    if (
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      error instanceof SyntaxError ||
      error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
    ) {
      return sendError(request, reply, "INVALID_JSON");
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "client error");
      return sendError(request, reply, status === 404 ? "NOT_FOUND" : "VALIDATION_FAILED");
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, "database disk full");
      return sendError(request, reply, "STORAGE_FULL");
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", "5");
      return sendError(request, reply, "DATABASE_UNAVAILABLE");
    }
    request.log.error({ err: error }, "request failed");
    return sendError(request, reply, "INTERNAL");
  });
});
