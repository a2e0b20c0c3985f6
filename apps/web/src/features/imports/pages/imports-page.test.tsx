import { importApiMessages } from "@inventario/shared/import-api";
import { importColumns, importMessages, MAX_IMPORT_BYTES } from "@inventario/shared/imports";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Mock } from "vitest";
import { beforeAll, describe, expect, it } from "vitest";
import { spreadsheetTexts } from "../../../components/spreadsheet-texts";
import {
  isCall,
  jsonResponse,
  liveCalls,
  type MockHandler,
  type MockRequest,
  staffUser,
} from "../../../test/fetch-mock";
import {
  captureDownloads,
  checkWithErrors,
  cleanCheck,
  importRecord,
  spreadsheet,
} from "../../../test/import-fixtures";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { importTexts } from "../import-texts";

setUpScreenTests();
beforeAll(() => import("./imports-page"));

const PATH = "/dashboard/imports";

type ImportApi = {
  list?: MockHandler;
  template?: MockHandler;
  check?: MockHandler;
  apply?: MockHandler;
  errors?: MockHandler;
};

const pathOf = (request: MockRequest) => new URL(request.url, "http://localhost");

/** The import calls answered by `api`; every other call left to the stub's 418. */
function stubImports(api: ImportApi = {}, permissions?: readonly string[]) {
  const handler: MockHandler = (request) => {
    const url = pathOf(request);
    if (isCall(request, "GET", "/api/imports")) return (api.list ?? (() => jsonResponse(200, pageOf([]))))(request);
    if (request.method === "GET" && url.pathname.startsWith("/api/imports/templates/")) return api.template?.(request);
    if (request.method !== "POST" || !url.pathname.startsWith("/api/imports/")) return undefined;
    if (url.pathname.endsWith("/errors")) return api.errors?.(request);
    return url.searchParams.get("dry_run") === "true" ? api.check?.(request) : api.apply?.(request);
  };
  return permissions ? stubSignedIn(handler, staffUser, permissions) : stubSignedIn(handler);
}

async function openImports(api?: ImportApi, permissions?: readonly string[]) {
  const fetchMock = stubImports(api, permissions);
  const user = userEvent.setup();
  const view = renderApp(PATH);
  await screen.findByRole("heading", { level: 1, name: importTexts.title });
  return { fetchMock, user, ...view };
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>(importTexts.fileInput);
const checkButton = () => screen.getByRole("button", { name: importTexts.check });
const applyButton = () => screen.getByRole("button", { name: importTexts.apply });

/** The POSTs sent to the import calls, with their query, multipart file and Idempotency-Key. */
function posts(fetchMock: Mock<typeof fetch>) {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === "POST" && String(input).startsWith("/api/imports/"))
    .map(([input, init]) => {
      const url = new URL(String(input), "http://localhost");
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const body = init?.body as FormData;
      return {
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        file: body.get("file") as File,
        key: headers["Idempotency-Key"],
      };
    });
}

describe("'Importar datos': what to import", () => {
  it("offers only the kinds the user may import, and shows the chosen kind's columns", async () => {
    const { user } = await openImports({}, ["imports:stock", "imports:clients"]);

    const kinds = screen.getByRole("group", { name: importTexts.kindLegend });
    expect(
      within(kinds)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Existencias iniciales", "Clientes"]);
    expect(within(kinds).getByRole("radio", { name: "Existencias iniciales" })).toBeChecked();
    const columns = screen.getByRole("table", { name: importTexts.columnsCaption("Existencias iniciales") });
    const firstCells = within(columns)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.querySelector("td")?.textContent);
    expect(firstCells).toEqual(importColumns.stock.map((column) => column.header));
    const sku = within(columns).getByText("Código").closest("tr")!;
    expect(sku).toHaveTextContent(importTexts.need.key);
    expect(within(columns).getByText("Lote").closest("tr")).toHaveTextContent(importTexts.need.optional);
    expect(within(columns).getByText("Cantidad").closest("tr")).toHaveTextContent(importTexts.need.always);

    await user.click(within(kinds).getByRole("radio", { name: "Clientes" }));
    expect(screen.getByRole("heading", { name: importTexts.columnsHeading("Clientes") })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: importTexts.columnsCaption("Clientes") })).toHaveTextContent(
      "Identificación",
    );
  });

  it("downloads the chosen kind's template under the server's name", async () => {
    const saved = captureDownloads();
    const { fetchMock, user } = await openImports({
      template: () =>
        new Response("PK", {
          status: 200,
          headers: { "content-disposition": 'attachment; filename="plantilla-products.xlsx"' },
        }),
    });

    await user.click(screen.getByRole("button", { name: importTexts.template }));

    await waitFor(() => expect(saved).toEqual(["plantilla-products.xlsx"]));
    expect(liveCalls(fetchMock, "GET", "/api/imports/templates/products")).toHaveLength(1);
    await waitFor(() => expect(toastsWithText(importTexts.templateDone("plantilla-products.xlsx"))).toHaveLength(1));
  });
});

