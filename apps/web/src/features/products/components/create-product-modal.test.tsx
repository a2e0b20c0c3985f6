import { PRODUCT_RELOAD_DELAY_MS } from "@inventario/shared/constants";
import { productMessages } from "@inventario/shared/products";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { arroz, principal } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, requestsTo } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";

setUpScreenTests();

/** The product list with its add modal open; `handler` answers the POST. */
async function openCreateForm(handler: MockHandler = () => undefined) {
  const fetchMock = stubSignedIn((request) => {
    if (isCall(request, "GET", "/api/product")) return jsonResponse(200, pageOf([arroz]));
    if (isCall(request, "GET", "/api/warehouse")) return jsonResponse(200, pageOf([principal]));
    return handler(request);
  });
  const user = userEvent.setup();
  renderApp("/dashboard/products");
  await user.click(await screen.findByRole("button", { name: "Agregar producto" }));
  const dialog = await screen.findByRole("dialog", { name: "Agregar nuevo producto" });
  await within(dialog).findByRole("option", { name: principal.name });
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { fetchMock, user, dialog, field };
}

type Form = Awaited<ReturnType<typeof openCreateForm>>;

const valid: Record<string, string> = {
  Nombre: "  Panela Orgánica  ",
  Categoría: "Endulzantes",
  Descripción: "Panela pulverizada",
  SKU: "pan-001",
  Precio: "8900",
  Costo: "6200",
  Cantidad: "40",
  Unidad: "kg",
  "Unidades mínimas": "5",
  "Unidades máximas": "100",
};

