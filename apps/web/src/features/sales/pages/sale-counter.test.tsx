import { productMessages } from "@inventario/shared/products";
import type { SaleDetail } from "@inventario/shared/sales";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session-store";
import { business } from "../../../test/cash-session-fixtures";
import { aceite, arroz } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { laura } from "../../../test/people-fixtures";
import { renderApp } from "../../../test/render-app";
import { listQuery, pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { clientPrefill } from "../components/client-search-modal";
import { saleTexts } from "../sale-texts";

// The counter's other half (issue 35): 'Consumidor final', 'Crear cliente', a kept cart, lines corrected in
// place, the F2/F4/F9 keys, 'Imprimir recibo' and the phone's bar.
setUpScreenTests();
beforeAll(() => import("./sale-page"));

type User = ReturnType<typeof userEvent.setup>;

/** Where the admin's (u-1) sale in progress is kept. */
const CART_KEY = "inventario:u-1:sale-cart";
const keptCart = () => JSON.parse(localStorage.getItem(CART_KEY) ?? "null") as Record<string, unknown> | null;

const SALE_ID = "0190f5a2-7c1d-7abc-9def-8c3b5e7f1a2d";

/** POST /sale's answer for a sale of 2 arroz. */
const registered = {
  id: SALE_ID,
  number: "V-000123",
  withdrawal_number: "A-000123",
  status: "PENDING",
  client_id: "222222222222",
  type: "RETAIL",
  currency: "COP",
  subtotal: 25000,
  taxes: [{ tax_class: "EXCLUIDO", base: 25000, tax: 0 }],
  total: 25000,
  requires_electronic_invoice: false,
  receipt_number: null,
  payments: [{ method: "CASH", amount: 30000 }],
  change: 5000,
  withdrawal_id: "w-77",
  created_at: "2024-03-05T13:30:00.000Z",
  items: [
    {
      product_id: arroz.id,
      quantity: 2,
      unit_price: 12500,
      subtotal: 25000,
      tax_class: "EXCLUIDO",
      base: 25000,
      tax: 0,
      list_price: 12500,
    },
  ],
};

/** GET /sales/{id}: the same sale, as its receipt prints it. */
const detail: SaleDetail = {
  id: SALE_ID,
  number: "V-000123",
  created_at: "2024-03-05T13:30:00.000Z",
  status: "PENDING",
  type: "RETAIL",
  currency: "COP",
  subtotal: 25000,
  taxes: [{ tax_class: "EXCLUIDO", base: 25000, tax: 0 }],
  total: 25000,
  payments: [{ method: "CASH", amount: 30000 }],
  change: 5000,
  returned_amount: 0,
  net_total: 25000,
  requires_electronic_invoice: false,
  receipt_number: null,
  employee_name: "Administrador",
  client: { identification: "222222222222", name: "Consumidor", last_name: "final", email: "", phone_number: "" },
  lines: [
    {
      product_id: arroz.id,
      product_name: arroz.name,
      sku: arroz.sku,
      quantity: 2,
      unit_price: 12500,
      list_price: 12500,
      subtotal: 25000,
      tax_class: "EXCLUIDO",
      base: 25000,
      tax: 0,
      dispatched: 0,
      returned: 0,
      short: 0,
    },
  ],
  withdrawal: { id: "w-77", number: "A-000123", status: "PENDING", dispatches: [] },
  returns: [],
  cancellation: null,
};

type OpenOptions = {
  handler?: MockHandler;
  /** A staff user holding just these, instead of the admin. */
  permissions?: string[];
  /** Clients every search finds. */
  clients?: (typeof laura)[];
};

async function openSale({ handler = () => undefined, permissions, clients = [laura] }: OpenOptions = {}) {
  const fetchMock = stubSignedIn(
    (request) => {
      if (listQuery(request, "clients")) return jsonResponse(200, pageOf(clients));
      if (listQuery(request, "product")) return jsonResponse(200, pageOf([arroz, aceite]));
      if (isCall(request, "GET", "/api/product/by-sku")) return jsonResponse(200, arroz);
      return handler(request);
    },
    permissions ? staffUser : undefined,
    permissions,
  );
  const user = userEvent.setup();
  const view = renderApp("/dashboard/sale");
  await screen.findByRole("heading", { level: 1, name: "Registrar Venta" });
  return { fetchMock, user, view };
}

/** Scans arroz `times` times: a line of that many units at its list price. */
async function scanArroz(user: User, times = 1) {
  const field = screen.getByRole("textbox", { name: "Escanear código" });
  for (let i = 1; i <= times; i++) {
    await user.click(field);
    await user.keyboard("ARZ-500{Enter}");
    await waitFor(() => expect(quantityButton(arroz.name)).toHaveTextContent(String(i)));
  }
}

const linesTable = () => screen.getByRole("table", { name: "Productos de la venta" });
const lineOf = (name: string) => within(linesTable()).getByText(name).closest("tr")!;
const quantityButton = (name: string) =>
  within(linesTable()).getByRole("button", { name: new RegExp(`^Cambiar la cantidad de ${name}: `) });
const priceButton = (name: string) =>
  within(linesTable()).queryByRole("button", { name: new RegExp(`^Cambiar el precio unitario de ${name}: `) });
const total = () => screen.getByText(/^\$\s/, { selector: "output" });

describe("register sale: 'Consumidor final'", () => {
  it("chooses the DIAN's anonymous buyer in one press and sells to 222222222222", async () => {
    const { fetchMock, user } = await openSale({
      handler: (request) => (isCall(request, "POST", "/api/sale") ? jsonResponse(201, registered) : undefined),
    });
    await user.click(screen.getByRole("button", { name: "Consumidor final" }));
    expect(screen.getByText("Consumidor final · 222222222222")).toBeInTheDocument();
    expect(screen.getByLabelText("Nombre")).toHaveValue("Consumidor final");
    // No email or phone: empty, without the 'Sin cliente' of no client at all.
    expect(screen.getByLabelText("Correo")).toHaveValue("");
    expect(screen.getByLabelText("Correo")).not.toHaveAttribute("placeholder");

    await scanArroz(user, 2);
    await user.type(screen.getByLabelText("Efectivo recibido"), "30000");
    await user.click(screen.getByRole("button", { name: "Registrar Venta" }));
    await waitFor(() => expect(liveCalls(fetchMock, "POST", "/api/sale")).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", "/api/sale")[0]?.body).toEqual({
      client_id: "222222222222",
      type: "RETAIL",
      currency: "COP",
      items: [{ product_id: arroz.id, quantity: 2, unit_price: 12500 }],
      payments: [{ method: "CASH", amount: 30000 }],
    });
    expect(await screen.findByText("Venta V-000123 registrada.")).toBeInTheDocument();
    expect(screen.queryByText("Consumidor final · 222222222222")).not.toBeInTheDocument();
  });

  it("is reached with the keyboard, right after 'Agregar Cliente'", async () => {
    const { user } = await openSale();
    screen.getByRole("button", { name: "Agregar Cliente" }).focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Consumidor final" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByText("Consumidor final · 222222222222")).toBeInTheDocument();
  });
});

