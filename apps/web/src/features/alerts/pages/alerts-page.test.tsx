import { type AlertRow, type AlertSummary, alertMessages, type ProductAlertRow } from "@inventario/shared/alerts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, type Mock } from "vitest";
import { aceite, arroz, principal } from "../../../test/catalog-fixtures";
import { heldResponse, isCall, jsonResponse, liveCalls, type MockHandler } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { forbidden, pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { alertTexts, writeOffTexts } from "../alert-texts";
import { transferQuantity } from "../components/level-alerts-table";

setUpScreenTests();
beforeAll(() => import("./alerts-page"));

const PATH = "/dashboard/alerts";
const medellin = { id: "w-3", name: "Bodega Medellín" };

function alertRow(overrides: Partial<AlertRow> & Pick<AlertRow, "kind">): AlertRow {
  return {
    product: { id: arroz.id, name: arroz.name, sku: arroz.sku },
    warehouse: null,
    lot_number: null,
    quantity: 4,
    unit: null,
    minimum: 10,
    maximum: 50,
    reserved: 2,
    suggested_reorder: 46,
    expiration_date: null,
    days_left: null,
    on_order: 0,
    transfer_from: null,
    ...overrides,
  };
}

function lotRow(overrides: Partial<AlertRow> & Pick<AlertRow, "kind">): AlertRow {
  return alertRow({
    warehouse: { id: principal.id, name: principal.name },
    lot_number: "L-1",
    quantity: 12,
    unit: "KG",
    minimum: null,
    maximum: null,
    reserved: null,
    suggested_reorder: null,
    expiration_date: "2026-11-21",
    days_left: -3,
    ...overrides,
  });
}

/** A product's group of 'Stock bajo' or 'Agotados': its own figures and its warehouses' alerts. */
function productRow(
  overrides: Partial<ProductAlertRow> & Pick<ProductAlertRow, "kind" | "own_alert" | "warehouses">,
): ProductAlertRow {
  return { ...alertRow(overrides), ...overrides };
}

const aceiteProduct = { id: aceite.id, name: aceite.name, sku: aceite.sku };

const rowsByKind: Record<AlertRow["kind"], AlertRow[]> = {
  // Arroz low as a whole, and in Bodega Principal, which Bodega Medellín can send; aceite fine as a whole
  // (its figures neutral) but low in Bodega Medellín, with nowhere to bring it from; 12 of it on order.
  low: [
    productRow({
      kind: "low",
      own_alert: true,
      warehouses: [
        alertRow({
          kind: "low",
          warehouse: { id: principal.id, name: principal.name },
          quantity: 3,
          minimum: 5,
          maximum: 20,
          suggested_reorder: 17,
          transfer_from: { ...medellin, available: 30 },
        }),
      ],
    }),
    productRow({
      kind: "low",
      product: aceiteProduct,
      own_alert: false,
      quantity: 40,
      minimum: 5,
      maximum: null,
      reserved: 0,
      suggested_reorder: null,
      on_order: 12,
      warehouses: [
        alertRow({
          kind: "low",
          product: aceiteProduct,
          warehouse: medellin,
          quantity: 3,
          maximum: null,
          reserved: 0,
          suggested_reorder: null,
          minimum: 5,
          on_order: 12,
        }),
      ],
    }),
  ],
  out: [
    productRow({
      kind: "out",
      own_alert: true,
      quantity: 0,
      minimum: 5,
      suggested_reorder: null,
      warehouses: [
        alertRow({
          kind: "out",
          warehouse: { id: principal.id, name: principal.name },
          quantity: 0,
          minimum: 5,
          maximum: 8,
          suggested_reorder: null,
          transfer_from: { ...medellin, available: 2 },
        }),
      ],
    }),
  ],
  expiring: [
    lotRow({ kind: "expiring", expiration_date: "2026-11-29", days_left: 5 }),
    lotRow({ kind: "expiring", lot_number: null, expiration_date: "2026-11-24", days_left: 0, unit: "UD" }),
  ],
  expired: [
    lotRow({ kind: "expired" }),
    lotRow({
      kind: "expired",
      product: { id: aceite.id, name: aceite.name, sku: aceite.sku },
      warehouse: medellin,
      lot_number: "M-7",
      quantity: 1,
      days_left: -1,
      expiration_date: "2026-11-23",
    }),
  ],
};

const summary: AlertSummary = {
  today: "2026-11-24",
  days: 30,
  low: 2,
  out: 1,
  expiring: 2,
  expired: 2,
  total: 7,
  products: 7,
  capped: false,
};

type Query = Record<string, string>;
const queryOf = (url: string): Query => Object.fromEntries(new URL(url, "http://localhost").searchParams);

/** The alerts API: `list` answers GET /alerts (by default each kind's rows), then the summary and warehouses. */
function stubAlerts({
  list = ({ kind }: Query) =>
    jsonResponse(200, {
      ...pageOf(rowsByKind[kind as AlertRow["kind"]] ?? []),
      total_capped: false,
      today: summary.today,
    }),
  extra = () => undefined,
  permissions = ["alerts:read", "inventory:withdraw", "products:read", "warehouses:read"],
}: {
  list?: (query: Query) => Response | Promise<Response>;
  extra?: MockHandler;
  permissions?: string[];
} = {}) {
  return stubSignedIn(
    (request) => {
      const answered = extra(request);
      if (answered) return answered;
      if (isCall(request, "GET", "/api/alerts")) return list(queryOf(request.url));
      if (isCall(request, "GET", "/api/alerts/summary")) return jsonResponse(200, summary);
      if (isCall(request, "GET", "/api/warehouse"))
        return jsonResponse(200, pageOf([principal, { ...medellin, identification: "1", is_active: true }]));
      return undefined;
    },
    { id: "u-2", name: "laura gómez", role: "bodeguero" },
    permissions,
  );
}

const listUrls = (fetchMock: Mock<typeof fetch>) => liveCalls(fetchMock, "GET", "/api/alerts").map(({ url }) => url);
const table = (name: string) => screen.findByRole("table", { name: `Alertas: ${name}` });
const headers = (element: HTMLElement) =>
  within(element)
    .getAllByRole("columnheader")
    .map((header) => header.textContent);
/** The columns 'Stock bajo' and 'Agotados' share. */
const levelHeaders = ["Producto", "Bodega", "Disponible", "Mínimo", "Máximo", "Reservado", "En camino"];
const rowOf = async (element: HTMLElement, text: string) => (await within(element).findByText(text)).closest("tr")!;

async function open(path: string, options?: Parameters<typeof stubAlerts>[0]) {
  const fetchMock = stubAlerts(options);
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Alertas" });
  return { fetchMock, user, ...view };
}

describe("alerts screen: tabs", () => {
  it("opens on 'Stock bajo' with its counts, columns, product links and the reorder quantity", async () => {
    const { fetchMock } = await open(PATH);

    const tabs = within(screen.getByRole("tablist", { name: "Tipos de alerta" })).getAllByRole("tab");
    // Each with its count from the summary, once it has loaded.
    await waitFor(() =>
      expect(tabs.map((tab) => tab.textContent)).toEqual(["Stock bajo2", "Agotados1", "Por vencer2", "Vencidos2"]),
    );
    expect(screen.getByRole("tab", { name: /Stock bajo/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName(/Stock bajo/);

    const list = await table("Stock bajo");
    expect(headers(list)).toEqual([...levelHeaders, "Reponer", "Acciones"]);
    const all = await rowOf(list, arroz.name);
    expect(within(all).getByRole("link", { name: arroz.name })).toHaveAttribute(
      "href",
      `/dashboard/products/view/${arroz.id}`,
    );
    expect([...all.cells].map((cell) => cell.textContent)).toEqual([
      `${arroz.name}${arroz.sku}`,
      "Todas las bodegas",
      "4",
      "10",
      "50",
      "2",
      "0",
      "46",
      // 'Pedir' is for who may read the purchases (see below).
      "-",
    ]);
    expect([...(await rowOf(list, principal.name)).cells].map((cell) => cell.textContent)).toEqual([
      principal.name,
      "3",
      "5",
      "20",
      "2",
      "0",
      "17",
      // Neither 'Pedir' nor, without transfers:create, 'Trasladar' (see below).
      "-",
    ]);
    expect(listUrls(fetchMock)).toEqual(["/api/alerts?kind=low&group=product&page=1"]);
    expect(liveCalls(fetchMock, "GET", "/api/alerts/summary").map(({ url }) => url)).toContain(
      "/api/alerts/summary?days=30",
    );
    // Nothing to write off outside 'Vencidos'.
    expect(screen.queryByRole("button", { name: "Dar de baja" })).not.toBeInTheDocument();
    // What to order of them is for who may read the purchases (see below).
    expect(screen.queryByRole("link", { name: "Ver sugerido de compra" })).not.toBeInTheDocument();
  });

  it("groups each product with its warehouses underneath, the product's name heading all of them (issue 32)", async () => {
    await open(PATH);
    const list = await table("Stock bajo");
    await within(list).findByText(aceite.name);
    // The header, then a row group per product.
    const [head, arrozGroup, aceiteGroup, ...rest] = within(list).getAllByRole("rowgroup");
    expect(rest).toEqual([]);
    expect(within(head!).getAllByRole("row")).toHaveLength(1);
    const [product, warehouse] = within(arrozGroup!).getAllByRole<HTMLTableRowElement>("row");
    expect(within(arrozGroup!).getAllByRole("row")).toHaveLength(2);
    // The product's cell is a row header over both of its rows; each row's place heads it as well.
    const productHeader = within(product!).getAllByRole("rowheader")[0]!;
    expect(productHeader).toHaveTextContent(`${arroz.name}${arroz.sku}`);
    expect(productHeader).toHaveAttribute("rowspan", "2");
    expect(within(product!).getAllByRole("rowheader")[1]).toHaveTextContent("Todas las bodegas");
    expect(within(warehouse!).getByRole("rowheader")).toHaveTextContent(principal.name);
    // On a phone, each cell of a warehouse's row is named by its own column, after the spanned product's.
    expect([...warehouse!.cells].map((cell) => cell.getAttribute("data-cell-label"))).toEqual([
      // The warehouse's name is the section's title.
      null,
      "Disponible",
      "Mínimo",
      "Máximo",
      "Reservado",
      "En camino",
      "Reponer",
      null,
    ]);

    // Aceite is not low as a whole, only in Bodega Medellín: its own figures are neutral, the warehouse's amber.
    const [aceiteRow, medellinRow] = within(aceiteGroup!).getAllByRole<HTMLTableRowElement>("row");
    expect(aceiteRow!.cells[2]).toHaveTextContent("40");
    expect(aceiteRow!.cells[2]).toHaveClass("text-gray-900");
    expect(aceiteRow!.cells[2]).not.toHaveClass("text-amber-800");
    expect(medellinRow!.cells[0]).toHaveTextContent(medellin.name);
    expect(medellinRow!.cells[1]).toHaveClass("text-amber-800");
    expect((await rowOf(list, arroz.name)).cells[2]).toHaveClass("text-amber-800");
    // 'En camino': the product's units on order, on its row and its warehouses'.
    expect(aceiteRow!.cells[6]).toHaveTextContent(/^12$/);
    expect(medellinRow!.cells[5]).toHaveTextContent(/^12$/);
  });

  it("links 'Stock bajo' to what to order of it, in the warehouse shown (issue 32)", async () => {
    const { user } = await open(`${PATH}?warehouse=${medellin.id}`, {
      permissions: ["alerts:read", "products:read", "warehouses:read", "purchases:read"],
    });
    await table("Stock bajo");
    expect(screen.getByRole("link", { name: "Ver sugerido de compra" })).toHaveAttribute(
      "href",
      `/dashboard/purchase-suggestions?warehouse=${medellin.id}`,
    );
    // Each row's 'Pedir': its product, in its warehouse (all of them on the product's row), among the suggestions.
    const list = await table("Stock bajo");
    const one = await rowOf(list, medellin.name);
    expect(within(one).getByRole("link", { name: `Pedir ${aceite.sku} en ${medellin.name}` })).toHaveAttribute(
      "href",
      `/dashboard/purchase-suggestions?warehouse=${medellin.id}&search=${aceite.sku}`,
    );
    const whole = await rowOf(list, aceite.name);
    expect(within(whole).getByRole("link", { name: `Pedir ${aceite.sku} en todas las bodegas` })).toHaveAttribute(
      "href",
      `/dashboard/purchase-suggestions?search=${aceite.sku}`,
    );
    // Without transfers:create, no 'Trasladar'.
    expect(screen.queryByRole("link", { name: /^Trasladar/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Agotados/ }));
    const out = await table("Agotados");
    expect(screen.queryByRole("link", { name: "Ver sugerido de compra" })).not.toBeInTheDocument();
    // 'Agotados' orders too.
    expect(
      within(await rowOf(out, principal.name)).getByRole("link", { name: `Pedir ${arroz.sku} en ${principal.name}` }),
    ).toBeInTheDocument();
  });

  it("offers 'Trasladar' on a warehouse's row that another warehouse can supply, for who may create transfers", async () => {
    const { user } = await open(PATH, {
      permissions: ["alerts:read", "products:read", "warehouses:read", "transfers:read", "transfers:create"],
    });
    const list = await table("Stock bajo");
    const principalRow = await rowOf(list, principal.name);
    // 17 to reach its maximum of 20; Bodega Medellín can spare 30.
    const transfer = within(principalRow).getByRole("link", {
      name: `Trasladar ${arroz.sku} a ${principal.name} desde ${medellin.name}`,
    });
    expect(transfer).toHaveTextContent(/^Trasladar/);
    expect(transfer).toHaveAttribute(
      "href",
      `/dashboard/transfers?new=1&product=${arroz.id}&from=${medellin.id}&to=${principal.id}&quantity=17`,
    );
    expect(within(transfer).getByTitle(`Desde ${medellin.name}: 30 por encima de su mínimo`)).toBeInTheDocument();
    // One per warehouse that can be supplied: none on a product's own row, none where no warehouse can spare any.
    expect(within(list).getAllByRole("link", { name: /^Trasladar/ })).toHaveLength(1);

    // 'Agotados': no more than the source can spare (2 of the 8 its maximum needs).
    await user.click(screen.getByRole("tab", { name: /Agotados/ }));
    const out = await table("Agotados");
    expect(headers(out)).toContain("Acciones");
    expect(
      within(await rowOf(out, principal.name)).getByRole("link", {
        name: `Trasladar ${arroz.sku} a ${principal.name} desde ${medellin.name}`,
      }),
    ).toHaveAttribute(
      "href",
      `/dashboard/transfers?new=1&product=${arroz.id}&from=${medellin.id}&to=${principal.id}&quantity=2`,
    );
  });

  it("changes tab by click and by arrow keys, keeping the tab in the URL", async () => {
    const { fetchMock, user, router } = await open(PATH);
    await table("Stock bajo");

    await user.click(screen.getByRole("tab", { name: /Agotados/ }));
    const out = await table("Agotados");
    expect(router.state.location.search).toBe("?kind=out");
    expect(headers(out)).toEqual([...levelHeaders, "Acciones"]);
    expect(screen.getByRole("tab", { name: /Agotados/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: /Agotados/ })).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    await table("Por vencer");
    expect(screen.getByRole("tab", { name: /Por vencer/ })).toHaveFocus();
    expect(router.state.location.search).toBe("?kind=expiring");
    await user.keyboard("{End}");
    await table("Vencidos");
    await user.keyboard("{ArrowRight}");
    await table("Stock bajo");
    expect(listUrls(fetchMock)).toEqual([
      "/api/alerts?kind=low&group=product&page=1",
      "/api/alerts?kind=out&group=product&page=1",
      "/api/alerts?kind=expiring&days=30&page=1",
      "/api/alerts?kind=expired&page=1",
    ]);
  });

  it("'Por vencer' shows lots with their date and days left, and asks again for 60 days", async () => {
    const { fetchMock, user, router } = await open(`${PATH}?kind=expiring`);
    const list = await table("Por vencer");
    expect(headers(list)).toEqual(["Producto", "Bodega", "Lote", "Cantidad", "Vence", "Días"]);
    await within(list).findByText("Sin lote");
    const [first, second] = within(list).getAllByRole<HTMLTableRowElement>("row").slice(1);
    expect([...first!.cells].map((cell) => cell.textContent)).toEqual([
      `${arroz.name}${arroz.sku}`,
      principal.name,
      "L-1",
      "12 KG",
      "29/11/2026",
      "5 días",
    ]);
    expect(second!.cells[2]).toHaveTextContent("Sin lote");
    expect(second!.cells[3]).toHaveTextContent("12 UD");
    expect(second!.cells[5]).toHaveTextContent("Hoy");
    // Lots that are only close to expiring cannot be written off.
    expect(within(list).queryByRole("checkbox")).not.toBeInTheDocument();

    const window = screen.getByRole("combobox", { name: alertTexts.days });
    expect(window).toHaveValue("30");
    await user.selectOptions(window, "60");
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toBe("/api/alerts?kind=expiring&days=60&page=1"));
    expect(router.state.location.search).toBe("?kind=expiring&days=60");
    await waitFor(() =>
      expect(liveCalls(fetchMock, "GET", "/api/alerts/summary").map(({ url }) => url)).toContain(
        "/api/alerts/summary?days=60",
      ),
    );
  });

  it("filters by warehouse and search from page 1, and opens on what the URL holds", async () => {
    const { fetchMock, user, router } = await open(`${PATH}?kind=expired&page=2`);
    await table("Vencidos");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Bodega" }), medellin.name);
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe(`/api/alerts?kind=expired&warehouse_id=${medellin.id}&page=1`),
    );
    expect(router.state.location.search).toBe(`?kind=expired&warehouse=${medellin.id}`);

    await user.type(screen.getByRole("searchbox", { name: alertTexts.search }), "arroz");
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe(
        `/api/alerts?kind=expired&warehouse_id=${medellin.id}&page=1&search=arroz`,
      ),
    );
    expect(listUrls(fetchMock)[0]).toBe("/api/alerts?kind=expired&page=2");
  });

  it("has no warehouse filter for whoever may not read the warehouses, and asks for none", async () => {
    const { fetchMock } = await open(PATH, { permissions: ["alerts:read"] });
    await table("Stock bajo");
    expect(screen.queryByRole("combobox", { name: "Bodega" })).not.toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", "/api/warehouse")).toHaveLength(0);
    expect(toastsWithText("No tienes permisos")).toHaveLength(0);
  });

  it("says it is loading, then that there are none", async () => {
    const answer = heldResponse();
    await open(PATH, { list: () => answer.respond() });
    expect(await screen.findByText(alertTexts.loading)).toBeInTheDocument();
    await answer.answer(jsonResponse(200, { ...pageOf([]), total_capped: false, today: summary.today }));
    expect(await screen.findByText("No hay productos con stock bajo.")).toBeInTheDocument();
  });

  it("says nothing matched when a search or a warehouse finds none", async () => {
    const searched = await open(`${PATH}?kind=expired&search=zzz`, {
      list: () => jsonResponse(200, { ...pageOf([]), total_capped: false, today: summary.today }),
    });
    // A search is named; a warehouse alone says the list was narrowed to nothing.
    expect(await screen.findByText("Ninguna alerta coincide con «zzz».")).toBeInTheDocument();
    searched.unmount();
    await open(`${PATH}?kind=expired&warehouse=w-1`, {
      list: () => jsonResponse(200, { ...pageOf([]), total_capped: false, today: summary.today }),
    });
    expect(await screen.findByText(alertTexts.emptySearch)).toBeInTheDocument();
  });

  it("explains a 403 and any other failure", async () => {
    const refused = await open(PATH, { list: () => forbidden("No tienes permisos") });
    expect(await within(await table("Stock bajo")).findByText(alertTexts.listForbidden)).toBeInTheDocument();
    await waitFor(() => expect(toastsWithText(alertTexts.listForbidden)).toHaveLength(1));
    refused.unmount();

    await open(PATH, { list: () => jsonResponse(400, { message: "mal", code: "VALIDATION" }) });
    expect(await within(await table("Stock bajo")).findByText(alertTexts.listError)).toBeInTheDocument();
    await waitFor(() => expect(toastsWithText(alertTexts.listError)).toHaveLength(1));
  });
});

/** The Idempotency-Key header of each write-off, in order. */
function idempotencyKeys(fetchMock: Mock<typeof fetch>): (string | undefined)[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === "/api/inventory/write-off" && init?.method === "POST")
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]);
}

