import type { StockCount, StockCountVariance } from "@inventario/shared/stock-counts";
import { stockCountMessages } from "@inventario/shared/stock-counts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { aceite, arroz } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, staffUser } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { forbidden, setUpScreenTests, stubSignedIn } from "../../../test/screen-test";
import {
  countLine,
  sheetPageOf,
  stockCount,
  varianceProduct,
  varianceReport,
} from "../../../test/stock-count-fixtures";
import { varianceTexts as texts } from "../stock-count-texts";

setUpScreenTests();
beforeAll(() => Promise.all([import("./stock-count-variance-page"), import("./stock-count-page")]));

const PATH = "/dashboard/stock-counts/c-1/variance";
const COUNT = "/api/stock-counts/c-1";
const VARIANCE = `${COUNT}/variance`;
const TITLE = texts.title("CF-000012");

/** Count c-1 as `count` says, its sheet one line, and its report `report(page)` (or a refusal). */
function stubVariance(
  count: StockCount,
  report: (page: number) => StockCountVariance | Response,
  permissions?: string[],
) {
  return stubSignedIn(
    (request) => {
      if (isCall(request, "GET", COUNT)) return jsonResponse(200, count);
      if (isCall(request, "GET", `${COUNT}/lines`)) return jsonResponse(200, sheetPageOf([countLine()]));
      if (!isCall(request, "GET", VARIANCE)) return undefined;
      const page = Number(new URL(request.url, "http://localhost").searchParams.get("page") ?? "1");
      const answer = report(page);
      return answer instanceof Response ? answer : jsonResponse(200, answer);
    },
    permissions ? staffUser : undefined,
    permissions,
  );
}

async function openReport(path = PATH) {
  const user = userEvent.setup();
  const { router } = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: TITLE });
  return { user, router };
}

/** An element's text as it reads, its non-breaking spaces ("$ 2.500,00") as plain ones. */
const textOf = (element: Element) => element.textContent?.replace(/\s+/g, " ") ?? "";

/** Each row of a table as the text of its cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell").map(textOf));

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((header) => header.textContent);

/** The figure cards: each label with the text of its figures. */
const figuresOf = () => {
  const totals = screen.getByRole("region", { name: texts.totalsLabel });
  return within(totals)
    .getAllByRole("term")
    .map((term) => {
      const values = [...(term.parentElement?.querySelectorAll("dd") ?? [])].map(textOf);
      return [term.textContent, ...values];
    });
};

const headerActions = () => {
  const header = screen.getByRole("heading", { level: 1 }).closest("header")!;
  return [...within(header).queryAllByRole("link"), ...within(header).queryAllByRole("button")].map(
    (element) => element.textContent,
  );
};

