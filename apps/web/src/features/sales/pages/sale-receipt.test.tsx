import type { SaleDetail } from "@inventario/shared/sales";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { business } from "../../../test/cash-session-fixtures";
import { aceite, arroz } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, staffUser } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { setUpScreenTests, stubSignedIn } from "../../../test/screen-test";

// 'Imprimir' on a sale (issue 21): the receipt, on paper only.
setUpScreenTests();
beforeAll(() => import("./sale-detail-page"));

const ID = "0190f5a2-7c1d-7abc-9def-8c3b5e7f1a2d";

const sale: SaleDetail = {
  id: ID,
  number: "V-000123",
  created_at: "2024-03-05T13:30:00.000Z",
  status: "PENDING",
  type: "RETAIL",
  currency: "COP",
  subtotal: 43000,
  taxes: [
    { tax_class: "IVA_5", base: 18000, tax: 900 },
    { tax_class: "EXCLUIDO", base: 25000, tax: 0 },
  ],
  total: 43900,
  payments: [
    { method: "DEBIT_CARD", amount: 20000 },
    { method: "CASH", amount: 30000 },
  ],
  change: 6100,
  returned_amount: 0,
  net_total: 43900,
  requires_electronic_invoice: false,
  receipt_number: "POS1-1234",
  employee_name: "Pedro Ruiz",
  client: {
    identification: "1234567890",
    name: "Laura",
    last_name: "Gómez",
    email: "laura@example.co",
    phone_number: "3001234567",
  },
  lines: [
    {
      product_id: arroz.id,
      product_name: arroz.name,
      sku: arroz.sku,
      quantity: 2,
      unit_price: 12500,
      list_price: 12500,
      subtotal: 25000,
      tax_class: "EXCLUIDO",
      base: 25000,
      tax: 0,
      dispatched: 0,
      returned: 0,
      short: 0,
    },
    {
      product_id: aceite.id,
      product_name: aceite.name,
      sku: aceite.sku,
      quantity: 1,
      unit_price: 18900,
      list_price: 18900,
      subtotal: 18900,
      tax_class: "IVA_5",
      base: 18000,
      tax: 900,
      dispatched: 0,
      returned: 0,
      short: 0,
    },
  ],
  withdrawal: { id: "w-1", number: "A-000123", status: "PENDING", dispatches: [] },
  returns: [],
  cancellation: null,
};

/** The sale's detail, for the admin or, with `permissions`, a staff user holding just those. */
async function openSale(permissions?: string[], shown: SaleDetail = sale, settings?: typeof business) {
  stubSignedIn(
    (request) => {
      if (isCall(request, "GET", `/api/sales/${ID}`)) return jsonResponse(200, shown);
      if (settings && isCall(request, "GET", "/api/settings/business")) return jsonResponse(200, settings);
      return undefined;
    },
    permissions ? staffUser : undefined,
    permissions,
  );
  const print = vi.spyOn(window, "print").mockImplementation(() => {});
  const user = userEvent.setup();
  renderApp(`/dashboard/sales/${ID}`);
  await screen.findByRole("heading", { level: 1, name: "Venta V-000123" });
  return { print, user };
}

const receipt = () => document.querySelector<HTMLElement>("[data-print-sheet]");

describe("sale receipt", () => {
  it("is not in the page until 'Imprimir', which puts it at the body's level and opens the print dialog", async () => {
    const { print, user } = await openSale();
    expect(receipt()).toBeNull();

    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = receipt()!;
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet).toHaveAttribute("data-print-sheet", "receipt");
    // Hidden on screen, shown on paper; the paper is 80 mm wide.
    expect(sheet).toHaveClass("hidden", "print:block");
    expect(sheet.querySelector("style")?.textContent).toMatch(/@page \{ size: 80mm [^;]+; margin: 4mm; \}/);

    const view = within(sheet);
    expect(view.getByRole("heading", { name: "Recibo de venta" })).toBeInTheDocument();
    expect(view.getByText("V-000123")).toBeInTheDocument();
    expect(view.getByText("Documento equivalente POS No. POS1-1234")).toBeInTheDocument();
    expect(view.getByText("05/03/2024", { exact: false })).toBeInTheDocument();
    expect(view.getByText("Laura Gómez")).toBeInTheDocument();
    expect(view.getByText("1234567890")).toBeInTheDocument();
    const rows = within(view.getByRole("table", { name: "Productos del recibo" })).getAllByRole("row");
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, " "))).toEqual([
      "ProductoSubtotal",
      `${arroz.name}ARZ-5002 × $ 12.500,00$ 25.000,00 X`,
      `${aceite.name}ACE-10001 × $ 18.900,00$ 18.900,00 R`,
    ]);
    expect(view.getByText("Total (COP)").nextElementSibling?.textContent?.replace(/\s+/g, " ")).toBe("$ 43.900,00");
    // Each class with its mark, base and IVA; the payments and the change.
    const taxes = view.getByLabelText("IVA de la venta");
    expect(taxes.textContent?.replace(/\s+/g, " ")).toBe(
      "Subtotal sin IVA$ 43.000,00R IVA 5 % sobre $ 18.000,00$ 900,00X Excluido sobre $ 25.000,00$ 0,00",
    );
    expect(view.getByLabelText("Pago").textContent?.replace(/\s+/g, " ")).toBe(
      "Tarjeta débito$ 20.000,00Efectivo$ 30.000,00Cambio$ 6.100,00",
    );

    // Printing again reuses the sheet.
    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(document.querySelectorAll("[data-print-sheet]")).toHaveLength(1);
  });

  it("is printed by a user who may only read sales", async () => {
    const { print, user } = await openSale(["sales:read"]);
    await user.click(await screen.findByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const view = within(receipt()!);
    expect(view.getByRole("heading", { name: "Recibo de venta" })).toBeInTheDocument();
    expect(view.getByText("V-000123")).toBeInTheDocument();
    expect(within(view.getByRole("table", { name: "Productos del recibo" })).getAllByRole("row")).toHaveLength(3);
  });

  it("is put in the page by the browser's own print (Ctrl+P) without opening another dialog", async () => {
    const { print } = await openSale();
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    expect(receipt()).not.toBeNull();
    expect(within(receipt()!).getByText("V-000123")).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });
});