describe("register sale: 'Crear cliente' from the search", () => {
  const created = {
    id: "01900000-0000-7000-8000-000000000009",
    identification: "9876543210",
    name: "Marta",
    last_name: "Rojas",
    email: "marta@correo.co",
    birthday: "1990-01-02",
    phone_number: "3005556677",
    is_active: true,
  };

  it("takes a search that found nobody into the client form, and the client it saves is the sale's", async () => {
    const { fetchMock, user } = await openSale({
      clients: [],
      handler: (request) => (isCall(request, "POST", "/api/clients") ? jsonResponse(201, created) : undefined),
    });
    await scanArroz(user);

    await user.click(screen.getByRole("button", { name: "Agregar Cliente" }));
    const search = await screen.findByRole("dialog", { name: "Agregar Cliente" });
    await user.type(within(search).getByRole("combobox", { name: "Buscar cliente por: nombre" }), "98.765.432-10");
    expect(await within(search).findByText("Ningún cliente coincide con «98.765.432-10».")).toBeInTheDocument();
    // Offered where the search ended, once (not also in the footer).
    expect(within(search).getAllByRole("button", { name: "Crear cliente" })).toHaveLength(1);
    await user.click(within(search).getByRole("button", { name: "Crear cliente" }));

    const form = await screen.findByRole("dialog", { name: "Agregar nuevo cliente" });
    expect(screen.queryByRole("dialog", { name: "Agregar Cliente" })).not.toBeInTheDocument();
    // The digits typed are the identification.
    expect(within(form).getByLabelText("Identificación")).toHaveValue("9876543210");
    expect(within(form).getByLabelText("Nombres")).toHaveValue("");
    await user.type(within(form).getByLabelText("Nombres"), "Marta");
    await user.type(within(form).getByLabelText("Apellidos"), "Rojas");
    await user.type(within(form).getByLabelText("Correo"), "marta@correo.co");
    await user.type(within(form).getByLabelText("Fecha de nacimiento"), "02/01/1990");
    await user.type(within(form).getByLabelText("Celular"), "3005556677");
    await user.click(within(form).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(liveCalls(fetchMock, "POST", "/api/clients").map(({ body }) => body)).toEqual([
      {
        identification: "9876543210",
        name: "Marta",
        last_name: "Rojas",
        email: "marta@correo.co",
        birthday: "1990-01-02",
        phone_number: "3005556677",
      },
    ]);
    await waitFor(() => expect(toastsWithText("Cliente guardado correctamente")).toHaveLength(1));
    expect(screen.getByText("Marta Rojas · 9876543210")).toBeInTheDocument();
    expect(screen.getByLabelText("Nombre")).toHaveValue("Marta Rojas");
    expect(screen.getByLabelText("Celular")).toHaveValue("3005556677");
    // The cart is as it was.
    expect(quantityButton(arroz.name)).toHaveTextContent("1");
    expect(screen.getByRole("button", { name: "Agregar Cliente" })).toHaveFocus();
  });

  it("starts the names with a text, is always there as a second choice, and cancelling comes back to the search", async () => {
    const { user } = await openSale();
    await user.click(screen.getByRole("button", { name: "Agregar Cliente" }));
    const search = await screen.findByRole("dialog", { name: "Agregar Cliente" });
    const box = within(search).getByRole("combobox", { name: "Buscar cliente por: nombre" });
    await user.type(box, "Laura");
    await within(search).findByRole("option", { name: "1234567890 - Laura Gómez - laura@correo.co" });
    // Someone was found: still offered, beside 'Cancelar'.
    await user.click(within(search).getByRole("button", { name: "Crear cliente" }));

    const form = await screen.findByRole("dialog", { name: "Agregar nuevo cliente" });
    expect(within(form).getByLabelText("Nombres")).toHaveValue("Laura");
    expect(within(form).getByLabelText("Identificación")).toHaveValue("");
    await user.click(within(form).getByRole("button", { name: "Cancelar" }));

    const again = await screen.findByRole("dialog", { name: "Agregar Cliente" });
    expect(within(again).getByRole("combobox", { name: "Buscar cliente por: nombre" })).toHaveValue("Laura");
    expect(screen.getByLabelText("Nombre")).toHaveValue("");
  });

  it("is not offered without clients:create", async () => {
    const { user } = await openSale({ clients: [], permissions: ["sales:create", "clients:read", "products:read"] });
    await user.click(screen.getByRole("button", { name: "Agregar Cliente" }));
    const search = await screen.findByRole("dialog", { name: "Agregar Cliente" });
    await user.type(within(search).getByRole("combobox", { name: "Buscar cliente por: nombre" }), "zzzz");
    await within(search).findByText("No se encontraron resultados.");
    expect(within(search).queryByRole("button", { name: "Crear cliente" })).not.toBeInTheDocument();
    expect(within(search).queryByText(/Ningún cliente coincide/)).not.toBeInTheDocument();
  });

  it("reads digits as the identification and anything else as the names", () => {
    expect(clientPrefill(" 1.234.567.890 ")).toEqual({ identification: "1234567890" });
    expect(clientPrefill("Ana María")).toEqual({ name: "Ana María" });
    expect(clientPrefill("ana@correo.co")).toEqual({ name: "ana@correo.co" });
    expect(clientPrefill("  ")).toEqual({});
  });
});

describe("register sale: the sale in progress is kept", () => {
  it("comes back after a reload with its client, lines (quantity and price) and payments", async () => {
    const { user, view } = await openSale();
    await user.click(screen.getByRole("button", { name: "Consumidor final" }));
    await scanArroz(user, 3);
    await user.click(priceButton(arroz.name)!);
    await user.clear(screen.getByLabelText(`Precio unitario de ${arroz.name}`));
    await user.type(screen.getByLabelText(`Precio unitario de ${arroz.name}`), "12000{Enter}");
    await user.type(screen.getByLabelText("Efectivo recibido"), "40000");
    await user.click(screen.getByRole("button", { name: "Agregar otro medio de pago" }));
    expect(keptCart()).toMatchObject({
      version: 1,
      client: { identification: "222222222222" },
      lines: [{ product: { id: arroz.id, price: 12500 }, quantity: 3, unitPrice: 12000 }],
      payments: { cash: "40000", others: [{ method: "DEBIT_CARD", amount: "" }] },
    });
    view.unmount();

    await openSale();
    expect(screen.getByText("Consumidor final · 222222222222")).toBeInTheDocument();
    expect(quantityButton(arroz.name)).toHaveTextContent("3");
    expect(priceButton(arroz.name)).toHaveTextContent(/^\$\s12\.000,00$/);
    expect(within(lineOf(arroz.name)).getByText("Precio de lista")).toBeInTheDocument();
    expect(total()).toHaveTextContent(/^\$\s36\.000,00$/);
    expect(screen.getByLabelText("Efectivo recibido")).toHaveValue("40000");
    expect(screen.getByLabelText("Medio de pago 1")).toHaveValue("DEBIT_CARD");
  });

  it("is emptied by 'Vaciar venta' once confirmed, and only then", async () => {
    const { user } = await openSale();
    expect(screen.queryByRole("button", { name: "Vaciar venta" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Consumidor final" }));
    await scanArroz(user);
    await user.type(screen.getByLabelText("Efectivo recibido"), "20000");

    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false);
    await user.click(screen.getByRole("button", { name: "Vaciar venta" }));
    expect(confirm).toHaveBeenCalledWith("¿Vaciar la venta? Se quitan el cliente, los productos y los pagos.");
    expect(quantityButton(arroz.name)).toBeInTheDocument();
    expect(keptCart()).not.toBeNull();

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole("button", { name: "Vaciar venta" }));
    expect(screen.getByText("No hay productos agregados")).toBeInTheDocument();
    expect(screen.getByLabelText("Nombre")).toHaveValue("");
    expect(screen.getByLabelText("Efectivo recibido")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Vaciar venta" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agregar Cliente" })).toHaveFocus();
    expect(localStorage.getItem(CART_KEY)).toBeNull();
  });

  it("is gone once the sale is registered", async () => {
    const { user, view } = await openSale({
      handler: (request) => (isCall(request, "POST", "/api/sale") ? jsonResponse(201, registered) : undefined),
    });
    await user.click(screen.getByRole("button", { name: "Consumidor final" }));
    await scanArroz(user, 2);
    expect(keptCart()).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Registrar Venta" }));
    await screen.findByText("Venta V-000123 registrada.");
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    view.unmount();

    await openSale();
    expect(screen.getByText("No hay productos agregados")).toBeInTheDocument();
  });

  it("ignores what an older version kept, and what another user kept", async () => {
    localStorage.setItem(CART_KEY, JSON.stringify({ version: 0, client: null, lines: [{ id: "p-1" }] }));
    localStorage.setItem(
      "inventario:u-2:sale-cart",
      JSON.stringify({
        version: 1,
        client: laura,
        lines: [{ product: arroz, quantity: 1, unitPrice: 12500 }],
        payments: { cash: "", others: [] },
      }),
    );
    await openSale();
    expect(screen.getByText("No hay productos agregados")).toBeInTheDocument();
    expect(screen.getByLabelText("Nombre")).toHaveValue("");
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    expect(localStorage.getItem("inventario:u-2:sale-cart")).not.toBeNull();
  });

  it("is forgotten when the user signs out, kept when the session only expired", async () => {
    const { user, view } = await openSale();
    await scanArroz(user);
    expect(keptCart()).not.toBeNull();
    view.unmount();

    act(() => sessionStore.signOut({ expired: true }));
    expect(keptCart()).not.toBeNull();
    act(() => sessionStore.signIn({ id: "u-1", name: "Administrador", role: "admin" }));
    act(() => sessionStore.signOut());
    expect(keptCart()).toBeNull();
  });

  it("follows another tab of the same user: registered there, emptied here", async () => {
    const { user } = await openSale();
    await scanArroz(user);
    act(() => {
      localStorage.removeItem(CART_KEY);
      window.dispatchEvent(new StorageEvent("storage", { key: CART_KEY, oldValue: "{}", newValue: null }));
    });
    expect(screen.getByText("No hay productos agregados")).toBeInTheDocument();
  });
});

