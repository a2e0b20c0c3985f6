import { warehouseMessages } from "@inventario/shared/warehouses";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { norte, principal } from "../../../test/catalog-fixtures";
import {
  heldResponse,
  isCall,
  jsonResponse,
  liveCalls,
  type MockHandler,
  requestsTo,
  staffUser,
} from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { forbidden, pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";

setUpScreenTests();

function stubWarehouses(
  handler: MockHandler = () => undefined,
  list: MockHandler = () => jsonResponse(200, pageOf([principal, norte])),
) {
  return stubSignedIn((request) => (isCall(request, "GET", "/api/warehouse") ? list(request) : handler(request)));
}

const listCalls = (fetchMock: Parameters<typeof liveCalls>[0]) => liveCalls(fetchMock, "GET", "/api/warehouse");

async function openWarehouses(handler?: MockHandler) {
  const fetchMock = stubWarehouses(handler);
  const user = userEvent.setup();
  renderApp("/dashboard/warehouses");
  await screen.findByText(principal.name);
  return { fetchMock, user };
}

describe("warehouse list", () => {
  it("shows name and state, edit for every row and delete for the active ones", async () => {
    await openWarehouses();

    expect(screen.getByRole("heading", { level: 1, name: "Bodegas" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Lista de bodegas" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Nombre", "Estado", "Acciones"]);
    const active = screen.getByText(principal.name).closest("tr")!;
    const inactive = screen.getByText(norte.name).closest("tr")!;
    expect(within(active).getByText("Activo")).toBeInTheDocument();
    expect(within(inactive).getByText("Inactivo")).toBeInTheDocument();
    expect(within(active).getByRole("button", { name: `Eliminar ${principal.name}` })).toBeInTheDocument();
    expect(within(inactive).getByRole("button", { name: `Editar ${norte.name}` })).toBeInTheDocument();
    expect(within(inactive).queryByRole("button", { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it("offers no add, edit or delete to a user who may only read warehouses", async () => {
    stubSignedIn(
      (request) =>
        isCall(request, "GET", "/api/warehouse") ? jsonResponse(200, pageOf([principal, norte])) : undefined,
      staffUser,
      ["warehouses:read"],
    );
    renderApp("/dashboard/warehouses");

    expect(await screen.findByText(principal.name)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Agregar bodega" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^(Editar|Eliminar) / })).not.toBeInTheDocument();
    // No 'Acciones' column left empty.
    const headers = within(screen.getByRole("table", { name: "Lista de bodegas" }))
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Nombre", "Estado"]);
  });

  it("links each name to its 'Existencias', as plain text for a user without inventory:read", async () => {
    await openWarehouses();
    expect(screen.getByRole("link", { name: principal.name })).toHaveAttribute(
      "href",
      `/dashboard/warehouses/${principal.id}/stock`,
    );
  });

  it("shows the names as text to a user who may read the warehouses but not the inventory", async () => {
    stubSignedIn(
      (request) =>
        isCall(request, "GET", "/api/warehouse") ? jsonResponse(200, pageOf([principal, norte])) : undefined,
      staffUser,
      ["warehouses:read"],
    );
    renderApp("/dashboard/warehouses");

    expect(await screen.findByText(principal.name)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: principal.name })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: norte.name })).not.toBeInTheDocument();
  });

  it("says it is loading, that there are none, and pages only when there is more than one page", async () => {
    const answer = heldResponse();
    stubWarehouses(undefined, () => answer.respond());
    renderApp("/dashboard/warehouses");

    expect(await screen.findByText("Cargando bodegas...")).toBeInTheDocument();
    await answer.answer(jsonResponse(200, pageOf([])));
    expect(await screen.findByText("No hay bodegas registradas.")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Paginación" })).not.toBeInTheDocument();
  });

  it("warns once with 'No tienes permisos para ver los almacenes' on a 403", async () => {
    stubWarehouses(undefined, () => forbidden("No tienes permisos"));
    renderApp("/dashboard/warehouses");

    const message = "No tienes permisos para ver los almacenes";
    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1));
    expect(within(screen.getByRole("table")).getByText(message)).toBeInTheDocument();
  });

  it("searches by name from page 1 after 300 ms, ignoring one or two characters", async () => {
    const fetchMock = stubWarehouses(undefined, (request) => {
      const page = Number(new URL(request.url, "http://localhost").searchParams.get("page"));
      return jsonResponse(200, pageOf([{ ...principal, name: `Bodega ${page}` }], page, 2));
    });
    const user = userEvent.setup();
    renderApp("/dashboard/warehouses");
    await screen.findByText("Bodega 1");
    expect(screen.getByRole("navigation", { name: "Paginación" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Página 2" }));
    await screen.findByText("Bodega 2");
    const search = screen.getByRole("searchbox", { name: "Buscar bodega por: nombre" });
    await user.type(search, "no");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listCalls(fetchMock)).toHaveLength(2);
    await user.type(search, "r");
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(3));
    expect(listCalls(fetchMock)[2]?.url).toBe("/api/warehouse?page=1&search=nor");
  });
});

describe("warehouse modal", () => {
  it("adds a warehouse with its name, after requiring one", async () => {
    let sent: unknown;
    const { fetchMock, user } = await openWarehouses((request) => {
      if (!isCall(request, "POST", "/api/warehouse")) return undefined;
      sent = request.body;
      return jsonResponse(201, { ...principal, id: "w-9", name: "Bodega Sur" });
    });

    await user.click(screen.getByRole("button", { name: "Agregar bodega" }));
    const dialog = await screen.findByRole("dialog", { name: "Agregar nueva Bodega" });
    expect(within(dialog).queryByLabelText("Identificación")).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Activo")).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Nombre"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Nombre")).toHaveAccessibleDescription(warehouseMessages.nameRequired),
    );
    expect(requestsTo(fetchMock, "POST", "/api/warehouse")).toBe(0);

    await user.type(within(dialog).getByLabelText("Nombre"), " Bodega Sur ");
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(toastsWithText("Bodega guardada correctamente")).toHaveLength(1));
    expect(sent).toEqual({ name: "Bodega Sur" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });

  it("edits with the identification shown disabled and sends id, name and is_active", async () => {
    let sent: unknown;
    const { user } = await openWarehouses((request) => {
      if (!isCall(request, "PUT", "/api/warehouse/w-2")) return undefined;
      sent = request.body;
      return jsonResponse(200, { ...norte, name: "Bodega Norte 2", is_active: true });
    });

    await user.click(screen.getByRole("button", { name: `Editar ${norte.name}` }));
    const dialog = await screen.findByRole("dialog", { name: "Editar Bodega" });
    const identification = within(dialog).getByLabelText("Identificación");
    expect(identification).toBeDisabled();
    expect(identification).toHaveValue("1209348756");
    expect(identification).toHaveAttribute("maxlength", "10");
    expect(identification).toHaveAttribute("inputmode", "numeric");
    expect(within(dialog).getByLabelText("Nombre")).toHaveValue(norte.name);
    expect(within(dialog).getByLabelText("Activo")).not.toBeChecked();

    await user.type(within(dialog).getByLabelText("Nombre"), " 2");
    await user.click(within(dialog).getByLabelText("Activo"));
    await user.click(within(dialog).getByRole("button", { name: "Actualizar" }));

    await waitFor(() => expect(toastsWithText("Bodega actualizada correctamente")).toHaveLength(1));
    expect(sent).toEqual({ id: "w-2", name: "Bodega Norte 2", is_active: true });
  });

  it("forgets the edited warehouse once closed, so 'Agregar bodega' starts empty", async () => {
    const { user } = await openWarehouses();

    await user.click(screen.getByRole("button", { name: `Editar ${principal.name}` }));
    const editDialog = await screen.findByRole("dialog", { name: "Editar Bodega" });
    await user.click(within(editDialog).getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Agregar bodega" }));
    const dialog = await screen.findByRole("dialog", { name: "Agregar nueva Bodega" });
    expect(within(dialog).getByLabelText("Nombre")).toHaveValue("");
    expect(within(dialog).queryByLabelText("Identificación")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Guardar" })).toBeInTheDocument();
  });

  it.each([
    [403, "FORBIDDEN", "No tienes permisos para esta acción"],
    [500, "INTERNAL", "Error al realizar la acción"],
  ])("reports a %i on save as '%s' → the spec's message", async (status, code, message) => {
    const { user } = await openWarehouses((request) =>
      request.method === "POST" ? jsonResponse(status, { message: "del servidor", code }) : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Agregar bodega" }));
    const dialog = await screen.findByRole("dialog", { name: "Agregar nueva Bodega" });
    await user.type(within(dialog).getByLabelText("Nombre"), "Bodega Sur");
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1));
    expect(toastsWithText("del servidor")).toHaveLength(0);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});

describe("warehouse delete", () => {
  it("deletes after the confirmation and says 'Almacén Eliminado correctamente'", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    const { fetchMock, user } = await openWarehouses((request) =>
      isCall(request, "DELETE", "/api/warehouse/w-1") ? new Response(null, { status: 204 }) : undefined,
    );

    await user.click(screen.getByRole("button", { name: `Eliminar ${principal.name}` }));
    expect(confirm).toHaveBeenCalledWith(`Seguro que quieres eliminar a ${principal.name}?`);
    await waitFor(() => expect(toastsWithText("Almacén Eliminado correctamente")).toHaveLength(1));
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });

  it("shows the server's reason when the warehouse still holds stock", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const { user } = await openWarehouses((request) =>
      request.method === "DELETE"
        ? jsonResponse(409, { message: warehouseMessages.holdsStock, code: "CONFLICT" })
        : undefined,
    );

    await user.click(screen.getByRole("button", { name: `Eliminar ${principal.name}` }));
    await waitFor(() => expect(toastsWithText(warehouseMessages.holdsStock)).toHaveLength(1));
    expect(toastsWithText("Ha ocurrido un error")).toHaveLength(0);
  });

  it("reports any other failure as 'Ha ocurrido un error', and sends nothing without confirmation", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { fetchMock, user } = await openWarehouses((request) =>
      request.method === "DELETE" ? jsonResponse(500, { message: "del servidor", code: "INTERNAL" }) : undefined,
    );

    await user.click(screen.getByRole("button", { name: `Eliminar ${principal.name}` }));
    expect(requestsTo(fetchMock, "DELETE", "/api/warehouse/w-1")).toBe(0);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: `Eliminar ${principal.name}` }));
    await waitFor(() => expect(toastsWithText("Ha ocurrido un error")).toHaveLength(1));
  });
});
