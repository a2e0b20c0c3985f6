import { supplierMessages } from "@inventario/shared/suppliers";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { aceite, arroz } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, requestsTo, staffUser } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { aceiteFromAndina, andina, arrozFromAndina } from "../../../test/supplier-fixtures";

setUpScreenTests();
beforeAll(() => import("./supplier-view-page"));

const PATH = "/dashboard/suppliers/s-1";
const PRICES = "/api/suppliers/s-1/products";

/** Andina and its price list (arroz only, by default); `handler` answers first. */
function stubSupplier(handler: MockHandler = () => undefined, list = [arrozFromAndina], permissions?: string[]) {
  return stubSignedIn(
    (request) => {
      const answer = handler(request);
      if (answer) return answer;
      if (isCall(request, "GET", "/api/suppliers/s-1")) return jsonResponse(200, andina);
      if (isCall(request, "GET", PRICES)) return jsonResponse(200, list);
      if (isCall(request, "GET", "/api/product")) return jsonResponse(200, pageOf([aceite, arroz]));
      return undefined;
    },
    permissions ? staffUser : undefined,
    permissions,
  );
}

/** The value shown under a label of the details list. */
const detail = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

const priceList = () => screen.getByRole("table", { name: "Lista de precios del proveedor" });
const rowOf = (name: string) => within(priceList()).getByRole("link", { name }).closest("tr")!;

async function openEditor(handler?: MockHandler, list = [arrozFromAndina]) {
  const fetchMock = stubSupplier(handler, list);
  const user = userEvent.setup();
  renderApp(PATH);
  await screen.findByRole("textbox", { name: `Costo unitario de ${arroz.name}` });
  return { fetchMock, user };
}

describe("supplier view", () => {
  it("shows the record and, to a reader, the price list as stored", async () => {
    stubSupplier(undefined, [arrozFromAndina, aceiteFromAndina], ["suppliers:read", "products:read"]);
    renderApp(PATH);

    expect(await screen.findByRole("heading", { level: 1, name: "Detalle del proveedor" })).toBeInTheDocument();
    expect(await screen.findByText(andina.name, { selector: "dd" })).toBeInTheDocument();
    expect(detail("NIT")).toHaveTextContent("800.197.268-4");
    expect(detail("Contacto")).toHaveTextContent("Carlos Pérez");
    expect(detail("Plazo de pago")).toHaveTextContent("30 días");
    expect(detail("Estado")).toHaveTextContent("Activo");
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/dashboard/suppliers");
    expect(screen.queryByRole("button", { name: "Editar" })).not.toBeInTheDocument();

    expect(screen.getByRole("heading", { level: 2, name: "Productos del proveedor" })).toBeInTheDocument();
    const row = await waitFor(() => rowOf(arroz.name));
    expect(within(row).getByRole("link", { name: arroz.name })).toHaveAttribute(
      "href",
      `/dashboard/products/view/${arroz.id}`,
    );
    expect(within(row).getByText("AND-77")).toBeInTheDocument();
    expect(within(row).getByText(/^\$\s8\.200,50$/)).toBeInTheDocument();
    expect(within(row).getByText("3 días")).toBeInTheDocument();
    expect(within(row).getByText("Preferido")).toBeInTheDocument();
    expect(within(rowOf(aceite.name)).queryByText("Preferido")).not.toBeInTheDocument();
    expect(within(priceList()).queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Guardar lista de precios" })).not.toBeInTheDocument();
  });

  it("says so when the supplier has no products, or does not exist", async () => {
    stubSupplier(undefined, []);
    const view = renderApp(PATH);
    expect(
      await screen.findByText("Este proveedor todavía no tiene productos en su lista de precios."),
    ).toBeInTheDocument();
    view.unmount();

    stubSupplier((request) =>
      isCall(request, "GET", "/api/suppliers/s-1")
        ? jsonResponse(404, { message: supplierMessages.notFound, code: "NOT_FOUND" })
        : undefined,
    );
    renderApp(PATH);
    expect(await screen.findByText("No se encontró el proveedor.")).toBeInTheDocument();
  });

  it("edits the supplier from 'Editar'", async () => {
    const { user } = await openEditor((request) =>
      isCall(request, "PUT", "/api/suppliers/s-1") ? jsonResponse(200, { ...andina, city: "Envigado" }) : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Editar" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar proveedor" });
    await user.clear(within(dialog).getByLabelText("Ciudad"));
    await user.type(within(dialog).getByLabelText("Ciudad"), "Envigado");
    await user.click(within(dialog).getByRole("button", { name: "Actualizar" }));
    await waitFor(() => expect(toastsWithText(`Proveedor ${andina.name} actualizado correctamente`)).toHaveLength(1));
  });
});

