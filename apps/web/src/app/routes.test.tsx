import { messages } from "@inventario/shared/messages";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../lib/session-store";
import {
  adminUser,
  hangingResponse,
  jsonResponse,
  type MockRequest,
  requestsTo,
  staffUser,
  stubFetch,
} from "../test/fetch-mock";
import { renderApp } from "../test/render-app";
import { setUpScreenTests } from "../test/screen-test";

const signedIn =
  (user = adminUser) =>
  ({ url }: MockRequest) =>
    url === "/api/auth/me" ? jsonResponse(200, { user }) : undefined;

const signedOut = ({ url }: MockRequest) =>
  url === "/api/auth/me"
    ? jsonResponse(401, { message: messages.errors.unauthenticated, code: "UNAUTHENTICATED" })
    : undefined;

setUpScreenTests();

describe("session guards and route table", () => {
  it("says it is verifying the session while the check runs", async () => {
    stubFetch(({ signal }) => hangingResponse(signal));
    renderApp("/dashboard/clients");

    const status = await screen.findByText("Verificando sesión...");
    expect(status.closest("[role='status']")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Navegación principal" })).not.toBeInTheDocument();
  });

  it("sends an unauthenticated user from a protected screen to the login form", async () => {
    stubFetch(signedOut);
    const { router } = renderApp("/dashboard/clients");

    expect(await screen.findByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(screen.queryByText(messages.errors.unauthenticated)).not.toBeInTheDocument();
  });

  it("sends an authenticated user from the login form to the dashboard, checking again there", async () => {
    const fetchMock = stubFetch(signedIn());
    const { router } = renderApp("/auth/login");

    // Once on load and once more on landing at /dashboard itself (SPEC §4).
    await waitFor(() => expect(requestsTo(fetchMock, "GET", "/api/auth/me")).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole("heading", { level: 1, name: "Main Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("shows a nested screen inside the shell", async () => {
    stubFetch(signedIn());
    renderApp("/dashboard/sale");

    const heading = await screen.findByRole("heading", { level: 1, name: "Registrar Venta" });
    expect(screen.getByRole("navigation", { name: "Navegación principal" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(heading);
  });

  it("does not re-check the session on screens other than /dashboard", async () => {
    const fetchMock = stubFetch(signedIn());
    const { router } = renderApp("/dashboard/sale");
    await screen.findByRole("heading", { level: 1, name: "Registrar Venta" });
    const checksAfterLoad = requestsTo(fetchMock, "GET", "/api/auth/me");

    await router.navigate("/dashboard/products");
    expect(await screen.findByRole("heading", { level: 1, name: "Mis Productos" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "GET", "/api/auth/me")).toBe(checksAfterLoad);
  });

  it("renders nothing at /auth/register", async () => {
    stubFetch(signedOut);
    const { router } = renderApp("/auth/register");

    await waitFor(() => expect(sessionStore.getSnapshot().status).toBe("not-authenticated"));
    expect(router.state.location.pathname).toBe("/auth/register");
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.queryByRole("main")).not.toBeInTheDocument();
    expect(screen.queryByText("Verificando sesión...")).not.toBeInTheDocument();
  });

  it("shows the login form on any other auth path", async () => {
    stubFetch(signedOut);
    const { router } = renderApp("/auth/olvide-mi-clave");

    expect(await screen.findByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth/olvide-mi-clave");
  });

  it.each(["/", "/no-existe", "/dashboard/no-existe"])("redirects %s to the login form", async (path) => {
    stubFetch(signedOut);
    const { router } = renderApp(path);

    expect(await screen.findByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth/login");
  });

  it("keeps the employee permissions screen for admins", async () => {
    stubFetch(signedIn(adminUser));
    renderApp("/dashboard/employees/permissions/42");
    expect(await screen.findByRole("heading", { level: 1, name: "Permisos del empleado" })).toBeInTheDocument();
  });

  it("sends anyone else from the employee permissions screen to /dashboard", async () => {
    const fetchMock = stubFetch(signedIn(staffUser));
    const { router } = renderApp("/dashboard/employees/permissions/42");

    await waitFor(() => expect(requestsTo(fetchMock, "GET", "/api/auth/me")).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole("heading", { level: 1, name: "Main Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("lands on the login form with a toast when the server cannot be reached", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    renderApp("/dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeInTheDocument();
    expect(await screen.findByText(messages.errors.network)).toBeInTheDocument();
  });
});
