import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session-store";
import { adminUser, jsonResponse, requestsTo, staffUser, stubFetch } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { setUpScreenTests } from "../../test/screen-test";

function signedInApi(user = adminUser) {
  return stubFetch(({ method, url }) => {
    if (url === "/api/auth/me") return jsonResponse(200, { user });
    if (method === "POST" && url === "/api/auth/logout") return new Response(null, { status: 204 });
    return undefined;
  });
}

async function renderShell(path = "/dashboard/clients", user = adminUser) {
  const fetchMock = signedInApi(user);
  const view = renderApp(path);
  const nav = await screen.findByRole("navigation", { name: "Navegación principal" });
  return { ...view, fetchMock, nav, user: userEvent.setup() };
}

setUpScreenTests();

describe("dashboard sidebar", () => {
  it("lists the groups and links of the spec", async () => {
    const { nav } = await renderShell();

    const links = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Main Dashboard", "/dashboard"],
      ["Clientes", "/dashboard/clients"],
      ["Empleados", "/dashboard/employees"],
      ["Roles y Permisos", "/dashboard/rolesAndPermissions"],
      ["Productos", "/dashboard/products"],
      ["Venta", "/dashboard/sale"],
      ["Historial de ventas", "/dashboard/sales"],
    ]);
    expect(within(nav).getByRole("list", { name: "Usuarios" })).toBeInTheDocument();
    expect(within(nav).getByRole("list", { name: "Control de inventario" })).toBeInTheDocument();
    expect(within(nav).getByRole("list", { name: "Venta" })).toBeInTheDocument();
  });

  it("marks the current screen's link", async () => {
    const { nav } = await renderShell("/dashboard/clients");
    expect(within(nav).getByRole("link", { name: "Clientes" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Main Dashboard" })).not.toHaveAttribute("aria-current");
  });

  it("opens and closes 'Control de bodegas'", async () => {
    const { nav, user } = await renderShell();
    const toggle = within(nav).getByRole("button", { name: "Control de bodegas" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(nav).queryByRole("link", { name: "Bodegas" })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Bodegas" })).toHaveAttribute("href", "/dashboard/warehouses");
    expect(within(nav).getByRole("link", { name: "Solicitud de alistamiento" })).toHaveAttribute(
      "href",
      "/dashboard/pickingRequests",
    );
    expect(within(nav).getByRole("link", { name: "Traslados" })).toHaveAttribute("href", "/dashboard/transfers");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(nav).queryByRole("link", { name: "Bodegas" })).not.toBeInTheDocument();
  });

  it("starts with 'Control de bodegas' open on one of its screens", async () => {
    const { nav } = await renderShell("/dashboard/pickingRequests");
    expect(within(nav).getByRole("button", { name: "Control de bodegas" })).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Solicitud de alistamiento" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("starts with 'Control de bodegas' open on 'Traslados'", async () => {
    const { nav } = await renderShell("/dashboard/transfers");
    expect(within(nav).getByRole("button", { name: "Control de bodegas" })).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Traslados" })).toHaveAttribute("aria-current", "page");
  });

  it("shows the user's name and role capitalised", async () => {
    await renderShell("/dashboard/clients", staffUser);
    const trigger = screen.getByRole("button", { name: /Laura gómez/ });
    expect(trigger).toHaveTextContent("Laura gómez");
    expect(trigger).toHaveTextContent("Vendedor");
  });

  it("opens the user menu, closing it with Escape and with a click outside", async () => {
    const { user } = await renderShell();
    const trigger = screen.getByRole("button", { name: /Administrador/ });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    await user.click(trigger);
    const menu = screen.getByRole("menu");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(within(menu).getByRole("menuitem", { name: "Cerrar sesión" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    expect(screen.getByRole("menu")).toBeInTheDocument();
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("signs out from 'Cerrar sesión' and goes to the login form", async () => {
    const { user, fetchMock, router } = await renderShell();
    await user.click(screen.getByRole("button", { name: /Administrador/ }));
    await user.click(screen.getByRole("menuitem", { name: "Cerrar sesión" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(requestsTo(fetchMock, "POST", "/api/auth/logout")).toBe(1);
    await waitFor(() => expect(sessionStore.getSnapshot().status).toBe("not-authenticated"));
  });
});