describe("'Importar datos': the file and its check", () => {
  it("refuses a file over 20 MB before sending it, with the server's own words", async () => {
    const { fetchMock, user } = await openImports();
    const big = spreadsheet("enorme.xlsx");
    Object.defineProperty(big, "size", { value: MAX_IMPORT_BYTES + 1 });

    await user.upload(fileInput(), big);

    expect(await screen.findByRole("alert")).toHaveTextContent(importMessages.file.tooLarge);
    expect(screen.queryByText("enorme.xlsx")).not.toBeInTheDocument();
    expect(checkButton()).toBeDisabled();
    expect(posts(fetchMock)).toEqual([]);
  });

  it("checks the file and lists the counts, the ignored columns and every error; 'Importar' stays off", async () => {
    const { fetchMock, user } = await openImports({ check: () => jsonResponse(200, checkWithErrors()) });
    expect(checkButton()).toBeDisabled();
    expect(applyButton()).toBeDisabled();

    await user.upload(fileInput(), spreadsheet());
    // The chosen file, with its size.
    expect(screen.getByText("productos.xlsx")).toBeInTheDocument();
    expect(screen.getByText("7 B")).toBeInTheDocument();
    await user.click(checkButton());

    expect(await screen.findByRole("heading", { name: importTexts.resultHeading })).toBeInTheDocument();
    const [sent] = posts(fetchMock);
    expect(sent).toMatchObject({ path: "/api/imports/products", query: { dry_run: "true" }, key: undefined });
    expect(sent?.file.name).toBe("productos.xlsx");

    const counts = screen.getByText(importTexts.counts.create).closest("dl")!;
    expect(counts).toHaveTextContent("Filas4A crear3A actualizar0Sin cambios0");
    expect(screen.getByText(importTexts.ignoredColumns(["Color"]))).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(importTexts.hasErrors(2));

    const errors = screen.getByRole("table", { name: importTexts.errorsCaption });
    expect(
      within(errors)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Fila", "Columna", "Valor", "Mensaje"]);
    const price = within(errors).getByText("doce mil").closest("tr")!;
    expect(price.cells[0]).toHaveTextContent("2");
    expect(price.cells[1]).toHaveTextContent("Precio");
    expect(price.cells[3]).toHaveTextContent("Debe ser un valor en pesos");
    const name = within(errors).getByText("El nombre es obligatorio").closest("tr")!;
    expect(name.cells[2]).toHaveTextContent(importTexts.emptyValue);
    expect(applyButton()).toBeDisabled();
  });

  it("says how many errors only the errors file holds, and downloads it with the same file", async () => {
    const saved = captureDownloads();
    const listed = Array.from({ length: 1000 }, (_, index) => ({
      row: index + 2,
      column: "Precio",
      value: "x",
      message: `Error ${index + 1}`,
    }));
    const { fetchMock, user } = await openImports({
      check: () => jsonResponse(200, checkWithErrors({ errors: listed, errors_total: 1234 })),
      errors: () =>
        new Response("PK", {
          status: 200,
          headers: {
            "content-disposition": "attachment; filename=\"errores.xlsx\"; filename*=UTF-8''cat%C3%A1logo-errores.xlsx",
          },
        }),
    });
    await user.upload(fileInput(), spreadsheet("catálogo.xlsx"));
    await user.click(checkButton());

    expect(await screen.findByText(importTexts.moreErrors(1000, 234))).toBeInTheDocument();
    expect(
      screen.getByText("Se muestran los primeros 1.000 errores; los otros 234 están en el archivo de errores."),
    ).toBeInTheDocument();
    // Ten at a time, paged like every list.
    const errors = screen.getByRole("table", { name: importTexts.errorsCaption });
    expect(within(errors).getAllByRole("row")).toHaveLength(11);
    expect(screen.getByText("1–10 de 1.000")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Página 2" }));
    expect(within(errors).getByText("Error 11")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: spreadsheetTexts.downloadErrors }));
    await waitFor(() => expect(saved).toEqual(["catálogo-errores.xlsx"]));
    const sent = posts(fetchMock).at(-1);
    expect(sent).toMatchObject({ path: "/api/imports/products/errors", query: {} });
    expect(sent?.file.name).toBe("catálogo.xlsx");
  });

  it("shows a refused file's reason (400, 413) in place, and the screen keeps working", async () => {
    let answer = jsonResponse(400, { message: importMessages.file.notSpreadsheet, code: "VALIDATION" });
    const { user } = await openImports({ check: () => answer });
    await user.upload(fileInput(), spreadsheet("fotos.xlsx"));
    await user.click(checkButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(importMessages.file.notSpreadsheet);
    expect(applyButton()).toBeDisabled();

    answer = jsonResponse(413, { message: importMessages.file.tooLarge, code: "PAYLOAD_TOO_LARGE" });
    await user.click(checkButton());
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(importMessages.file.tooLarge));

    answer = jsonResponse(200, cleanCheck());
    await user.click(checkButton());
    expect(await screen.findByText(importTexts.ready(3))).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("takes a file dropped on the zone", async () => {
    await openImports();
    const zone = screen.getByRole("region", { name: importTexts.dropTitle });
    const file = spreadsheet("clientes.csv");
    fireEvent.dragOver(zone, { dataTransfer: { types: ["Files"], files: [file], dropEffect: "none" } });
    fireEvent.drop(zone, { dataTransfer: { types: ["Files"], files: [file] } });
    expect(await screen.findByText("clientes.csv")).toBeInTheDocument();
    expect(checkButton()).toBeEnabled();
  });

  it("says a file without rows has nothing to import", async () => {
    const { user } = await openImports({
      check: () => jsonResponse(200, cleanCheck({ rows: 0, create: 0, update: 0 })),
    });
    await user.upload(fileInput(), spreadsheet());
    await user.click(checkButton());
    expect(await screen.findByText(importTexts.noRows)).toBeInTheDocument();
    expect(applyButton()).toBeDisabled();
  });
});

describe("'Importar datos': the import", () => {
  it("imports a clean file with an Idempotency-Key, says what it did and reloads the history", async () => {
    let history = pageOf<ReturnType<typeof importRecord>>([]);
    const { fetchMock, user } = await openImports({
      list: () => jsonResponse(200, history),
      check: () => jsonResponse(200, cleanCheck()),
      apply: () => {
        history = pageOf([importRecord()]);
        return jsonResponse(201, importRecord());
      },
    });
    expect(await screen.findByText(importTexts.historyEmpty)).toBeInTheDocument();
    await user.upload(fileInput(), spreadsheet());
    await user.click(checkButton());
    expect(await screen.findByText(importTexts.ready(3))).toBeInTheDocument();
    expect(screen.getByText(importTexts.applyReady(3, "Productos"))).toBeInTheDocument();

    await user.click(applyButton());

    const notice = await screen.findByText(importTexts.applied("I-000001"), { selector: "p" });
    expect(notice.closest("[role=status]")).toHaveTextContent("3 filas: 2 creadas, 1 actualizada, 0 sin cambios.");
    const sent = posts(fetchMock).at(-1);
    expect(sent).toMatchObject({ path: "/api/imports/products", query: {} });
    expect(sent?.key).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(toastsWithText(importTexts.applied("I-000001"))).toHaveLength(1));
    // The file is done with: choosing it again starts over.
    expect(screen.queryByRole("button", { name: importTexts.remove })).not.toBeInTheDocument();
    expect(applyButton()).toBeDisabled();
    const table = screen.getByRole("table", { name: importTexts.historyCaption });
    expect(await within(table).findByText("I-000001")).toBeInTheDocument();
  });

  it("hides the check and turns 'Importar' off when another file or kind is chosen", async () => {
    const { user } = await openImports({ check: () => jsonResponse(200, cleanCheck()) });
    await user.upload(fileInput(), spreadsheet());
    await user.click(checkButton());
    await screen.findByText(importTexts.ready(3));
    expect(applyButton()).toBeEnabled();

    await user.click(screen.getByRole("radio", { name: "Bodegas" }));
    expect(applyButton()).toBeDisabled();
    expect(screen.queryByText(importTexts.ready(3))).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Productos" }));
    await user.upload(fileInput(), spreadsheet("otro.xlsx"));
    expect(applyButton()).toBeDisabled();
  });

  it("shows the errors an import was refused for (422) like a check's", async () => {
    const refused = checkWithErrors();
    const { user } = await openImports({
      check: () => jsonResponse(200, cleanCheck()),
      apply: () =>
        jsonResponse(422, {
          message: importApiMessages.hasErrors(2),
          code: "IMPORT_ERRORS",
          errors: refused.errors,
          errors_total: 2,
        }),
    });
    await user.upload(fileInput(), spreadsheet());
    await user.click(checkButton());
    await screen.findByText(importTexts.ready(3));
    await user.click(applyButton());

    expect(await screen.findByRole("heading", { name: importTexts.refusedHeading })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(importTexts.hasErrors(2));
    expect(screen.getByRole("table", { name: importTexts.errorsCaption })).toHaveTextContent("doce mil");
    expect(applyButton()).toBeDisabled();
  });

  it("asks before importing opening stock again (409), and confirming sends it again with a new key", async () => {
    const message = importApiMessages.duplicate("I-000003", "27/11/2026");
    const { fetchMock, user } = await openImports({
      check: () => jsonResponse(200, cleanCheck()),
      apply: (request) =>
        pathOf(request).searchParams.get("confirm_duplicate") === "true"
          ? jsonResponse(201, importRecord({ number: "I-000004", kind: "stock" }))
          : jsonResponse(409, { message, code: "DUPLICATE_IMPORT" }),
    });
    await user.click(screen.getByRole("radio", { name: "Existencias iniciales" }));
    await user.upload(fileInput(), spreadsheet("existencias.xlsx"));
    await user.click(checkButton());
    await screen.findByText(importTexts.ready(3));
    await user.click(applyButton());

    const dialog = await screen.findByRole("dialog", { name: importTexts.duplicateTitle });
    expect(dialog).toHaveTextContent(message);
    await user.click(within(dialog).getByRole("button", { name: importTexts.duplicateConfirm }));

    expect(await screen.findByText(importTexts.applied("I-000004"), { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText(importTexts.appliedStock)).toBeInTheDocument();
    const [first, second] = posts(fetchMock).filter((sent) => sent.query.dry_run === undefined);
    expect(first).toMatchObject({ path: "/api/imports/stock", query: {} });
    expect(second).toMatchObject({ path: "/api/imports/stock", query: { confirm_duplicate: "true" } });
    expect(second?.key).toBeDefined();
    expect(second?.key).not.toBe(first?.key);
  });

  it("leaves the stock as it was when the repeat is cancelled", async () => {
    const { fetchMock, user } = await openImports({
      check: () => jsonResponse(200, cleanCheck()),
      apply: () =>
        jsonResponse(409, { message: importApiMessages.duplicate("I-000003", "27/11/2026"), code: "DUPLICATE_IMPORT" }),
    });
    await user.upload(fileInput(), spreadsheet());
    await user.click(checkButton());
    await screen.findByText(importTexts.ready(3));
    await user.click(applyButton());
    const dialog = await screen.findByRole("dialog", { name: importTexts.duplicateTitle });
    await user.click(within(dialog).getByRole("button", { name: importTexts.cancel }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(posts(fetchMock).filter((sent) => sent.query.dry_run === undefined)).toHaveLength(1);
    expect(applyButton()).toBeEnabled();
  });
});
