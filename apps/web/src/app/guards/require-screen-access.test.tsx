import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminUser, jsonResponse, requestsTo, staffUser, stubFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import {
  listQuery,
  pageOf,
  setUpScreenTests,
  sidebarLinks,
  stubSignedIn,
  toastsWithText,
} from "../../test/screen-test";

setUpScreenTests();

const NO_ACCESS = "Aún no tienes acceso";

describe("a user without any permission", () => {
  it("lands on the page saying so and how to get access, in the shell, asking no screen's data", async () => {
    const fetchMock = stubSignedIn(() => undefined, staffUser, []);
    const { router } = renderApp("/dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: NO_ACCESS })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Tu usuario está activo, pero todavía no tiene permisos para ver ninguna pantalla de Inventario.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Pide a un administrador que te asigne un rol o permisos en 'Roles y Permisos'/),
    ).toBeInTheDocument();
    // Set by an effect, which follows the screen's (transition) render.
    await waitFor(() => expect(document.title).toBe(`${NO_ACCESS} · Inventario`));
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(sidebarLinks()).toEqual([]);
    // The user menu stays.
    expect(screen.getByRole("button", { name: /Laura gómez/ })).toBeInTheDocument();
    // Only the session and the permissions were asked: no screen's calls, no refusals.
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);
    expect(new Set(asked)).toEqual(new Set(["/api/auth/me", "/api/auth/me/permissions"]));
    expect(toastsWithText("No tienes permisos")).toHaveLength(0);
  });

  it("gets the same page at any screen's URL", async () => {
    stubSignedIn(() => undefined, staffUser, []);
    renderApp("/dashboard/products");
    expect(await screen.findByRole("heading", { level: 1, name: NO_ACCESS })).toBeInTheDocument();
  });

  it("checks again on request, and goes on once an administrator gave access", async () => {
    let held: string[] = [];
    stubFetch((request) => {
      if (request.url === "/api/auth/me") return jsonResponse(200, { user: staffUser });
      if (request.url === "/api/auth/me/permissions") {
        return jsonResponse(
          200,
          held.map((name) => ({ name, assigned: true })),
        );
      }
      if (listQuery(request, "clients")) return jsonResponse(200, pageOf([]));
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp("/dashboard");
    await screen.findByRole("heading", { level: 1, name: NO_ACCESS });

    held = ["clients:read"];
    await user.click(screen.getByRole("button", { name: "Comprobar de nuevo" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Mis Clientes" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard/clients");
    expect(sidebarLinks()).toEqual(["Clientes"]);
  });

  it("signs out from the page", async () => {
    const fetchMock = stubSignedIn(
      (request) =>
        request.method === "POST" && request.url === "/api/auth/logout"
          ? new Response(null, { status: 204 })
          : undefined,
      staffUser,
      [],
    );
    const user = userEvent.setup();
    const { router } = renderApp("/dashboard");
    await screen.findByRole("heading", { level: 1, name: NO_ACCESS });

    await user.click(screen.getByRole("button", { name: "Cerrar sesión" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(requestsTo(fetchMock, "POST", "/api/auth/logout")).toBe(1);
  });
});

describe("a screen the user may not read", () => {
  it("sends whoever may not read the dashboard from /dashboard, where sign-in lands, to their first screen", async () => {
    stubSignedIn((request) => (listQuery(request, "clients") ? jsonResponse(200, pageOf([])) : undefined), staffUser, [
      "clients:read",
    ]);
    const { router } = renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Mis Clientes" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard/clients");
  });

  it("says 'Sin acceso' at its URL, without asking its data, with a way to a screen the user may use", async () => {
    const fetchMock = stubSignedIn(
      (request) => (listQuery(request, "clients") ? jsonResponse(200, pageOf([])) : undefined),
      staffUser,
      ["clients:read"],
    );
    const user = userEvent.setup();
    const { router } = renderApp("/dashboard/products/view/p-1");

    expect(await screen.findByRole("heading", { level: 1, name: "Sin acceso" })).toBeInTheDocument();
    expect(screen.getByText("No tienes permisos para ver esta pantalla.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "GET", "/api/inventory/p-1")).toBe(0);
    expect(toastsWithText("No tienes permisos")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Ver mis permisos" })).toHaveAttribute(
      "href",
      "/dashboard/rolesAndPermissions?vista=mis-permisos",
    );

    await user.click(screen.getByRole("link", { name: "Ir a Clientes" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Mis Clientes" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard/clients");
  });

  it("leaves an employee's permissions screen to its admin-only redirect to /dashboard (SPEC §2)", async () => {
    stubSignedIn(() => undefined, staffUser, ["dashboard:read"]);
    const { router } = renderApp("/dashboard/employees/permissions/1234567890");
    expect(await screen.findByRole("heading", { level: 1, name: "Main Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("keeps 'Mis permisos' open to any signed-in user, without the roles tab they may not read", async () => {
    stubSignedIn(() => undefined, staffUser, ["clients:read"]);
    const user = userEvent.setup();
    const { router } = renderApp("/dashboard/rolesAndPermissions");

    expect(await screen.findByRole("heading", { level: 1, name: "Sin acceso" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Ver mis permisos" }));
    expect(await screen.findByText(/^Tienes 1 de \d+ permisos\.$/)).toBeInTheDocument();
    expect(router.state.location.search).toBe("?vista=mis-permisos");
    // Only the tab the user may open.
    expect(screen.queryByRole("link", { name: "Roles" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mis permisos" })).toHaveAttribute("aria-current", "page");
  });

  it("opens every screen to the admin, with its add button", async () => {
    stubSignedIn(() => undefined, adminUser);
    const { router } = renderApp("/dashboard/products");
    expect(await screen.findByRole("button", { name: "Agregar producto" })).toBeInTheDocument();
    for (const [path, button] of [
      ["/dashboard/warehouses", "Agregar bodega"],
      ["/dashboard/clients", "Agregar usuario"],
      ["/dashboard/employees", "Agregar empleado"],
    ] as const) {
      await router.navigate(path);
      expect(await screen.findByRole("button", { name: button })).toBeInTheDocument();
    }
    expect(screen.queryByRole("heading", { level: 1, name: "Sin acceso" })).not.toBeInTheDocument();
  });
});
