import { nitMessages } from "@inventario/shared/nit";
import { supplierMessages } from "@inventario/shared/suppliers";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { isCall, jsonResponse, liveCalls, type MockHandler, requestsTo, staffUser } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { andina, lacteos } from "../../../test/supplier-fixtures";

setUpScreenTests();
beforeAll(() => import("./suppliers-page"));

const PATH = "/dashboard/suppliers";

/** The list with Andina (active) and Lácteos (inactive); `handler` answers the rest first. */
function stubSuppliers(handler: MockHandler = () => undefined, permissions?: string[]) {
  return stubSignedIn(
    (request) =>
      handler(request) ??
      (isCall(request, "GET", "/api/suppliers") ? jsonResponse(200, pageOf([andina, lacteos])) : undefined),
    permissions ? staffUser : undefined,
    permissions,
  );
}

const listCalls = (fetchMock: Parameters<typeof liveCalls>[0]) => liveCalls(fetchMock, "GET", "/api/suppliers");

async function openSuppliers(handler?: MockHandler) {
  const fetchMock = stubSuppliers(handler);
  const user = userEvent.setup();
  const view = renderApp(PATH);
  await screen.findByText(andina.name);
  return { fetchMock, user, ...view };
}

const rowOf = (name: string) => screen.getByText(name).closest("tr")!;

async function openForm(user: ReturnType<typeof userEvent.setup>, button: string, title: string) {
  await user.click(screen.getByRole("button", { name: button }));
  const dialog = await screen.findByRole("dialog", { name: title });
  return { dialog, field: (label: string) => within(dialog).getByLabelText(label) };
}

