import type { StockCount, StockCountLine } from "@inventario/shared/stock-counts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { arroz } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, staffUser } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { setUpScreenTests, stubSignedIn } from "../../../test/screen-test";
import { blindLine, countLine, sheetPageOf, stockCount } from "../../../test/stock-count-fixtures";
import { PRINT_MAX_LINES } from "../api/list-print-lines";
import { printTexts } from "../stock-count-texts";

setUpScreenTests();
beforeAll(() => import("./stock-count-print-page"));

const PATH = "/dashboard/stock-counts/c-1/print";
const COUNT = "/api/stock-counts/c-1";

/** Line `n` of Arroz: its own lot. */
const lineNumber = (n: number, blind = false) =>
  (blind ? blindLine : countLine)({ id: `${arroz.id}/L${n}`, lot_number: `L${n}`, line_id: `cl-${n}` });

/**
 * Count `count` whose sheet holds `total` lines, answered 10 at a time: page 1, then `?after=` the last
 * line's key (next_after while more follow).
 */
function stubPrint(
  count: StockCount,
  total: number,
  { blind = false, permissions }: { blind?: boolean; permissions?: string[] } = {},
) {
  const lines = Array.from({ length: total }, (_, index) => lineNumber(index + 1, blind));
  return stubSignedIn(
    (request) => {
      if (isCall(request, "GET", COUNT)) return jsonResponse(200, count);
      if (!isCall(request, "GET", `${COUNT}/lines`)) return undefined;
      const after = new URL(request.url, "http://localhost").searchParams.get("after");
      const start = after ? lines.findIndex((line) => line.id === after) + 1 : 0;
      const page: StockCountLine[] = lines.slice(start, start + 10);
      const more = start + 10 < lines.length;
      return jsonResponse(200, sheetPageOf(page, { next_after: more ? (page.at(-1)?.id ?? null) : null }));
    },
    permissions ? staffUser : undefined,
    permissions,
  );
}

async function openPrint(path = PATH) {
  const user = userEvent.setup();
  renderApp(path);
  await screen.findByRole("heading", { level: 1, name: printTexts.title("CF-000012") });
  const table = await screen.findByRole("table", { name: printTexts.caption("CF-000012") });
  return { user, table };
}

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((header) => header.textContent);

const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);

describe("the printable count sheet", () => {
  it("prints a blind count without the book, even for whoever approves, with 'Conteo a ciegas' and the signatures", async () => {
    stubPrint(stockCount({ blind: true, shows_book: true }), 3);
    const { table } = await openPrint();
    expect(headersOf(table)).toEqual(["Código", "Producto", "Lote", "Vence", "Unidad", "Contado"]);
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    const preview = screen.getByRole("region", { name: printTexts.preview });
    expect(preview).toHaveTextContent(printTexts.blind);
    expect(preview).toHaveTextContent("Bodega Principal");
    expect(preview).toHaveTextContent(printTexts.counter);
    expect(preview).toHaveTextContent(printTexts.signature);
    // The book's figures are nowhere on the sheet.
    expect(within(table).queryByText("7")).not.toBeInTheDocument();
  });

  it("prints an open-book count with its book and differences, and an empty 'Contado' to write in", async () => {
    stubPrint(stockCount(), 2);
    const { table } = await openPrint();
    expect(headersOf(table)).toEqual([
      "Código",
      "Producto",
      "Lote",
      "Vence",
      "Unidad",
      "Existencia",
      "Diferencia",
      "Contado",
    ]);
    const [, first] = within(table).getAllByRole("row");
    expect(
      within(first!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([arroz.sku, arroz.name, "L1", "01/03/2027", "UD", "7", "−2", ""]);
    expect(screen.queryByText(printTexts.truncated(PRINT_MAX_LINES))).not.toBeInTheDocument();
  });

  it("asks for the sheet with the count page's filter and search, following next_after page after page", async () => {
    const fetchMock = stubPrint(stockCount(), 25);
    const { table } = await openPrint(`${PATH}?filter=uncounted&search=arroz`);
    expect(within(table).getAllByRole("row")).toHaveLength(26);
    const asked = liveCalls(fetchMock, "GET", `${COUNT}/lines`).map(({ url }) => queryOf(url));
    expect(asked).toEqual([
      { filter: "uncounted", search: "arroz", page: "1" },
      { filter: "uncounted", search: "arroz", after: `${arroz.id}/L10` },
      { filter: "uncounted", search: "arroz", after: `${arroz.id}/L20` },
    ]);
    expect(screen.getByRole("region", { name: printTexts.preview })).toHaveTextContent("Sin contar");
    expect(screen.getByRole("link", { name: printTexts.back })).toHaveAttribute(
      "href",
      "/dashboard/stock-counts/c-1?filter=uncounted&search=arroz",
    );
  });

  it("stops at 500 lines and says the export has the whole sheet", async () => {
    const fetchMock = stubPrint(stockCount(), 520);
    const { table } = await openPrint();
    expect(within(table).getAllByRole("row")).toHaveLength(PRINT_MAX_LINES + 1);
    expect(screen.getByText(printTexts.truncated(PRINT_MAX_LINES))).toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", `${COUNT}/lines`)).toHaveLength(PRINT_MAX_LINES / 10);
  });

  it("reads a blind count's counter a filter that would show the book as 'Todas'", async () => {
    const fetchMock = stubPrint(stockCount({ blind: true, shows_book: false }), 1, {
      blind: true,
      permissions: ["counts:read", "counts:count"],
    });
    const { table } = await openPrint(`${PATH}?filter=differences`);
    expect(headersOf(table)).not.toContain("Existencia");
    const asked = liveCalls(fetchMock, "GET", `${COUNT}/lines`).map(({ url }) => queryOf(url).filter);
    expect(asked.every((filter) => filter === "all")).toBe(true);
  });

  it("'Imprimir' puts the sheet alone on paper and opens the print dialog", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    stubPrint(stockCount({ blind: true }), 2);
    const { user } = await openPrint();
    await user.click(screen.getByRole("button", { name: printTexts.print }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = screen.getByRole("article", { name: printTexts.label("CF-000012"), hidden: true });
    expect(sheet).toHaveTextContent(printTexts.blind);
    expect(sheet).not.toHaveTextContent("Existencia");
    expect(sheet).toHaveTextContent(printTexts.signature);
  });
});
