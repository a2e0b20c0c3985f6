import { formatPesos } from "@inventario/shared/money";
import type { Product } from "@inventario/shared/products";
import { paymentMessages, saleMessages } from "@inventario/shared/sales";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { aceite, arroz } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler } from "../../../test/fetch-mock";
import { laura, pedro } from "../../../test/people-fixtures";
import { renderApp } from "../../../test/render-app";
import { listQuery, pageOf, setUpScreenTests, sleep, stubSignedIn, toastsWithText } from "../../../test/screen-test";

setUpScreenTests();
beforeAll(() => import("./sale-page"));

const sofia = { ...laura, identification: "3234567890", name: "Sofía", last_name: "Lara", email: "sofia@correo.co" };

/** Clients and products answer every search; anything else goes to `handler`. */
function stubSale(handler: MockHandler = () => undefined, products: Product[] = [arroz, aceite]) {
  return stubSignedIn((request) => {
    if (listQuery(request, "clients")) return jsonResponse(200, pageOf([laura, pedro, sofia]));
    if (listQuery(request, "product")) return jsonResponse(200, pageOf(products));
    return handler(request);
  });
}

async function openSale(handler?: MockHandler, products?: Product[]) {
  const fetchMock = stubSale(handler, products);
  const user = userEvent.setup();
  renderApp("/dashboard/sale");
  await screen.findByRole("heading", { level: 1, name: "Registrar Venta" });
  return { fetchMock, user };
}