describe("supplier list", () => {
  it("shows NIT with its check digit, razón social, contact, city, terms and state", async () => {
    await openSuppliers();

    expect(screen.getByRole("heading", { level: 1, name: "Proveedores" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Lista de proveedores" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["NIT", "Razón social", "Contacto", "Ciudad", "Plazo de pago", "Estado", "Acciones"]);
    const active = rowOf(andina.name);
    expect(within(active).getByText("800.197.268-4")).toBeInTheDocument();
    expect(within(active).getByText("Carlos Pérez")).toBeInTheDocument();
    expect(within(active).getByText("Medellín")).toBeInTheDocument();
    expect(within(active).getByText("30 días")).toBeInTheDocument();
    expect(within(active).getByText("Activo")).toBeInTheDocument();
    expect(within(active).getByRole("link", { name: `Ver ${andina.name}` })).toHaveAttribute(
      "href",
      "/dashboard/suppliers/s-1",
    );
    expect(within(active).getByRole("button", { name: `Desactivar ${andina.name}` })).toBeInTheDocument();
    expect(within(active).queryByRole("button", { name: /^Reactivar/ })).not.toBeInTheDocument();

    const inactive = rowOf(lacteos.name);
    expect(within(inactive).getByText("890.903.938-8")).toBeInTheDocument();
    expect(within(inactive).getByText("Inactivo")).toBeInTheDocument();
    expect(within(inactive).getByRole("button", { name: `Reactivar ${lacteos.name}` })).toBeInTheDocument();
    expect(within(inactive).queryByRole("button", { name: /^Desactivar/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exportar" })).toBeInTheDocument();
  });

  it("offers only 'Ver' to a user who may only read suppliers", async () => {
    stubSuppliers(undefined, ["suppliers:read"]);
    renderApp(PATH);
    await screen.findByText(andina.name);

    expect(screen.queryByRole("button", { name: "Agregar proveedor" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^(Editar|Desactivar|Reactivar) / })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: `Ver ${lacteos.name}` })).toBeInTheDocument();
  });

  it("keeps the search in the URL and asks from page 1", async () => {
    const { fetchMock, user, router } = await openSuppliers();

    await user.type(screen.getByRole("searchbox", { name: "Buscar proveedor por: NIT o razón social" }), "800197");
    await waitFor(() => expect(router.state.location.search).toBe("?search=800197"));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.url).toBe("/api/suppliers?page=1&search=800197"));
  });

  it("says there are none, and what a search that matched nothing looked for", async () => {
    stubSuppliers((request) => (isCall(request, "GET", "/api/suppliers") ? jsonResponse(200, pageOf([])) : undefined));
    const view = renderApp(PATH);
    expect(await screen.findByText("No hay proveedores registrados.")).toBeInTheDocument();
    view.unmount();

    renderApp(`${PATH}?search=zzz`);
    expect(await screen.findByText("Ningún proveedor coincide con «zzz».")).toBeInTheDocument();
  });
});

describe("supplier form", () => {
  it("refuses a DV that does not match the NIT under 'DV', then creates the supplier and names it", async () => {
    let sent: unknown;
    const { fetchMock, user } = await openSuppliers((request) => {
      if (!isCall(request, "POST", "/api/suppliers")) return undefined;
      sent = request.body;
      return jsonResponse(201, { ...andina, id: "s-9" });
    });
    const { dialog, field } = await openForm(user, "Agregar proveedor", "Agregar proveedor");

    expect(field("NIT")).toHaveAttribute("maxlength", "15");
    expect(field("NIT")).toHaveAttribute("inputmode", "numeric");
    expect(field("DV")).toHaveAttribute("maxlength", "1");
    await user.type(field("NIT"), "800.197-268");
    expect(field("NIT")).toHaveValue("800197268");
    await user.type(field("DV"), "5");
    await user.type(field("Razón social"), ` ${andina.name} `);
    await user.type(field("Correo"), "no-es-correo");
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(field("DV")).toHaveAccessibleDescription(nitMessages.dvMismatch));
    expect(field("Correo")).toHaveAccessibleDescription(supplierMessages.emailInvalid);
    // The first message on screen takes the focus.
    expect(field("DV")).toHaveFocus();
    expect(requestsTo(fetchMock, "POST", "/api/suppliers")).toBe(0);

    await user.clear(field("DV"));
    await user.type(field("DV"), "4");
    await user.type(field("Contacto"), "Carlos Pérez");
    await user.clear(field("Correo"));
    await user.type(field("Correo"), "Compras@Andina.co");
    await user.type(field("Teléfono"), "+57 604 555 1234");
    await user.type(field("Dirección"), "Calle 10 # 43-20");
    await user.type(field("Ciudad"), "Medellín");
    await user.type(field("Plazo de pago (días)"), "3x0");
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(toastsWithText(`Proveedor ${andina.name} creado correctamente`)).toHaveLength(1));
    expect(sent).toEqual({
      nit: "800197268",
      dv: 4,
      name: andina.name,
      contact_name: "Carlos Pérez",
      email: "compras@andina.co",
      phone: "+57 604 555 1234",
      address: "Calle 10 # 43-20",
      city: "Medellín",
      payment_terms_days: 30,
      is_active: true,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });

  it("puts the server's 409 on a taken NIT under 'NIT'", async () => {
    const { user } = await openSuppliers((request) =>
      isCall(request, "POST", "/api/suppliers")
        ? jsonResponse(409, {
            message: supplierMessages.duplicateNit,
            code: "CONFLICT",
            fields: { nit: supplierMessages.duplicateNit },
          })
        : undefined,
    );
    const { dialog, field } = await openForm(user, "Agregar proveedor", "Agregar proveedor");
    await user.type(field("NIT"), "860002964");
    await user.type(field("DV"), "4");
    await user.type(field("Razón social"), "Banco de Bogotá");
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(field("NIT")).toHaveAccessibleDescription(supplierMessages.duplicateNit));
    expect(field("NIT")).toHaveFocus();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("edits a supplier with its values, sending no state (it keeps the one it has)", async () => {
    let sent: unknown;
    const { user } = await openSuppliers((request) => {
      if (!isCall(request, "PUT", "/api/suppliers/s-1")) return undefined;
      sent = request.body;
      return jsonResponse(200, { ...andina, city: "Envigado" });
    });
    const { dialog, field } = await openForm(user, `Editar ${andina.name}`, "Editar proveedor");

    expect(field("NIT")).toHaveValue("800197268");
    expect(field("DV")).toHaveValue("4");
    expect(field("Plazo de pago (días)")).toHaveValue("30");
    await user.clear(field("Ciudad"));
    await user.type(field("Ciudad"), "Envigado");
    await user.click(within(dialog).getByRole("button", { name: "Actualizar" }));

    await waitFor(() => expect(toastsWithText(`Proveedor ${andina.name} actualizado correctamente`)).toHaveLength(1));
    const { id: _, is_active: __, ...fields } = andina;
    expect(sent).toEqual({ ...fields, city: "Envigado" });
  });
});

describe("deactivating and reactivating", () => {
  it("deactivates after the confirmation, and sends nothing without it", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { fetchMock, user } = await openSuppliers((request) =>
      isCall(request, "DELETE", "/api/suppliers/s-1") ? new Response(null, { status: 204 }) : undefined,
    );

    await user.click(screen.getByRole("button", { name: `Desactivar ${andina.name}` }));
    expect(confirm).toHaveBeenCalledWith(
      `¿Seguro que quieres desactivar a ${andina.name}? Podrás reactivarlo después.`,
    );
    expect(requestsTo(fetchMock, "DELETE", "/api/suppliers/s-1")).toBe(0);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: `Desactivar ${andina.name}` }));
    await waitFor(() => expect(toastsWithText(`Proveedor ${andina.name} desactivado correctamente`)).toHaveLength(1));
    expect(requestsTo(fetchMock, "DELETE", "/api/suppliers/s-1")).toBe(1);
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });

  it("reactivates an inactive supplier by sending its own fields back with is_active true", async () => {
    let sent: unknown;
    const { user } = await openSuppliers((request) => {
      if (!isCall(request, "PUT", "/api/suppliers/s-2")) return undefined;
      sent = request.body;
      return jsonResponse(200, { ...lacteos, is_active: true });
    });

    await user.click(screen.getByRole("button", { name: `Reactivar ${lacteos.name}` }));
    await waitFor(() => expect(toastsWithText(`Proveedor ${lacteos.name} reactivado correctamente`)).toHaveLength(1));
    const { id: _, ...fields } = lacteos;
    expect(sent).toEqual({ ...fields, is_active: true });
  });
});
