import { formatPesos } from "@inventario/shared/money";
import { type SaleDetail, saleMessages } from "@inventario/shared/sales";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, type Mock, vi } from "vitest";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatDisplayTime } from "../../../lib/format-time";
import { business } from "../../../test/cash-session-fixtures";
import { aceite, arroz, norte, principal } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests, sleep, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { returnTexts } from "../sale-history-texts";

setUpScreenTests();
beforeAll(() => import("./sale-detail-page"));

const ID = "0190f5a2-7c1d-7abc-9def-8c3b5e7f1a2d";
const PATH = `/dashboard/sales/${ID}`;
const WITHDRAWAL_ID = "0190f5a2-7c1d-7abc-9def-4d5e6f7a8b9c";
const ALL = ["sales:read", "sales:cancel", "sales:return", "withdrawals:read"];

const client = {
  identification: "1234567890",
  name: "Laura",
  last_name: "Gómez",
  email: "laura@example.co",
  phone_number: "3001234567",
};

/** Partly dispatched and partly returned: arroz 3 of 5 out (1 back), aceite 2 of 2 out. */
const dispatched: SaleDetail = {
  id: ID,
  number: "V-000123",
  created_at: "2024-03-05T13:30:00.000Z",
  status: "PARTIALLY_RETURNED",
  type: "RETAIL",
  currency: "COP",
  subtotal: 98500,
  taxes: [
    { tax_class: "IVA_5", base: 36000, tax: 1800 },
    { tax_class: "EXCLUIDO", base: 62500, tax: 0 },
  ],
  total: 100300,
  payments: [],
  change: 0,
  returned_amount: 12500,
  net_total: 87800,
  requires_electronic_invoice: false,
  receipt_number: null,
  employee_name: "Pedro Ruiz",
  client,
  lines: [
    {
      product_id: arroz.id,
      product_name: arroz.name,
      sku: arroz.sku,
      quantity: 5,
      unit_price: 12500,
      list_price: 12500,
      subtotal: 62500,
      tax_class: "EXCLUIDO",
      base: 62500,
      tax: 0,
      dispatched: 3,
      returned: 1,
      short: 0,
    },
    {
      product_id: aceite.id,
      product_name: aceite.name,
      sku: aceite.sku,
      quantity: 2,
      unit_price: 18900,
      list_price: 18900,
      subtotal: 37800,
      tax_class: "IVA_5",
      base: 36000,
      tax: 1800,
      dispatched: 2,
      returned: 0,
      short: 0,
    },
  ],
  withdrawal: {
    id: WITHDRAWAL_ID,
    number: "A-000123",
    status: "COMPLETED",
    dispatches: [
      {
        product_id: arroz.id,
        product_name: arroz.name,
        warehouse_id: principal.id,
        warehouse_name: principal.name,
        lot_number: "L-100",
        quantity: 3,
        created_at: "2024-03-06T15:00:00.000Z",
      },
      {
        product_id: aceite.id,
        product_name: aceite.name,
        warehouse_id: norte.id,
        warehouse_name: norte.name,
        lot_number: null,
        quantity: 2,
        created_at: "2024-03-06T15:05:00.000Z",
      },
    ],
  },
  returns: [
    {
      id: "r-1",
      created_at: "2024-03-07T14:00:00.000Z",
      reason: "Empaque roto",
      employee_name: "Ana Ríos",
      lines: [
        {
          product_id: arroz.id,
          product_name: arroz.name,
          warehouse_id: principal.id,
          warehouse_name: principal.name,
          lot_number: "L-100",
          quantity: 1,
          restock: true,
        },
      ],
      amount: 12500,
      refunds: [],
    },
  ],
  cancellation: null,
};

const pending: SaleDetail = {
  ...dispatched,
  status: "PENDING",
  lines: dispatched.lines.map((line) => ({ ...line, dispatched: 0, returned: 0 })),
  withdrawal: { ...dispatched.withdrawal, status: "PENDING", dispatches: [] },
  returns: [],
  returned_amount: 0,
  net_total: 100300,
};