async function fill({ user, field }: Form, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

const save = (form: Form) => within(form.dialog).getByRole("button", { name: "Guardar" });

describe("product form", () => {
  it("lists the active warehouses after 'Seleccione un almacén'", async () => {
    const form = await openCreateForm();
    const options = within(form.field("Bodega")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Seleccione un almacén", principal.name]);
    expect(liveCalls(form.fetchMock, "GET", "/api/warehouse")[0]?.url).toBe("/api/warehouse?all=true");
  });

  it("writes SKU, unit and lot number in capitals as they are typed", async () => {
    const form = await openCreateForm();
    await fill(form, { SKU: "pan-001b", Unidad: "ml", "Número de lote (opcional)": "l-24a" });
    expect(form.field("SKU")).toHaveValue("PAN-001B");
    expect(form.field("Unidad")).toHaveValue("ML");
    expect(form.field("Número de lote (opcional)")).toHaveValue("L-24A");
  });

  it("keeps only digits in price, cost, quantity and the stock levels", async () => {
    const form = await openCreateForm();
    const numeric = ["Precio", "Costo", "Cantidad", "Unidades mínimas", "Unidades máximas"];
    for (const label of numeric) {
      await form.user.type(form.field(label), "$1.2a3 -4");
      expect(form.field(label)).toHaveValue("1234");
      expect(form.field(label)).toHaveAttribute("inputmode", "numeric");
    }
  });

  it("alerts and sends nothing when no warehouse is chosen", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const form = await openCreateForm();
    await fill(form, valid);
    await form.user.click(save(form));

    await waitFor(() => expect(alert).toHaveBeenCalledWith("Debe seleccionar un almacén antes de continuar."));
    expect(requestsTo(form.fetchMock, "POST", "/api/product")).toBe(0);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("shows the schema's messages under the fields and sends nothing", async () => {
    vi.spyOn(window, "alert").mockImplementation(() => {});
    const form = await openCreateForm();
    await form.user.click(save(form));

    await waitFor(() => expect(form.field("Nombre")).toHaveAccessibleDescription(productMessages.nameRequired));
    expect(form.field("SKU")).toHaveAccessibleDescription(productMessages.skuRequired);
    expect(form.field("Precio")).toHaveAccessibleDescription(productMessages.priceRequired);
    expect(form.field("Cantidad")).toHaveAccessibleDescription(productMessages.quantityInvalid);
    expect(form.field("Unidades mínimas")).toHaveAccessibleDescription(productMessages.stockInvalid);
    expect(form.field("Bodega")).toHaveAccessibleDescription(productMessages.warehouseRequired);
    expect(requestsTo(form.fetchMock, "POST", "/api/product")).toBe(0);
  });

  it("refuses a minimum above the maximum without a request", async () => {
    const form = await openCreateForm();
    await fill(form, { ...valid, "Unidades mínimas": "50", "Unidades máximas": "9" });
    await form.user.selectOptions(form.field("Bodega"), principal.name);
    await form.user.click(save(form));

    await waitFor(() =>
      expect(form.field("Unidades mínimas")).toHaveAccessibleDescription(productMessages.minAboveMax),
    );
    expect(requestsTo(form.fetchMock, "POST", "/api/product")).toBe(0);
  });

  it("sends trimmed text, numbers, and null for an empty lot and expiration", async () => {
    let sent: unknown;
    const form = await openCreateForm((request) => {
      if (!isCall(request, "POST", "/api/product")) return undefined;
      sent = request.body;
      return jsonResponse(201, { ...arroz, id: "p-new" });
    });
    await fill(form, valid);
    await form.user.selectOptions(form.field("Bodega"), principal.name);
    await form.user.click(save(form));

    await waitFor(() => expect(toastsWithText("Producto guardado correctamente")).toHaveLength(1));
    expect(sent).toEqual({
      name: "Panela Orgánica",
      tax_class: "IVA_19",
      category: "Endulzantes",
      description: "Panela pulverizada",
      sku: "PAN-001",
      image_url: null,
      price: 8900,
      costs: 6200,
      quantity: 40,
      unit: "KG",
      lot_number: null,
      expiration_date: null,
      min_stock: 5,
      max_stock: 100,
      warehouse_id: principal.id,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("sends the lot and expiration date when given", async () => {
    let sent: Record<string, unknown> = {};
    const form = await openCreateForm((request) => {
      if (!isCall(request, "POST", "/api/product")) return undefined;
      sent = request.body as Record<string, unknown>;
      return jsonResponse(201, arroz);
    });
    await fill(form, { ...valid, "Número de lote (opcional)": " l-7 " });
    fireEvent.change(form.field("Fecha de vencimiento (opcional)"), { target: { value: "2027-01-31" } });
    await form.user.selectOptions(form.field("Bodega"), principal.name);
    await form.user.click(save(form));

    await waitFor(() => expect(sent.lot_number).toBe("L-7"));
    expect(sent.expiration_date).toBe("2027-01-31");
  });

  it("reloads the list 900 ms after saving, not before", async () => {
    const form = await openCreateForm((request) =>
      isCall(request, "POST", "/api/product") ? jsonResponse(201, arroz) : undefined,
    );
    await fill(form, valid);
    await form.user.selectOptions(form.field("Bodega"), principal.name);
    const success = vi.spyOn(toast, "success");
    const listCalls = () => liveCalls(form.fetchMock, "GET", "/api/product").length;
    const before = listCalls();

    // From here the clock only moves when the test says so.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(save(form));
    for (let flush = 0; flush < 20 && success.mock.calls.length === 0; flush++) await vi.advanceTimersByTimeAsync(0);
    expect(success).toHaveBeenCalledWith("Producto guardado correctamente", expect.anything());

    await vi.advanceTimersByTimeAsync(PRODUCT_RELOAD_DELAY_MS - 1);
    expect(listCalls()).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(listCalls()).toBe(before + 1);
  });

  it.each([
    [409, "CONFLICT", "Ya existe un producto con ese SKU", "Ya existe un producto con ese SKU"],
    [403, "FORBIDDEN", "del servidor", "No tienes permisos para esta acción"],
    [500, "INTERNAL", "del servidor", "Error al guardar el producto"],
  ])("reports a %i as '%s' → '%s' and stays open", async (status, code, serverMessage, shown) => {
    const form = await openCreateForm((request) =>
      isCall(request, "POST", "/api/product")
        ? jsonResponse(status, {
            message: serverMessage,
            code,
            fields: status === 409 ? { sku: serverMessage } : undefined,
          })
        : undefined,
    );
    await fill(form, valid);
    await form.user.selectOptions(form.field("Bodega"), principal.name);
    await form.user.click(save(form));

    await waitFor(() => expect(toastsWithText(shown)).toHaveLength(1));
    if (status === 409) expect(form.field("SKU")).toHaveAccessibleDescription(serverMessage);
    else expect(toastsWithText("del servidor")).toHaveLength(0);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
