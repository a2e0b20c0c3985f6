import { importMessages, MAX_IMPORT_BYTES } from "@inventario/shared/imports";
import type { StockCount, StockCountUpload } from "@inventario/shared/stock-counts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Mock } from "vitest";
import { beforeAll, describe, expect, it } from "vitest";
import { spreadsheetTexts } from "../../../components/spreadsheet-texts";
import { arroz } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { captureDownloads } from "../../../test/import-fixtures";
import { renderApp } from "../../../test/render-app";
import { setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { countLine, sheetPageOf, stockCount } from "../../../test/stock-count-fixtures";
import { uploadTexts } from "../stock-count-texts";

setUpScreenTests();
beforeAll(() => import("./stock-count-page"));

const PATH = "/dashboard/stock-counts/c-1";
const COUNT = "/api/stock-counts/c-1";
const UPLOAD = `${COUNT}/upload`;

const csv = (name = "conteo.csv") =>
  new File(["\uFEFFCódigo;Lote;Contado\nARZ-500;L1;6\n"], name, { type: "text/csv" });

/** A check of a sheet of 3 rows, 2 of them counted, that found nothing wrong. */
function cleanSheet(overrides: Partial<StockCountUpload> = {}): StockCountUpload {
  return {
    rows: 3,
    counted: 2,
    errors: [],
    errors_total: 0,
    ignored_columns: ["Producto", "Unidad"],
    recorded: false,
    ...overrides,
  };
}

const unknownSku = { row: 3, column: "Código", value: "NO-EXISTE", message: "El producto no existe" };
const badQuantity = { row: 5, column: "Contado", value: "seis", message: "Debe ser un número entero" };

/** Count c-1 and its sheet; the upload calls answered by `upload` (the dry run and the record). */
function stubUpload(
  upload: MockHandler,
  { count = stockCount(), permissions }: { count?: StockCount; permissions?: string[] } = {},
) {
  let sheetReads = 0;
  const fetchMock = stubSignedIn(
    (request) => {
      if (isCall(request, "POST", `${UPLOAD}/errors`))
        return new Response("Código;Contado;Errores", {
          status: 200,
          headers: {
            "content-type": "text/csv",
            "content-disposition": "attachment; filename=\"errores.csv\"; filename*=UTF-8''conteo-errores.csv",
          },
        });
      if (isCall(request, "POST", UPLOAD)) return upload(request);
      if (isCall(request, "GET", COUNT)) return jsonResponse(200, count);
      if (isCall(request, "GET", `${COUNT}/lines`)) {
        sheetReads += 1;
        return jsonResponse(200, sheetPageOf([countLine()]));
      }
      return undefined;
    },
    permissions ? staffUser : undefined,
    permissions,
  );
  return { fetchMock, sheetReads: () => sheetReads };
}

/** The upload POSTs sent, with their query, multipart file and Idempotency-Key. */
function uploads(fetchMock: Mock<typeof fetch>) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) => init?.method === "POST" && new URL(String(input), "http://localhost").pathname === UPLOAD,
    )
    .map(([input, init = {}]) => ({
      query: Object.fromEntries(new URL(String(input), "http://localhost").searchParams),
      file: (init.body as FormData).get("file") as File,
      key: ((init.headers ?? {}) as Record<string, string>)["Idempotency-Key"],
    }));
}

const isDryRun = (request: { url: string }) =>
  new URL(request.url, "http://localhost").searchParams.get("dry_run") === "true";

async function openUpload() {
  const user = userEvent.setup();
  renderApp(PATH);
  await screen.findByRole("heading", { level: 1, name: "Conteo CF-000012" });
  await user.click(await screen.findByRole("button", { name: uploadTexts.action }));
  const dialog = await screen.findByRole("dialog", { name: uploadTexts.title("CF-000012") });
  return { user, dialog };
}

const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLInputElement>(uploadTexts.fileInput);
const recordButton = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: uploadTexts.submit });

