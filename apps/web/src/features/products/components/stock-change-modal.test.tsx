import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { arroz } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler } from "../../../test/fetch-mock";
import { lotL1, lotM7, medellin, openDetail, setUpDetailTests } from "../../../test/product-detail-fixtures";
import { toastsWithText } from "../../../test/screen-test";

setUpDetailTests();

/** The detail screen with the restock or withdraw modal of `button` open. */
async function openChange(button: string, title: string, handler: MockHandler = () => undefined) {
  const detail = await openDetail({}, handler);
  const lots = detail.table("Estado actual");
  await detail.user.click(await within(lots).findByRole("button", { name: button }));
  const dialog = await screen.findByRole("dialog", { name: title });
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { ...detail, dialog, field };
}

describe("restock and withdraw", () => {
  it("names the product, warehouse and lot, and starts on the units", async () => {
    const { dialog, field } = await openChange("Reabastecer lote M-7 de Bodega Medellín", "Reabastecer Inventario");
    expect(dialog).toHaveTextContent(arroz.name);
    expect(dialog).toHaveTextContent(medellin.name);
    expect(dialog).toHaveTextContent("M-7");
    expect(dialog).toHaveTextContent("40 KG");
    expect(field("Unidades")).toHaveFocus();
    expect(field("Unidades")).toHaveAttribute("min", "1");
    expect(field("Observación")).toHaveAttribute("maxLength", "500");
    expect(within(dialog).getByRole("button", { name: "Reabastecer" })).toBeInTheDocument();
  });

  it.each(["", "0", "-2", "1.5"])("alerts for the quantity '%s' and sends nothing", async (typed) => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { fetchMock, user, dialog, field } = await openChange(
      "Reabastecer lote L-1 de Bodega Principal",
      "Reabastecer Inventario",
    );
    if (typed) await user.type(field("Unidades"), typed);
    await user.type(field("Observación"), "Conteo físico");
    await user.click(within(dialog).getByRole("button", { name: "Reabastecer" }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith("Ingrese una cantidad válida."));
    expect(liveCalls(fetchMock, "PUT", "/api/inventory/replenish")).toHaveLength(0);
    expect(dialog).toBeInTheDocument();
  });

  it("requires the observation, under its field", async () => {
    const { fetchMock, user, dialog, field } = await openChange(
      "Reabastecer lote L-1 de Bodega Principal",
      "Reabastecer Inventario",
    );
    await user.type(field("Unidades"), "5");
    await user.type(field("Observación"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Reabastecer" }));

    await waitFor(() => expect(field("Observación")).toHaveAccessibleDescription("La observación es obligatoria"));
    expect(liveCalls(fetchMock, "PUT", "/api/inventory/replenish")).toHaveLength(0);
  });

  it("restocks the lot with the observation, reloads the product and closes", async () => {
    const { fetchMock, user, dialog, field } = await openChange(
      "Reabastecer lote L-1 de Bodega Principal",
      "Reabastecer Inventario",
      (request) => (isCall(request, "PUT", "/api/inventory/replenish") ? jsonResponse(200, { ok: true }) : undefined),
    );
    const loads = () => liveCalls(fetchMock, "GET", `/api/inventory/${arroz.id}`).length;
    const lotLoads = () => liveCalls(fetchMock, "GET", `/api/inventory/current/${arroz.id}`).length;
    const before = { product: loads(), lots: lotLoads() };
    await user.type(field("Unidades"), "25");
    await user.type(field("Observación"), "  Llegó el camión de Cali ");
    await user.click(within(dialog).getByRole("button", { name: "Reabastecer" }));

    await waitFor(() => expect(toastsWithText("Inventario actualizado correctamente")).toHaveLength(1));
    expect(liveCalls(fetchMock, "PUT", "/api/inventory/replenish").map(({ body }) => body)).toEqual([
      {
        warehouse_id: lotL1.warehouse_id,
        product_id: arroz.id,
        quantity: 25,
        unit: "KG",
        lot_number: "L-1",
        observation: "Llegó el camión de Cali",
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(loads()).toBeGreaterThan(before.product));
    expect(lotLoads()).toBeGreaterThan(before.lots);
  });

  it("shows the server's reason when the lot holds too little, and stays open", async () => {
    const message = "Existencias insuficientes: el lote solo tiene 40 KG disponibles";
    const { fetchMock, user, dialog, field } = await openChange(
      "Retirar lote M-7 de Bodega Medellín",
      "Retirar Inventario",
      (request) =>
        isCall(request, "PUT", "/api/inventory/withdraw")
          ? jsonResponse(409, { message, code: "INSUFFICIENT_STOCK" })
          : undefined,
    );
    await user.type(field("Unidades"), "41");
    await user.type(field("Observación"), "Merma");
    await user.click(within(dialog).getByRole("button", { name: "Retirar" }));

    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1));
    expect(liveCalls(fetchMock, "PUT", "/api/inventory/withdraw")[0]?.body).toMatchObject({
      warehouse_id: lotM7.warehouse_id,
      lot_number: "M-7",
      quantity: 41,
      observation: "Merma",
    });
    expect(screen.getByRole("dialog", { name: "Retirar Inventario" })).toBeInTheDocument();
    expect(field("Unidades")).toHaveValue(41);
  });
});
