import type { AlertSummary } from "@inventario/shared/alerts";
import { PERMISSIONS } from "@inventario/shared/permissions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../lib/session-store";
import {
  adminUser,
  hangingResponse,
  isCall,
  jsonResponse,
  liveCalls,
  requestsTo,
  staffUser,
  stubFetch,
} from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { setUpScreenTests } from "../../test/screen-test";

const summary: AlertSummary = {
  today: "2026-11-24",
  days: 30,
  low: 3,
  out: 1,
  expiring: 2,
  expired: 1,
  total: 7,
  products: 5,
  capped: false,
};

type ShellApi = { permissions?: readonly string[] | "hang"; alerts?: AlertSummary };

/** The admin holds every permission (the server answers them all); anyone else what the test says. */
function signedInApi(user = adminUser, { permissions = PERMISSIONS, alerts = summary }: ShellApi = {}) {
  return stubFetch((request) => {
    const { method, url } = request;
    if (url === "/api/auth/me") return jsonResponse(200, { user });
    if (url === "/api/auth/me/permissions") {
      if (permissions === "hang") return hangingResponse(request.signal);
      return jsonResponse(
        200,
        permissions.map((name) => ({ name, assigned: true })),
      );
    }
    if (isCall(request, "GET", "/api/alerts/summary")) return jsonResponse(200, alerts);
    if (method === "POST" && url === "/api/auth/logout") return new Response(null, { status: 204 });
    return undefined;
  });
}

/**
 * The 'Alertas' link's name with its badge's: a browser reads the space before the parenthesis, jsdom's
 * name computation drops it.
 */
const badgedName = (badge: string) => new RegExp(`^Alertas ?\\(${badge}\\)$`);

async function renderShell(path = "/dashboard/clients", user = adminUser, api: ShellApi = {}) {
  const fetchMock = signedInApi(user, api);
  const view = renderApp(path);
  const nav = await screen.findByRole("navigation", { name: "Navegación principal" });
  // The permissions decide the links: the list is final once they have come.
  await waitFor(() => expect(liveCalls(fetchMock, "GET", "/api/auth/me/permissions")).toHaveLength(1));
  if (api.permissions !== "hang") await waitFor(() => expect(nav).not.toHaveAttribute("aria-busy"));
  return { ...view, fetchMock, nav, user: userEvent.setup() };
}

setUpScreenTests();

