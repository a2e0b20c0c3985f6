import { shortageMessages } from "@inventario/shared/inventory";
import type { StockCount, StockCountLine } from "@inventario/shared/stock-counts";
import { stockCountMessages } from "@inventario/shared/stock-counts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { arroz } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { blindLine, countLine, sheetPageOf, stockCount } from "../../../test/stock-count-fixtures";

setUpScreenTests();
beforeAll(() => import("./stock-count-page"));

const PATH = "/dashboard/stock-counts/c-1";
const COUNT = "/api/stock-counts/c-1";
const COUNTER = ["counts:read", "counts:count"];

/** Count c-1 as `count` says and its sheet as `lines` says (read again after every write); `handler` first. */
function stubCount(
  count: () => StockCount,
  lines: () => StockCountLine[],
  handler: MockHandler = () => undefined,
  permissions?: string[],
) {
  return stubSignedIn(
    (request) => {
      const answer = handler(request);
      if (answer) return answer;
      if (isCall(request, "GET", COUNT)) return jsonResponse(200, count());
      if (isCall(request, "GET", `${COUNT}/lines`)) return jsonResponse(200, sheetPageOf(lines()));
      return undefined;
    },
    permissions ? staffUser : undefined,
    permissions,
  );
}

async function openCount(
  count: StockCount,
  lines: StockCountLine[],
  handler?: MockHandler,
  permissions?: string[],
  path = PATH,
) {
  const fetchMock = stubCount(
    () => count,
    () => lines,
    handler,
    permissions,
  );
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: `Conteo ${count.number}` });
  await screen.findAllByText(arroz.sku);
  return { fetchMock, user, ...view };
}

const headers = () =>
  within(screen.getByRole("table", { name: "Hoja de conteo" }))
    .getAllByRole("columnheader")
    .map((header) => header.textContent);

/** The header's buttons and links. */
const actionNames = () => {
  const header = screen.getByRole("heading", { level: 1 }).closest("header")!;
  return [...within(header).queryAllByRole("link"), ...within(header).queryAllByRole("button")].map(
    (element) => element.textContent,
  );
};

const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);

