import type { SessionUser } from "@inventario/shared/auth";
import { PERMISSIONS } from "@inventario/shared/permissions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  isCall,
  jsonResponse,
  liveCalls,
  type MockHandler,
  type MockRequest,
  staffUser,
  stubFetch,
} from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import {
  bodeguero,
  CATALOGUE_GROUPS,
  catalogueWith,
  roles,
  rolesApi,
  VENDEDOR_PERMISSIONS,
  vendedor,
} from "../../../test/roles-fixtures";
import { forbidden, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";

setUpScreenTests();

const PATH = "/dashboard/rolesAndPermissions";

/** The roles API, with `extra` answering first; a user other than the admin may read roles. */
function stubRoles(extra: MockHandler = () => undefined, user?: SessionUser) {
  const handler = (request: MockRequest) => extra(request) ?? rolesApi(request);
  return user ? stubSignedIn(handler, user, ["roles:read"]) : stubSignedIn(handler);
}

async function chooseRole(name: string) {
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByRole("combobox", { name: "Rol" }), name);
  return user;
}

describe("roles view", () => {
  it("shows the first role's permissions in one table per group, with Permiso and Asignado", async () => {
    stubRoles();
    renderApp(PATH);

    expect(await screen.findByRole("heading", { level: 1, name: "Roles y Permisos" })).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: "Clientes" })).toBeInTheDocument();
    const tables = screen.getAllByRole("table");
    expect(tables).toHaveLength(CATALOGUE_GROUPS.length);
    const headers = within(tables[0]!)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Permiso", "Asignado"]);
    const clients = screen.getByRole("table", { name: "Clientes" });
    expect(
      within(clients)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("aria-label")),
    ).toEqual(PERMISSIONS.filter((name) => name.startsWith("clients:")));
  });

  it("shows the admin role with everything checked and nothing to change", async () => {
    stubRoles();
    renderApp(PATH);

    // The server lists roles by name, so admin comes first.
    await screen.findByRole("table", { name: "Clientes" });
    expect(screen.getByRole("combobox", { name: "Rol" })).toHaveDisplayValue("Admin");
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(PERMISSIONS.length);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(screen.getByText(/El rol admin tiene siempre todos los permisos/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Guardar Permisos" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Renombrar rol" })).not.toBeInTheDocument();
  });

  it("lets the admin change a role's checkboxes and saves exactly the checked names", async () => {
    const fetchMock = stubRoles((request) =>
      isCall(request, "PUT", `/api/roles/${vendedor.id}/permissions`)
        ? jsonResponse(200, catalogueWith((request.body as { permissions: string[] }).permissions))
        : undefined,
    );
    renderApp(PATH);
    const user = await chooseRole("Vendedor");

    const clients = await screen.findByRole("table", { name: "Clientes" });
    expect(await within(clients).findByRole("checkbox", { name: "clients:read" })).toBeChecked();
    await user.click(within(clients).getByRole("checkbox", { name: "clients:create" }));
    await user.click(screen.getByRole("checkbox", { name: "products:read" }));
    expect(screen.getByRole("checkbox", { name: "products:read" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Guardar Permisos" }));

    await waitFor(() => expect(toastsWithText("Permisos guardados correctamente")).toHaveLength(1));
    expect(liveCalls(fetchMock, "PUT", `/api/roles/${vendedor.id}/permissions`).map(({ body }) => body)).toEqual([
      { permissions: ["dashboard:read", "clients:read", "products:read"] },
    ]);
  });

  it("shows the server's message when a save is refused", async () => {
    stubRoles((request) =>
      request.method === "PUT"
        ? jsonResponse(409, { message: "El rol cambió mientras tanto", code: "CONFLICT" })
        : undefined,
    );
    renderApp(PATH);
    const user = await chooseRole("Bodeguero");

    await user.click(await screen.findByRole("checkbox", { name: "sales:read" }));
    await user.click(screen.getByRole("button", { name: "Guardar Permisos" }));
    await waitFor(() => expect(toastsWithText("El rol cambió mientras tanto")).toHaveLength(1));
  });

  it("creates a role from its name and selects it", async () => {
    const created = { id: "r-9", name: "cajero" };
    let listed = roles;
    const fetchMock = stubRoles((request) => {
      if (isCall(request, "GET", "/api/roles")) return jsonResponse(200, listed);
      if (isCall(request, "POST", "/api/roles")) {
        listed = [...roles, created];
        return jsonResponse(201, created);
      }
      if (isCall(request, "GET", "/api/roles/r-9/permissions")) return jsonResponse(200, catalogueWith([]));
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(PATH);

    await user.type(await screen.findByRole("textbox", { name: "Nombre del nuevo rol" }), "Cajero");
    await user.click(screen.getByRole("button", { name: "Crear rol" }));

    await waitFor(() => expect(toastsWithText("Rol creado correctamente")).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", "/api/roles").map(({ body }) => body)).toEqual([{ rol_name: "cajero" }]);
    expect(screen.getByRole("combobox", { name: "Rol" })).toHaveDisplayValue("Cajero");
    expect(screen.getByRole("textbox", { name: "Nombre del nuevo rol" })).toHaveValue("");
    expect(await screen.findByRole("checkbox", { name: "clients:read" })).not.toBeChecked();
  });

  it("asks for a name before creating, and shows a duplicate under the field", async () => {
    const fetchMock = stubRoles((request) =>
      isCall(request, "POST", "/api/roles")
        ? jsonResponse(409, {
            message: "Ya existe un rol con ese nombre",
            code: "CONFLICT",
            fields: { name: "Ya existe un rol con ese nombre" },
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderApp(PATH);

    const name = await screen.findByRole("textbox", { name: "Nombre del nuevo rol" });
    await user.click(screen.getByRole("button", { name: "Crear rol" }));
    expect(await screen.findByText("El nombre del rol es obligatorio")).toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", "/api/roles")).toHaveLength(0);

    await user.type(name, "vendedor");
    await user.click(screen.getByRole("button", { name: "Crear rol" }));
    await waitFor(() => expect(name).toHaveAccessibleDescription("Ya existe un rol con ese nombre"));
  });

  it("renames the selected role with its id and the new name", async () => {
    const renamed = { id: bodeguero.id, name: "almacenista" };
    let listed = roles;
    const fetchMock = stubRoles((request) => {
      if (isCall(request, "GET", "/api/roles")) return jsonResponse(200, listed);
      if (!isCall(request, "PUT", "/api/roles")) return undefined;
      listed = roles.map((role) => (role.id === renamed.id ? renamed : role));
      return jsonResponse(200, renamed);
    });
    renderApp(PATH);
    const user = await chooseRole("Bodeguero");

    await user.click(screen.getByRole("button", { name: "Renombrar rol" }));
    const dialog = await screen.findByRole("dialog", { name: "Renombrar rol" });
    const name = within(dialog).getByRole("textbox", { name: "Nuevo nombre" });
    expect(name).toHaveValue("bodeguero");
    await user.clear(name);
    await user.type(name, "Almacenista");
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(toastsWithText("Rol renombrado correctamente")).toHaveLength(1));
    expect(liveCalls(fetchMock, "PUT", "/api/roles").map(({ body }) => body)).toEqual([
      { id: bodeguero.id, name: "almacenista" },
    ]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Rol" })).toHaveDisplayValue("Almacenista");
  });
});

describe("roles view for someone who is not the admin", () => {
  it("shows the sets read-only, without save, create or rename", async () => {
    stubRoles(undefined, staffUser);
    renderApp(PATH);
    await chooseRole("Vendedor");

    expect(await screen.findByRole("checkbox", { name: "clients:read" })).toBeChecked();
    for (const box of screen.getAllByRole("checkbox")) expect(box).toBeDisabled();
    expect(screen.getByText("Solo el administrador puede cambiar los permisos de los roles.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Guardar Permisos" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Crear rol" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Nombre del nuevo rol" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Renombrar rol" })).not.toBeInTheDocument();
  });

  it("warns once when the server refuses to list the roles (the set changed since it was read)", async () => {
    stubSignedIn(
      (request) => (request.url === "/api/roles" ? forbidden("No tienes permisos para esta acción") : undefined),
      staffUser,
      ["roles:read"],
    );
    renderApp(PATH);

    expect(await screen.findByText("No tienes permisos para ver los roles")).toBeInTheDocument();
    await waitFor(() => expect(toastsWithText("No tienes permisos para esta acción")).toHaveLength(1));
    expect(screen.getByRole("link", { name: "Mis permisos" })).toBeInTheDocument();
  });
});

describe("'Mis permisos'", () => {
  it("lists the whole catalogue read-only with exactly the user's own permissions checked", async () => {
    const fetchMock = stubSignedIn(() => undefined, staffUser, VENDEDOR_PERMISSIONS);
    renderApp(`${PATH}?vista=mis-permisos`);

    await screen.findByRole("table", { name: "Clientes" });
    const checked = screen.getAllByRole("checkbox", { checked: true }).map((box) => box.getAttribute("aria-label"));
    expect(checked).toEqual(VENDEDOR_PERMISSIONS);
    expect(screen.getAllByRole("checkbox")).toHaveLength(PERMISSIONS.length);
    for (const box of screen.getAllByRole("checkbox")) expect(box).toBeDisabled();
    expect(screen.getByText(`Tienes 3 de ${PERMISSIONS.length} permisos.`)).toBeInTheDocument();
    // This view never asks for the roles, which someone without roles:read may not read, nor offers them.
    expect(liveCalls(fetchMock, "GET", "/api/roles")).toHaveLength(0);
    const tabs = screen.getByRole("navigation", { name: "Vistas de Roles y Permisos" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Mis permisos"]);
  });

  it("is a tab beside the roles for whoever may read them", async () => {
    stubSignedIn(rolesApi, staffUser, [...VENDEDOR_PERMISSIONS, "roles:read"]);
    const user = userEvent.setup();
    const { router } = renderApp(`${PATH}?vista=mis-permisos`);

    const tab = await screen.findByRole("link", { name: "Mis permisos" });
    expect(tab).toHaveAttribute("aria-current", "page");
    await screen.findByRole("table", { name: "Clientes" });
    await user.click(screen.getByRole("link", { name: "Roles" }));
    expect(router.state.location.search).toBe("");
    expect(await screen.findByRole("combobox", { name: "Rol" })).toBeInTheDocument();
  });

  it("says it is loading, and says so when the permissions cannot be loaded", async () => {
    stubFetch(({ url }) => {
      if (url === "/api/auth/me") return jsonResponse(200, { user: staffUser });
      if (url === "/api/auth/me/permissions") return jsonResponse(500, { message: "x", code: "INTERNAL" });
      return undefined;
    });
    renderApp(`${PATH}?vista=mis-permisos`);
    expect(await screen.findByText("Cargando permisos...")).toBeInTheDocument();
    expect(
      await screen.findByText("Ocurrió un error al cargar los permisos", {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
