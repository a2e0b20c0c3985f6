import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sendEarlySessionCheck } from "../features/auth/api/get-me";
import { sendEarlyPermissionsRequest } from "../lib/my-permissions";
import { sessionStore } from "../lib/session-store";
import { adminUser, jsonResponse, requestsTo, stubFetch } from "../test/fetch-mock";
import { renderApp } from "../test/render-app";
import { listQuery, pageOf, setUpScreenTests, sidebarLinks, stubSignedIn } from "../test/screen-test";

setUpScreenTests();

const ME = "/api/auth/me";
const MINE = "/api/auth/me/permissions";

// main.tsx sends both before the first screen's code loads; the app must use those answers, not ask again.
describe("the app load's early session check and permissions request", () => {
  it("are the only ones asked when the session is open", async () => {
    const fetchMock = stubSignedIn((request) =>
      listQuery(request, "clients") ? jsonResponse(200, pageOf([])) : undefined,
    );
    sendEarlySessionCheck();
    sendEarlyPermissionsRequest();
    renderApp("/dashboard/clients");

    expect(await screen.findByRole("heading", { level: 1, name: "Mis Clientes" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "GET", ME)).toBe(1);
    expect(requestsTo(fetchMock, "GET", MINE)).toBe(1);
  });

  it("are forgotten once used: landing on the dashboard home checks the session again (SPEC §4)", async () => {
    const fetchMock = stubSignedIn(() => jsonResponse(200, pageOf([])));
    sendEarlySessionCheck();
    const { router } = renderApp("/dashboard/clients");
    await screen.findByRole("heading", { level: 1, name: "Mis Clientes" });
    expect(requestsTo(fetchMock, "GET", ME)).toBe(1);

    await act(() => router.navigate("/dashboard"));
    await screen.findByRole("heading", { level: 1, name: "Main Dashboard" });
    expect(requestsTo(fetchMock, "GET", ME)).toBe(2);
  });

  it("without a session: the early permissions' 401 is dropped, and a sign-in asks for the new user's", async () => {
    let signedIn = false;
    const fetchMock = stubFetch((request) => {
      if (request.url === ME) return signedIn ? jsonResponse(200, { user: adminUser }) : unauthenticated();
      if (request.url === MINE)
        return signedIn ? jsonResponse(200, [{ name: "clients:read", assigned: true }]) : unauthenticated();
      if (listQuery(request, "clients")) return jsonResponse(200, pageOf([]));
      return undefined;
    });
    sendEarlySessionCheck();
    sendEarlyPermissionsRequest();
    const { router } = renderApp("/dashboard/clients");
    expect(await screen.findByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth/login");

    // What a successful sign-in does (the login form has its own tests).
    signedIn = true;
    act(() => sessionStore.signIn(adminUser));
    await act(() => router.navigate("/dashboard/clients"));
    expect(await screen.findByRole("heading", { level: 1, name: "Mis Clientes" })).toBeInTheDocument();
    // The new user's set, asked after the sign-in: the early 401 would have shown every screen.
    expect(requestsTo(fetchMock, "GET", MINE)).toBeGreaterThan(1);
    expect(sidebarLinks()).toEqual(["Clientes"]);
  });
});

function unauthenticated() {
  return jsonResponse(401, { message: "No autenticado", code: "UNAUTHENTICATED" });
}
