import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { arroz, norte, principal } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler } from "../../../test/fetch-mock";
import { openDetail, setUpDetailTests } from "../../../test/product-detail-fixtures";
import { toastsWithText } from "../../../test/screen-test";

setUpDetailTests();

/** The detail screen with 'Agregar nueva entrada' open and its warehouses loaded. */
async function openEntry(handler: MockHandler = () => undefined) {
  const detail = await openDetail({}, handler);
  await detail.user.click(screen.getByRole("button", { name: "Agregar entrada" }));
  const dialog = await screen.findByRole("dialog", { name: "Agregar nueva entrada" });
  await within(dialog).findByRole("option", { name: principal.name });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await detail.user.type(field(label), value);
  };
  const save = () => detail.user.click(within(dialog).getByRole("button", { name: "Guardar" }));
  return { ...detail, dialog, field, fill, save };
}

const valid = {
  Costo: "8200",
  Cantidad: "30",
  "Unidades máximas": "300",
  "Unidades mínimas": "10",
  Unidad: "kg",
};

describe("new entry", () => {
  it("has the spec's fields in order, and the active warehouses after 'Seleccione un almacén'", async () => {
    const { dialog, field } = await openEntry();
    const labels = Array.from(dialog.querySelectorAll("label")).map((label) => label.textContent);
    expect(labels).toEqual([
      "Costo",
      "Cantidad",
      "Número de lote (opcional)",
      "Unidades máximas",
      "Unidades mínimas",
      "Fecha de vencimiento (opcional)",
      "Unidad",
      "Bodega",
    ]);
    const options = within(field("Bodega")).getAllByRole("option");
    // Bodega Norte is inactive: no entry can go there.
    expect(options.map((option) => option.textContent)).toEqual(["Seleccione un almacén", principal.name]);
    expect(norte.is_active).toBe(false);
  });

  it("keeps digits only in the numbers and writes lot and unit in capitals", async () => {
    const { field, fill } = await openEntry();
    await fill({ Costo: "$8.2a00", Cantidad: "3 0", "Número de lote (opcional)": "l-9b", Unidad: "ml" });
    expect(field("Costo")).toHaveValue("8200");
    expect(field("Cantidad")).toHaveValue("30");
    expect(field("Número de lote (opcional)")).toHaveValue("L-9B");
    expect(field("Unidad")).toHaveValue("ML");
  });

  it("alerts and sends nothing without a warehouse", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { fetchMock, fill, save } = await openEntry();
    await fill(valid);
    await save();

    await waitFor(() => expect(alert).toHaveBeenCalledWith("Debe seleccionar un almacén antes de continuar."));
    expect(liveCalls(fetchMock, "POST", "/api/inventory")).toHaveLength(0);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("sends numbers, capitals and null for an empty lot and expiration, then reloads and closes", async () => {
    const { fetchMock, user, field, fill, save } = await openEntry((request) =>
      isCall(request, "POST", "/api/inventory") ? jsonResponse(201, { ok: true }) : undefined,
    );
    const entryLoads = () => liveCalls(fetchMock, "GET", `/api/inventory/getEntries/${arroz.id}`).length;
    const before = entryLoads();
    await fill(valid);
    await user.selectOptions(field("Bodega"), principal.name);
    await save();

    await waitFor(() => expect(toastsWithText("Item guardado correctamente")).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", "/api/inventory").map(({ body }) => body)).toEqual([
      {
        product_id: arroz.id,
        warehouse_id: principal.id,
        costs: 8200,
        quantity: 30,
        unit: "KG",
        lot_number: null,
        expiration_date: null,
        min_stock: 10,
        max_stock: 300,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(entryLoads()).toBeGreaterThan(before));
  });

  it("sends the lot and expiration date when given", async () => {
    const { fetchMock, user, field, fill, save } = await openEntry((request) =>
      isCall(request, "POST", "/api/inventory") ? jsonResponse(201, { ok: true }) : undefined,
    );
    await fill({ ...valid, "Número de lote (opcional)": "l-77" });
    fireEvent.change(field("Fecha de vencimiento (opcional)"), { target: { value: "2027-01-31" } });
    await user.selectOptions(field("Bodega"), principal.name);
    await save();

    await waitFor(() => expect(liveCalls(fetchMock, "POST", "/api/inventory")).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", "/api/inventory")[0]?.body).toMatchObject({
      lot_number: "L-77",
      expiration_date: "2027-01-31",
    });
  });

  it.each([
    [400, "VALIDATION", "La unidad no coincide con la del lote (KG)", "La unidad no coincide con la del lote (KG)"],
    [500, "INTERNAL", "del servidor", "Error al guardar el item"],
  ])("reports a %i and stays open", async (status, code, serverMessage, shown) => {
    const { user, field, fill, save } = await openEntry((request) =>
      isCall(request, "POST", "/api/inventory")
        ? jsonResponse(status, {
            message: serverMessage,
            code,
            fields: status === 400 ? { unit: "La unidad no coincide con la del lote" } : undefined,
          })
        : undefined,
    );
    await fill(valid);
    await user.selectOptions(field("Bodega"), principal.name);
    await save();

    await waitFor(() => expect(toastsWithText(shown)).toHaveLength(1));
    if (status === 400) expect(field("Unidad")).toHaveAccessibleDescription("La unidad no coincide con la del lote");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