/** Dispatched, one rice back ($ 12.500 of the $ 43.900): $ 31.400 left; above 5 UVT before IVA. */
const returned: SaleDetail = {
  ...sale,
  status: "PARTIALLY_RETURNED",
  returned_amount: 12500,
  net_total: 31400,
  requires_electronic_invoice: true,
  lines: sale.lines.map((line) => ({
    ...line,
    dispatched: line.quantity,
    returned: line.product_id === arroz.id ? 1 : 0,
  })),
  withdrawal: { ...sale.withdrawal, status: "COMPLETED" },
};

/** 'Empresa' with its DIAN numbering and its own footer. */
const numbered = {
  ...business,
  pos_resolution: "18764000001234",
  pos_resolution_date: "2026-01-15",
  pos_from: 1,
  pos_to: 5000,
  pos_valid_until: "2027-01-15",
  receipt_footer: "Cambios dentro de los 30 días con la factura",
};

/** Text as toHaveTextContent reads it: a no-break space (in money) is a space. */
const plain = (text: string) => text.replace(/\s+/g, " ");
const folded = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ");

describe("sale receipt: returns and the A4 page (issue 35)", () => {
  it("states under the total what the returns took off and what is left, and keeps all it printed", async () => {
    const { print, user } = await openSale(undefined, returned, numbered);
    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = receipt()!;
    expect(sheet).toHaveAttribute("data-print-sheet", "receipt");
    const view = within(sheet);
    // The business, the POS document and its resolution, the footer.
    expect(await view.findByText("Tienda La Esquina S.A.S.")).toBeInTheDocument();
    expect(view.getByText("NIT 800.197.268-4")).toBeInTheDocument();
    expect(view.getByText("Documento equivalente POS No. POS1-1234")).toBeInTheDocument();
    expect(sheet).toHaveTextContent(
      "Resolución DIAN No. 18764000001234 del 15/01/2026, numeración autorizada del POS1-1 al POS1-5000, vigente hasta el 15/01/2027.",
    );
    expect(view.getByText("Cambios dentro de los 30 días con la factura")).toBeInTheDocument();
    // The lines with their IVA marks, the IVA per class, the payments and change, the seller.
    const rows = within(view.getByRole("table", { name: "Productos del recibo" })).getAllByRole("row");
    expect(rows.map(folded)).toEqual([
      "ProductoSubtotal",
      `${arroz.name}ARZ-5002 × $ 12.500,00$ 25.000,00 X`,
      `${aceite.name}ACE-10001 × $ 18.900,00$ 18.900,00 R`,
    ]);
    expect(folded(view.getByLabelText("IVA de la venta"))).toBe(
      "Subtotal sin IVA$ 43.000,00R IVA 5 % sobre $ 18.000,00$ 900,00X Excluido sobre $ 25.000,00$ 0,00",
    );
    expect(folded(view.getByLabelText("Pago"))).toBe("Tarjeta débito$ 20.000,00Efectivo$ 30.000,00Cambio$ 6.100,00");
    expect(view.getByText("Atendió:").nextElementSibling).toHaveTextContent("Pedro Ruiz");
    expect(
      view.getByText("El valor antes de IVA supera 5 UVT: esta venta requiere factura electrónica de venta."),
    ).toBeInTheDocument();
    // Under the total: the returns, then what is left.
    expect(folded(view.getByText("Total (COP)").nextElementSibling)).toBe("$ 43.900,00");
    expect(folded(view.getByText("Devoluciones").nextElementSibling)).toBe("-$ 12.500,00");
    expect(folded(view.getByText("Neto").nextElementSibling)).toBe("$ 31.400,00");
    expect(sheet).toHaveTextContent(plain("Total (COP)$ 43.900,00Devoluciones-$ 12.500,00Neto$ 31.400,00"));
    expect(view.queryByText("VENTA ANULADA")).not.toBeInTheDocument();
  });

  it("says nothing of returns on a sale none came back from", async () => {
    const { print, user } = await openSale();
    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(within(receipt()!).queryByText("Devoluciones")).not.toBeInTheDocument();
    expect(within(receipt()!).queryByText("Neto")).not.toBeInTheDocument();
  });

  it("marks a cancelled sale, on both papers, without returns or a net", async () => {
    const cancelled: SaleDetail = {
      ...sale,
      status: "CANCELLED",
      net_total: 0,
      cancellation: { at: "2024-03-05T15:00:00.000Z", by_name: "Ana Ríos", reason: "Desistió", refunds: [] },
    };
    const { print, user } = await openSale(undefined, cancelled);
    for (const [button, paper] of [
      ["Imprimir", "receipt"],
      ["Imprimir A4", "a4"],
    ] as const) {
      await user.click(screen.getByRole("button", { name: button }));
      await waitFor(() => expect(receipt()).toHaveAttribute("data-print-sheet", paper));
      expect(within(receipt()!).getByText("VENTA ANULADA")).toBeInTheDocument();
      expect(within(receipt()!).queryByText("Neto")).not.toBeInTheDocument();
    }
    expect(print).toHaveBeenCalledTimes(2);
  });

  it("'Imprimir A4' lays the same receipt out as a full page", async () => {
    const { print, user } = await openSale(undefined, returned, numbered);
    await user.click(screen.getByRole("button", { name: "Imprimir A4" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = receipt()!;
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet).toHaveAttribute("data-print-sheet", "a4");
    expect(sheet).toHaveAccessibleName("Recibo de la venta V-000123");
    expect(sheet.querySelector("style")?.textContent).toBe("@page { size: A4 portrait; margin: 12mm; }");
    const view = within(sheet);

    // The header: the business on the left, the document and its number on the right.
    const header = sheet.querySelector("header")!;
    const [left, right] = Array.from(header.children);
    expect(await within(left as HTMLElement).findByText("Tienda La Esquina S.A.S.")).toBeInTheDocument();
    expect(left).toHaveTextContent("NIT 800.197.268-4");
    expect(left).toHaveTextContent("Calle 10 # 43-20, Medellín");
    expect(within(right as HTMLElement).getByRole("heading", { name: "Recibo de venta" })).toBeInTheDocument();
    expect(right).toHaveTextContent("V-000123");
    expect(right).toHaveTextContent("Documento equivalente POS No. POS1-1234");

    expect(folded(view.getByText("Cliente").nextElementSibling)).toBe("Laura Gómez");
    expect(view.getByText("Identificación").nextElementSibling).toHaveTextContent("1234567890");
    expect(view.getByText("Atendió").nextElementSibling).toHaveTextContent("Pedro Ruiz");
    expect(view.getByText("Fecha").nextElementSibling).toHaveTextContent("05/03/2024");

    const table = view.getByRole("table", { name: "Productos del recibo" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Descripción", "Cant.", "Precio unit.", "IVA", "Subtotal"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll("td"), folded))).toEqual([
      [`${arroz.name}ARZ-500`, "2", "$ 12.500,00", "Excluido", "$ 25.000,00"],
      [`${aceite.name}ACE-1000`, "1", "$ 18.900,00", "IVA 5 %", "$ 18.900,00"],
    ]);

    // The totals, the returns and the payments.
    expect(folded(view.getByLabelText("IVA de la venta"))).toBe(
      "Subtotal sin IVA$ 43.000,00IVA 5 % sobre $ 18.000,00$ 900,00Excluido sobre $ 25.000,00$ 0,00",
    );
    expect(sheet).toHaveTextContent(plain("Total (COP)$ 43.900,00Devoluciones-$ 12.500,00Neto$ 31.400,00"));
    expect(view.getByRole("heading", { name: "Pago" })).toBeInTheDocument();
    expect(folded(view.getByLabelText("Pago"))).toBe("Tarjeta débito$ 20.000,00Efectivo$ 30.000,00Cambio$ 6.100,00");
    expect(
      view.getByText("El valor antes de IVA supera 5 UVT: esta venta requiere factura electrónica de venta."),
    ).toBeInTheDocument();
    // The footer: the resolution and the business's words.
    const footer = sheet.querySelector("footer")!;
    expect(footer).toHaveTextContent("Resolución DIAN No. 18764000001234 del 15/01/2026");
    expect(footer).toHaveTextContent("Cambios dentro de los 30 días con la factura");

    // 'Imprimir' goes back to the roll, in the same one sheet.
    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(receipt()).toHaveAttribute("data-print-sheet", "receipt"));
    expect(document.querySelectorAll("[data-print-sheet]")).toHaveLength(1);
  });
});