describe("dashboard sidebar", () => {
  it("lists the groups and links of the spec", async () => {
    const { nav } = await renderShell();

    const links = await waitFor(() => {
      const found = within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]);
      expect(found).toContainEqual(["Alertas5 (5 por atender)", "/dashboard/alerts"]);
      return found;
    });
    expect(links).toEqual([
      ["Main Dashboard", "/dashboard"],
      ["Clientes", "/dashboard/clients"],
      ["Empleados", "/dashboard/employees"],
      ["Roles y Permisos", "/dashboard/rolesAndPermissions"],
      // Issue 34: the audit trail, with the users' administration.
      ["Auditoría", "/dashboard/audit"],
      ["Productos", "/dashboard/products"],
      // Issue 19: under 'Control de inventario', with the total of the alerts.
      ["Alertas5 (5 por atender)", "/dashboard/alerts"],
      // Issue 33: 'Toma física', under 'Control de inventario'.
      ["Toma física", "/dashboard/stock-counts"],
      // Issue 31: under 'Control de inventario' too.
      ["Importar datos", "/dashboard/imports"],
      // Issue 32: under 'Compras'.
      ["Proveedores", "/dashboard/suppliers"],
      ["Órdenes de compra", "/dashboard/purchase-orders"],
      ["Sugerido de compra", "/dashboard/purchase-suggestions"],
      ["Venta", "/dashboard/sale"],
      ["Historial de ventas", "/dashboard/sales"],
      // Issue 35: the cash register's shift and the shifts' history, under 'Venta'.
      ["Caja", "/dashboard/cash"],
      ["Cajas", "/dashboard/cash-sessions"],
      ["Reportes", "/dashboard/reports"],
      // Issue 35: the business's data, under 'Configuración'.
      ["Empresa", "/dashboard/settings/business"],
    ]);
    expect(within(nav).getByRole("list", { name: "Usuarios" })).toBeInTheDocument();
    expect(within(nav).getByRole("list", { name: "Control de inventario" })).toBeInTheDocument();
    expect(within(nav).getByRole("list", { name: "Compras" })).toBeInTheDocument();
    expect(within(nav).getByRole("list", { name: "Venta" })).toBeInTheDocument();
    expect(within(nav).getByRole("list", { name: "Configuración" })).toBeInTheDocument();
  });

  it("names the alerts badge for a screen reader and asks for the 30-day summary once", async () => {
    const { nav, fetchMock } = await renderShell();
    // Issue 32: the products needing action, each once, not the tabs' rows.
    const link = await within(nav).findByRole("link", { name: badgedName("5 por atender") });
    // The label is shown, not only named: no width turns the sidebar into bare icons.
    expect(within(link).getByText("Alertas")).toBeVisible();
    expect(liveCalls(fetchMock, "GET", "/api/alerts/summary").map(({ url }) => url)).toEqual([
      "/api/alerts/summary?days=30",
    ]);
  });

  it("says '2.000+' when the server stopped counting", async () => {
    const { nav } = await renderShell("/dashboard/clients", adminUser, {
      alerts: {
        ...summary,
        low: 500,
        out: 500,
        expiring: 500,
        expired: 500,
        total: 2_000,
        products: 500,
        capped: true,
      },
    });
    const link = await within(nav).findByRole("link", { name: badgedName("más de 500 por atender") });
    expect(link).toHaveTextContent(/^Alertas500\+ \(más de 500 por atender\)$/);
  });

  it("shows no badge when there is nothing to attend to, and one alert in the singular", async () => {
    const none = await renderShell("/dashboard/clients", adminUser, { alerts: { ...summary, total: 0, products: 0 } });
    await waitFor(() => expect(liveCalls(none.fetchMock, "GET", "/api/alerts/summary")).toHaveLength(1));
    expect(within(none.nav).getByRole("link", { name: "Alertas" })).toHaveTextContent(/^Alertas$/);
    none.unmount();

    const one = await renderShell("/dashboard/clients", adminUser, { alerts: { ...summary, total: 3, products: 1 } });
    expect(await within(one.nav).findByRole("link", { name: badgedName("1 por atender") })).toBeInTheDocument();
  });

  it("leaves 'Alertas' out, and its summary unasked, for a user without alerts:read", async () => {
    const { nav, fetchMock } = await renderShell("/dashboard/clients", staffUser, {
      permissions: ["products:read", "sales:read"],
    });
    expect(within(nav).getByRole("link", { name: "Productos" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: /Alertas/ })).not.toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", "/api/alerts/summary")).toHaveLength(0);
  });

  it("shows 'Reportes' only to whoever may read reports, opening the inventory value first", async () => {
    const staff = await renderShell("/dashboard/clients", staffUser, { permissions: ["sales:read"] });
    expect(within(staff.nav).queryByRole("link", { name: "Reportes" })).not.toBeInTheDocument();
    staff.unmount();
    const { nav, router, user } = await renderShell("/dashboard/clients", staffUser, { permissions: ["reports:read"] });
    await user.click(await within(nav).findByRole("link", { name: "Reportes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/reports/inventory-value"));
    expect(within(nav).getByRole("link", { name: "Reportes" })).toHaveAttribute("aria-current", "page");
  });

  it("shows a user who may only read clients 'Clientes' alone, under 'Usuarios'", async () => {
    const { nav, fetchMock } = await renderShell("/dashboard/clients", staffUser, { permissions: ["clients:read"] });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([["Clientes", "/dashboard/clients"]]);
    expect(within(nav).getByRole("list", { name: "Usuarios" })).toBeInTheDocument();
    // A group none of whose links is left goes with its heading.
    for (const group of ["Control de inventario", "Venta", "Reportes"]) {
      expect(within(nav).queryByRole("list", { name: group })).not.toBeInTheDocument();
    }
    expect(within(nav).queryByRole("button", { name: "Control de bodegas" })).not.toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", "/api/alerts/summary")).toHaveLength(0);
  });

  it("keeps 'Control de bodegas' with only the links the user may follow", async () => {
    const { nav, user } = await renderShell("/dashboard/transfers", staffUser, { permissions: ["transfers:read"] });
    expect(within(nav).getByRole("button", { name: "Control de bodegas" })).toHaveAttribute("aria-expanded", "true");
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Traslados"]);
    await user.click(within(nav).getByRole("button", { name: "Control de bodegas" }));
    expect(within(nav).queryAllByRole("link")).toEqual([]);
  });

  it("shows no links while the permissions load, only their outline", async () => {
    const { nav } = await renderShell("/dashboard/clients", adminUser, { permissions: "hang" });
    expect(nav).toHaveAttribute("aria-busy", "true");
    expect(within(nav).queryAllByRole("link")).toEqual([]);
    expect(within(nav).getByRole("status")).toHaveTextContent("Cargando menú...");
    // Nor the screen: it waits for the set too.
    expect(screen.getByText("Cargando permisos...")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    // The way out stays.
    expect(screen.getByRole("button", { name: /Administrador/ })).toBeInTheDocument();
  });

  it("shows every link when the permissions cannot be loaded: the server still decides", async () => {
    const fetchMock = stubFetch((request) => {
      if (request.url === "/api/auth/me") return jsonResponse(200, { user: staffUser });
      // Anything else, the permissions included, is refused (418): a failure not worth a retry.
      return undefined;
    });
    renderApp("/dashboard/clients");
    const nav = await screen.findByRole("navigation", { name: "Navegación principal" });
    expect(await within(nav).findByRole("link", { name: "Main Dashboard" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Reportes" })).toBeInTheDocument();
    // The screen opens, and mounting it does not ask for the set again (which would reopen the loading state).
    expect(await screen.findByRole("heading", { level: 1, name: "Mis Clientes" })).toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", "/api/auth/me/permissions")).toHaveLength(1);
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

describe("the phone's navigation drawer", () => {
  it("opens from the header's menu button as a labelled dialog holding the whole sidebar, focus inside", async () => {
    const { user } = await renderShell();
    const menuButton = screen.getByRole("button", { name: "Abrir menú" });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog", { name: "Menú" })).not.toBeInTheDocument();

    await user.click(menuButton);
    const drawer = screen.getByRole("dialog", { name: "Menú" });
    expect(drawer).toHaveAttribute("aria-modal", "true");
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(menuButton).toHaveAttribute("aria-controls", drawer.id);
    expect(within(drawer).getByRole("navigation", { name: "Navegación principal" })).toBeInTheDocument();
    expect(within(drawer).getByRole("link", { name: "Empleados" })).toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: /Administrador/ })).toBeInTheDocument();
    expect(within(drawer).getByRole("button", { name: "Cerrar menú" })).toHaveFocus();
    // The rest is out of reach while it is open.
    expect(document.getElementById("contenido")).toHaveAttribute("inert");
    expect(menuButton.closest("header")).toHaveAttribute("inert");
  });

  it("closes with Escape, with its close button and with a tap outside, focus back on the menu button", async () => {
    const { user } = await renderShell();
    const menuButton = screen.getByRole("button", { name: "Abrir menú" });

    await user.click(menuButton);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menú" })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(document.getElementById("contenido")).not.toHaveAttribute("inert");

    await user.click(menuButton);
    await user.click(screen.getByRole("button", { name: "Cerrar menú" }));
    expect(screen.queryByRole("dialog", { name: "Menú" })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    const backdrop = screen.getByRole("dialog", { name: "Menú" }).querySelector(":scope > [aria-hidden='true']");
    await user.click(backdrop as HTMLElement);
    expect(screen.queryByRole("dialog", { name: "Menú" })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it("closes once a screen is picked", async () => {
    const { user, router } = await renderShell();
    await user.click(screen.getByRole("button", { name: "Abrir menú" }));
    await user.click(within(screen.getByRole("dialog", { name: "Menú" })).getByRole("link", { name: "Empleados" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/employees"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menú" })).not.toBeInTheDocument());
  });

  it("lets Escape close the user menu inside it first", async () => {
    const { user } = await renderShell();
    await user.click(screen.getByRole("button", { name: "Abrir menú" }));
    await user.click(screen.getByRole("button", { name: /Administrador/ }));
    expect(screen.getByRole("menu")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Menú" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menú" })).not.toBeInTheDocument();
  });
});
