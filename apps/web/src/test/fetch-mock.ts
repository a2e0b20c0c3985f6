import { waitFor } from "@testing-library/react";
import { expect, type Mock, vi } from "vitest";

export type MockRequest = {
  method: string;
  url: string;
  body: unknown;
  signal: AbortSignal | undefined;
  credentials: RequestCredentials | undefined;
};

/** Answers a request, or leaves it (undefined) to the next handler or the 418 fallback. */
export type MockHandler = (request: MockRequest) => Response | Promise<Response> | undefined;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A fetch that only answers what the test expects; anything else gets a 418 so it cannot pass unnoticed. */
export function stubFetch(handler: MockHandler): Mock<typeof fetch> {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: MockRequest = {
      method: init?.method ?? "GET",
      url: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
      signal: init?.signal ?? undefined,
      credentials: init?.credentials,
    };
    return (await handler(request)) ?? jsonResponse(418, { message: "unexpected", code: "INTERNAL" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Never settles unless the request is aborted, like a server that does not answer. */
export function hangingResponse(signal: AbortSignal | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
  });
}

export function requestsTo(fetchMock: Mock<typeof fetch>, method: string, path: string): number {
  return fetchMock.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? "GET") === method)
    .length;
}

export const adminUser = { id: "u-1", name: "Administrador", role: "admin" };
export const staffUser = { id: "u-2", name: "laura gómez", role: "vendedor" };

/** The request's method and path (no query) when it is `method` on `path`, so handlers read as a table. */
export function isCall(request: MockRequest, method: string, path: string): boolean {
  return request.method === method && new URL(request.url, "http://localhost").pathname === path;
}

/**
 * The calls of `method` on `path` that were sent and not cancelled. Strict mode mounts every screen
 * twice, and TanStack Query cancels the first mount's request: only the others reach a user.
 */
export function liveCalls(
  fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } },
  method: string,
  path: string,
): { url: string; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([, init]) => !init?.signal?.aborted && (init?.method ?? "GET") === method)
    .filter(([input]) => new URL(String(input), "http://localhost").pathname === path)
    .map(([input, init]) => ({
      url: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    }));
}

/**
 * An answer the test gives when it chooses: `respond` is the stub's reply, `answer` resolves it once the
 * call was made. A screen may say it is loading before it asks (a background render, the session check
 * first): answering before the call would answer nothing and leave the screen loading for good.
 */
export function heldResponse() {
  const pending: ((response: Response) => void)[] = [];
  return {
    respond: () => new Promise<Response>((resolve) => pending.push(resolve)),
    answer: async (response: Response) => {
      await waitFor(() => expect(pending.length).toBeGreaterThan(0));
      // The latest call: an earlier one was dropped (aborted) when the screen asked again.
      pending.at(-1)?.(response);
    },
  };
}