const cancelled: SaleDetail = {
  ...pending,
  status: "CANCELLED",
  withdrawal: { ...pending.withdrawal, status: "CANCELLED" },
  net_total: 0,
  cancellation: { at: "2024-03-05T15:00:00.000Z", by_name: "Ana Ríos", reason: "El cliente desistió", refunds: [] },
};

/**
 * Paid by card ($ 60.000) then in cash ($ 50.000, $ 9.700 of change), with both returns' money given back:
 * the rice by someone without an open shift, both oils written off out of 'Caja N.º 4', cash first.
 */
const paidBefore: SaleDetail = {
  ...dispatched,
  receipt_number: "POS1-1234",
  payments: [
    { method: "CREDIT_CARD", amount: 60000 },
    { method: "CASH", amount: 50000 },
  ],
  change: 9700,
  returns: [{ ...dispatched.returns[0]!, refunds: [{ method: "CASH", amount: 12500, cash_session_number: null }] }],
};

const oilReturn: SaleDetail["returns"][number] = {
  id: "r-2",
  created_at: "2024-03-08T16:45:00.000Z",
  reason: "Botellas rotas en el transporte",
  employee_name: "Pedro Ruiz",
  lines: [
    {
      product_id: aceite.id,
      product_name: aceite.name,
      warehouse_id: norte.id,
      warehouse_name: norte.name,
      lot_number: null,
      quantity: 2,
      restock: false,
    },
  ],
  amount: 37800,
  refunds: [
    { method: "CASH", amount: 27800, cash_session_number: 4 },
    { method: "CREDIT_CARD", amount: 10000, cash_session_number: 4 },
  ],
};

const paid: SaleDetail = {
  ...paidBefore,
  lines: paidBefore.lines.map((line) => (line.product_id === aceite.id ? { ...line, returned: 2 } : line)),
  returns: [...paidBefore.returns, oilReturn],
  returned_amount: 50300,
  net_total: 50000,
};

const when = (iso: string) => `${formatDisplayDate(iso)} ${formatDisplayTime(iso)}`;

/** The sale, the warehouses and the user's permissions; `handler` answers first. */
function stubDetail(sale: SaleDetail, handler: MockHandler = () => undefined, permissions = ALL) {
  return stubSignedIn(
    (request) => {
      const answer = handler(request);
      if (answer) return answer;
      if (isCall(request, "GET", `/api/sales/${ID}`)) return jsonResponse(200, sale);
      if (isCall(request, "GET", "/api/warehouse")) return jsonResponse(200, pageOf([principal, norte]));
      return undefined;
    },
    undefined,
    permissions,
  );
}

async function openDetail(sale: SaleDetail, handler?: MockHandler, permissions?: string[]) {
  const fetchMock = stubDetail(sale, handler, permissions);
  const user = userEvent.setup();
  renderApp(PATH);
  await screen.findByRole("heading", { level: 1, name: `Venta ${sale.number}` });
  return { fetchMock, user };
}

/** The Idempotency-Key header of each POST to `path`, in order. */
function idempotencyKeys(fetchMock: Mock<typeof fetch>, path: string): (string | undefined)[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === "POST")
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]);
}

const section = (name: string | RegExp) => screen.getByRole("region", { name });

/** The value beside `label` in a block's list of facts, as written (money keeps its no-break space). */
function fact(block: HTMLElement, label: string): string | null | undefined {
  const term = within(block)
    .getAllByRole("term")
    .find((element) => element.textContent === label);
  return term?.nextElementSibling?.textContent;
}

