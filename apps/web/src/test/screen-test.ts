import { ADMIN_ROLE, PERMISSIONS } from "@inventario/shared/permissions";
import { screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { type SignedInUser, sessionStore } from "../lib/session-store";
import { adminUser, jsonResponse, liveCalls, type MockHandler, type MockRequest, stubFetch } from "./fetch-mock";
import { preloadScreens } from "./render-app";

/** The set-up shared by every screen test: a signed-in user over a stubbed API, list answers, toasts. */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The names of the sidebar's links, in order (none while it is not shown). */
export const sidebarLinks = () =>
  within(screen.getByRole("navigation", { name: "Navegación principal" }))
    .queryAllByRole("link")
    .map((link) => link.textContent);

export function pageOf<T>(data: T[], page = 1, totalPages = 1) {
  return { data, page, total_pages: totalPages, total: data.length };
}

/** The path and query of a list request, e.g. { page: "2", search: "lau" }; null for any other request. */
export function listQuery(request: MockRequest, resource: string): Record<string, string> | null {
  const url = new URL(request.url, "http://localhost");
  if (request.method !== "GET" || url.pathname !== `/api/${resource}`) return null;
  return Object.fromEntries(url.searchParams);
}

/** URLs of the list requests of `resource` sent so far and not cancelled, in order (see `liveCalls`). */
export function listRequests(fetchMock: Parameters<typeof liveCalls>[0], resource: string): string[] {
  return liveCalls(fetchMock, "GET", `/api/${resource}`).map(({ url }) => url);
}

export const forbidden = (message: string) => jsonResponse(403, { message, code: "FORBIDDEN" });

/** The toasts on screen whose text is `text`: sonner's own list items, not inline texts that say the same. */
export function toastsWithText(text: string): Element[] {
  return Array.from(document.querySelectorAll("[data-sonner-toast]")).filter((toast) =>
    toast.textContent?.includes(text),
  );
}

/**
 * Signs `user` in with `permissions` and leaves every other request to `handler`. Without `permissions`
 * the admin holds every one (as the server answers) and anyone else none.
 */
export function stubSignedIn(handler: MockHandler, user: SignedInUser = adminUser, permissions?: readonly string[]) {
  const held = permissions ?? (user.role === ADMIN_ROLE ? PERMISSIONS : []);
  return stubFetch((request) => {
    if (request.url === "/api/auth/me") return jsonResponse(200, { user });
    if (request.url === "/api/auth/me/permissions") {
      return jsonResponse(
        200,
        held.map((name) => ({ name, assigned: true })),
      );
    }
    return handler(request);
  });
}

/** The hooks every screen test needs: lazy screens loaded, a fresh session, no toasts or spies left. */
export function setUpScreenTests(): void {
  beforeAll(preloadScreens);
  beforeEach(() => {
    // What a screen keeps for its user (the sale's cart) must not leak from one test into the next.
    localStorage.clear();
    sessionStore.startCheck();
  });
  afterEach(() => {
    toast.dismiss();
    vi.restoreAllMocks();
  });
}