describe("a count's screen", () => {
  it("shows the approver the book, the difference and its value; offers review and cancel while open", async () => {
    await openCount(stockCount(), [countLine()]);
    const summary = screen.getByRole("region", { name: "Datos del conteo" });
    expect(within(summary).getByText("Abierto")).toBeInTheDocument();
    expect(within(summary).getByText("Bodega Principal")).toBeInTheDocument();
    expect(within(summary).getByText("Categoría: Granos")).toBeInTheDocument();
    expect(within(summary).getByText("Conteo de fin de mes")).toBeInTheDocument();
    expect(headers()).toEqual([
      "Producto",
      "Categoría",
      "Lote",
      "Vence",
      "Contado",
      "Existencia",
      "Diferencia",
      "Valor diferencia",
      "Movido",
      "Contado por",
      "Tu conteo",
    ]);
    expect(screen.getByText("−2 UD")).toBeInTheDocument();
    expect(actionNames()).toEqual(["Volver a los conteos", "Pasar a revisión", "Cancelar conteo"]);
    expect(
      within(screen.getByLabelText("Mostrar"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Todas", "Solo diferencias", "Sin contar", "Movidos durante el conteo"]);
  });

  it("hides the book from a counter of a blind count: no book columns, only 'Todas' and 'Sin contar'", async () => {
    const { fetchMock } = await openCount(
      stockCount({ blind: true, shows_book: false }),
      [blindLine()],
      undefined,
      COUNTER,
      `${PATH}?filter=differences`,
    );
    expect(headers()).toEqual(["Producto", "Categoría", "Lote", "Vence", "Contado", "Contado por", "Tu conteo"]);
    expect(screen.queryByText("Existencia")).not.toBeInTheDocument();
    expect(screen.queryByText("Diferencia")).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText("Mostrar"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Todas", "Sin contar"]);
    // Counting, but neither review nor cancel.
    expect(actionNames()).toEqual(["Volver a los conteos"]);
    expect(screen.getByLabelText("Escanear código")).toBeInTheDocument();
    // A link asking for the differences is read as 'Todas': the server would refuse it (403).
    const asked = liveCalls(fetchMock, "GET", `${COUNT}/lines`).map(({ url }) => queryOf(url).filter);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((filter) => filter === "all")).toBe(true);
  });

  it("sends a scan as 1 added, clears the box and keeps its focus, and says what the line holds", async () => {
    const blind = stockCount({ blind: true, shows_book: false });
    const { fetchMock, user } = await openCount(
      blind,
      [blindLine()],
      (request) =>
        isCall(request, "POST", `${COUNT}/entries`)
          ? jsonResponse(200, { lines: [blindLine({ counted: 6 })] })
          : undefined,
      COUNTER,
    );
    const box = screen.getByLabelText("Escanear código");
    await user.type(box, " arz-500{Enter}");

    expect(await screen.findByText("ARZ-500 · L1: contado 6 UD")).toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", `${COUNT}/entries`).map(({ body }) => body)).toEqual([
      { entries: [{ sku: "ARZ-500", quantity: 1, mode: "add" }] },
    ]);
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();
    // No toast for a scan: the answer is said beside the box.
    expect(toastsWithText("contado 6")).toHaveLength(0);
  });

  it("sends a typed quantity with 'Fijar mi conteo' once, then goes back to 1 and 'Sumar'", async () => {
    const { fetchMock, user } = await openCount(stockCount(), [countLine()], (request) =>
      isCall(request, "POST", `${COUNT}/entries`)
        ? jsonResponse(200, { lines: [countLine({ counted: 12 })] })
        : undefined,
    );
    const quantity = screen.getByRole("spinbutton", { name: "Cantidad" });
    await user.clear(quantity);
    await user.type(quantity, "12");
    await user.selectOptions(screen.getByRole("combobox", { name: "Modo" }), "Fijar mi conteo");
    await user.type(screen.getByLabelText("Escanear código"), "ARZ-500{Enter}");

    expect(await screen.findByText("ARZ-500 · L1: contado 12 UD")).toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", `${COUNT}/entries`)[0]!.body).toEqual({
      entries: [{ sku: "ARZ-500", quantity: 12, mode: "set" }],
    });
    expect(quantity).toHaveValue(1);
    expect(screen.getByRole("combobox", { name: "Modo" })).toHaveValue("add");
  });

  it("asks for the lot of a product with several lots here, then sends the scan again with it", async () => {
    const lots = ["L1", "L2"];
    const { fetchMock, user } = await openCount(
      stockCount(),
      [countLine(), countLine({ id: `${arroz.id}/L2`, lot_number: "L2" })],
      (request) => {
        if (!isCall(request, "POST", `${COUNT}/entries`)) return undefined;
        const [entry] = (request.body as { entries: { lot_number?: string }[] }).entries;
        if (!entry?.lot_number) {
          const message = stockCountMessages.lotRequired(lots);
          return jsonResponse(400, { message, code: "VALIDATION", fields: { "entries.0.lot_number": message } });
        }
        return jsonResponse(200, { lines: [countLine({ id: `${arroz.id}/L2`, lot_number: "L2", counted: 1 })] });
      },
    );
    await user.type(screen.getByLabelText("Escanear código"), "ARZ-500{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(stockCountMessages.lotRequired(lots));

    const lot = await screen.findByRole("combobox", { name: "Lote" });
    await waitFor(() =>
      expect(
        within(lot)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Selecciona el lote", "L1", "L2", "Otro lote (escríbelo)"]),
    );
    await user.selectOptions(lot, "L2");
    await user.click(screen.getByRole("button", { name: "Enviar con lote" }));

    expect(await screen.findByText("ARZ-500 · L2: contado 1 UD")).toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", `${COUNT}/entries`).map(({ body }) => body)).toEqual([
      { entries: [{ sku: "ARZ-500", quantity: 1, mode: "add" }] },
      { entries: [{ sku: "ARZ-500", quantity: 1, mode: "add", lot_number: "L2" }] },
    ]);
    expect(screen.queryByRole("combobox", { name: "Lote" })).not.toBeInTheDocument();
  });

  it("saves a quantity typed on a line, by its product and lot", async () => {
    const { fetchMock, user } = await openCount(stockCount(), [countLine()], (request) =>
      isCall(request, "POST", `${COUNT}/entries`)
        ? jsonResponse(200, { lines: [countLine({ counted: 8 })] })
        : undefined,
    );
    await user.type(screen.getByRole("spinbutton", { name: "Cantidad de ARZ-500 L1" }), "3");
    await user.click(screen.getByRole("button", { name: "Guardar conteo de ARZ-500 L1" }));
    await waitFor(() => expect(toastsWithText("ARZ-500 · L1: contado 8 UD")).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", `${COUNT}/entries`)[0]!.body).toEqual({
      entries: [{ product_id: arroz.id, lot_number: "L1", quantity: 3, mode: "add" }],
    });
  });

  it("in review: sends a counted line back to recount, by a name without the product's", async () => {
    let count = stockCount({ status: "REVIEW" });
    const fetchMock = stubCount(
      () => count,
      () => [
        countLine(),
        countLine({ id: `${arroz.id}/L2`, line_id: null, lot_number: "L2", counted: null, counted_by: [] }),
      ],
      (request) => {
        if (!isCall(request, "POST", `${COUNT}/recount`)) return undefined;
        count = stockCount({ status: "OPEN" });
        return jsonResponse(200, count);
      },
    );
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole("heading", { level: 1, name: "Conteo CF-000012" });
    expect(actionNames()).toEqual([
      "Volver a los conteos",
      "Informe de diferencias",
      "Aplicar ajustes",
      "Cancelar conteo",
    ]);
    // Only a counted line can go back; an uncounted one has nothing to recount.
    const button = await screen.findByRole("button", { name: "Pedir reconteo de ARZ-500 L1" });
    expect(screen.queryByRole("button", { name: "Pedir reconteo de ARZ-500 L2" })).not.toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(liveCalls(fetchMock, "POST", `${COUNT}/recount`)[0]?.body).toEqual({ lines: ["cl-1"] }));
    // The count is open again: it offers review.
    expect(await screen.findByRole("button", { name: "Pasar a revisión" })).toBeInTheDocument();
  });

  it("applies only after an explicit choice for what nobody counted, with an Idempotency-Key", async () => {
    let count = stockCount({ status: "REVIEW" });
    const fetchMock = stubCount(
      () => count,
      () => [countLine()],
      (request) => {
        if (!isCall(request, "POST", `${COUNT}/apply`)) return undefined;
        count = stockCount({ status: "APPLIED", uncounted: "keep", net_value: -5000, approved_by: "Administrador" });
        return jsonResponse(200, count);
      },
    );
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole("button", { name: "Aplicar ajustes" }));
    const dialog = await screen.findByRole("dialog", { name: "Aplicar ajustes del conteo CF-000012" });
    const radios = within(dialog).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual(["Dejar como están", "Poner en cero"]);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);

    await user.click(within(dialog).getByRole("button", { name: "Aplicar ajustes" }));
    expect(await within(dialog).findByText(stockCountMessages.uncountedRequired)).toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", `${COUNT}/apply`)).toHaveLength(0);

    await user.click(within(dialog).getByRole("radio", { name: "Dejar como están" }));
    await user.click(within(dialog).getByRole("button", { name: "Aplicar ajustes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(liveCalls(fetchMock, "POST", `${COUNT}/apply`)[0]!.body).toEqual({
      uncounted: "keep",
      confirm_shortages: false,
    });
    const [, init] = fetchMock.mock.calls.find(
      ([input, init]) => String(input) === `${COUNT}/apply` && init?.method === "POST",
    )!;
    expect(new Headers(init?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText("Ajustes del conteo CF-000012 aplicados")).toBeInTheDocument();
    // Applied: read-only, with the choice and the net value told.
    await waitFor(() => expect(actionNames()).toEqual(["Volver a los conteos", "Informe de diferencias"]));
    const summary = screen.getByRole("region", { name: "Datos del conteo" });
    expect(within(summary).getByText("Dejar como están")).toBeInTheDocument();
    expect(within(summary).getByText("-$ 5.000,00")).toBeInTheDocument();
  });

  it("names the pending sales a shortage leaves short and applies only once that is ticked", async () => {
    let count = stockCount({ status: "REVIEW" });
    const message = shortageMessages.confirm(["V-000123"]);
    const fetchMock = stubCount(
      () => count,
      () => [countLine()],
      (request) => {
        if (!isCall(request, "POST", `${COUNT}/apply`)) return undefined;
        if (!(request.body as { confirm_shortages?: boolean }).confirm_shortages)
          return jsonResponse(409, { message, code: "CONFLICT", fields: { confirm_shortages: message } });
        count = stockCount({ status: "APPLIED", uncounted: "keep", net_value: -5000, approved_by: "Administrador" });
        return jsonResponse(200, count);
      },
    );
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole("button", { name: "Aplicar ajustes" }));
    const dialog = await screen.findByRole("dialog", { name: "Aplicar ajustes del conteo CF-000012" });
    await user.click(within(dialog).getByRole("radio", { name: "Dejar como están" }));
    await user.click(within(dialog).getByRole("button", { name: "Aplicar ajustes" }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: /Aplicar de todas formas/ }));
    await user.click(within(dialog).getByRole("button", { name: "Aplicar ajustes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(liveCalls(fetchMock, "POST", `${COUNT}/apply`).map((call) => call.body)).toEqual([
      { uncounted: "keep", confirm_shortages: false },
      { uncounted: "keep", confirm_shortages: true },
    ]);
  });

  it("cancels with a reason", async () => {
    const fetchMock = stubCount(
      () => stockCount(),
      () => [countLine()],
      (request) =>
        isCall(request, "POST", `${COUNT}/cancel`)
          ? jsonResponse(200, stockCount({ status: "CANCELLED", reason: "Error de bodega" }))
          : undefined,
    );
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole("button", { name: "Cancelar conteo" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancelar conteo" }));
    expect(await within(dialog).findByText(stockCountMessages.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Motivo"), "Error de bodega");
    await user.click(within(dialog).getByRole("button", { name: "Cancelar conteo" }));
    await waitFor(() =>
      expect(liveCalls(fetchMock, "POST", `${COUNT}/cancel`)[0]?.body).toEqual({ reason: "Error de bodega" }),
    );
  });
});
