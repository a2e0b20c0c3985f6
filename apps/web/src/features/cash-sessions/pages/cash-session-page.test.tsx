import type { CashSession } from "@inventario/shared/cash-sessions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { business, closedShift, openShift } from "../../../test/cash-session-fixtures";
import { isCall, jsonResponse } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { setUpScreenTests, stubSignedIn } from "../../../test/screen-test";

setUpScreenTests();
beforeAll(() => import("./cash-session-page"));

const PATH = "/dashboard/cash-sessions/cs-12";

/** The report of `shift`, the business's data saved ('Empresa'); window.print counted instead of opened. */
async function openReport(shift: CashSession) {
  stubSignedIn((request) => {
    if (isCall(request, "GET", "/api/cash-sessions/cs-12")) return jsonResponse(200, shift);
    if (isCall(request, "GET", "/api/settings/business")) return jsonResponse(200, business);
    return undefined;
  });
  const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderApp(PATH);
  await screen.findByRole("heading", { level: 1, name: /Caja N\.º 12/ });
  return { print, user };
}

const text = (element: Element) => element.textContent?.replace(/\s+/g, " ").trim();
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => text(cell)));
/** A fact's value by its label, in a list of label–value pairs. */
const factOf = (scope: HTMLElement, label: string) => text(within(scope).getByText(label).nextElementSibling!);
const sheet = () => document.querySelector<HTMLElement>("[data-print-sheet]");

