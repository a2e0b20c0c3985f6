import { type Product, productMessages } from "@inventario/shared/products";
import { saleMessages } from "@inventario/shared/sales";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { aceite, arroz } from "../../../test/catalog-fixtures";
import { jsonResponse, liveCalls } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { listQuery, pageOf, setUpScreenTests, stubSignedIn } from "../../../test/screen-test";

// 'Escanear código' in 'Registrar Venta' (issue 21): a scanner types the code and Enter.
setUpScreenTests();
beforeAll(() => import("./sale-page"));

const agotado: Product = { ...aceite, id: "p-9", sku: "AGO-1", name: "Panela 500 g", available: 0 };
const ultimo: Product = { ...aceite, id: "p-8", sku: "ULT-1", name: "Café 250 g", available: 1, price: 9000 };

/** GET /api/product/by-sku answers the products below by their SKU (any case, trimmed), else 404. */
function stubScan() {
  return stubSignedIn((request) => {
    if (listQuery(request, "product")) return jsonResponse(200, pageOf([arroz, aceite]));
    const query = listQuery(request, "product/by-sku");
    if (!query) return undefined;
    const code = (query.sku ?? "").trim();
    const product = [arroz, aceite, agotado, ultimo].find((p) => p.sku === code.toUpperCase());
    return product
      ? jsonResponse(200, product)
      : jsonResponse(404, { message: productMessages.skuNotFound(code), code: "NOT_FOUND" });
  });
}

async function openSale() {
  const fetchMock = stubScan();
  const user = userEvent.setup();
  renderApp("/dashboard/sale");
  await screen.findByRole("heading", { level: 1, name: "Registrar Venta" });
  const field = screen.getByRole("textbox", { name: "Escanear código" });
  return { fetchMock, user, field };
}

/** The scan field's own messages: its status (what was added) and its alert (what went wrong). */
const scanForm = () => screen.getByRole("textbox", { name: "Escanear código" }).closest("form")!;
const scanStatus = () => within(scanForm()).getByRole("status");
const scanAlert = () => within(scanForm()).getByRole("alert");
const linesTable = () => screen.getByRole("table", { name: "Productos de la venta" });
const lineOf = (name: string) => within(linesTable()).getByText(name).closest("tr")!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("register sale: scanning", () => {
  it("starts focused; a known SKU and Enter adds a line of 1 at the product's price, again adds 1 to it", async () => {
    const { fetchMock, user, field } = await openSale();
    await waitFor(() => expect(field).toHaveFocus());

    await user.keyboard(" arz-500 {Enter}");
    expect(field).toHaveValue("");
    expect(field).toHaveFocus();
    await within(linesTable()).findByText(arroz.name);
    expect(cells(lineOf(arroz.name)).slice(0, 4)).toEqual([
      `${arroz.name}${arroz.sku}`,
      "1",
      expect.stringMatching(/^\$\s12\.500,00$/),
      expect.stringMatching(/^\$\s12\.500,00$/),
    ]);
    expect(scanStatus()).toHaveTextContent("Agregado: ARZ-500 - Arroz Diana 500 g (cantidad 1)");
    expect(liveCalls(fetchMock, "GET", "/api/product/by-sku").map(({ url }) => url)).toEqual([
      "/api/product/by-sku?sku=arz-500",
    ]);

    await user.keyboard("ARZ-500{Enter}");
    await waitFor(() => expect(cells(lineOf(arroz.name))[1]).toBe("2"));
    expect(within(linesTable()).getAllByRole("row")).toHaveLength(2);
    expect(screen.getByText(/^\$\s25\.000,00$/, { selector: "output" })).toBeInTheDocument();
    expect(scanStatus()).toHaveTextContent("(cantidad 2)");
    expect(field).toHaveFocus();
  });

  it("says an unknown code beside the field, marks the field and adds nothing", async () => {
    const { user, field } = await openSale();
    await user.type(field, "NO-EXISTE{Enter}");

    const message = productMessages.skuNotFound("NO-EXISTE");
    await waitFor(() => expect(scanAlert()).toHaveTextContent(message));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveValue("");
    expect(field).toHaveFocus();
    expect(screen.getByText("No hay productos agregados")).toBeInTheDocument();

    // The next good scan clears the error.
    await user.keyboard("ace-1000{Enter}");
    await within(linesTable()).findByText(aceite.name);
    expect(scanAlert()).toBeEmptyDOMElement();
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("does nothing on Enter with an empty or blank field", async () => {
    const { fetchMock, user, field } = await openSale();
    await user.type(field, "{Enter}");
    await user.type(field, "   {Enter}");
    expect(liveCalls(fetchMock, "GET", "/api/product/by-sku")).toHaveLength(0);
    expect(scanAlert()).toBeEmptyDOMElement();
    expect(scanStatus()).toBeEmptyDOMElement();
    expect(field).toHaveFocus();
  });

  it("follows the sale's rules: an 'Agotado' product is refused, and never more than is available", async () => {
    const { user, field } = await openSale();
    await user.type(field, "ago-1{Enter}");
    await waitFor(() =>
      expect(scanAlert()).toHaveTextContent("Agotado: no hay unidades disponibles de AGO-1 - Panela 500 g"),
    );
    expect(screen.getByText("No hay productos agregados")).toBeInTheDocument();

    await user.type(field, "ULT-1{Enter}");
    await within(linesTable()).findByText(ultimo.name);
    await user.type(field, "ULT-1{Enter}");
    await waitFor(() => expect(scanAlert()).toHaveTextContent(saleMessages.notAvailable(ultimo.name, 1)));
    expect(cells(lineOf(ultimo.name))[1]).toBe("1");
  });

  it("keeps a price typed in 'Agregar Producto' when the same product is scanned again", async () => {
    const { user, field } = await openSale();
    await user.click(screen.getByRole("button", { name: "Agregar producto" }));
    const dialog = await screen.findByRole("dialog", { name: "Agregar Producto" });
    await user.type(within(dialog).getByRole("combobox", { name: "Producto (nombre o SKU)" }), "arz");
    await user.click(await within(dialog).findByRole("option", { name: "ARZ-500 - Arroz Diana 500 g" }));
    await user.type(within(dialog).getByLabelText("Cantidad"), "3");
    await user.clear(within(dialog).getByLabelText("Precio unitario"));
    await user.type(within(dialog).getByLabelText("Precio unitario"), "12000");
    await user.click(within(dialog).getByRole("button", { name: "Agregar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(field);
    await user.keyboard("arz-500{Enter}");
    await waitFor(() => expect(cells(lineOf(arroz.name))[1]).toBe("4"));
    // The typed price, and the product's own struck through beside it.
    expect(cells(lineOf(arroz.name))[2]).toMatch(/^\$\s12\.000,00Precio de lista \$\s12\.500,00$/);
  });
});