describe("'Subir hoja de conteo'", () => {
  it("is offered while the count is open to whoever counts, never once it is in review", async () => {
    stubUpload(() => undefined, { count: stockCount({ status: "REVIEW" }) });
    renderApp(PATH);
    await screen.findByRole("heading", { level: 1, name: "Conteo CF-000012" });
    await screen.findAllByText(arroz.sku);
    expect(screen.queryByRole("button", { name: uploadTexts.action })).not.toBeInTheDocument();
    // 'Imprimir hoja' is there whatever the status.
    expect(screen.getByRole("link", { name: "Imprimir hoja" })).toHaveAttribute(
      "href",
      "/dashboard/stock-counts/c-1/print",
    );
  });

  it("is not offered to a reader who does not count", async () => {
    stubUpload(() => undefined, { permissions: ["counts:read"] });
    renderApp(PATH);
    await screen.findByRole("heading", { level: 1, name: "Conteo CF-000012" });
    await screen.findAllByText(arroz.sku);
    expect(screen.queryByRole("button", { name: uploadTexts.action })).not.toBeInTheDocument();
  });

  it("checks the chosen sheet at once and lists every error; nothing can be recorded until a fixed file checks clean", async () => {
    let fixed = false;
    const { fetchMock } = stubUpload((request) => {
      if (!isDryRun(request)) return jsonResponse(200, cleanSheet({ recorded: true }));
      return jsonResponse(
        200,
        fixed ? cleanSheet() : cleanSheet({ errors: [badQuantity, unknownSku], errors_total: 1200, counted: 1 }),
      );
    });
    const { user, dialog } = await openUpload();
    expect(dialog).toHaveTextContent(uploadTexts.explanation);
    expect(recordButton(dialog)).toBeDisabled();

    await user.upload(fileInput(dialog), csv());
    const errors = await within(dialog).findByRole("table", { name: "Errores del archivo" });
    const rows = within(errors).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["3", "Código", "NO-EXISTE", "El producto no existe"],
      ["5", "Contado", "seis", "Debe ser un número entero"],
    ]);
    expect(within(dialog).getByText(uploadTexts.hasErrors(1200))).toBeInTheDocument();
    expect(within(dialog).getByText(uploadTexts.moreErrors(2, 1200))).toBeInTheDocument();
    expect(within(dialog).getByText(uploadTexts.ignoredColumns(["Producto", "Unidad"]))).toBeInTheDocument();
    expect(recordButton(dialog)).toBeDisabled();
    expect(uploads(fetchMock)).toEqual([{ query: { dry_run: "true" }, file: expect.any(File), key: undefined }]);
    // Every error of the 1.200, in the file itself: 'Descargar errores' sends the same file back.
    const saved = captureDownloads();
    await user.click(within(dialog).getByRole("button", { name: spreadsheetTexts.downloadErrors }));
    await waitFor(() => expect(saved).toEqual(["conteo-errores.csv"]));
    expect(liveCalls(fetchMock, "POST", `${UPLOAD}/errors`)).toHaveLength(1);

    // The user fixes the file and chooses it again: checked again, clean, ready to record.
    fixed = true;
    await user.upload(fileInput(dialog), csv("conteo-corregido.csv"));
    expect(await within(dialog).findByText(uploadTexts.ready(2))).toBeInTheDocument();
    expect(within(dialog).queryByRole("table", { name: "Errores del archivo" })).not.toBeInTheDocument();
    expect(recordButton(dialog)).toBeEnabled();
  });

  it("records the checked file with an Idempotency-Key, says how many lines, closes and reloads the sheet", async () => {
    const { fetchMock, sheetReads } = stubUpload((request) =>
      jsonResponse(200, cleanSheet({ counted: 25, recorded: !isDryRun(request) })),
    );
    const { user, dialog } = await openUpload();
    await user.upload(fileInput(dialog), csv());
    await waitFor(() => expect(recordButton(dialog)).toBeEnabled());
    const readsBefore = sheetReads();

    await user.click(recordButton(dialog));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(toastsWithText("Hoja registrada: 25 líneas contadas")).toHaveLength(1));
    const [check, record] = uploads(fetchMock);
    expect(record?.query).toEqual({});
    expect(record?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(record?.file.name).toBe("conteo.csv");
    expect(await record?.file.text()).toBe(await check?.file.text());
    expect(await record?.file.text()).toContain("ARZ-500;L1;6");
    await waitFor(() => expect(sheetReads()).toBeGreaterThan(readsBefore));
    expect(liveCalls(fetchMock, "GET", COUNT).length).toBeGreaterThan(1);
  });

  it("shows the errors a record is refused for (422), and records nothing", async () => {
    const { fetchMock } = stubUpload((request) =>
      isDryRun(request)
        ? jsonResponse(200, cleanSheet())
        : jsonResponse(422, {
            message: "El archivo tiene 1 error: no se registró ningún conteo",
            code: "IMPORT_ERRORS",
            errors: [unknownSku],
            errors_total: 1,
          }),
    );
    const { user, dialog } = await openUpload();
    await user.upload(fileInput(dialog), csv());
    await waitFor(() => expect(recordButton(dialog)).toBeEnabled());
    await user.click(recordButton(dialog));

    const errors = await within(dialog).findByRole("table", { name: "Errores del archivo" });
    expect(errors).toHaveTextContent("NO-EXISTE");
    expect(within(dialog).getByRole("alert")).toHaveTextContent(uploadTexts.refused);
    expect(recordButton(dialog)).toBeDisabled();
    expect(uploads(fetchMock)).toHaveLength(2);
    expect(toastsWithText("Hoja registrada")).toHaveLength(0);
  });

  it("refuses a file larger than the server reads before sending it", async () => {
    const { fetchMock } = stubUpload(() => jsonResponse(200, cleanSheet()));
    const { user, dialog } = await openUpload();
    const big = csv("enorme.csv");
    Object.defineProperty(big, "size", { value: MAX_IMPORT_BYTES + 1 });
    await user.upload(fileInput(dialog), big);
    expect(await within(dialog).findByText(importMessages.file.tooLarge)).toBeInTheDocument();
    expect(uploads(fetchMock)).toHaveLength(0);
    expect(recordButton(dialog)).toBeDisabled();
  });
});
