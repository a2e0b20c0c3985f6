import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { aceite, arroz } from "../../../test/catalog-fixtures";
import { jsonResponse, liveCalls, type MockHandler } from "../../../test/fetch-mock";
import { lot, PICKING_PATH, sal, stubPickingDetail } from "../../../test/picking-fixtures";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests } from "../../../test/screen-test";

// The picking detail's 'Escanear código' and 'Imprimir' (issue 21).
setUpScreenTests();
beforeAll(() => import("./withdrawal-detail-page"));

/** Arroz: 3 in the north expiring first, then the main warehouse; aceite: only the main warehouse. */
const lots: Record<string, unknown[]> = {
  [arroz.id]: [
    lot("w-1", 10, "2027-01-31", { lot_number: "L-ARZ-2" }),
    lot("w-2", 3, "2026-12-15", { lot_number: "L-ARZ-1" }),
  ],
  [aceite.id]: [lot("w-1", 6, null, { lot_number: "L-ACE-1" })],
};

/** Every product's lots, one page each. */
const answerLots: MockHandler = (req) => {
  const path = new URL(req.url, "http://localhost").pathname;
  if (req.method !== "GET" || !path.startsWith("/api/inventory/current/")) return undefined;
  return jsonResponse(200, pageOf(lots[decodeURIComponent(path.split("/").pop() ?? "")] ?? []));
};

async function openDetail() {
  const fetchMock = stubPickingDetail(answerLots);
  const print = vi.spyOn(window, "print").mockImplementation(() => {});
  const user = userEvent.setup();
  renderApp(PICKING_PATH);
  await screen.findByText(arroz.name);
  await screen.findByRole("option", { name: "Bodega Principal (stock: 10)" });
  const field = screen.getByRole("textbox", { name: "Escanear código" });
  return { fetchMock, print, user, field };
}

/** The scan field's own messages: its status (what was found) and its alert (what went wrong). */
const scanForm = () => screen.getByRole("textbox", { name: "Escanear código" }).closest("form")!;
const scanStatus = () => within(scanForm()).getByRole("status");
const scanAlert = () => within(scanForm()).getByRole("alert");

