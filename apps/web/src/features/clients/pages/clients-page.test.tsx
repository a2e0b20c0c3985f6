import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { hangingResponse, heldResponse, jsonResponse, requestsTo, staffUser } from "../../../test/fetch-mock";
import { laura, pedro } from "../../../test/people-fixtures";
import { renderApp } from "../../../test/render-app";
import {
  forbidden,
  listQuery,
  listRequests,
  pageOf,
  setUpScreenTests,
  sidebarLinks,
  sleep,
  stubSignedIn,
  toastsWithText,
} from "../../../test/screen-test";

const SEARCH = "Buscar por identificación, nombre, apellido o correo";

setUpScreenTests();

/** Page N of three: one person per page, named after the page so the table shows which one is on screen. */
const personOnPage = (page: number) => ({ ...laura, identification: `100000000${page}`, name: `Página${page}` });

describe("client list", () => {
  it("says it is loading, then shows the columns and the rows", async () => {
    const answer = heldResponse();
    stubSignedIn((request) => (listQuery(request, "clients") ? answer.respond() : undefined));
    renderApp("/dashboard/clients");

    expect(await screen.findByRole("heading", { level: 1, name: "Mis Clientes" })).toBeInTheDocument();
    expect(await screen.findByText("Cargando usuarios...")).toBeInTheDocument();
    await answer.answer(jsonResponse(200, pageOf([laura, pedro])));

    const table = await screen.findByRole("table", { name: "Lista de clientes" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Identificación", "Estado", "Nombre", "Correo", "Número de celular", "Acciones"]);
    const row = (await within(table).findByText("Laura Gómez")).closest("tr")!;
    expect(within(row).getByText("1234567890")).toBeInTheDocument();
    expect(within(row).getByText("Activo")).toBeInTheDocument();
    expect(within(row).getByText("laura@correo.co")).toBeInTheDocument();
    expect(within(row).getByText("3001234567")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Ver a Laura Gómez" })).toHaveAttribute(
      "href",
      "/dashboard/clients/view/1234567890",
    );
    expect(screen.queryByText("Cargando usuarios...")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Paginación" })).not.toBeInTheDocument();
  });

  it("says there are no clients when the list is empty", async () => {
    stubSignedIn((request) => (listQuery(request, "clients") ? jsonResponse(200, pageOf([])) : undefined));
    renderApp("/dashboard/clients");
    expect(await screen.findByText("No hay usuarios registrados.")).toBeInTheDocument();
  });

  it("shows a 403 as exactly one warning naming the clients", async () => {
    stubSignedIn((request) => (listQuery(request, "clients") ? forbidden("No tienes permisos") : undefined));
    renderApp("/dashboard/clients");

    const message = "No tienes permisos para ver los clientes";
    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1));
    expect(within(screen.getByRole("table")).getByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Error al obtener los clientes")).not.toBeInTheDocument();
  });

  it("shows any other failure as 'Error al obtener los clientes'", async () => {
    stubSignedIn((request) =>
      listQuery(request, "clients") ? jsonResponse(400, { message: "x", code: "VALIDATION" }) : undefined,
    );
    renderApp("/dashboard/clients");

    await waitFor(() => expect(toastsWithText("Error al obtener los clientes")).toHaveLength(1));
  });

  it("pages through the list with the pagination control", async () => {
    const fetchMock = stubSignedIn((request) => {
      const query = listQuery(request, "clients");
      if (!query) return undefined;
      const page = Number(query.page);
      return jsonResponse(200, pageOf([personOnPage(page)], page, 3));
    });
    const user = userEvent.setup();
    renderApp("/dashboard/clients");

    await screen.findByText("Página1 Gómez");
    await user.click(screen.getByRole("button", { name: "Página 2" }));
    expect(await screen.findByText("Página2 Gómez")).toBeInTheDocument();
    expect(listRequests(fetchMock, "clients")).toEqual(["/api/clients?page=1", "/api/clients?page=2"]);
    expect(screen.getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  });
});

describe("client search", () => {
  function stubSearchableList() {
    return stubSignedIn((request) => {
      const query = listQuery(request, "clients");
      if (!query) return undefined;
      const page = Number(query.page);
      if (query.search) return jsonResponse(200, pageOf([{ ...laura, name: `Resultado ${query.search}` }]));
      return jsonResponse(200, pageOf([personOnPage(page)], page, 3));
    });
  }

  it("sends nothing for one or two characters", async () => {
    const fetchMock = stubSearchableList();
    const user = userEvent.setup();
    renderApp("/dashboard/clients");
    await screen.findByText("Página1 Gómez");

    await user.type(screen.getByRole("searchbox", { name: SEARCH }), "la");
    await sleep(500);
    expect(listRequests(fetchMock, "clients")).toEqual(["/api/clients?page=1"]);
  });

  it("searches from page 1 once three characters have rested for 300 ms", async () => {
    const fetchMock = stubSearchableList();
    const user = userEvent.setup();
    renderApp("/dashboard/clients");
    await screen.findByText("Página1 Gómez");
    await user.click(screen.getByRole("button", { name: "Página 2" }));
    await screen.findByText("Página2 Gómez");

    await user.type(screen.getByRole("searchbox", { name: SEARCH }), " lau");
    // Debounced: nothing has gone out the moment the third character lands.
    expect(listRequests(fetchMock, "clients")).toHaveLength(2);
    expect(await screen.findByText("Resultado lau Gómez")).toBeInTheDocument();
    expect(listRequests(fetchMock, "clients")).toEqual([
      "/api/clients?page=1",
      "/api/clients?page=2",
      "/api/clients?page=1&search=lau",
    ]);
  });

  it("stays on the current page when a too-short text is emptied again", async () => {
    const fetchMock = stubSearchableList();
    const user = userEvent.setup();
    renderApp("/dashboard/clients");
    await screen.findByText("Página1 Gómez");
    await user.click(screen.getByRole("button", { name: "Página 3" }));
    await screen.findByText("Página3 Gómez");

    const search = screen.getByRole("searchbox", { name: SEARCH });
    await user.type(search, "ab");
    await user.clear(search);
    await sleep(500);
    expect(screen.getByText("Página3 Gómez")).toBeInTheDocument();
    expect(listRequests(fetchMock, "clients")).toEqual(["/api/clients?page=1", "/api/clients?page=3"]);
  });

  it("shows the unfiltered list again when a search is emptied", async () => {
    stubSearchableList();
    const user = userEvent.setup();
    renderApp("/dashboard/clients");
    await screen.findByText("Página1 Gómez");

    const search = screen.getByRole("searchbox", { name: SEARCH });
    await user.type(search, "gómez");
    await screen.findByText("Resultado gómez Gómez");
    await user.clear(search);
    expect(await screen.findByText("Página1 Gómez")).toBeInTheDocument();
  });
});

describe("client row actions", () => {
  it("deletes only after the browser confirmation, then says so and reloads", async () => {
    const fetchMock = stubSignedIn((request) => {
      if (listQuery(request, "clients")) return jsonResponse(200, pageOf([laura]));
      if (request.method === "DELETE" && request.url === "/api/clients/1234567890") {
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const user = userEvent.setup();
    renderApp("/dashboard/clients");

    await user.click(await screen.findByRole("button", { name: "Eliminar a Laura Gómez" }));
    expect(confirm).toHaveBeenCalledWith("Seguro que quieres eliminar a Laura Gómez?");
    expect(requestsTo(fetchMock, "DELETE", "/api/clients/1234567890")).toBe(0);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: "Eliminar a Laura Gómez" }));
    await waitFor(() => expect(toastsWithText("Cliente Eliminado correctamente")).toHaveLength(1));
    expect(requestsTo(fetchMock, "DELETE", "/api/clients/1234567890")).toBe(1);
    await waitFor(() => expect(listRequests(fetchMock, "clients")).toHaveLength(2));
  });

  it("reports a failed delete with the spec's message", async () => {
    stubSignedIn((request) => {
      if (listQuery(request, "clients")) return jsonResponse(200, pageOf([laura]));
      if (request.method === "DELETE") return jsonResponse(500, { message: "x", code: "INTERNAL" });
      return undefined;
    });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const user = userEvent.setup();
    renderApp("/dashboard/clients");

    await user.click(await screen.findByRole("button", { name: "Eliminar a Laura Gómez" }));
    await waitFor(() => expect(toastsWithText("Error al guardar los datos del cliente")).toHaveLength(1));
  });

  it("offers view and reactivate on inactive rows, and reactivates", async () => {
    const fetchMock = stubSignedIn((request) => {
      if (listQuery(request, "clients")) return jsonResponse(200, pageOf([pedro]));
      if (request.method === "PATCH" && request.url === "/api/clients/2234567890/reactivate") {
        return jsonResponse(200, { ...pedro, is_active: true });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp("/dashboard/clients");

    const row = (await screen.findByText("Pedro Ruiz")).closest("tr")!;
    expect(within(row).getByText("Inactivo")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Ver a Pedro Ruiz" })).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /Editar|Eliminar/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: "Reactivar a Pedro Ruiz" }));
    await waitFor(() => expect(toastsWithText("Cliente reactivado correctamente")).toHaveLength(1));
    expect(requestsTo(fetchMock, "PATCH", "/api/clients/2234567890/reactivate")).toBe(1);
    await waitFor(() => expect(listRequests(fetchMock, "clients")).toHaveLength(2));
  });

  it("disables the delete button while the delete runs", async () => {
    stubSignedIn((request) => {
      if (listQuery(request, "clients")) return jsonResponse(200, pageOf([laura]));
      if (request.method === "DELETE") return hangingResponse(request.signal);
      return undefined;
    });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const user = userEvent.setup();
    renderApp("/dashboard/clients");

    const remove = await screen.findByRole("button", { name: "Eliminar a Laura Gómez" });
    await user.click(remove);
    await waitFor(() => expect(remove).toBeDisabled());
  });

  it("offers a user who may only read clients nothing but viewing, in the list and in the sidebar", async () => {
    stubSignedIn(
      (request) => (listQuery(request, "clients") ? jsonResponse(200, pageOf([laura, pedro])) : undefined),
      staffUser,
      ["clients:read"],
    );
    renderApp("/dashboard/clients");

    expect(await screen.findByRole("link", { name: "Ver a Laura Gómez" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver a Pedro Ruiz" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Agregar usuario" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^(Editar|Eliminar|Reactivar) a / })).not.toBeInTheDocument();
    // 'Exportar' needs only what showing the list needs.
    expect(screen.getByRole("button", { name: "Exportar" })).toBeInTheDocument();
    expect(sidebarLinks()).toEqual(["Clientes"]);
  });

  it("offers each action with its own permission, and shows the server's refusal of one it offered", async () => {
    // The set says delete; the server, whose set changed meanwhile, refuses it.
    const fetchMock = stubSignedIn(
      (request) => {
        if (listQuery(request, "clients")) return jsonResponse(200, pageOf([laura, pedro]));
        if (request.method === "DELETE") return forbidden("del servidor");
        return undefined;
      },
      staffUser,
      ["clients:read", "clients:delete"],
    );
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const user = userEvent.setup();
    renderApp("/dashboard/clients");

    const remove = await screen.findByRole("button", { name: "Eliminar a Laura Gómez" });
    expect(screen.queryByRole("button", { name: "Agregar usuario" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Editar a Laura Gómez" })).not.toBeInTheDocument();
    // Reactivating is an update: Pedro, inactive, offers only 'Ver'.
    expect(screen.queryByRole("button", { name: "Reactivar a Pedro Ruiz" })).not.toBeInTheDocument();

    await user.click(remove);
    await waitFor(() => expect(toastsWithText("No tienes permisos para esta acción")).toHaveLength(1));
    expect(requestsTo(fetchMock, "DELETE", "/api/clients/1234567890")).toBe(1);
    expect(toastsWithText("Error al guardar los datos del cliente")).toHaveLength(0);
    expect(toastsWithText("del servidor")).toHaveLength(0);
  });
});
