import { UNAVAILABLE_RETRY_AFTER_MS } from "@inventario/shared/constants";
import type { ApiError, ErrorCode } from "@inventario/shared/errors";
import { messages } from "@inventario/shared/messages";
import { UNKNOWN_ID_ISSUE } from "@inventario/shared/text";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "./db/unavailable";
import { setSecurityHeaders } from "./plugins/security";

/** An expected failure with a Spanish message meant for the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const unauthenticated = () => new AppError(401, "UNAUTHENTICATED", messages.errors.unauthenticated);
export const forbidden = () => new AppError(403, "FORBIDDEN", messages.errors.forbidden);
export const notFound = (message: string = messages.errors.notFound) => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, "CONFLICT", message, fields);

/** Fastify's own client errors, answered with our shape and a Spanish message. */
const fastifyClientErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "PAYLOAD_TOO_LARGE", message: messages.errors.payloadTooLarge },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "VALIDATION", message: messages.errors.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "VALIDATION", message: messages.errors.invalidJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: "VALIDATION", message: messages.errors.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: "VALIDATION", message: messages.errors.validation },
  // @fastify/multipart's coded errors (its codeless parse errors are answered by the upload route).
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: "VALIDATION",
    message: messages.errors.unsupportedMediaType,
  },
  FST_MP_PREMATURE_CLOSE: { status: 400, code: "VALIDATION", message: messages.errors.validation },
  FST_PROTO_VIOLATION: { status: 400, code: "VALIDATION", message: messages.errors.validation },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, code: "VALIDATION", message: messages.errors.invalidJson },
  FST_PARTS_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: messages.errors.payloadTooLarge },
  FST_FILES_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: messages.errors.payloadTooLarge },
  FST_FIELDS_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: messages.errors.payloadTooLarge },
  // The router's own (answerFrameworkError): a malformed percent-encoding in the path, and a path
  // parameter over maxParamLength, which no id is: the row cannot exist (as pathId() answers).
  FST_ERR_BAD_URL: { status: 400, code: "VALIDATION", message: messages.errors.validation },
  FST_ERR_MAX_PARAM_LENGTH: { status: 404, code: "NOT_FOUND", message: messages.errors.notFound },
};

const isUnknownIdIssue = (params: unknown) =>
  (params as { params?: Record<string, unknown> } | undefined)?.params?.unknownId === UNKNOWN_ID_ISSUE.unknownId;

function fieldsFromIssues(issues: ReadonlyArray<{ instancePath: string; message?: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
    fields[key] ??= issue.message ?? messages.errors.validation;
  }
  return fields;
}

export function toErrorResponse(error: FastifyError): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    const body: ApiError = { message: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path id that cannot exist (shared pathId()) is an unknown id like any other, not bad input.
    if (error.validationContext === "params" && error.validation.every((v) => isUnknownIdIssue(v.params))) {
      return { status: 404, body: { message: messages.errors.notFound, code: "NOT_FOUND" } };
    }
    const fields = fieldsFromIssues(
      error.validation.map((v) => ({ instancePath: v.instancePath, message: v.message })),
    );
    return { status: 400, body: { message: messages.errors.validation, code: "VALIDATION", fields } };
  }
  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message, code: known.code } };
  if (error.statusCode === 429) {
    return { status: 429, body: { message: messages.errors.rateLimited, code: "RATE_LIMITED" } };
  }
  if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { message: messages.errors.validation, code: "VALIDATION" } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: messages.errors.databaseUnavailable, code: "UNAVAILABLE" } };
  }
  return { status: 500, body: { message: messages.errors.internal, code: "INTERNAL" } };
}

const RETRY_AFTER_SECONDS = String(Math.ceil(UNAVAILABLE_RETRY_AFTER_MS / 1000));

/** The one error handler: every failure leaves as `{ message, code, fields? }`; 5xx never show internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status === 503) {
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", RETRY_AFTER_SECONDS);
    } else if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.code, status }, "request refused");
    return reply.status(status).send(body);
  });
}

/**
 * Fastify's `frameworkErrors`: the router refuses a malformed path before any hook or the error
 * handler runs, and would answer in its own English shape, quoting the path, without our headers.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorResponse(error);
  request.log.info({ code: body.code, status }, "request refused");
  setSecurityHeaders(request, reply);
  // The app's hooks do not run for these answers, the request id header included.
  return reply.status(status).header("x-request-id", request.id).send(body);
}
