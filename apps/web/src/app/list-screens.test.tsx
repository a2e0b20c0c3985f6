import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aceite, arroz } from "../test/catalog-fixtures";
import { isCall, jsonResponse, type MockHandler, type MockRequest } from "../test/fetch-mock";
import { renderApp } from "../test/render-app";
import { listRequests, setUpScreenTests, stubSignedIn } from "../test/screen-test";

setUpScreenTests();

// The five list screens that kept their search and page in component state until issue 30: each now keeps
// them in the URL (reload, Back), says what a search that matched nothing looked for, and offers a way out.
const SCREENS = [
  {
    name: "Mis Productos",
    path: "/dashboard/products",
    resource: "product",
    search: "Buscar producto por: nombre o SKU",
    empty: "No hay productos registrados.",
    noMatch: "Ningún producto coincide con «zzz».",
  },
  {
    name: "Bodegas",
    path: "/dashboard/warehouses",
    resource: "warehouse",
    search: "Buscar bodega por: nombre",
    empty: "No hay bodegas registradas.",
    noMatch: "Ninguna bodega coincide con «zzz».",
  },
  {
    name: "Mis Clientes",
    path: "/dashboard/clients",
    resource: "clients",
    search: "Buscar por identificación, nombre, apellido o correo",
    empty: "No hay usuarios registrados.",
    noMatch: "Ningún cliente coincide con «zzz».",
  },
  {
    name: "Mis empleados",
    path: "/dashboard/employees",
    resource: "employees",
    search: "Buscar por identificación, nombre, apellido o correo",
    empty: "No hay empleados registrados.",
    noMatch: "Ningún empleado coincide con «zzz».",
  },
  {
    name: "Solicitudes de alistamiento",
    path: "/dashboard/pickingRequests",
    resource: "withdrawals",
    search: "Busqueda por: nombre",
    empty: "No hay solicitudes.",
    noMatch: "Ninguna solicitud coincide con «zzz».",
  },
] as const;

type Screen = (typeof SCREENS)[number];

/** An empty page `page` of two: enough for the pagination, whatever the list's rows look like. */
const emptyPageOfTwo = (request: MockRequest) => {
  const page = Number(new URL(request.url, "http://localhost").searchParams.get("page"));
  return jsonResponse(200, { data: [], page, total_pages: 2, total: 12 });
};

function stubList(screen: Screen, list: MockHandler) {
  return stubSignedIn((request) => (isCall(request, "GET", `/api/${screen.resource}`) ? list(request) : undefined));
}

const searchBox = (screenUnderTest: Screen) => screen.getByRole("searchbox", { name: screenUnderTest.search });

describe.each(SCREENS)("list screen '$name'", (list) => {
  it("keeps its search and page in the URL: a reload shows the same page of the same search", async () => {
    const fetchMock = stubList(list, emptyPageOfTwo);
    const user = userEvent.setup();
    const first = renderApp(list.path);
    await screen.findByRole("heading", { level: 1, name: list.name });

    await user.type(searchBox(list), "lau");
    await waitFor(() => expect(first.router.state.location.search).toBe("?search=lau"));
    // The screen has shown the search's answer: its pagination pages that search.
    expect(await screen.findByText(/coincide con «lau»\.$/)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Página 2" }));
    await waitFor(() => expect(first.router.state.location.search).toBe("?search=lau&page=2"));
    const url = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    first.unmount();

    const reloaded = renderApp(url);
    await screen.findByRole("heading", { level: 1, name: list.name });
    expect(searchBox(list)).toHaveValue("lau");
    await waitFor(() =>
      expect(listRequests(fetchMock, list.resource).at(-1)).toBe(`/api/${list.resource}?page=2&search=lau`),
    );
    expect(await screen.findByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
    reloaded.unmount();
  });

  it("comes Back to the search and page it showed", async () => {
    stubList(list, emptyPageOfTwo);
    const { router } = renderApp(`${list.path}?search=lau&page=2`);
    await screen.findByRole("heading", { level: 1, name: list.name });
    expect(searchBox(list)).toHaveValue("lau");

    await router.navigate("/dashboard/sale");
    await waitFor(() => expect(screen.queryByRole("heading", { level: 1, name: list.name })).not.toBeInTheDocument());
    await router.navigate(-1);

    await screen.findByRole("heading", { level: 1, name: list.name });
    expect(router.state.location.search).toBe("?search=lau&page=2");
    expect(searchBox(list)).toHaveValue("lau");
    expect(await screen.findByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  });

  it("names a search that matched nothing, and 'Limpiar búsqueda' shows the whole list again", async () => {
    const fetchMock = stubList(list, () => jsonResponse(200, { data: [], page: 1, total_pages: 0, total: 0 }));
    const user = userEvent.setup();
    const { router } = renderApp(`${list.path}?search=zzz`);

    expect(await screen.findByText(list.noMatch)).toBeInTheDocument();
    // The specification's empty text is for a list with nothing at all, not for a search.
    expect(screen.queryByText(list.empty)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Limpiar búsqueda" }));

    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(searchBox(list)).toHaveValue("");
    expect(await screen.findByText(list.empty)).toBeInTheDocument();
    expect(listRequests(fetchMock, list.resource).at(-1)).toBe(`/api/${list.resource}?page=1`);
  });
});

describe("a list's load that failed, and its range", () => {
  it("offers 'Reintentar' after a failure, which asks again and shows the rows", async () => {
    let failing = true;
    const fetchMock = stubList(SCREENS[0], () =>
      failing
        ? jsonResponse(500, { message: "falló", code: "INTERNAL" })
        : jsonResponse(200, { data: [arroz], page: 1, total_pages: 1, total: 1 }),
    );
    const user = userEvent.setup();
    renderApp("/dashboard/products");
    const table = await screen.findByRole("table", { name: "Lista de productos" });

    const retry = await within(table).findByRole("button", { name: "Reintentar" }, { timeout: 5000 });
    expect(within(table).getByText("Ocurrió un error al cargar los productos")).toBeInTheDocument();
    failing = false;
    const asked = listRequests(fetchMock, "product").length;
    await user.click(retry);

    expect(await within(table).findByText(arroz.name)).toBeInTheDocument();
    expect(listRequests(fetchMock, "product").length).toBe(asked + 1);
    expect(within(table).queryByRole("button", { name: "Reintentar" })).not.toBeInTheDocument();
  });

  it("offers no 'Reintentar' after a refusal, which asking again would not change", async () => {
    stubList(SCREENS[0], () => jsonResponse(403, { message: "No tienes permisos", code: "FORBIDDEN" }));
    renderApp("/dashboard/products");
    const table = await screen.findByRole("table", { name: "Lista de productos" });
    expect(await within(table).findByText("No tienes permisos para ver los productos")).toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: "Reintentar" })).not.toBeInTheDocument();
  });

  it("says which rows of how many it shows beside the pagination", async () => {
    const rows = Array.from({ length: 10 }, (_, index) => ({
      ...(index % 2 ? aceite : arroz),
      id: `p-${index}`,
      name: `Producto ${index}`,
    }));
    stubList(SCREENS[0], (request) => {
      const page = Number(new URL(request.url, "http://localhost").searchParams.get("page"));
      return jsonResponse(200, { data: page === 12 ? rows.slice(0, 3) : rows, page, total_pages: 12, total: 113 });
    });
    const user = userEvent.setup();
    renderApp("/dashboard/products");

    expect(await screen.findByText("1–10 de 113")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Página 12" }));
    expect(await screen.findByText("111–113 de 113")).toBeInTheDocument();
  });
});