describe("picking detail: scanning", () => {
  it("selects the item whose SKU was scanned, keeps the focus for the next scan and offers to go to it", async () => {
    const { user, field } = await openDetail();
    await waitFor(() => expect(field).toHaveFocus());

    await user.keyboard("  ace-1000 {Enter}");
    expect(field).toHaveValue("");
    expect(field).toHaveFocus();
    const row = screen.getByText(aceite.name).closest("tr")!;
    expect(row).toHaveAttribute("aria-current", "true");
    expect(row).toHaveClass("bg-indigo-50");
    expect(scanStatus()).toHaveTextContent("Seleccionado: ACE-1000 - Aceite Girasol 1 L (pendiente 2)");
    expect(screen.getByText(arroz.name).closest("tr")).not.toHaveAttribute("aria-current");

    await user.click(screen.getByRole("button", { name: "Ir a la asignación" }));
    expect(screen.getByRole("combobox", { name: `Bodega 1 para ${aceite.name}` })).toHaveFocus();
  });

  it("says a code that is not in the request beside the field, and that a complete item needs nothing", async () => {
    const { user, field } = await openDetail();
    await user.type(field, "XYZ-1{Enter}");
    expect(scanAlert()).toHaveTextContent('El código "XYZ-1" no corresponde a ningún producto de esta solicitud');
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(document.querySelector('tr[aria-current="true"]')).toBeNull();

    await user.type(field, "sal-1000{Enter}");
    expect(scanStatus()).toHaveTextContent("SAL-1000 - Sal Refisal 1 kg ya está completo en esta solicitud");
    expect(screen.queryByRole("button", { name: "Ir a la asignación" })).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("does nothing on Enter with an empty field", async () => {
    const { user, field } = await openDetail();
    await user.type(field, "{Enter}");
    expect(scanStatus()).toBeEmptyDOMElement();
    expect(document.querySelector('tr[aria-current="true"]')).toBeNull();
  });
});

/** Each bodega's page of the sheet (issue 35): its table's rows, the header row's cells empty. */
const sheetPages = () => {
  const sheet = document.querySelector<HTMLElement>("[data-print-sheet]")!;
  return within(sheet)
    .getAllByRole("table", { name: "Productos por alistar" })
    .map((table) =>
      within(table)
        .getAllByRole("row")
        .map((row) =>
          within(row)
            .queryAllByRole("cell")
            .map((cell) => cell.textContent),
        ),
    );
};

/** Arroz's lines when suggested: the north lot expires first (3), then 2 from the main warehouse; a page each. */
const arrozItem = `${arroz.name}Solicitada 5 · despachada 0Sugerido (FEFO)`;
const arrozFromNorth = ["", arrozItem, "ARZ-500", "3", "Bodega Norte", "L-ARZ-1", "15/12/2026"];
const arrozFromMain = ["", arrozItem, "ARZ-500", "2", "Bodega Principal", "L-ARZ-2", "31/01/2027"];
/** Aceite's one line: 2 from the main warehouse's only lot, assigned on screen or suggested (`source`). */
const aceiteFromMain = (source: string) => [
  "",
  `${aceite.name}Solicitada 3 · despachada 1${source}`,
  "ACE-1000",
  "2",
  "Bodega Principal",
  "L-ACE-1",
  "-",
];
/** Sal is complete: nothing to pick. */
const salDone = ["✓", `${sal.name}Solicitada 2 · despachada 2Completado`, "SAL-1000", "0", "Completado"];

describe("picking sheet", () => {
  it("prints each pending item's FEFO lots with their warehouse, and the rows typed on screen as assigned", async () => {
    const { fetchMock, print, user } = await openDetail();
    expect(document.querySelector("[data-print-sheet]")).toBeNull();

    // Aceite is assigned on screen: 2 from the main warehouse; arroz is left to the suggestion.
    await user.selectOptions(screen.getByRole("combobox", { name: `Bodega 1 para ${aceite.name}` }), "w-1");
    await user.type(screen.getByRole("spinbutton", { name: `Cantidad 1 para ${aceite.name}` }), "2");
    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));

    // The lots of the two pending products, nothing for the complete one.
    expect(
      liveCalls(fetchMock, "GET", "/api/inventory/current/p-1").length +
        liveCalls(fetchMock, "GET", "/api/inventory/current/p-2").length,
    ).toBeGreaterThanOrEqual(2);
    expect(liveCalls(fetchMock, "GET", `/api/inventory/current/${sal.id}`)).toHaveLength(0);

    const sheet = document.querySelector<HTMLElement>("[data-print-sheet]")!;
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet).toHaveClass("hidden", "print:block");
    expect(sheet.querySelector("style")?.textContent).toContain("size: A4");
    const view = within(sheet);
    // A page per bodega (by name: the request has no counter bodega), the complete item on the first.
    expect(view.getAllByRole("heading").map((heading) => heading.textContent)).toEqual([
      "Hoja de alistamiento · Bodega Norte",
      "Hoja de alistamiento · Bodega Principal",
    ]);
    expect(view.getAllByText("A-000123").length).toBeGreaterThan(0);
    expect(view.getAllByText("05/03/2024")).toHaveLength(2);
    expect(view.getAllByText("Laura Gómez")).toHaveLength(2);

    const pages = sheetPages();
    expect(pages.map((rows) => rows[0])).toEqual([[], []]); // the header rows
    expect(pages.map((rows) => rows.slice(1))).toEqual([
      [arrozFromNorth, salDone],
      // Aceite, as assigned on screen.
      [arrozFromMain, aceiteFromMain("Asignado en pantalla")],
    ]);
  });
});

describe("picking sheet for a user who may only read the request", () => {
  async function openReadOnly(permissions: string[]) {
    const fetchMock = stubPickingDetail(answerLots, undefined, permissions);
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp(PICKING_PATH);
    await screen.findByText(arroz.name);
    return { fetchMock, print, user };
  }

  it("offers 'Imprimir' without the scan field, and prints the FEFO suggestion read at that moment", async () => {
    const { fetchMock, print, user } = await openReadOnly(["withdrawals:read", "products:read", "inventory:read"]);
    expect(screen.queryByRole("textbox", { name: "Escanear código" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    // The screen asks for no stock: only printing needs it.
    expect(liveCalls(fetchMock, "POST", "/api/inventory/by-products")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(liveCalls(fetchMock, "POST", "/api/inventory/by-products")).toHaveLength(1);
    expect(sheetPages().map((rows) => rows.slice(1))).toEqual([
      [arrozFromNorth, salDone],
      [arrozFromMain, aceiteFromMain("Sugerido (FEFO)")],
    ]);
  });

  it("prints the items without locations for a user who may not read the inventory, asking for none", async () => {
    const { fetchMock, print, user } = await openReadOnly(["withdrawals:read", "products:read"]);
    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith("/api/inventory/"))).toBe(false);
    const noLocation = "Sin permiso para ver el inventario: busca la ubicación en bodega";
    expect(sheetPages()[0]!.slice(1)).toEqual([
      ["", `${arroz.name}Solicitada 5 · despachada 0Sin ubicación`, "ARZ-500", "5", noLocation],
      ["", `${aceite.name}Solicitada 3 · despachada 1Sin ubicación`, "ACE-1000", "2", noLocation],
      salDone,
    ]);
  });
});