describe("a shift's closing report ('Informe de cierre')", () => {
  it("shows the business, who and when, the figures, expected against counted, receipts, IVA and the note", async () => {
    await openReport(closedShift);
    expect(screen.getByRole("heading", { level: 1, name: "Informe de cierre · Caja N.º 12" })).toBeInTheDocument();

    const summary = await screen.findByRole("region", { name: "Datos de la caja" });
    expect(await within(summary).findByText("Tienda La Esquina S.A.S.")).toBeInTheDocument();
    expect(within(summary).getByText("NIT 800.197.268-4")).toBeInTheDocument();
    expect(within(summary).getByText("Calle 10 # 43-20, Medellín")).toBeInTheDocument();
    expect(factOf(summary, "Caja N.º")).toBe("Caja N.º 12");
    expect(factOf(summary, "Estado")).toBe("Cerrada");
    expect(factOf(summary, "Empleado")).toBe("Laura Gómez");
    expect(factOf(summary, "Base")).toBe("$ 100.000,00");
    expect(factOf(summary, "Apertura")).toMatch(/^29\/11\/2026 8:00 a/);
    expect(factOf(summary, "Cierre")).toMatch(/^29\/11\/2026 6:00 p/);
    expect(factOf(summary, "Cerrada por")).toBe("Laura Gómez");

    expect(rowsOf(screen.getByRole("table", { name: "Cifras por medio de pago" }))).toEqual([
      ["Medio de pago", "Ventas", "Devoluciones", "Esperado", "Contado", "Diferencia"],
      ["Efectivo", "$ 50.000,00", "$ 2.000,00", "$ 163.000,00", "$ 161.000,00", "-$ 2.000,00 (Faltante)"],
      ["Tarjeta débito", "$ 30.000,00", "$ 0,00", "$ 30.000,00", "$ 30.000,00", "$ 0,00 (Sin diferencia)"],
    ]);
    expect(text(screen.getByText("Diferencia total:").parentElement!)).toBe("Diferencia total: -$ 2.000,00 (Faltante)");

    const receipts = screen.getByRole("region", { name: "Recibos" });
    expect(factOf(receipts, "Número de recibos")).toBe("2");
    expect(factOf(receipts, "Total vendido")).toBe("$ 75.000,00");
    expect(factOf(receipts, "Primer recibo")).toBe("POS1-101");
    expect(factOf(receipts, "Último recibo")).toBe("POS1-102");
    expect(text(screen.getByLabelText("IVA de la caja"))).toBe(
      "Subtotal sin IVA$ 65.420,17IVA 19 % sobre $ 50.420,17$ 9.579,83Excluido sobre $ 15.000,00$ 0,00",
    );
    expect(within(screen.getByRole("region", { name: "Nota" })).getByText(closedShift.note)).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Movimientos de efectivo de la caja" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a cajas" })).toHaveAttribute("href", "/dashboard/cash-sessions");
  });

  it("says '—' for receipts a shift without numbered sales does not have, and that an open shift is still open", async () => {
    await openReport({ ...openShift, sales_count: 0, first_receipt_number: null, last_receipt_number: null });
    expect(screen.getByRole("heading", { level: 1, name: "Caja N.º 12 · abierta" })).toBeInTheDocument();
    expect(screen.getByText(/La caja sigue abierta/)).toBeInTheDocument();
    const receipts = screen.getByRole("region", { name: "Recibos" });
    expect(factOf(receipts, "Primer recibo")).toBe("—");
    expect(factOf(receipts, "Último recibo")).toBe("—");
    expect(rowsOf(screen.getByRole("table", { name: "Cifras por medio de pago" }))[0]).toEqual([
      "Medio de pago",
      "Ventas",
      "Devoluciones",
      "Esperado",
    ]);
    expect(screen.queryByText("Diferencia total:")).not.toBeInTheDocument();
  });

  it("prints on the 80 mm roll and on A4: a sheet at the body's level, alone on paper", async () => {
    const { print, user } = await openReport(closedShift);
    expect(sheet()).toBeNull();
    await screen.findByText("Tienda La Esquina S.A.S.");

    await user.click(screen.getByRole("button", { name: "Imprimir 80 mm" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const roll = sheet()!;
    expect(roll.parentElement).toBe(document.body);
    expect(roll).toHaveAttribute("data-print-sheet", "receipt");
    expect(roll).toHaveAttribute("aria-label", "Informe de cierre de la Caja N.º 12");
    expect(roll).toHaveClass("hidden", "print:block");
    expect(roll.querySelector("style")?.textContent).toMatch(/@page \{ size: 80mm [^;]+; margin: 4mm; \}/);
    const paper = within(roll);
    expect(paper.getByRole("heading", { name: "Informe de cierre" })).toBeInTheDocument();
    expect(paper.getByText("Tienda La Esquina S.A.S.")).toBeInTheDocument();
    expect(paper.getByText("NIT 800.197.268-4")).toBeInTheDocument();
    expect(paper.getByText("Caja N.º 12")).toBeInTheDocument();
    expect(text(paper.getByText("Diferencia total").parentElement!)).toBe("Diferencia total-$ 2.000,00 (Faltante)");
    expect(text(paper.getByText("Primer recibo").parentElement!)).toBe("Primer reciboPOS1-101");
    expect(paper.getByText(closedShift.note)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Imprimir A4" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(document.querySelectorAll("[data-print-sheet]")).toHaveLength(1);
    const a4 = sheet()!;
    expect(a4).toHaveAttribute("data-print-sheet", "a4");
    expect(a4.querySelector("style")?.textContent).toContain("@page { size: A4 portrait; margin: 12mm; }");
    const page = within(a4);
    expect(rowsOf(page.getByRole("table", { name: "Cifras por medio de pago" }))).toEqual([
      ["Medio de pago", "Ventas", "Devoluciones", "Esperado", "Contado", "Diferencia"],
      ["Efectivo", "$ 50.000,00", "$ 2.000,00", "$ 163.000,00", "$ 161.000,00", "-$ 2.000,00 (Faltante)"],
      ["Tarjeta débito", "$ 30.000,00", "$ 0,00", "$ 30.000,00", "$ 30.000,00", "$ 0,00 (Sin diferencia)"],
      ["Diferencia total", "-$ 2.000,00 (Faltante)"],
    ]);
    expect(rowsOf(page.getByRole("table", { name: "IVA de la caja" }))).toEqual([
      ["Tarifa", "Base", "IVA"],
      ["IVA 19 %", "$ 50.420,17", "$ 9.579,83"],
      ["Excluido", "$ 15.000,00", "$ 0,00"],
    ]);
    expect(rowsOf(page.getByRole("table", { name: "Movimientos de efectivo de la caja" }))).toEqual([
      ["Hora", "Tipo", "Motivo", "Registrado por", "Valor"],
      [expect.stringMatching(/^9:30 a/), "Entrada", "Cambio (sencillo)", "Laura Gómez", "$ 20.000,00"],
    ]);
  });

  it("says the shift does not exist (404)", async () => {
    stubSignedIn((request) =>
      isCall(request, "GET", "/api/cash-sessions/cs-12")
        ? jsonResponse(404, { message: "La caja no existe", code: "NOT_FOUND" })
        : undefined,
    );
    renderApp(PATH);
    expect(await screen.findByText("La caja no existe.")).toBeInTheDocument();
  });
});
