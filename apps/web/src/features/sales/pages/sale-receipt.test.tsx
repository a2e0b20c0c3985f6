import type { SaleDetail } from "@inventario/shared/sales";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
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
async function openSale(permissions?: string[]) {
  stubSignedIn(
    (request) => (isCall(request, "GET", `/api/sales/${ID}`) ? jsonResponse(200, sale) : undefined),
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