describe("sale detail: what it shows", () => {
  it("shows the sale, its client, its lines, its picking request with dispatches and its returns", async () => {
    await openDetail(dispatched);

    const summary = section("Datos de la venta");
    expect(fact(summary, "Número")).toBe("V-000123");
    expect(fact(summary, "Fecha")).toBe(when(dispatched.created_at));
    expect(fact(summary, "Estado")).toBe("Devuelta parcialmente");
    expect(fact(summary, "Total")).toBe(formatPesos(100300));
    expect(fact(summary, "Registrada por")).toBe("Pedro Ruiz");

    const clientBlock = section("Cliente");
    expect(fact(clientBlock, "Nombre")).toBe("Laura Gómez");
    expect(fact(clientBlock, "Identificación")).toBe("1234567890");
    expect(fact(clientBlock, "Correo")).toBe("laura@example.co");
    expect(fact(clientBlock, "Celular")).toBe("3001234567");

    const lines = screen.getByRole("table", { name: "Productos de la venta" });
    expect(
      within(lines)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Producto", "SKU", "Cantidad", "Precio unitario", "Subtotal", "IVA", "Despachado", "Devuelto"]);
    const arrozRow = within(lines).getByText(arroz.name).closest("tr")!;
    expect(Array.from(arrozRow.cells, (cell) => cell.textContent)).toEqual([
      arroz.name,
      "ARZ-500",
      "5",
      formatPesos(12500),
      formatPesos(62500),
      "Excluido",
      "3",
      "1",
    ]);
    // Value before IVA and each class's base and IVA; no payment was taken with this sale.
    const taxes = screen.getByLabelText("IVA de la venta");
    expect(taxes.textContent).toBe(
      `Subtotal sin IVA${formatPesos(98500)}IVA 5 % sobre ${formatPesos(36000)}${formatPesos(1800)}Excluido sobre ${formatPesos(62500)}${formatPesos(0)}`,
    );
    expect(screen.getByText("Sin pago registrado")).toBeInTheDocument();

    const picking = section("Solicitud de alistamiento A-000123");
    expect(within(picking).getByRole("link", { name: "Ver solicitud A-000123" })).toHaveAttribute(
      "href",
      `/dashboard/pickingRequests/view/${WITHDRAWAL_ID}`,
    );
    expect(within(picking).getByText("Completado")).toBeInTheDocument();
    const dispatches = within(picking).getByRole("table", { name: "Despachos de la solicitud" });
    expect(
      within(dispatches)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Producto", "Bodega", "Lote", "Cantidad", "Fecha"]);
    const aceiteDispatch = within(dispatches).getByText(aceite.name).closest("tr")!;
    expect(aceiteDispatch.cells[1]?.textContent).toBe("Bodega Norte");
    expect(aceiteDispatch.cells[2]?.textContent).toBe("-");
    expect(aceiteDispatch.cells[3]?.textContent).toBe("2");

    const returns = section("Devoluciones");
    expect(
      within(returns).getByRole("heading", { level: 3, name: `Devolución del ${when("2024-03-07T14:00:00.000Z")}` }),
    ).toBeInTheDocument();
    expect(within(returns).getByText("Ana Ríos")).toBeInTheDocument();
    expect(within(returns).getByText("Empaque roto")).toBeInTheDocument();
    expect(within(returns).getByText("Reingresado en Bodega Principal, lote L-100")).toBeInTheDocument();

    // Something went out: it can come back, but the sale can no longer be cancelled.
    expect(await screen.findByRole("button", { name: "Registrar devolución" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Anular venta" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Anulación" })).not.toBeInTheDocument();
  });

  it("says who cancelled a cancelled sale, when and why, and offers no action", async () => {
    await openDetail(cancelled);

    const block = section("Anulación");
    expect(within(block).getByText(`Anulada por Ana Ríos el ${when(cancelled.cancellation!.at)}`)).toBeInTheDocument();
    expect(block).toHaveTextContent("Motivo: El cliente desistió");
    expect(within(section("Datos de la venta")).getByText("Anulada")).toBeInTheDocument();
    expect(within(section("Solicitud de alistamiento A-000123")).getByText("Anulada")).toBeInTheDocument();
    expect(screen.getByText("Aún no se ha despachado ningún producto.")).toBeInTheDocument();
    expect(screen.getByText("No hay devoluciones registradas.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Anular venta" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Registrar devolución" })).not.toBeInTheDocument();
  });

  it("offers neither action to a user without sales:cancel and sales:return", async () => {
    const { fetchMock } = await openDetail(pending, undefined, ["sales:read"]);
    await waitFor(() => expect(liveCalls(fetchMock, "GET", "/api/auth/me/permissions")).toHaveLength(1));
    await sleep(50);
    expect(screen.getByText("Pendiente de alistamiento")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Anular venta" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Registrar devolución" })).not.toBeInTheDocument();
    // Reading the sale is enough to print it; its picking request, without withdrawals:read, is not linked.
    expect(screen.getByRole("button", { name: "Imprimir" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Ver solicitud/ })).not.toBeInTheDocument();
  });

  it("says which pending lines the stock can no longer cover, and none when nothing is short", async () => {
    const short = { ...pending, lines: pending.lines.map((line, i) => (i === 0 ? { ...line, short: 3 } : line)) };
    await openDetail(short);
    const picking = section(/Solicitud de alistamiento/);
    expect(within(picking).getByRole("status").textContent).toBe(
      `No hay existencias para despachar esta venta completa: ${arroz.name} (faltan 3 unidades).`,
    );
  });

  it("says nothing is short of a sale whose stock covers it", async () => {
    await openDetail(pending);
    expect(within(section(/Solicitud de alistamiento/)).queryByRole("status")).toBeNull();
  });

  it("says when the sale does not exist", async () => {
    stubDetail(pending, (request) =>
      isCall(request, "GET", `/api/sales/${ID}`)
        ? jsonResponse(404, { message: saleMessages.notFound, code: "NOT_FOUND" })
        : undefined,
    );
    renderApp(PATH);
    expect(await screen.findByText("La venta no existe")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al historial" })).toHaveAttribute("href", "/dashboard/sales");
  });
});

describe("sale detail: cancellation", () => {
  it("asks for a reason, then sends it with an Idempotency-Key and reloads the sale", async () => {
    let current = pending;
    const { fetchMock, user } = await openDetail(pending, (request) => {
      if (isCall(request, "GET", `/api/sales/${ID}`)) return jsonResponse(200, current);
      if (isCall(request, "POST", `/api/sales/${ID}/cancel`)) {
        current = cancelled;
        return jsonResponse(200, cancelled);
      }
      return undefined;
    });
    expect(screen.queryByRole("button", { name: "Registrar devolución" })).not.toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Anular venta" }));
    const dialog = screen.getByRole("dialog", { name: "Anular venta V-000123" });
    expect(dialog).toHaveTextContent("A-000123");
    const reason = within(dialog).getByRole("textbox", { name: "Motivo de la anulación" });
    expect(reason).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Anular venta" }));
    expect(await within(dialog).findByText(saleMessages.reasonRequired)).toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", `/api/sales/${ID}/cancel`)).toHaveLength(0);

    await user.type(reason, "  El cliente desistió ");
    await user.click(within(dialog).getByRole("button", { name: "Anular venta" }));

    await waitFor(() => expect(toastsWithText(saleMessages.cancelSuccess)).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", `/api/sales/${ID}/cancel`).map(({ body }) => body)).toEqual([
      { reason: "El cliente desistió" },
    ]);
    expect(idempotencyKeys(fetchMock, `/api/sales/${ID}/cancel`)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Anulación" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Anular venta" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the dialog with the reason typed", async () => {
    const { user } = await openDetail(pending, (request) =>
      isCall(request, "POST", `/api/sales/${ID}/cancel`)
        ? jsonResponse(409, { message: saleMessages.cannotCancelDispatched, code: "CONFLICT" })
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Anular venta" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByRole("textbox"), "Error de digitación");
    await user.click(within(dialog).getByRole("button", { name: "Anular venta" }));

    await waitFor(() => expect(toastsWithText(saleMessages.cannotCancelDispatched)).toHaveLength(1));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox")).toHaveValue("Error de digitación");
  });
});

describe("sale detail: returns", () => {
  const group = (name: string) => screen.getByRole("group", { name: new RegExp(name) });

  async function openReturn(handler?: MockHandler) {
    const opened = await openDetail(dispatched, handler);
    await opened.user.click(await screen.findByRole("button", { name: "Registrar devolución" }));
    const dialog = screen.getByRole("dialog", { name: "Registrar devolución de V-000123" });
    // The warehouses have loaded once the destination lists them.
    await within(group(arroz.name)).findByRole("option", { name: "Bodega Principal" });
    return { ...opened, dialog };
  }

  it("lists what can come back, each going by default where it left from", async () => {
    const { dialog } = await openReturn();

    const arrozLine = group(arroz.name);
    expect(arrozLine).toHaveTextContent("Despachado: 3 · Devuelto: 1 · Puedes devolver: 2");
    const quantity = within(arrozLine).getByRole("spinbutton", { name: "Cantidad a devolver" });
    expect(quantity).toHaveValue(0);
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveAttribute("max", "2");
    expect(within(arrozLine).getByRole("combobox", { name: "Bodega de destino" })).toHaveValue(principal.id);
    expect(within(arrozLine).getByRole("textbox", { name: "Lote" })).toHaveValue("L-100");

    // Bodega Norte has been switched off since, yet it is where the oil came from.
    const aceiteLine = group(aceite.name);
    expect(within(aceiteLine).getByRole("combobox", { name: "Bodega de destino" })).toHaveValue(norte.id);
    expect(within(aceiteLine).getByRole("textbox", { name: "Lote" })).toHaveValue("");
    expect(within(dialog).getAllByRole("group")).toHaveLength(2);
  });

  it("sends only the lines with a quantity, a written-off one without stock back, with an Idempotency-Key", async () => {
    const { fetchMock, user, dialog } = await openReturn((request) =>
      isCall(request, "POST", `/api/sales/${ID}/returns`) ? jsonResponse(201, dispatched) : undefined,
    );
    const arrozLine = group(arroz.name);
    const aceiteLine = group(aceite.name);
    await user.clear(within(arrozLine).getByRole("spinbutton"));
    await user.type(within(arrozLine).getByRole("spinbutton"), "2");
    await user.clear(within(arrozLine).getByRole("textbox", { name: "Lote" }));
    await user.type(within(arrozLine).getByRole("textbox", { name: "Lote" }), "l-200");
    await user.clear(within(aceiteLine).getByRole("spinbutton"));
    await user.type(within(aceiteLine).getByRole("spinbutton"), "1");
    await user.click(within(aceiteLine).getByRole("checkbox", { name: "Dar de baja (no vuelve al stock)" }));
    expect(within(aceiteLine).getByRole("combobox", { name: "Bodega de destino" })).toBeDisabled();
    expect(within(aceiteLine).getByRole("textbox", { name: "Lote" })).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "Registrar devolución" }));
    expect(within(dialog).getByText(saleMessages.reasonRequired)).toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", `/api/sales/${ID}/returns`)).toHaveLength(0);

    await user.type(within(dialog).getByRole("textbox", { name: "Motivo de la devolución" }), "Producto vencido");
    await user.click(within(dialog).getByRole("button", { name: "Registrar devolución" }));

    await waitFor(() => expect(toastsWithText(returnTexts.success("V-000123"))).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", `/api/sales/${ID}/returns`).map(({ body }) => body)).toEqual([
      {
        reason: "Producto vencido",
        items: [
          { product_id: arroz.id, quantity: 2, warehouse_id: principal.id, lot_number: "L-200", restock: true },
          { product_id: aceite.id, quantity: 1, warehouse_id: norte.id, lot_number: null, restock: false },
        ],
      },
    ]);
    expect(idempotencyKeys(fetchMock, `/api/sales/${ID}/returns`)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("refuses more than can come back, and nothing at all, before sending", async () => {
    const { fetchMock, user, dialog } = await openReturn();
    await user.type(within(dialog).getByRole("textbox", { name: "Motivo de la devolución" }), "Cambio");
    await user.click(within(dialog).getByRole("button", { name: "Registrar devolución" }));
    expect(within(dialog).getByText("Escribe la cantidad de al menos un producto a devolver")).toBeInTheDocument();
    expect(within(group(arroz.name)).getByRole("spinbutton")).toHaveFocus();

    const quantity = within(group(arroz.name)).getByRole("spinbutton");
    await user.clear(quantity);
    await user.type(quantity, "3");
    await user.click(within(dialog).getByRole("button", { name: "Registrar devolución" }));
    expect(within(group(arroz.name)).getByText("Escribe un número entero entre 0 y 2")).toBeInTheDocument();
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveAttribute("aria-invalid", "true");
    expect(liveCalls(fetchMock, "POST", `/api/sales/${ID}/returns`)).toHaveLength(0);
  });

  it("puts the server's field messages under the line they name and keeps the dialog", async () => {
    const { user, dialog } = await openReturn((request) =>
      isCall(request, "POST", `/api/sales/${ID}/returns`)
        ? jsonResponse(409, {
            message: saleMessages.returnWarehouseUnavailable,
            code: "CONFLICT",
            fields: { "items.0.warehouse_id": saleMessages.returnWarehouseUnavailable },
          })
        : undefined,
    );
    const quantity = within(group(aceite.name)).getByRole("spinbutton");
    await user.clear(quantity);
    await user.type(quantity, "2");
    await user.type(within(dialog).getByRole("textbox", { name: "Motivo de la devolución" }), "Cambio");
    await user.click(within(dialog).getByRole("button", { name: "Registrar devolución" }));

    await waitFor(() => expect(toastsWithText(saleMessages.returnWarehouseUnavailable)).toHaveLength(1));
    // The only line sent was the oil's, the server's item 0.
    const select = within(group(aceite.name)).getByRole("combobox", { name: "Bodega de destino" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(within(group(aceite.name)).getByText(saleMessages.returnWarehouseUnavailable)).toBeInTheDocument();
    expect(within(group(arroz.name)).queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});

describe("sale detail: the money of returns and cancellations (issue 35)", () => {
  it("shows beside the total what came back and what is left, and each return's amount and refunds", async () => {
    await openDetail(paid);

    const summary = section("Datos de la venta");
    expect(fact(summary, "Total")).toBe(formatPesos(100300));
    expect(fact(summary, "Devuelto")).toBe(formatPesos(50300));
    expect(fact(summary, "Neto")).toBe(formatPesos(50000));

    const returns = section("Devoluciones");
    const [rice, oil] = within(returns).getAllByRole("article");
    expect(fact(rice!, "Valor:")).toBe(formatPesos(12500));
    expect(fact(rice!, "Reembolso:")).toBe(`Efectivo ${formatPesos(12500)} (sin caja abierta)`);
    expect(fact(oil!, "Valor:")).toBe(formatPesos(37800));
    expect(
      within(oil!)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      `Efectivo ${formatPesos(27800)} (Caja N.º 4)`,
      `Tarjeta crédito ${formatPesos(10000)} (Caja N.º 4)`,
      `2 × ${aceite.name}Dado de baja`,
    ]);
    // Each return offers its slip, named by its date.
    expect(
      within(rice!).getByRole("button", {
        name: `Imprimir comprobante de la devolución del ${when("2024-03-07T14:00:00.000Z")}`,
      }),
    ).toBeInTheDocument();
    expect(within(oil!).getByRole("button", { name: /^Imprimir comprobante de la devolución del / })).toHaveTextContent(
      "Imprimir comprobante",
    );
  });

  it("says no refund was recorded for a sale registered without payments", async () => {
    await openDetail(dispatched);
    const summary = section("Datos de la venta");
    expect(fact(summary, "Devuelto")).toBe(formatPesos(12500));
    expect(fact(summary, "Neto")).toBe(formatPesos(87800));
    expect(fact(within(section("Devoluciones")).getByRole("article"), "Reembolso:")).toBe(
      "Sin pago registrado: no se registró reembolso",
    );
  });

  it("shows neither 'Devuelto' nor 'Neto' while nothing came back", async () => {
    await openDetail(pending);
    const summary = section("Datos de la venta");
    expect(fact(summary, "Total")).toBe(formatPesos(100300));
    expect(fact(summary, "Devuelto")).toBeUndefined();
    expect(fact(summary, "Neto")).toBeUndefined();
  });

  it("shows what a cancelled sale gave back, method by method, beside its total", async () => {
    await openDetail({
      ...cancelled,
      payments: paidBefore.payments,
      change: paidBefore.change,
      cancellation: {
        ...cancelled.cancellation!,
        refunds: [
          { method: "CASH", amount: 40300, cash_session_number: 7 },
          { method: "CREDIT_CARD", amount: 60000, cash_session_number: 7 },
        ],
      },
    });
    expect(fact(section("Datos de la venta"), "Reembolsado")).toBe(formatPesos(100300));
    expect(fact(section("Datos de la venta"), "Neto")).toBeUndefined();
    expect(fact(section("Anulación"), "Reembolso:")).toBe(
      `Efectivo ${formatPesos(40300)} (Caja N.º 7)Tarjeta crédito ${formatPesos(60000)} (Caja N.º 7)`,
    );
  });

  it("says a cancelled sale without payments gave nothing back", async () => {
    await openDetail(cancelled);
    expect(fact(section("Anulación"), "Reembolso:")).toBe("Sin pago registrado: no se registró reembolso");
    expect(fact(section("Datos de la venta"), "Reembolsado")).toBeUndefined();
  });

  it("shows the list price under a line sold at a changed price", async () => {
    await openDetail({
      ...pending,
      lines: pending.lines.map((line) => (line.product_id === arroz.id ? { ...line, list_price: 13900 } : line)),
    });
    const lines = screen.getByRole("table", { name: "Productos de la venta" });
    const arrozRow = within(lines).getByText(arroz.name).closest("tr")!;
    expect(arrozRow.cells[3]?.textContent).toBe(`${formatPesos(12500)}Precio de lista ${formatPesos(13900)}`);
    const aceiteRow = within(lines).getByText(aceite.name).closest("tr")!;
    expect(aceiteRow.cells[3]?.textContent).toBe(formatPesos(18900));
    expect(within(lines).getAllByText(/^Precio de lista/)).toHaveLength(1);
  });
});

describe("sale detail: the return slip ('Comprobante de devolución')", () => {
  const slip = () => document.querySelector<HTMLElement>("[data-print-sheet]");

  /** The detail of `sale` with the business's data set, the print dialog spied on. */
  async function openPaid(sale: SaleDetail, handler?: MockHandler) {
    const opened = await openDetail(sale, (request) => {
      const answer = handler?.(request);
      if (answer) return answer;
      return isCall(request, "GET", "/api/settings/business") ? jsonResponse(200, business) : undefined;
    });
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    return { ...opened, print };
  }

  /** Text as toHaveTextContent reads it: a no-break space (in money) is a space. */
  const plain = (text: string) => text.replace(/\s+/g, " ");

  /** The slip's lines as read, whitespace folded. */
  const lines = (sheet: HTMLElement) =>
    Array.from(sheet.querySelectorAll("p, li, dt, dd, h2, h3"), (node) => node.textContent?.replace(/\s+/g, " "));

  it("prints a return's slip from the returns block: the sale, the return, its money and a signature line", async () => {
    const { user, print } = await openPaid(paid);
    expect(slip()).toBeNull();

    const oil = within(section("Devoluciones")).getAllByRole("article")[1]!;
    await user.click(within(oil).getByRole("button", { name: /^Imprimir comprobante/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = slip()!;
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet).toHaveAttribute("data-print-sheet", "receipt");
    expect(sheet).toHaveAccessibleName("Comprobante de devolución de la venta V-000123");
    expect(sheet.querySelector("style")?.textContent).toMatch(/@page \{ size: 80mm [^;]+; margin: 4mm; \}/);

    const view = within(sheet);
    expect(view.getByText("Tienda La Esquina S.A.S.")).toBeInTheDocument();
    expect(view.getByText("NIT 800.197.268-4")).toBeInTheDocument();
    expect(view.getByRole("heading", { name: "Comprobante de devolución" })).toBeInTheDocument();
    expect(sheet).toHaveTextContent("Venta V-000123");
    expect(view.getByText("Documento equivalente POS No. POS1-1234")).toBeInTheDocument();
    expect(lines(sheet)).toEqual([
      "Tienda La Esquina S.A.S.",
      "NIT 800.197.268-4",
      "Calle 10 # 43-20, Medellín",
      "Tel. +57 604 555 1234",
      "Comprobante de devolución",
      "Venta V-000123",
      "Documento equivalente POS No. POS1-1234",
      "Fecha:",
      when(oilReturn.created_at),
      "Registró:",
      "Pedro Ruiz",
      "Cliente:",
      "Laura Gómez",
      "Identificación:",
      "1234567890",
      "Motivo: Botellas rotas en el transporte",
      "Productos devueltos",
      `2 × ${aceite.name}Dado de baja`,
      plain(`Valor devuelto${formatPesos(37800)}`),
      "Reembolso",
      plain(`Efectivo${formatPesos(27800)}Caja N.º 4`),
      plain(`Tarjeta crédito${formatPesos(10000)}Caja N.º 4`),
      "Firma del cliente",
    ]);
    expect(view.getByText("Valor devuelto").nextElementSibling?.textContent).toBe(formatPesos(37800));
    const refunds = view.getByRole("region", { name: "Reembolso" });
    expect(
      within(refunds)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([`Efectivo${formatPesos(27800)}Caja N.º 4`, `Tarjeta crédito${formatPesos(10000)}Caja N.º 4`]);
    expect(view.getByText("Firma del cliente")).toBeInTheDocument();
    // Not the other return's.
    expect(sheet).not.toHaveTextContent("Empaque roto");

    // The other return's slip takes its place: one sheet in the page.
    const rice = within(section("Devoluciones")).getAllByRole("article")[0]!;
    await user.click(within(rice).getByRole("button", { name: /^Imprimir comprobante/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(document.querySelectorAll("[data-print-sheet]")).toHaveLength(1);
    expect(slip()).toHaveTextContent("Motivo: Empaque roto");
    expect(slip()).toHaveTextContent(`1 × ${arroz.name}Reingresa al inventario`);
    expect(within(within(slip()!).getByRole("region", { name: "Reembolso" })).getByRole("listitem")).toHaveTextContent(
      plain(`Efectivo${formatPesos(12500)}Sin caja abierta`),
    );

    // 'Imprimir' prints the receipt again.
    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(3));
    expect(slip()).toHaveAccessibleName("Recibo de la venta V-000123");
  });

  it("says a sale registered without payments gave no refund on its slip", async () => {
    const { user, print } = await openPaid(dispatched);
    await user.click(within(section("Devoluciones")).getByRole("button", { name: /^Imprimir comprobante/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const refunds = within(slip()!).getByRole("region", { name: "Reembolso" });
    expect(refunds).toHaveTextContent("Sin reembolso registrado");
    // No POS numbering: no POS number either.
    expect(slip()).not.toHaveTextContent("Documento equivalente POS");
  });

  it("offers the slip of a return just registered, with its amount and refunds, and prints it", async () => {
    let current = paidBefore;
    const { user, print } = await openPaid(paidBefore, (request) => {
      if (isCall(request, "GET", `/api/sales/${ID}`)) return jsonResponse(200, current);
      if (isCall(request, "POST", `/api/sales/${ID}/returns`)) {
        current = paid;
        return jsonResponse(201, paid);
      }
      return undefined;
    });
    await user.click(await screen.findByRole("button", { name: "Registrar devolución" }));
    const dialog = screen.getByRole("dialog", { name: "Registrar devolución de V-000123" });
    const oilLine = screen.getByRole("group", { name: new RegExp(aceite.name) });
    await within(oilLine).findByRole("option", { name: "Bodega Principal" });
    await user.clear(within(oilLine).getByRole("spinbutton"));
    await user.type(within(oilLine).getByRole("spinbutton"), "2");
    await user.click(within(oilLine).getByRole("checkbox", { name: "Dar de baja (no vuelve al stock)" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Motivo de la devolución" }), oilReturn.reason);
    await user.click(within(dialog).getByRole("button", { name: "Registrar devolución" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const printSlip = screen.getByRole("button", { name: "Imprimir comprobante" });
    // The next thing to do has the focus, told what it prints.
    await waitFor(() => expect(printSlip).toHaveFocus());
    expect(printSlip).toHaveAccessibleDescription(
      `Devolución registrada por ${formatPesos(37800)}. Reembolso: Efectivo ${formatPesos(27800)} (Caja N.º 4) · Tarjeta crédito ${formatPesos(10000)} (Caja N.º 4)`,
    );
    expect(slip()).toBeNull();

    await user.click(printSlip);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(slip()).toHaveAccessibleName("Comprobante de devolución de la venta V-000123");
    expect(slip()).toHaveTextContent("Motivo: Botellas rotas en el transporte");
    expect(slip()).toHaveTextContent(plain(`Valor devuelto${formatPesos(37800)}`));
    // The sale reloaded with it: 'Devuelto' and 'Neto' count it.
    await waitFor(() => expect(fact(section("Datos de la venta"), "Devuelto")).toBe(formatPesos(50300)));
    expect(fact(section("Datos de la venta"), "Neto")).toBe(formatPesos(50000));
  });
});
