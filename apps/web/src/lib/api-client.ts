import { REQUEST_TIMEOUT_MS, UNAVAILABLE_RETRY_AFTER_MS } from "@inventario/shared/constants";
import { messages } from "@inventario/shared/messages";
import { ApiRequestError, clientError, createAbortError, errorFromResponse } from "./api-error";
import { notifyWarning } from "./notify";
import { sessionStore } from "./session-store";

const BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? "/api").replace(/\/+$/, "");

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  signal?: AbortSignal | undefined;
  query?: QueryParams;
  /** For the login call: a 401 there means wrong credentials, not an expired session. */
  keepSessionOn401?: boolean;
  /** Replaces the server's text in the 403 warning, for screens whose spec names its own message. */
  forbiddenMessage?: string;
  /**
   * No warning toast for a 403: the caller reports failures its own way (SPEC §8: dashboard load errors
   * only go to the console). The error is still thrown, and a 401 still ends the session.
   */
  quiet?: boolean;
  /**
   * Sent as the Idempotency-Key header of a write that moves stock or money. With a key the request
   * is retried once, with the same key, after a network error or a 503: the server answers a key it
   * has seen with the first answer, so a retry of a write that did commit cannot write twice.
   */
  idempotencyKey?: string;
  /**
   * How long to wait for the answer instead of REQUEST_TIMEOUT_MS: for an upload the server reads and
   * checks for long (a spreadsheet of thousands of rows being imported).
   */
  timeoutMs?: number;
};

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The URL of an API call with its query (empty values left out): also what a file download fetches. */
export function buildUrl(path: string, query: QueryParams | undefined): string {
  const url = `${BASE_URL}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function encodeBody(
  body: unknown,
  idempotencyKey: string | undefined,
): { body?: BodyInit; headers: Record<string, string> } {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (idempotencyKey !== undefined) headers["Idempotency-Key"] = idempotencyKey;
  if (body === undefined) return { headers };
  // The browser must set the multipart boundary itself (image uploads).
  if (body instanceof FormData) return { body, headers };
  return { body: JSON.stringify(body), headers: { ...headers, "Content-Type": "application/json" } };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function endSession(): void {
  const wasSignedIn = sessionStore.getSnapshot().status === "authenticated";
  sessionStore.signOut({ expired: true });
  // Someone who was working deserves to know why the screen changed; a first visit does not.
  if (wasSignedIn) notifyWarning(messages.errors.unauthenticated, { id: "session-expired" });
}

/** Failures after which a keyed write is worth one more try: the server may not have seen it, or was away. */
const isRetryable = (error: unknown) =>
  error instanceof ApiRequestError && (error.code === "NETWORK" || error.status === 503);

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(createAbortError());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  // Only a keyed write may be sent twice: without a key a retry could repeat a write that committed.
  if (options.idempotencyKey === undefined) return send<T>(method, path, body, options);
  try {
    return await send<T>(method, path, body, options);
  } catch (error) {
    if (!isRetryable(error)) throw error;
    await pause(UNAVAILABLE_RETRY_AFTER_MS, options.signal);
    return send<T>(method, path, body, options);
  }
}

async function send<T>(method: Method, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const { signal: callerSignal } = options;
  if (callerSignal?.aborted) throw createAbortError();

  // One signal for fetch, fired by the caller or by our own timeout; the flags tell them apart.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  callerSignal?.addEventListener("abort", onCallerAbort, { once: true });

  let status: number;
  let text: string;
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: "include",
      signal: controller.signal,
      ...encodeBody(body, options.idempotencyKey),
    });
    status = response.status;
    text = await response.text();
  } catch {
    if (callerSignal?.aborted) throw createAbortError();
    throw clientError(timedOut ? "TIMEOUT" : "NETWORK");
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener("abort", onCallerAbort);
  }

  const parsed = parseJson(text);
  const ok = status >= 200 && status < 300;
  if (ok) {
    if (!parsed.ok) throw clientError("INVALID_RESPONSE");
    return parsed.value as T;
  }

  const error = errorFromResponse(status, parsed.ok ? parsed.value : undefined);
  if (status === 401 && !options.keepSessionOn401) endSession();
  if (status === 403 && !options.quiet) {
    const message = options.forbiddenMessage ?? error.message;
    notifyWarning(message, { id: `forbidden:${message}` });
  }
  throw error;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PATCH", path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, undefined, options),
};
