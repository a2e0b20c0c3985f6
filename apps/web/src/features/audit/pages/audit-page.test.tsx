import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { auditPage, failedSignIn, priceChange, roleChange } from "../../../test/audit-fixtures";
import { heldResponse, jsonResponse, liveCalls, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import {
  listQuery,
  setUpScreenTests,
  sidebarLinks,
  sleep,
  stubSignedIn,
  toastsWithText,
} from "../../../test/screen-test";

setUpScreenTests();
beforeAll(() => import("./audit-page"));

const PATH = "/dashboard/audit";

/** Whom the trail filters by (GET /audit/users): every employee, one whose rows are not on screen too. */
const AUDIT_USERS = [
  { id: "u-1", name: "Administrador" },
  { id: "u-2", name: "Laura Gómez" },
  { id: "u-3", name: "Pedro Ruiz" },
];

function stubAudit(list: MockHandler = () => jsonResponse(200, auditPage([priceChange, roleChange, failedSignIn]))) {
  return stubSignedIn((request) => {
    if (listQuery(request, "audit/users")) return jsonResponse(200, { data: AUDIT_USERS });
    return listQuery(request, "audit") ? list(request) : undefined;
  });
}

/** The queries of the trail's requests that reached the server (not cancelled), in order. */
const sentQueries = (fetchMock: ReturnType<typeof stubAudit>) =>
  liveCalls(fetchMock, "GET", "/api/audit").map(({ url }) =>
    Object.fromEntries(new URL(url, "http://localhost").searchParams),
  );

const table = () => screen.getByRole("table", { name: "Registros de auditoría" });
const rowOf = (text: string) => within(table()).getByText(text).closest("tr")!;
const cellTexts = (row: HTMLTableRowElement) => Array.from(row.cells).map((cell) => cell.textContent);

describe("Auditoría", () => {
  it("lists each event newest first: when in Bogotá, who, the action, the record, each change before → after, and from where", async () => {
    stubAudit();
    renderApp(PATH);

    expect(await screen.findByRole("heading", { level: 1, name: "Auditoría" })).toBeInTheDocument();
    await within(table()).findByText(priceChange.summary);
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Fecha", "Usuario", "Acción", "Registro", "Cambios", "Dirección"]);

    // 13:30 UTC is 8:30 in Bogotá, whatever the test machine's zone.
    expect(cellTexts(rowOf(priceChange.summary))).toEqual([
      expect.stringMatching(/^05\/03\/20248:30/),
      "Administrador",
      "Modificación",
      `Producto${priceChange.summary}`,
      expect.stringMatching(/^Precio: \$\s20\.000,00 → \$\s25\.900,00Nombre: Arroz Diana → Arroz Diana 500 g$/),
      "192.168.1.20",
    ]);
    const changes = within(rowOf(priceChange.summary)).getAllByRole("listitem");
    expect(changes).toHaveLength(2);

    // Lists joined by commas, Sí/No, and a field without a Spanish name by its API name; nothing is '—'.
    expect(cellTexts(rowOf(roleChange.summary)).slice(1, 5)).toEqual([
      "Laura Gómez",
      "Modificación",
      "Rolvendedor",
      "Permisos: sales:read → sales:read, sales:createActivo: No → Sínickname: — → ventas",
    ]);
    // Nobody signed in, no address, no fields.
    expect(cellTexts(rowOf(failedSignIn.summary)).slice(1)).toEqual([
      "—",
      "Inicio de sesión fallido",
      `Sesión${failedSignIn.summary}`,
      "—",
      "—",
    ]);
    expect(screen.getByRole("button", { name: "Exportar" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Paginación" })).not.toBeInTheDocument();
  });

  it("says it is loading, then that the trail has no rows", async () => {
    const answer = heldResponse();
    stubAudit(() => answer.respond());
    renderApp(PATH);

    expect(await screen.findByText("Cargando auditoría...")).toBeInTheDocument();
    await answer.answer(jsonResponse(200, auditPage([])));
    expect(await screen.findByText("No hay registros de auditoría")).toBeInTheDocument();
  });

  it("says nothing matches the filters, or the search with a way to clear it", async () => {
    stubAudit(() => jsonResponse(200, auditPage([])));
    const user = userEvent.setup();
    const { router } = renderApp(`${PATH}?action=delete`);

    expect(await screen.findByText("Ningún registro de auditoría coincide con los filtros")).toBeInTheDocument();
    expect(screen.queryByText("No hay registros de auditoría")).not.toBeInTheDocument();

    await router.navigate(`${PATH}?search=zzz`);
    expect(await screen.findByText("Ningún registro de auditoría coincide con «zzz».")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Limpiar búsqueda" }));
    expect(await screen.findByText("No hay registros de auditoría")).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("reports a failed load with its own text", async () => {
    stubAudit(() => jsonResponse(500, { message: "mal", code: "INTERNAL" }));
    renderApp(PATH);

    const message = "No se pudo cargar la auditoría";
    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1));
    expect(within(table()).getByText(message)).toBeInTheDocument();
    expect(within(table()).getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
  });

  it("sends the user, record type, action and dates from page 1, and keeps them in the URL", async () => {
    const fetchMock = stubAudit((request) => {
      const page = Number(listQuery(request, "audit")?.page);
      return jsonResponse(200, auditPage([priceChange, roleChange], { page, total_pages: 2, total: 12 }));
    });
    const user = userEvent.setup();
    const { router } = renderApp(`${PATH}?page=2`);
    await within(await screen.findByRole("table")).findByText(roleChange.summary);

    // Every employee, whether or not a row on screen names them.
    const userSelect = screen.getByRole("combobox", { name: "Usuario" });
    await within(userSelect).findByRole("option", { name: "Pedro Ruiz" });
    expect(
      within(userSelect)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Todos los usuarios", "Administrador", "Laura Gómez", "Pedro Ruiz"]);
    await user.selectOptions(userSelect, "Laura Gómez");
    await waitFor(() => expect(sentQueries(fetchMock).at(-1)).toEqual({ page: "1", user_id: "u-2" }));

    const entity = screen.getByRole("combobox", { name: "Tipo de registro" });
    expect(within(entity).getByRole("option", { name: "Producto" })).toHaveValue("product");
    await user.selectOptions(entity, "Producto");
    const action = screen.getByRole("combobox", { name: "Acción" });
    expect(within(action).getAllByRole("option")[0]).toHaveTextContent("Todas");
    await user.selectOptions(action, "Modificación");
    fireEvent.change(screen.getByLabelText("Desde"), { target: { value: "2024-03-01" } });
    fireEvent.change(screen.getByLabelText("Hasta"), { target: { value: "2024-03-31" } });

    const expected = {
      user: "u-2",
      entity: "product",
      action: "update",
      from: "2024-03-01",
      to: "2024-03-31",
    };
    await waitFor(() =>
      expect(sentQueries(fetchMock).at(-1)).toEqual({
        page: "1",
        user_id: "u-2",
        entity: "product",
        action: "update",
        from: "2024-03-01",
        to: "2024-03-31",
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected);
  });

  it("searches after 300 ms from 3 characters and keeps the search in the URL", async () => {
    const fetchMock = stubAudit();
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await within(await screen.findByRole("table")).findByText(priceChange.summary);

    const search = screen.getByRole("searchbox", { name: "Buscar por registro o valor cambiado" });
    await user.type(search, "ar");
    await sleep(400);
    expect(sentQueries(fetchMock)).toEqual([{ page: "1" }]);
    await user.type(search, "r");
    await waitFor(() => expect(sentQueries(fetchMock)).toHaveLength(2));
    expect(sentQueries(fetchMock)[1]).toEqual({ page: "1", search: "arr" });
    expect(router.state.location.search).toBe("?search=arr");
  });

  it("starts from the filters in the URL, as after a reload, and refuses a start after the end without asking", async () => {
    const fetchMock = stubAudit();
    renderApp(`${PATH}?user=u-9&entity=supplier&action=create&from=2024-03-01&to=2024-03-31&search=andina&page=2`);
    await within(await screen.findByRole("table")).findByText(priceChange.summary);

    expect(sentQueries(fetchMock)).toEqual([
      {
        page: "2",
        user_id: "u-9",
        entity: "supplier",
        action: "create",
        from: "2024-03-01",
        to: "2024-03-31",
        search: "andina",
      },
    ]);
    expect(screen.getByRole("searchbox")).toHaveValue("andina");
    // A user the options do not name (yet) is still the one chosen.
    const userSelect = screen.getByRole("combobox", { name: "Usuario" });
    expect(userSelect).toHaveValue("u-9");
    expect(within(userSelect).getByRole("option", { name: "Usuario elegido" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Tipo de registro" })).toHaveValue("supplier");
    expect(screen.getByRole("combobox", { name: "Acción" })).toHaveValue("create");
    expect(screen.getByLabelText("Desde")).toHaveValue("01/03/2024");

    fireEvent.change(screen.getByLabelText("Hasta"), { target: { value: "2024-02-01" } });
    expect(await screen.findByText("La fecha inicial debe ser anterior o igual a la final")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Exportar" })).not.toBeInTheDocument();
    await sleep(50);
    expect(sentQueries(fetchMock)).toHaveLength(1);
  });

  it("counts up to 1.000 and then pages on with 'Ver más registros', back with 'Volver al inicio'", async () => {
    const fetchMock = stubAudit((request) => {
      const query = listQuery(request, "audit") ?? {};
      if (query.after === priceChange.id) return jsonResponse(200, auditPage([failedSignIn]));
      return jsonResponse(
        200,
        auditPage([priceChange], {
          page: 100,
          total_pages: 100,
          total: 1_000,
          total_capped: true,
          next_after: priceChange.id,
        }),
      );
    });
    const user = userEvent.setup();
    const { router } = renderApp(`${PATH}?page=100&entity=product`);
    await within(await screen.findByRole("table")).findByText(priceChange.summary);
    expect(screen.getByText("991–991 de más de 1.000")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Ver más registros" }));
    await within(table()).findByText(failedSignIn.summary);
    expect(sentQueries(fetchMock).at(-1)).toEqual({ entity: "product", after: priceChange.id });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      entity: "product",
      after: priceChange.id,
    });
    expect(screen.queryByRole("button", { name: "Ver más registros" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Volver al inicio" }));
    await waitFor(() => expect(router.state.location.search).toBe("?entity=product"));
    expect(sentQueries(fetchMock).at(-1)).toEqual({ page: "1", entity: "product" });
  });

  it("is neither in the sidebar nor open without audit:read, and asks nothing", async () => {
    const fetchMock = stubSignedIn(() => undefined, staffUser, ["clients:read", "roles:read"]);
    renderApp(PATH);

    expect(await screen.findByRole("heading", { level: 1, name: "Sin acceso" })).toBeInTheDocument();
    await waitFor(() => expect(sidebarLinks()).toContain("Clientes"));
    expect(sidebarLinks()).not.toContain("Auditoría");
    expect(liveCalls(fetchMock, "GET", "/api/audit")).toEqual([]);
  });

  it("is listed in the sidebar beside the roles for whoever holds audit:read", async () => {
    stubAudit();
    renderApp("/dashboard/rolesAndPermissions");
    await waitFor(() => expect(sidebarLinks()).toContain("Auditoría"));
    const links = sidebarLinks();
    expect(links.indexOf("Auditoría")).toBe(links.indexOf("Roles y Permisos") + 1);
  });
});