async function chooseLaura(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Agregar Cliente" }));
  const dialog = await screen.findByRole("dialog", { name: "Agregar Cliente" });
  await user.type(within(dialog).getByRole("combobox", { name: "Buscar cliente por: nombre" }), "lau");
  await user.click(await within(dialog).findByRole("option", { name: "1234567890 - Laura Gómez - laura@correo.co" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

async function addProduct(user: ReturnType<typeof userEvent.setup>, search: string, option: string, quantity: string) {
  await user.click(screen.getByRole("button", { name: "Agregar producto" }));
  const dialog = await screen.findByRole("dialog", { name: "Agregar Producto" });
  await user.type(within(dialog).getByRole("combobox", { name: "Producto (nombre o SKU)" }), search);
  await user.click(await within(dialog).findByRole("option", { name: option }));
  await user.type(within(dialog).getByLabelText("Cantidad"), quantity);
  await user.click(within(dialog).getByRole("button", { name: "Agregar" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

describe("register sale: client", () => {
  it("searches 300 ms after three characters, lists active clients and takes arrows and Enter", async () => {
    const { fetchMock, user } = await openSale();
    expect(screen.getByLabelText("Nombre")).toHaveValue("");
    expect(screen.getByLabelText("Nombre")).toHaveAttribute("readonly");

    await user.click(screen.getByRole("button", { name: "Agregar Cliente" }));
    const dialog = await screen.findByRole("dialog", { name: "Agregar Cliente" });
    const search = within(dialog).getByRole("combobox", { name: "Buscar cliente por: nombre" });
    expect(search).toHaveFocus();
    await user.type(search, "la");
    await sleep(400);
    expect(liveCalls(fetchMock, "GET", "/api/clients")).toHaveLength(0);

    await user.type(search, "u");
    expect(liveCalls(fetchMock, "GET", "/api/clients")).toHaveLength(0);
    const options = await within(dialog).findAllByRole("option");
    expect(liveCalls(fetchMock, "GET", "/api/clients").map(({ url }) => url)).toEqual([
      "/api/clients?page=1&search=lau",
    ]);
    // Pedro is inactive: he cannot buy.
    expect(options.map((option) => option.textContent)).toEqual([
      "1234567890 - Laura Gómez - laura@correo.co",
      "3234567890 - Sofía Lara - sofia@correo.co",
    ]);
    expect(search).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByRole("listbox")).toHaveClass("max-h-60", "overflow-y-auto");

    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(search).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await user.keyboard("{ArrowDown}{Enter}");

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Nombre")).toHaveValue("Sofía Lara");
    expect(screen.getByLabelText("Correo")).toHaveValue("sofia@correo.co");
    expect(screen.getByLabelText("Celular")).toHaveValue(laura.phone_number);
    expect(screen.getByRole("button", { name: "Agregar Cliente" })).toHaveFocus();
  });

  it("closes the suggestions with Escape before the modal", async () => {
    const { user } = await openSale();
    await user.click(screen.getByRole("button", { name: "Agregar Cliente" }));
    const dialog = await screen.findByRole("dialog", { name: "Agregar Cliente" });
    await user.type(within(dialog).getByRole("combobox"), "laura");
    await within(dialog).findAllByRole("option");

    await user.keyboard("{Escape}");
    expect(within(dialog).queryByRole("option")).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("register sale: products", () => {
  it("finds a product by SKU as 'sku - name', prefills its price and needs all three fields", async () => {
    const { fetchMock, user } = await openSale();
    await user.click(screen.getByRole("button", { name: "Agregar producto" }));
    const dialog = await screen.findByRole("dialog", { name: "Agregar Producto" });

    await user.click(within(dialog).getByRole("button", { name: "Agregar" }));
    expect(within(dialog).getByText("Selecciona un producto")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Cantidad")).toHaveAccessibleDescription("La cantidad es obligatoria");
    expect(within(dialog).getByLabelText("Precio unitario")).toHaveAccessibleDescription(
      "El precio unitario es obligatorio",
    );

    await user.type(within(dialog).getByRole("combobox", { name: "Producto (nombre o SKU)" }), "arz");
    const option = await within(dialog).findByRole("option", { name: "ARZ-500 - Arroz Diana 500 g" });
    expect(liveCalls(fetchMock, "GET", "/api/product").map(({ url }) => url)).toEqual([
      "/api/product?page=1&search=arz",
    ]);
    await user.click(option);
    expect(within(dialog).getByRole("combobox")).toHaveValue("ARZ-500 - Arroz Diana 500 g");
    expect(within(dialog).getByLabelText("Precio unitario")).toHaveValue("12500");
    expect(within(dialog).getByLabelText("Cantidad")).toHaveFocus();
    expect(within(dialog).getByText("Disponible: 140")).toBeInTheDocument();
    // The chosen product's text is no search.
    await sleep(400);
    expect(liveCalls(fetchMock, "GET", "/api/product")).toHaveLength(1);

    await user.clear(within(dialog).getByLabelText("Precio unitario"));
    await user.type(within(dialog).getByLabelText("Cantidad"), "3");
    await user.click(within(dialog).getByRole("button", { name: "Agregar" }));
    expect(within(dialog).getByLabelText("Precio unitario")).toHaveAccessibleDescription(
      "El precio unitario es obligatorio",
    );
    await user.type(within(dialog).getByLabelText("Precio unitario"), "12000");
    await user.click(within(dialog).getByRole("button", { name: "Agregar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const table = screen.getByRole("table", { name: "Productos de la venta" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Producto", "Cantidad", "Precio unitario", "Subtotal", "Acciones"]);
    const row = within(table).getByText(arroz.name).closest("tr")!;
    expect(within(row).getByText("3")).toBeInTheDocument();
    expect(within(row).getByText(/^\$\s12\.000,00$/)).toBeInTheDocument();
    expect(within(row).getByText(/^\$\s36\.000,00$/)).toBeInTheDocument();
  });

  it("says what each suggested product has available, and an out-of-stock one as 'Agotado'", async () => {
    const { user } = await openSale(undefined, [
      { ...arroz, quantity: 1400, available: 1250 },
      { ...aceite, quantity: 12, available: 0, stock_alerts: ["out"] },
    ]);
    await user.click(screen.getByRole("button", { name: "Agregar producto" }));
    const dialog = await screen.findByRole("dialog", { name: "Agregar Producto" });
    await user.type(within(dialog).getByRole("combobox", { name: "Producto (nombre o SKU)" }), "arz");

    // The name stays 'sku - name'; what is available is the option's description.
    const arrozOption = await within(dialog).findByRole("option", { name: "ARZ-500 - Arroz Diana 500 g" });
    expect(arrozOption).toHaveAccessibleDescription("Disponible: 1.250");
    const aceiteOption = within(dialog).getByRole("option", { name: "ACE-1000 - Aceite Girasol 1 L" });
    expect(aceiteOption).toHaveAccessibleDescription("Agotado: no hay unidades disponibles");

    await user.click(aceiteOption);
    expect(within(dialog).getByText("Agotado: no hay unidades disponibles")).toBeInTheDocument();
  });

  it("shows the empty text, adds up the total and removes a line", async () => {
    const { user } = await openSale();
    expect(screen.getByText("No hay productos agregados")).toBeInTheDocument();

    await addProduct(user, "arroz", "ARZ-500 - Arroz Diana 500 g", "2");
    await addProduct(user, "ace", "ACE-1000 - Aceite Girasol 1 L", "1");
    expect(screen.getByText(/^\$\s43\.900,00$/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: `Quitar ${arroz.name}` }));
    expect(screen.queryByText(arroz.name)).not.toBeInTheDocument();
    expect(screen.getAllByText(/^\$\s18\.900,00$/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: `Quitar ${aceite.name}` }));
    expect(screen.getByText("No hay productos agregados")).toBeInTheDocument();
  });
});

describe("register sale: submit", () => {
  it("asks for a client and a product before sending anything", async () => {
    const { fetchMock, user } = await openSale();
    await user.click(screen.getByRole("button", { name: "Registrar Venta" }));

    expect(screen.getByText("Selecciona un cliente")).toBeInTheDocument();
    expect(screen.getByText("Agregar al menos un producto")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agregar Cliente" })).toHaveFocus();
    expect(liveCalls(fetchMock, "POST", "/api/sale")).toHaveLength(0);

    await chooseLaura(user);
    expect(screen.queryByText("Selecciona un cliente")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Registrar Venta" }));
    expect(screen.getByRole("button", { name: "Agregar producto" })).toHaveFocus();
    expect(liveCalls(fetchMock, "POST", "/api/sale")).toHaveLength(0);
  });

  it("sends RETAIL in COP with the client's identification, then clears the client and the products", async () => {
    const { fetchMock, user } = await openSale((request) =>
      isCall(request, "POST", "/api/sale")
        ? jsonResponse(201, {
            id: "s-1",
            number: "V-000123",
            withdrawal_number: "A-000123",
            status: "PENDING",
            client_id: laura.identification,
            type: "RETAIL",
            currency: "COP",
            total: 43900,
            withdrawal_id: "w-77",
            created_at: "2024-03-05T13:30:00.000Z",
            items: [],
          })
        : undefined,
    );
    await chooseLaura(user);
    await addProduct(user, "arroz", "ARZ-500 - Arroz Diana 500 g", "2");
    await addProduct(user, "ace", "ACE-1000 - Aceite Girasol 1 L", "1");
    await user.click(screen.getByRole("button", { name: "Registrar Venta" }));

    await waitFor(() => expect(toastsWithText(saleMessages.success)).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", "/api/sale").map(({ body }) => body)).toEqual([
      {
        client_id: "1234567890",
        type: "RETAIL",
        currency: "COP",
        items: [
          { product_id: arroz.id, quantity: 2, unit_price: 12500 },
          { product_id: aceite.id, quantity: 1, unit_price: 18900 },
        ],
      },
    ]);
    expect(screen.getByLabelText("Nombre")).toHaveValue("");
    expect(screen.getByLabelText("Correo")).toHaveValue("");
    expect(screen.getByText("No hay productos agregados")).toBeInTheDocument();
    expect(screen.getByText("Venta V-000123 registrada.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver la solicitud de alistamiento" })).toHaveAttribute(
      "href",
      "/dashboard/pickingRequests/view/w-77",
    );
  });

  it("takes a card and cash (a bill in one press), shows the change large and sends the payments on Enter", async () => {
    const { fetchMock, user } = await openSale((request) =>
      isCall(request, "POST", "/api/sale")
        ? jsonResponse(201, { id: "s-2", number: "V-000124", withdrawal_id: "w-78", change: 26_100 })
        : undefined,
    );
    await chooseLaura(user);
    await addProduct(user, "arroz", "ARZ-500 - Arroz Diana 500 g", "2");
    await addProduct(user, "ace", "ACE-1000 - Aceite Girasol 1 L", "1");
    expect(screen.getByText("Sin pago registrado: se puede registrar la venta sin pagos.")).toBeInTheDocument();

    // F9 from anywhere: the cash received.
    await user.keyboard("{F9}");
    const cash = screen.getByLabelText("Efectivo recibido");
    expect(cash).toHaveFocus();
    await user.type(cash, "10.000");
    expect(cash).toHaveValue("10000");
    expect(screen.getByText(/^Falta por pagar/)).toHaveTextContent(/Falta por pagar: \$\s33\.900,00/);

    await user.click(screen.getByRole("button", { name: "Agregar otro medio de pago" }));
    // The new payment starts with what is missing.
    expect(screen.getByLabelText("Valor del pago 1")).toHaveValue("33900");
    await user.selectOptions(screen.getByLabelText("Medio de pago 1"), "Nequi");
    await user.clear(screen.getByLabelText("Valor del pago 1"));
    await user.type(screen.getByLabelText("Valor del pago 1"), "23900");
    await user.click(within(screen.getByRole("group", { name: "Billetes" })).getByRole("button", { name: "$ 50.000" }));
    expect(cash).toHaveValue("50000");
    expect(screen.getByText("Cambio")).toBeInTheDocument();
    expect(screen.getByText(/^\$\s30\.000,00$/)).toHaveClass("text-3xl");

    await user.click(cash);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(liveCalls(fetchMock, "POST", "/api/sale")).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", "/api/sale")[0]?.body).toMatchObject({
      payments: [
        { method: "CASH", amount: 50000 },
        { method: "NEQUI", amount: 23900 },
      ],
    });
    // The notice says the change the server counted.
    expect(await screen.findByText(/^Cambio:/)).toHaveTextContent(/^Cambio: \$\s26\.100,00$/);
    expect(cash).toHaveValue("");
  });

  it("refuses payments short of the total or a card beyond it, with the server's own words, sending nothing", async () => {
    const { fetchMock, user } = await openSale();
    await chooseLaura(user);
    await addProduct(user, "arroz", "ARZ-500 - Arroz Diana 500 g", "2");
    await user.type(screen.getByLabelText("Efectivo recibido"), "20000");
    await user.click(screen.getByRole("button", { name: "Registrar Venta" }));
    const cash = screen.getByLabelText("Efectivo recibido");
    expect(cash).toHaveAccessibleDescription(paymentMessages.notCovered(formatPesos(20_000), formatPesos(5_000)));
    expect(cash).toHaveAttribute("aria-invalid", "true");
    expect(cash).toHaveFocus();

    await user.clear(screen.getByLabelText("Efectivo recibido"));
    await user.click(screen.getByRole("button", { name: "Agregar otro medio de pago" }));
    await user.clear(screen.getByLabelText("Valor del pago 1"));
    await user.type(screen.getByLabelText("Valor del pago 1"), "30000");
    await user.click(screen.getByRole("button", { name: "Registrar Venta" }));
    expect(cash).toHaveAccessibleDescription(paymentMessages.nonCashAboveTotal);
    expect(liveCalls(fetchMock, "POST", "/api/sale")).toHaveLength(0);
  });

  it.each([
    [
      "the server's message",
      jsonResponse(409, { message: saleMessages.notAvailable("Arroz", 1), code: "CONFLICT" }),
      saleMessages.notAvailable("Arroz", 1),
    ],
    [
      "'Hubo un error registrando la venta'",
      jsonResponse(500, { message: "boom", code: "INTERNAL" }),
      saleMessages.failed,
    ],
  ])("shows %s when the sale fails, keeping what was entered", async (_, response, message) => {
    const { user } = await openSale((request) => (isCall(request, "POST", "/api/sale") ? response.clone() : undefined));
    await chooseLaura(user);
    await addProduct(user, "arroz", "ARZ-500 - Arroz Diana 500 g", "2");
    await user.click(screen.getByRole("button", { name: "Registrar Venta" }));

    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1));
    expect(screen.getByLabelText("Nombre")).toHaveValue("Laura Gómez");
    expect(screen.getByText(arroz.name)).toBeInTheDocument();
    expect(toastsWithText(saleMessages.success)).toHaveLength(0);
  });
});
