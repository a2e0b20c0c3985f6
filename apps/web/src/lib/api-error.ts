import type { ErrorCode } from "@inventario/shared/errors";
import { messages } from "@inventario/shared/messages";

/** Failures that happen before or instead of an API answer, so the server never names them. */
type ClientErrorCode = "TIMEOUT" | "NETWORK" | "INVALID_RESPONSE";

type ApiErrorCode = ErrorCode | ClientErrorCode;

type ApiRequestErrorInit = {
  status: number;
  code: ApiErrorCode;
  message: string;
  fields?: Record<string, string> | undefined;
  body?: unknown;
};

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;
  /**
   * The whole answer as parsed, for a refusal that carries more than its message, code and fields (an
   * import's 422 lists the file's errors). Undefined when the answer was not JSON.
   */
  readonly body: unknown;

  constructor({ status, code, message, fields, body }: ApiRequestErrorInit) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

/** TanStack Query and unmounting components cancel requests; such rejections must stay silent. */
export function isAbortError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}

export function createAbortError(): DOMException {
  return new DOMException("La solicitud fue cancelada.", "AbortError");
}

const codeByStatus: Record<number, ErrorCode> = {
  400: "VALIDATION",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  429: "RATE_LIMITED",
  503: "UNAVAILABLE",
};

const messageByCode: Record<ApiErrorCode, string> = {
  VALIDATION: messages.errors.validation,
  UNAUTHENTICATED: messages.errors.unauthenticated,
  FORBIDDEN: messages.errors.forbidden,
  NOT_FOUND: messages.errors.notFound,
  CONFLICT: messages.errors.conflict,
  INSUFFICIENT_STOCK: messages.errors.conflict,
  PAYLOAD_TOO_LARGE: messages.errors.payloadTooLarge,
  RATE_LIMITED: messages.errors.rateLimited,
  IDEMPOTENCY_MISMATCH: messages.errors.validation,
  INTERNAL: messages.errors.internal,
  IMPORT_ERRORS: messages.errors.validation,
  DUPLICATE_IMPORT: messages.errors.conflict,
  UNAVAILABLE: messages.errors.unavailable,
  TIMEOUT: messages.errors.timeout,
  NETWORK: messages.errors.network,
  INVALID_RESPONSE: messages.errors.internal,
};

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Builds the error from the `{message, code, fields}` body. Anything else (a proxy's HTML page,
 * an empty body) still yields a Spanish message chosen by status.
 */
export function errorFromResponse(status: number, body: unknown): ApiRequestError {
  const shaped = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof shaped.code === "string" ? (shaped.code as ApiErrorCode) : (codeByStatus[status] ?? "INTERNAL");
  const fallback = GATEWAY_STATUSES.has(status) ? messages.errors.unavailable : messageByCode[code];
  const message = typeof shaped.message === "string" && shaped.message !== "" ? shaped.message : fallback;
  const fields = isStringRecord(shaped.fields) ? shaped.fields : undefined;
  return new ApiRequestError({ status, code, message: message ?? messages.errors.internal, fields, body });
}

export function clientError(code: ClientErrorCode): ApiRequestError {
  return new ApiRequestError({ status: 0, code, message: messageByCode[code] });
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === "string")
  );
}