describe("alerts screen: 'Vencidos' and 'Dar de baja'", () => {
  it("shows how long ago each lot expired; no selection without inventory:withdraw", async () => {
    await open(`${PATH}?kind=expired`, { permissions: ["alerts:read"] });
    const list = await table("Vencidos");
    expect((await rowOf(list, arroz.name)).cells[5]).toHaveTextContent("hace 3 días");
    const aceiteRow = await rowOf(list, aceite.name);
    expect(aceiteRow.cells[5]).toHaveTextContent("hace 1 día");
    expect(aceiteRow.cells[4]).toHaveTextContent("23/11/2026");
    expect(within(list).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Dar de baja" })).not.toBeInTheDocument();
    // Without products:read the product's detail would say 'Sin acceso': its name is plain text.
    expect(within(list).queryByRole("link")).not.toBeInTheDocument();
    expect(within(aceiteRow.cells[0]!).getByText(aceite.name).tagName).toBe("SPAN");
  });

  it("selects lots, confirms with a reason, sends them with an Idempotency-Key and reloads list and counts", async () => {
    let remaining = rowsByKind.expired;
    const { fetchMock, user } = await open(`${PATH}?kind=expired`, {
      list: () => jsonResponse(200, { ...pageOf(remaining), total_capped: false, today: summary.today }),
      extra: (request) => {
        if (!isCall(request, "POST", "/api/inventory/write-off")) return undefined;
        remaining = [];
        return jsonResponse(200, { ok: true, lots: 2, quantity: 13 });
      },
    });
    const list = await table("Vencidos");
    const writeOff = await screen.findByRole("button", { name: "Dar de baja" });
    expect(writeOff).toBeDisabled();

    const arrozBox = await within(list).findByRole("checkbox", {
      name: `Seleccionar lote L-1 de ${arroz.name} en ${principal.name}`,
    });
    await user.click(arrozBox);
    expect(screen.getByText("1 lote seleccionado")).toBeInTheDocument();
    const pageBox = screen.getByRole("checkbox", { name: alertTexts.selectPage });
    expect(pageBox).toHaveProperty("indeterminate", true);
    await user.click(pageBox);
    expect(pageBox).toBeChecked();
    expect(
      within(list).getByRole("checkbox", { name: `Seleccionar lote M-7 de ${aceite.name} en ${medellin.name}` }),
    ).toBeChecked();
    expect(screen.getByText("2 lotes seleccionados")).toBeInTheDocument();

    await user.click(writeOff);
    const dialog = screen.getByRole("dialog", { name: writeOffTexts.title });
    expect(dialog).toHaveTextContent("estos 2 lotes vencidos");
    const lots = within(within(dialog).getByRole("list", { name: writeOffTexts.lotsCaption })).getAllByRole("listitem");
    expect(lots.map((lot) => lot.textContent)).toEqual([
      `${arroz.name} · lote L-1 · ${principal.name} · 12 KG`,
      `${aceite.name} · lote M-7 · ${medellin.name} · 1 KG`,
    ]);
    const summaryCalls = liveCalls(fetchMock, "GET", "/api/alerts/summary").length;
    await user.type(within(dialog).getByRole("textbox", { name: writeOffTexts.reason }), " Inventario de noviembre ");
    await user.click(within(dialog).getByRole("button", { name: "Dar de baja" }));

    await waitFor(() => expect(toastsWithText(alertMessages.writtenOff(2))).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", "/api/inventory/write-off").map(({ body }) => body)).toEqual([
      {
        lots: [
          { product_id: arroz.id, warehouse_id: principal.id, lot_number: "L-1" },
          { product_id: aceite.id, warehouse_id: medellin.id, lot_number: "M-7" },
        ],
        reason: "Inventario de noviembre",
      },
    ]);
    expect(idempotencyKeys(fetchMock)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await within(list).findByText("No hay lotes vencidos.")).toBeInTheDocument();
    await waitFor(() =>
      expect(liveCalls(fetchMock, "GET", "/api/alerts/summary").length).toBeGreaterThan(summaryCalls),
    );
    expect(screen.queryByText(/seleccionado/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dar de baja" })).toBeDisabled();
  });

  it("sends no reason when none is typed, and keeps the dialog on a refusal with the server's words", async () => {
    const refusal = alertMessages.notExpired("L-1");
    const { fetchMock, user } = await open(`${PATH}?kind=expired`, {
      extra: (request) =>
        isCall(request, "POST", "/api/inventory/write-off")
          ? jsonResponse(409, { message: refusal, code: "CONFLICT" })
          : undefined,
    });
    const list = await table("Vencidos");
    await user.click(
      await within(list).findByRole("checkbox", { name: new RegExp(`^Seleccionar lote L-1 de ${arroz.name}`) }),
    );
    await user.click(screen.getByRole("button", { name: "Dar de baja" }));
    const dialog = screen.getByRole("dialog", { name: writeOffTexts.title });
    expect(dialog).toHaveTextContent("este lote vencido");
    await user.click(within(dialog).getByRole("button", { name: "Dar de baja" }));

    await waitFor(() => expect(toastsWithText(refusal)).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", "/api/inventory/write-off").map(({ body }) => body)).toEqual([
      { lots: [{ product_id: arroz.id, warehouse_id: principal.id, lot_number: "L-1" }] },
    ]);
    expect(screen.getByRole("dialog", { name: writeOffTexts.title })).toBeInTheDocument();
    expect(screen.getByText("1 lote seleccionado")).toBeInTheDocument();
  });

  it("drops the selection when the tab changes", async () => {
    const { user } = await open(`${PATH}?kind=expired`);
    const list = await table("Vencidos");
    await user.click((await within(list).findAllByRole("checkbox"))[0]!);
    expect(screen.getByText("1 lote seleccionado")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Por vencer/ }));
    await table("Por vencer");
    await user.click(screen.getByRole("tab", { name: /Vencidos/ }));
    await table("Vencidos");
    expect(screen.queryByText(/seleccionado/)).not.toBeInTheDocument();
  });
});

describe("'Trasladar' quantity", () => {
  const low = alertRow({ kind: "low", warehouse: medellin, quantity: 3, minimum: 5, maximum: 20 });
  it("brings the warehouse to its maximum, at least just above its minimum, within what the source spares", () => {
    expect(transferQuantity(low, 100)).toBe(17);
    expect(transferQuantity(low, 4)).toBe(4);
    // No maximum, or one no higher than the minimum: one past the minimum, where it is no longer low.
    expect(transferQuantity({ ...low, maximum: null }, 100)).toBe(3);
    expect(transferQuantity({ ...low, maximum: 5 }, 100)).toBe(3);
  });
});