describe("price list editing", () => {
  it("adds a product, edits the terms, marks it preferred, removes a row and saves the whole list", async () => {
    let sent: unknown;
    // What the server holds: the PUT replaces it, and the reload after the save reads it.
    let stored = [arrozFromAndina];
    const { fetchMock, user } = await openEditor((request) => {
      if (isCall(request, "GET", PRICES)) return jsonResponse(200, stored);
      if (!isCall(request, "PUT", PRICES)) return undefined;
      sent = request.body;
      stored = [
        {
          ...aceiteFromAndina,
          supplier_sku: "AND-90",
          unit_cost: 14500,
          pack_size: 12,
          lead_time_days: 0,
          preferred: true,
        },
      ];
      return jsonResponse(200, stored);
    });
    const save = screen.getByRole("button", { name: "Guardar lista de precios" });
    expect(save).toBeDisabled();
    expect(screen.queryByText("Cambios sin guardar")).not.toBeInTheDocument();

    // Aceite through the product search; its cost box takes the focus.
    await user.type(screen.getByRole("combobox", { name: "Agregar producto" }), "ace");
    await user.click(await screen.findByRole("option", { name: `${aceite.sku} - ${aceite.name}` }));
    const cost = screen.getByRole("textbox", { name: `Costo unitario de ${aceite.name}` });
    await waitFor(() => expect(cost).toHaveFocus());
    expect(screen.getByRole("combobox", { name: "Agregar producto" })).toHaveValue("");
    expect(screen.getByText("Cambios sin guardar")).toBeInTheDocument();
    expect(save).toBeEnabled();

    await user.type(cost, "$ 14.500,00");
    expect(cost).toHaveValue("14500,00");
    await user.clear(screen.getByRole("textbox", { name: `Unidades por empaque de ${aceite.name}` }));
    await user.type(screen.getByRole("textbox", { name: `Unidades por empaque de ${aceite.name}` }), "12");
    await user.type(screen.getByRole("textbox", { name: `Código del proveedor de ${aceite.name}` }), "AND-90");
    await user.click(screen.getByRole("checkbox", { name: `Preferido de ${aceite.name}` }));
    await user.click(screen.getByRole("button", { name: `Quitar ${arroz.name} de la lista` }));
    await user.click(save);

    await waitFor(() =>
      expect(toastsWithText(`Lista de precios de ${andina.name} guardada correctamente`)).toHaveLength(1),
    );
    expect(sent).toEqual([
      {
        product_id: aceite.id,
        supplier_sku: "AND-90",
        unit_cost: 14500,
        min_quantity: 1,
        pack_size: 12,
        lead_time_days: 0,
        preferred: true,
      },
    ]);
    // The boxes show the list as stored: nothing left unsaved.
    await waitFor(() => expect(screen.queryByText("Cambios sin guardar")).not.toBeInTheDocument());
    expect(screen.getByRole("textbox", { name: `Costo unitario de ${aceite.name}` })).toHaveValue("14500");
    expect(save).toBeDisabled();
    await waitFor(() => expect(liveCalls(fetchMock, "GET", PRICES).length).toBeGreaterThanOrEqual(2));
  });

  it("refuses a missing cost under its box without a request, and 'Descartar cambios' takes the list back", async () => {
    const { fetchMock, user } = await openEditor();
    const cost = screen.getByRole("textbox", { name: `Costo unitario de ${arroz.name}` });
    expect(cost).toHaveValue("8200,5");

    await user.clear(cost);
    await user.click(screen.getByRole("button", { name: "Guardar lista de precios" }));
    await waitFor(() => expect(cost).toHaveAccessibleDescription(supplierMessages.costRequired));
    expect(cost).toHaveFocus();
    expect(requestsTo(fetchMock, "PUT", PRICES)).toBe(0);

    await user.click(screen.getByRole("button", { name: "Descartar cambios" }));
    expect(cost).toHaveValue("8200,5");
    expect(cost).not.toHaveAccessibleDescription();
    expect(screen.queryByText("Cambios sin guardar")).not.toBeInTheDocument();
  });

  it("puts the server's field messages under the row they name, and says a product is already listed", async () => {
    const { user } = await openEditor(
      (request) =>
        isCall(request, "PUT", PRICES)
          ? jsonResponse(400, {
              message: "Revisa los datos ingresados.",
              code: "VALIDATION",
              fields: { "1.pack_size": supplierMessages.packSizeInvalid },
            })
          : undefined,
      [arrozFromAndina, aceiteFromAndina],
    );

    await user.type(screen.getByRole("combobox", { name: "Agregar producto" }), "arr");
    await user.click(await screen.findByRole("option", { name: `${arroz.sku} - ${arroz.name}` }));
    expect(screen.getByRole("combobox", { name: "Agregar producto" })).toHaveAccessibleDescription(
      expect.stringContaining("Ese producto ya está en la lista."),
    );

    await user.type(screen.getByRole("textbox", { name: `Días de entrega de ${aceite.name}` }), "0");
    await user.click(screen.getByRole("button", { name: "Guardar lista de precios" }));

    const pack = screen.getByRole("textbox", { name: `Unidades por empaque de ${aceite.name}` });
    await waitFor(() => expect(pack).toHaveAccessibleDescription(supplierMessages.packSizeInvalid));
    expect(pack).toHaveFocus();
    expect(
      screen.getByRole("textbox", { name: `Unidades por empaque de ${arroz.name}` }),
    ).not.toHaveAccessibleDescription();
    expect(toastsWithText("Revisa los datos ingresados.")).toHaveLength(1);
    expect(screen.getByText("Cambios sin guardar")).toBeInTheDocument();
  });
});