describe("register sale: lines corrected in place", () => {
  it("changes a line's quantity with Enter or by leaving it, refusing what the add form refuses", async () => {
    const { fetchMock, user } = await openSale({
      handler: (request) => (isCall(request, "POST", "/api/sale") ? jsonResponse(201, registered) : undefined),
    });
    await scanArroz(user);
    await user.click(quantityButton(arroz.name));
    const input = screen.getByRole("spinbutton", { name: `Cantidad de ${arroz.name}` });
    expect(input).toHaveFocus();
    expect(input).toHaveValue(1);

    await user.clear(input);
    await user.type(input, "0{Enter}");
    expect(input).toHaveAccessibleDescription(productMessages.quantityInvalid);
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.clear(input);
    await user.keyboard("{Enter}");
    expect(input).toHaveAccessibleDescription("La cantidad es obligatoria");
    // Escape leaves it as it was.
    await user.keyboard("{Escape}");
    expect(quantityButton(arroz.name)).toHaveTextContent("1");
    expect(quantityButton(arroz.name)).toHaveFocus();

    await user.keyboard("{Enter}");
    await user.clear(screen.getByRole("spinbutton", { name: `Cantidad de ${arroz.name}` }));
    await user.keyboard("4{Enter}");
    expect(quantityButton(arroz.name)).toHaveTextContent("4");
    expect(quantityButton(arroz.name)).toHaveFocus();
    expect(total()).toHaveTextContent(/^\$\s50\.000,00$/);

    // Leaving the field takes it too.
    await user.click(quantityButton(arroz.name));
    await user.clear(screen.getByRole("spinbutton", { name: `Cantidad de ${arroz.name}` }));
    await user.type(screen.getByRole("spinbutton", { name: `Cantidad de ${arroz.name}` }), "2");
    await user.click(screen.getByRole("button", { name: "Consumidor final" }));
    expect(quantityButton(arroz.name)).toHaveTextContent("2");
    expect(total()).toHaveTextContent(/^\$\s25\.000,00$/);

    await user.click(screen.getByRole("button", { name: "Registrar Venta" }));
    await waitFor(() => expect(liveCalls(fetchMock, "POST", "/api/sale")).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", "/api/sale")[0]?.body).toMatchObject({
      items: [{ product_id: arroz.id, quantity: 2, unit_price: 12500 }],
    });
  });

  it("changes the price in place for who may sell away from the list price, which then shows struck through", async () => {
    const { fetchMock, user } = await openSale({
      handler: (request) => (isCall(request, "POST", "/api/sale") ? jsonResponse(201, registered) : undefined),
    });
    await user.click(screen.getByRole("button", { name: "Consumidor final" }));
    await scanArroz(user, 2);
    expect(within(lineOf(arroz.name)).queryByText("Precio de lista")).not.toBeInTheDocument();

    await user.click(priceButton(arroz.name)!);
    const input = screen.getByRole("textbox", { name: `Precio unitario de ${arroz.name}` });
    expect(input).toHaveValue("12500");
    await user.clear(input);
    await user.keyboard("{Enter}");
    expect(input).toHaveAccessibleDescription("El precio unitario es obligatorio");
    // Pesos as written in Colombia: the dots group thousands.
    await user.type(input, "11.000,5{Enter}");
    expect(priceButton(arroz.name)).toHaveTextContent(/^\$\s11\.000,50$/);
    const aside = within(lineOf(arroz.name)).getByText("Precio de lista");
    expect(aside.querySelector("del")).toHaveTextContent(/^\$\s12\.500,00$/);
    expect(total()).toHaveTextContent(/^\$\s22\.001,00$/);

    await user.click(screen.getByRole("button", { name: "Registrar Venta" }));
    await waitFor(() => expect(liveCalls(fetchMock, "POST", "/api/sale")).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", "/api/sale")[0]?.body).toMatchObject({
      items: [{ product_id: arroz.id, quantity: 2, unit_price: 11000.5 }],
    });
  });

  it("shows the price as text to who may not change it (sales:price_override)", async () => {
    const { user } = await openSale({ permissions: ["sales:create", "clients:read", "products:read"] });
    await scanArroz(user);
    expect(priceButton(arroz.name)).not.toBeInTheDocument();
    const priceCell = within(lineOf(arroz.name)).getAllByRole("cell")[2]!;
    expect(priceCell).toHaveTextContent(/^\$\s12\.500,00$/);
    expect(within(priceCell).queryByRole("button")).not.toBeInTheDocument();
    // The quantity is anyone's to correct.
    expect(quantityButton(arroz.name)).toBeInTheDocument();

    // 'Agregar Producto' fills the product's price and keeps it: the server would refuse another.
    await user.click(screen.getByRole("button", { name: "Agregar producto" }));
    const dialog = await screen.findByRole("dialog", { name: "Agregar Producto" });
    expect(within(dialog).getByLabelText("Precio unitario")).toHaveAttribute("readonly");
    expect(within(dialog).getByText(saleTexts.priceLocked)).toBeInTheDocument();
  });
});