describe("a count's variance report", () => {
  it("shows the figures, the categories and the products, signed, and how they are valued", async () => {
    stubVariance(stockCount({ status: "REVIEW" }), () => varianceReport());
    await openReport();
    expect(await screen.findByText(texts.valuedAt.average_cost)).toBeInTheDocument();
    expect(figuresOf()).toEqual([
      ["Productos con diferencia", "2"],
      ["Sobrantes", "+5 unidades", "+$ 2.500,00"],
      ["Faltantes", "−10 unidades", "-$ 6.000,00"],
      ["Neto", "−5 unidades", "-$ 3.500,00"],
    ]);

    const categories = screen.getByRole("table", { name: texts.categoriesCaption });
    expect(headersOf(categories)).toEqual([
      "Categoría",
      "Productos",
      "Sobrante",
      "Faltante",
      "Neto unidades",
      "Valor neto",
    ]);
    expect(rowsOf(categories)).toEqual([
      ["Aceites", "1", "+5", "0", "+5", "+$ 2.500,00"],
      ["Granos", "1", "0", "−10", "−10", "-$ 6.000,00"],
    ]);

    const products = screen.getByRole("table", { name: texts.productsCaption });
    expect(headersOf(products)).toEqual([
      "Código",
      "Producto",
      "Categoría",
      "Existencia",
      "Contado",
      "Diferencia",
      "Valor",
    ]);
    expect(rowsOf(products)).toEqual([
      [arroz.sku, arroz.name, "Granos", "100", "90", "−10", "-$ 6.000,00"],
      [aceite.sku, aceite.name, "Aceites", "30", "35", "+5", "+$ 2.500,00"],
    ]);
    // The product's name opens the product; a shortage is red besides its sign, a surplus green.
    expect(within(products).getByRole("link", { name: arroz.name })).toHaveAttribute(
      "href",
      `/dashboard/products/view/${arroz.id}`,
    );
    expect(within(products).getByText("-$ 6.000,00").closest("td")).toHaveClass("text-red-700");
    expect(within(products).getByText("+$ 2.500,00").closest("td")).toHaveClass("text-green-800");

    expect(headerActions()).toEqual(["Volver al conteo", "Exportar", texts.print]);
    expect(screen.getByRole("link", { name: "Volver al conteo" })).toHaveAttribute(
      "href",
      "/dashboard/stock-counts/c-1",
    );
    expect(screen.getByRole("button", { name: texts.print })).toBeEnabled();
    expect(document.title).toBe(`${TITLE} · Inventario`);
  });

  it("says an applied count's figures are the adjustment's, and names a product without category", async () => {
    stubVariance(stockCount({ status: "APPLIED" }), () =>
      varianceReport({
        valued_at: "adjustment",
        data: [varianceProduct({ product: { ...varianceProduct().product, category: "" }, lots: 2 })],
        total: 1,
      }),
    );
    await openReport();
    expect(await screen.findByText(texts.valuedAt.adjustment)).toBeInTheDocument();
    expect(screen.queryByText(texts.valuedAt.average_cost)).not.toBeInTheDocument();
    const products = screen.getByRole("table", { name: texts.productsCaption });
    expect(within(products).getByText(texts.noCategory)).toBeInTheDocument();
    expect(within(products).getByText("2 lotes")).toBeInTheDocument();
  });

  it("pages the products with the app's pagination, keeping the figures, the page in the URL", async () => {
    const second = varianceProduct({
      product: { id: "p-9", name: "Sal Refisal 1 kg", sku: "SAL-1000", category: "Granos" },
      difference: -1,
      value: -900,
    });
    const fetchMock = stubVariance(stockCount({ status: "REVIEW" }), (page) =>
      varianceReport({ page, total_pages: 2, total: 12, data: page === 2 ? [second] : varianceReport().data }),
    );
    const { user, router } = await openReport();
    const products = await screen.findByRole("table", { name: texts.productsCaption });
    await within(products).findByText(arroz.name);
    expect(screen.getByText("1–2 de 12")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Página 2" }));
    expect(await within(products).findByText("Sal Refisal 1 kg")).toBeInTheDocument();
    expect(within(products).queryByText(arroz.name)).not.toBeInTheDocument();
    expect(figuresOf()[0]).toEqual(["Productos con diferencia", "2"]);
    const pages = liveCalls(fetchMock, "GET", VARIANCE).map(({ url }) => new URL(url, "http://localhost").search);
    expect(pages).toEqual(["?page=1", "?page=2"]);
    expect(router.state.location.search).toBe("?page=2");
  });

  it("says a count without differences has none, with nothing to print", async () => {
    stubVariance(stockCount({ status: "REVIEW" }), () =>
      varianceReport({
        data: [],
        total: 0,
        total_pages: 0,
        categories: [],
        totals: {
          products: 0,
          surplus_units: 0,
          shortage_units: 0,
          net_units: 0,
          surplus_value: 0,
          shortage_value: 0,
          net_value: 0,
        },
      }),
    );
    await openReport();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: texts.totalsLabel })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: texts.print })).toBeDisabled();
  });

  it("asks nothing for a counter of a blind count: says why, with neither export nor print", async () => {
    const fetchMock = stubVariance(stockCount({ blind: true, shows_book: false }), () => varianceReport(), [
      "counts:read",
      "counts:count",
    ]);
    await openReport();
    expect(screen.getByText(stockCountMessages.blindVariance)).toBeInTheDocument();
    expect(headerActions()).toEqual(["Volver al conteo"]);
    expect(liveCalls(fetchMock, "GET", VARIANCE)).toHaveLength(0);
  });

  it("says the server's refusal in place of the report", async () => {
    stubVariance(stockCount({ status: "REVIEW" }), () => forbidden(stockCountMessages.blindVariance));
    await openReport();
    const panel = await screen.findByText(stockCountMessages.blindVariance, { selector: "div" });
    expect(panel).toBeInTheDocument();
  });

  it("'Imprimir' puts the count, the figures, the categories and the page's products on paper", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    stubVariance(stockCount({ status: "REVIEW" }), () => varianceReport({ total_pages: 2, total: 12 }));
    const { user } = await openReport();
    await screen.findByRole("table", { name: texts.productsCaption });
    await user.click(screen.getByRole("button", { name: texts.print }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = screen.getByRole("article", { name: texts.label("CF-000012"), hidden: true });
    for (const text of [
      "CF-000012",
      "Bodega Principal",
      "En revisión",
      "20/11/2026",
      texts.valuedAt.average_cost,
      "Página 1 de 2",
      "Neto−5 unidades-$ 3.500,00",
      arroz.name,
      aceite.name,
    ]) {
      expect(sheet).toHaveTextContent(text);
    }
    const tables = within(sheet).getAllByRole("table", { hidden: true });
    expect(tables).toHaveLength(2);
  });
});

describe("the count's link to its variance report", () => {
  const actionLink = () => screen.queryByRole("link", { name: texts.action });

  it("is offered in review and once applied, to whoever sees the book, and opens the report", async () => {
    stubVariance(stockCount({ status: "APPLIED", net_value: -3500 }), () => varianceReport());
    const user = userEvent.setup();
    renderApp("/dashboard/stock-counts/c-1");
    const link = await screen.findByRole("link", { name: texts.action });
    expect(link).toHaveAttribute("href", PATH);
    await user.click(link);
    expect(await screen.findByRole("heading", { level: 1, name: TITLE })).toBeInTheDocument();
    expect(await screen.findByText(texts.valuedAt.average_cost)).toBeInTheDocument();
  });

  it.each([
    ["an open count", stockCount(), undefined],
    [
      "a counter of a blind count",
      stockCount({ status: "APPLIED", blind: true, shows_book: false }),
      ["counts:read", "counts:count"],
    ],
  ])("is not offered for %s", async (_name, count, permissions) => {
    stubVariance(count, () => varianceReport(), permissions);
    renderApp("/dashboard/stock-counts/c-1");
    await screen.findByRole("heading", { level: 1, name: "Conteo CF-000012" });
    await screen.findAllByText(arroz.sku);
    expect(actionLink()).not.toBeInTheDocument();
  });

  it("is offered in review", async () => {
    stubVariance(stockCount({ status: "REVIEW" }), () => varianceReport());
    renderApp("/dashboard/stock-counts/c-1");
    expect(await screen.findByRole("link", { name: texts.action })).toHaveAttribute("href", PATH);
  });
});
