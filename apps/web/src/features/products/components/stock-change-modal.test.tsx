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

  it("asks for shortages before withdrawing and, with none, withdraws as before", async () => {
    const { fetchMock, user, dialog, field } = await openChange(
      "Retirar lote M-7 de Bodega Medellín",
      "Retirar Inventario",
      (request) => {
        if (isCall(request, "GET", "/api/inventory/shortages")) return jsonResponse(200, { shortages: [] });
        if (isCall(request, "PUT", "/api/inventory/withdraw")) return jsonResponse(200, { ok: true });
        return undefined;
      },
    );
    await user.type(field("Unidades"), "5");
    await user.type(field("Observación"), "Merma");
    await user.click(within(dialog).getByRole("button", { name: "Retirar" }));

    await waitFor(() => expect(toastsWithText("Inventario actualizado correctamente")).toHaveLength(1));
    const previews = liveCalls(fetchMock, "GET", "/api/inventory/shortages");
    expect(previews).toHaveLength(1);
    expect(Object.fromEntries(new URL(previews[0]!.url, "http://localhost").searchParams)).toEqual({
      product_id: arroz.id,
      warehouse_id: lotM7.warehouse_id,
      lot_number: "M-7",
      quantity: "5",
    });
    expect(liveCalls(fetchMock, "PUT", "/api/inventory/withdraw").map(({ body }) => body)).toEqual([
      {
        warehouse_id: lotM7.warehouse_id,
        product_id: arroz.id,
        quantity: 5,
        unit: "KG",
        lot_number: "M-7",
        observation: "Merma",
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("warns of the pending sales left short and withdraws only once 'Retirar de todas formas' is ticked", async () => {
    const { fetchMock, user, dialog, field } = await openChange(
      "Retirar lote M-7 de Bodega Medellín",
      "Retirar Inventario",
      (request) => {
        if (isCall(request, "GET", "/api/inventory/shortages")) {
          return jsonResponse(200, {
            shortages: [
              {
                product: { id: arroz.id, name: arroz.name, sku: arroz.sku },
                short: 12,
                sales: ["V-000123", "V-000124"],
              },
            ],
          });
        }
        if (isCall(request, "PUT", "/api/inventory/withdraw")) return jsonResponse(200, { ok: true });
        return undefined;
      },
    );
    await user.type(field("Unidades"), "30");
    await user.type(field("Observación"), "Merma");
    const submit = within(dialog).getByRole("button", { name: "Retirar" });
    await user.click(submit);

    const warning = await within(dialog).findByRole("alert");
    expect(warning).toHaveTextContent(`A ${arroz.name} (${arroz.sku}) le faltarán 12 KG.`);
    expect(warning).toHaveTextContent(
      "La salida deja sin existencias suficientes las ventas pendientes V-000123, V-000124: no se podrán despachar completas.",
    );
    const confirm = within(dialog).getByRole("checkbox", { name: "Retirar de todas formas" });
    expect(confirm).not.toBeChecked();
    expect(liveCalls(fetchMock, "PUT", "/api/inventory/withdraw")).toHaveLength(0);

    // Without the tick, nothing is sent.
    await user.click(submit);
    expect(liveCalls(fetchMock, "PUT", "/api/inventory/withdraw")).toHaveLength(0);

    await user.click(confirm);
    await user.click(submit);
    await waitFor(() => expect(toastsWithText("Inventario actualizado correctamente")).toHaveLength(1));
    expect(liveCalls(fetchMock, "PUT", "/api/inventory/withdraw").map(({ body }) => body)).toEqual([
      expect.objectContaining({ lot_number: "M-7", quantity: 30, observation: "Merma" }),
    ]);
    expect(liveCalls(fetchMock, "GET", "/api/inventory/shortages")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("withdraws as before when the shortage preview fails", async () => {
    const { fetchMock, user, dialog, field } = await openChange(
      "Retirar lote M-7 de Bodega Medellín",
      "Retirar Inventario",
      (request) => {
        if (isCall(request, "GET", "/api/inventory/shortages")) {
          return jsonResponse(500, { message: "Error interno", code: "INTERNAL" });
        }
        if (isCall(request, "PUT", "/api/inventory/withdraw")) return jsonResponse(200, { ok: true });
        return undefined;
      },
    );
    await user.type(field("Unidades"), "5");
    await user.type(field("Observación"), "Merma");
    await user.click(within(dialog).getByRole("button", { name: "Retirar" }));

    await waitFor(() => expect(liveCalls(fetchMock, "PUT", "/api/inventory/withdraw")).toHaveLength(1));
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("restocks without asking for shortages", async () => {
    const { fetchMock, user, dialog, field } = await openChange(
      "Reabastecer lote L-1 de Bodega Principal",
      "Reabastecer Inventario",
      (request) => (isCall(request, "PUT", "/api/inventory/replenish") ? jsonResponse(200, { ok: true }) : undefined),
    );
    await user.type(field("Unidades"), "5");
    await user.type(field("Observación"), "Llegada");
    await user.click(within(dialog).getByRole("button", { name: "Reabastecer" }));

    await waitFor(() => expect(liveCalls(fetchMock, "PUT", "/api/inventory/replenish")).toHaveLength(1));
    expect(liveCalls(fetchMock, "GET", "/api/inventory/shortages")).toHaveLength(0);
  });
});