describe("register sale: F2, F4 and F9", () => {
  it("opens the client search with F2 and the product search with F4, each shown on its button", async () => {
    const { user } = await openSale();
    const clientButton = screen.getByRole("button", { name: "Agregar Cliente" });
    expect(clientButton).toHaveAttribute("aria-keyshortcuts", "F2");
    expect(clientButton).toHaveTextContent("F2");
    expect(screen.getByRole("button", { name: "Agregar producto" })).toHaveAttribute("aria-keyshortcuts", "F4");
    expect(screen.getByLabelText("Efectivo recibido")).toHaveAttribute("aria-keyshortcuts", "F9");
    expect(screen.getByText("Atajos: F2 cliente · F4 producto · F9 cobrar")).toBeInTheDocument();

    await user.keyboard("{F2}");
    const clientDialog = await screen.findByRole("dialog", { name: "Agregar Cliente" });
    expect(within(clientDialog).getByRole("combobox", { name: "Buscar cliente por: nombre" })).toHaveFocus();
    // Inside a dialog the keys are the dialog's.
    await user.keyboard("{F4}");
    expect(screen.queryByRole("dialog", { name: "Agregar Producto" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.keyboard("{F4}");
    const productDialog = await screen.findByRole("dialog", { name: "Agregar Producto" });
    expect(within(productDialog).getByRole("combobox", { name: "Producto (nombre o SKU)" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.keyboard("{F9}");
    expect(screen.getByLabelText("Efectivo recibido")).toHaveFocus();
  });
});

describe("register sale: 'Imprimir recibo'", () => {
  const receipt = () => document.querySelector<HTMLElement>("[data-print-sheet]");

  async function registerSale(settings = business, permissions?: string[]) {
    const opened = await openSale({
      permissions,
      handler: (request) => {
        if (isCall(request, "POST", "/api/sale")) return jsonResponse(201, registered);
        if (isCall(request, "GET", `/api/sales/${SALE_ID}`)) return jsonResponse(200, detail);
        if (isCall(request, "GET", "/api/settings/business")) return jsonResponse(200, settings);
        return undefined;
      },
    });
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    await opened.user.click(screen.getByRole("button", { name: "Consumidor final" }));
    await scanArroz(opened.user, 2);
    await opened.user.click(screen.getByRole("button", { name: "Registrar Venta" }));
    await screen.findByText("Venta V-000123 registrada.");
    return { ...opened, print };
  }

  it("prints the registered sale's receipt from the notice, without leaving the page", async () => {
    const { fetchMock, print, user } = await registerSale();
    expect(receipt()).toBeNull();
    expect(liveCalls(fetchMock, "GET", `/api/sales/${SALE_ID}`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Imprimir recibo" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = receipt()!;
    expect(sheet).toHaveAttribute("aria-label", "Recibo de la venta V-000123");
    expect(sheet.parentElement).toBe(document.body);
    expect(within(sheet).getByRole("heading", { name: "Recibo de venta" })).toBeInTheDocument();
    expect(within(sheet).getByText("Consumidor final")).toBeInTheDocument();
    expect(within(sheet).getByText("222222222222")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Registrar Venta" })).toBeInTheDocument();

    // Again: the same sheet, one more dialog.
    await user.click(screen.getByRole("button", { name: "Imprimir recibo" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(document.querySelectorAll("[data-print-sheet]")).toHaveLength(1);
  });

  it("prints by itself once the sale is registered when the business asks for it", async () => {
    const { fetchMock, print } = await registerSale({ ...business, auto_print_receipt: true });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(receipt()).toHaveAttribute("aria-label", "Recibo de la venta V-000123");
    expect(liveCalls(fetchMock, "GET", `/api/sales/${SALE_ID}`)).toHaveLength(1);
  });

  it("is not offered to a seller who may not read sales", async () => {
    const { print } = await registerSale({ ...business, auto_print_receipt: true }, [
      "sales:create",
      "clients:read",
      "products:read",
    ]);
    expect(screen.queryByRole("button", { name: "Imprimir recibo" })).not.toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });
});

describe("register sale: on a phone", () => {
  it("keeps the total and the one 'Registrar Venta' in a bar at the foot of the screen, with room above it", async () => {
    const { view } = await openSale();
    const buttons = screen.getAllByRole("button", { name: "Registrar Venta" });
    expect(buttons).toHaveLength(1);
    expect(document.querySelectorAll("output")).toHaveLength(1);
    const bar = buttons[0]!.parentElement!;
    expect(bar).toContainElement(total());
    expect(bar).toHaveClass("max-md:fixed", "max-md:bottom-0", "md:contents");
    expect(view.container.querySelector(".max-md\\:pb-24")).toContainElement(
      screen.getByLabelText("Efectivo recibido"),
    );
  });
});
