import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { arroz } from "../../../test/catalog-fixtures";
import { heldResponse, isCall, jsonResponse, liveCalls, type MockHandler } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import {
  forbidden,
  listQuery,
  listRequests,
  pageOf,
  setUpScreenTests,
  stubSignedIn,
  toastsWithText,
} from "../../../test/screen-test";
import { stubTransferApi, transfer } from "../../../test/transfer-fixtures";
import { transferTexts } from "../transfer-texts";

setUpScreenTests();
beforeAll(() => import("./transfers-page"));

const PATH = "/dashboard/transfers";

function stubList(list: MockHandler) {
  return stubSignedIn((request) => (listQuery(request, "transfers") ? list(request) : undefined));
}

const table = () => screen.findByRole("table", { name: "Lista de traslados" });

describe("transfers list", () => {
  it("shows number, date, product with SKU, warehouses, lot, quantity with unit and employee", async () => {
    stubList(() =>
      jsonResponse(
        200,
        pageOf([
          transfer(),
          transfer({ id: "t-46", number: "T-000046", lot_number: null, employee_name: null, quantity: 3, unit: "UD" }),
        ]),
      ),
    );
    renderApp(PATH);

    expect(await screen.findByRole("heading", { level: 1, name: "Traslados" })).toBeInTheDocument();
    const list = await table();
    const headers = within(list)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Número", "Fecha", "Producto", "Desde", "Hacia", "Lote", "Cantidad", "Empleado"]);

    const first = (await within(list).findByText("T-000045")).closest("tr")!;
    // 13:30 UTC is 8:30 a. m. in Bogotá, whatever the machine's zone.
    expect(first.cells[1]).toHaveTextContent(/^05\/03\/20248:30\sa/);
    expect(first.cells[2]).toHaveTextContent(`${arroz.name}${arroz.sku}`);
    expect(first.cells[3]).toHaveTextContent("Bodega Principal");
    expect(first.cells[4]).toHaveTextContent("Bodega Medellín");
    expect(first.cells[5]).toHaveTextContent("L-2024");
    expect(first.cells[6]).toHaveTextContent("1.200 KG");
    expect(first.cells[7]).toHaveTextContent("Laura Gómez");

    const second = within(list).getByText("T-000046").closest("tr")!;
    expect(second.cells[5]).toHaveTextContent(/^-$/);
    expect(second.cells[6]).toHaveTextContent("3 UD");
    expect(second.cells[7]).toHaveTextContent(/^-$/);
    expect(screen.queryByRole("navigation", { name: "Paginación" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nuevo traslado" })).toBeInTheDocument();
  });

  it("says it is loading, then that there are none", async () => {
    const answer = heldResponse();
    stubList(() => answer.respond());
    renderApp(PATH);

    expect(await screen.findByText(transferTexts.loading)).toBeInTheDocument();
    await answer.answer(jsonResponse(200, pageOf([])));
    expect(await screen.findByText("No hay traslados registrados.")).toBeInTheDocument();
  });

  it("says nothing matched when a search finds none", async () => {
    stubList(() => jsonResponse(200, pageOf([])));
    renderApp(`${PATH}?search=zzz`);
    // The search is named, and the specification's empty text is kept for a list with no transfers at all.
    expect(await screen.findByText("Ningún traslado coincide con «zzz».")).toBeInTheDocument();
    expect(screen.queryByText("No hay traslados registrados.")).not.toBeInTheDocument();
  });

  it("explains a 403 and any other failure", async () => {
    stubList(() => forbidden("No tienes permisos"));
    const first = renderApp(PATH);
    await waitFor(() => expect(toastsWithText(transferTexts.listForbidden)).toHaveLength(1));
    expect(within(await table()).getByText(transferTexts.listForbidden)).toBeInTheDocument();
    first.unmount();

    stubList(() => jsonResponse(400, { message: "mal", code: "VALIDATION" }));
    renderApp(PATH);
    await waitFor(() => expect(toastsWithText(transferTexts.listError)).toHaveLength(1));
    expect(within(await table()).getByText(transferTexts.listError)).toBeInTheDocument();
  });

  it("pages and searches from page 1 after 300 ms, keeping both in the URL", async () => {
    const fetchMock = stubList((request) => {
      const { page = "1", search = "" } = listQuery(request, "transfers") ?? {};
      return jsonResponse(
        200,
        pageOf([transfer({ id: `t-${page}${search}`, number: `T-P${page}${search}` })], Number(page), 3),
      );
    });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await screen.findByText("T-P1");

    await user.click(screen.getByRole("button", { name: "Página 2" }));
    await screen.findByText("T-P2");
    expect(router.state.location.search).toBe("?page=2");

    const search = screen.getByRole("searchbox", { name: transferTexts.search });
    await user.type(search, "ar");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listRequests(fetchMock, "transfers")).toEqual(["/api/transfers?page=1", "/api/transfers?page=2"]);
    await user.type(search, "z");
    await screen.findByText("T-P1arz");
    expect(listRequests(fetchMock, "transfers").at(-1)).toBe("/api/transfers?page=1&search=arz");
    expect(router.state.location.search).toBe("?search=arz");
  });

  it("opens on the page and search the URL holds", async () => {
    const fetchMock = stubList(() => jsonResponse(200, pageOf([transfer()], 2, 4)));
    renderApp(`${PATH}?page=2&search=arroz`);
    await screen.findByText("T-000045");
    expect(screen.getByRole("searchbox", { name: transferTexts.search })).toHaveValue("arroz");
    expect(listRequests(fetchMock, "transfers")).toEqual(["/api/transfers?page=2&search=arroz"]);
    expect(screen.getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  });
});

describe("'Nuevo traslado' filled in from a link (an alert's 'Trasladar', issue 32)", () => {
  /** The API with arroz readable by id (and nothing else), the page opened on `query`. */
  async function openPrefilled(query: string, options: { handler?: MockHandler; permissions?: string[] } = {}) {
    const fetchMock = stubTransferApi((request) => {
      const answer = options.handler?.(request);
      if (answer) return answer;
      if (isCall(request, "GET", `/api/product/${arroz.id}`)) return jsonResponse(200, arroz);
      if (request.url.startsWith("/api/product/"))
        return jsonResponse(404, { message: "No existe", code: "NOT_FOUND" });
      return undefined;
    }, options.permissions);
    const user = userEvent.setup();
    const { router } = renderApp(`${PATH}?${query}`);
    await screen.findByText("T-000045");
    return { fetchMock, user, router };
  }
  const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole("combobox", { name });
  const quantity = (dialog: HTMLElement) => within(dialog).getByRole("spinbutton", { name: transferTexts.quantity });

  it("opens with the product chosen, both warehouses, the source's only lot and the quantity; sends them", async () => {
    const { fetchMock, user, router } = await openPrefilled(
      `search=arroz&new=1&product=${arroz.id}&from=w-3&to=w-1&quantity=4`,
      {
        handler: (request) =>
          isCall(request, "POST", "/api/transfers") ? jsonResponse(201, transfer({ number: "T-000046" })) : undefined,
      },
    );
    const dialog = await screen.findByRole("dialog", { name: transferTexts.formTitle });
    await waitFor(() => expect(field(dialog, transferTexts.from)).toHaveValue("w-3"));
    expect(field(dialog, transferTexts.product)).toHaveValue(`${arroz.sku} - ${arroz.name}`);
    // Bodega Medellín holds one lot of it: nothing to choose. The source select is uncontrolled and shows
    // its value at once; the lot and destination are controlled and show theirs a render later, which on a
    // busy machine comes after the first waitFor has passed.
    await waitFor(() => expect(field(dialog, transferTexts.lot)).toHaveValue("l-3"));
    expect(field(dialog, transferTexts.to)).toHaveValue("w-1");
    expect(quantity(dialog)).toHaveValue(4);
    // As if picked: no product search was asked for.
    expect(liveCalls(fetchMock, "GET", "/api/product")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Trasladar" }));
    await waitFor(() => expect(toastsWithText(transferTexts.success("T-000046"))).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", "/api/transfers").map(({ body }) => body)).toEqual([
      {
        product_id: arroz.id,
        from_warehouse_id: "w-3",
        lot_number: null,
        to_warehouse_id: "w-1",
        quantity: 4,
        note: "",
      },
    ]);
    // Gone, and so are its parameters: the list's own stay.
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.search).toBe("?search=arroz");
  });

  it("leaves the lot to choose when the source holds several, and drops the parameters on 'Cancelar'", async () => {
    const { user, router } = await openPrefilled(`new=1&product=${arroz.id}&from=w-1&to=w-4&quantity=12`);
    const dialog = await screen.findByRole("dialog", { name: transferTexts.formTitle });
    await waitFor(() => expect(field(dialog, transferTexts.from)).toHaveValue("w-1"));
    // The destination, like the lot, shows its value a render after the source (see above).
    await waitFor(() => expect(field(dialog, transferTexts.to)).toHaveValue("w-4"));
    expect(field(dialog, transferTexts.lot)).toHaveValue("");
    expect(field(dialog, transferTexts.lot)).toBeEnabled();
    expect(quantity(dialog)).toHaveValue(12);

    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("leaves empty what it cannot find: an unknown product, a warehouse without the product, a bad quantity", async () => {
    const unknown = await openPrefilled("new=1&product=p-404&from=w-1&to=w-4&quantity=3");
    let dialog = await screen.findByRole("dialog", { name: transferTexts.formTitle });
    await waitFor(() => expect(liveCalls(unknown.fetchMock, "GET", "/api/product/p-404")).toHaveLength(1));
    expect(field(dialog, transferTexts.product)).toHaveValue("");
    expect(field(dialog, transferTexts.from)).toBeDisabled();
    expect(quantity(dialog)).toHaveValue(null);
    // A quiet miss: no warning.
    expect(toastsWithText("No existe")).toHaveLength(0);
    await unknown.user.click(within(dialog).getByRole("button", { name: "Cancelar" }));

    // Bodega Sur holds none of it, and the destination is the source itself: only the product and quantity hold.
    await unknown.router.navigate(`${PATH}?new=1&product=${arroz.id}&from=w-4&to=w-4&quantity=-2`);
    dialog = await screen.findByRole("dialog", { name: transferTexts.formTitle });
    await waitFor(() => expect(field(dialog, transferTexts.from)).toBeEnabled());
    expect(field(dialog, transferTexts.product)).toHaveValue(`${arroz.sku} - ${arroz.name}`);
    expect(field(dialog, transferTexts.from)).toHaveValue("");
    expect(field(dialog, transferTexts.to)).toHaveValue("");
    expect(quantity(dialog)).toHaveValue(null);
  });

  it("opens nothing for who may not create transfers", async () => {
    await openPrefilled(`new=1&product=${arroz.id}&from=w-3&to=w-1&quantity=4`, {
      permissions: ["transfers:read", "products:read", "inventory:read", "warehouses:read"],
    });
    expect(screen.queryByRole("button", { name: "Nuevo traslado" })).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
