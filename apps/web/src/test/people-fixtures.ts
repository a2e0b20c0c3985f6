import type { SessionUser } from "@inventario/shared/auth";
import type { Client, Employee } from "@inventario/shared/people";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { sessionStore } from "../lib/session-store";
import { adminUser, jsonResponse, type MockRequest, stubFetch } from "./fetch-mock";
import { preloadScreens } from "./render-app";

export const laura: Client = {
  identification: "1234567890",
  name: "Laura",
  last_name: "Gómez",
  email: "laura@correo.co",
  birthday: "1990-03-05",
  phone_number: "3001234567",
  is_active: true,
};

export const pedro: Client = {
  identification: "2234567890",
  name: "Pedro",
  last_name: "Ruiz",
  email: "pedro@correo.co",
  birthday: "1985-12-24",
  phone_number: "3109876543",
  is_active: false,
};

export function asEmployee(person: Client, extra: Partial<Employee> = {}): Employee {
  return { ...person, hired_at: "2024-01-15", role: "vendedor", has_access: true, ...extra };
}

export function pageOf<T>(data: T[], page = 1, totalPages = 1) {
  return { data, page, total_pages: totalPages, total: data.length };
}

/** The path and query of a list request, e.g. { page: "2", search: "lau" }; null for any other request. */
export function listQuery(request: MockRequest, resource: string): Record<string, string> | null {
  const url = new URL(request.url, "http://localhost");
  if (request.method !== "GET" || url.pathname !== `/api/${resource}`) return null;
  return Object.fromEntries(url.searchParams);
}

/**
 * URLs of the list requests sent so far and not cancelled, in order. Strict mode mounts every screen
 * twice, and the first mount's request is cancelled by TanStack Query: only the others reach a user.
 */
export function listRequests(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }, resource: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => !init?.signal?.aborted)
    .map(([input, init]) => ({ url: String(input), method: init?.method ?? "GET" }))
    .filter(({ url, method }) => method === "GET" && new URL(url, "http://localhost").pathname === `/api/${resource}`)
    .map(({ url }) => url);
}

export const forbidden = (message: string) => jsonResponse(403, { message, code: "FORBIDDEN" });

/** The toasts on screen whose text is `text`: sonner's own list items, not inline texts that say the same. */
export function toastsWithText(text: string): Element[] {
  return Array.from(document.querySelectorAll("[data-sonner-toast]")).filter((toast) =>
    toast.textContent?.includes(text),
  );
}

type Handler = (request: MockRequest) => Response | Promise<Response> | undefined;

/** Signs `user` in (with `permissions` when not an admin) and leaves every other request to `handler`. */
export function stubSignedIn(handler: Handler, user: SessionUser = adminUser, permissions: string[] = []) {
  return stubFetch((request) => {
    if (request.url === "/api/auth/me") return jsonResponse(200, { user });
    if (request.url === "/api/auth/me/permissions") {
      return jsonResponse(
        200,
        permissions.map((name) => ({ name, assigned: true })),
      );
    }
    return handler(request);
  });
}

/** The hooks every screen test of the people pages needs: lazy screens loaded, a fresh session, no toasts left. */
export function setUpScreenTests(): void {
  beforeAll(preloadScreens);
  beforeEach(() => {
    sessionStore.startCheck();
  });
  afterEach(() => {
    toast.dismiss();
    vi.restoreAllMocks();
  });
}
