import { messages } from "@inventario/shared/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { hangingResponse, jsonResponse, staffUser } from "../../../test/fetch-mock";
import { asEmployee, laura, pedro } from "../../../test/people-fixtures";
import { renderApp } from "../../../test/render-app";
import {
  forbidden,
  listQuery,
  pageOf,
  setUpScreenTests,
  stubSignedIn,
  toastsWithText,
} from "../../../test/screen-test";

setUpScreenTests();

const employees = [asEmployee(laura), asEmployee(pedro, { role: null, has_access: false, hired_at: null })];
const listOf = (data: unknown[]) => (request: Parameters<typeof listQuery>[0]) =>
  listQuery(request, "employees") ? jsonResponse(200, pageOf(data)) : undefined;

describe("employee list", () => {
  it("is 'Mis empleados' with 'Agregar empleado', and says it is loading", async () => {
    stubSignedIn((request) => (listQuery(request, "employees") ? hangingResponse(request.signal) : undefined));
    renderApp("/dashboard/employees");

    expect(await screen.findByRole("heading", { level: 1, name: "Mis empleados" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agregar empleado" })).toBeInTheDocument();
    expect(await screen.findByText("Cargando empleados...")).toBeInTheDocument();
  });

  it("says there are no employees when the list is empty", async () => {
    stubSignedIn(listOf([]));
    renderApp("/dashboard/employees");
    expect(await screen.findByText("No hay empleados registrados.")).toBeInTheDocument();
  });

  it.each([
    [403, "No tienes permisos para ver los empleados"],
    [500, "Ocurrió un error al cargar los empleados"],
  ])("reports a %i as '%s', once", async (status, message) => {
    stubSignedIn((request) =>
      listQuery(request, "employees")
        ? status === 403
          ? forbidden("del servidor")
          : jsonResponse(status, { message: "del servidor", code: "INTERNAL" })
        : undefined,
    );
    renderApp("/dashboard/employees");
    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1), { timeout: 3000 });
    expect(toastsWithText("del servidor")).toHaveLength(0);
  });

  it("gives admins an 'Asignar permisos' link on every row", async () => {
    stubSignedIn(listOf(employees));
    renderApp("/dashboard/employees");

    const assign = await screen.findByRole("link", { name: "Asignar permisos a Laura Gómez" });
    expect(assign).toHaveAttribute("href", "/dashboard/employees/permissions/1234567890");
    expect(screen.getByRole("link", { name: "Asignar permisos a Pedro Ruiz" })).toBeInTheDocument();
  });

  it("never shows 'Asignar permisos' to anyone else, though every action they may do is there", async () => {
    stubSignedIn(listOf(employees), staffUser, [
      "employees:read",
      "employees:create",
      "employees:update",
      "employees:delete",
    ]);
    renderApp("/dashboard/employees");

    expect(await screen.findByRole("button", { name: "Editar a Laura Gómez" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agregar empleado" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Eliminar a Laura Gómez" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reactivar a Pedro Ruiz" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Asignar permisos/ })).not.toBeInTheDocument();
  });

  it("offers a user who may only read employees nothing but viewing", async () => {
    stubSignedIn(listOf(employees), staffUser, ["employees:read"]);
    renderApp("/dashboard/employees");

    expect(await screen.findByRole("link", { name: "Ver a Laura Gómez" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Agregar empleado" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^(Editar|Eliminar|Reactivar) a / })).not.toBeInTheDocument();
  });

  it("uses the employee texts in the modal", async () => {
    stubSignedIn(listOf(employees));
    const user = userEvent.setup();
    renderApp("/dashboard/employees");

    await user.click(await screen.findByRole("button", { name: "Agregar empleado" }));
    expect(await screen.findByRole("dialog", { name: "Agregar nuevo empleado" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    await user.click(screen.getByRole("button", { name: "Editar a Laura Gómez" }));
    const dialog = await screen.findByRole("dialog", { name: "Editar empleado" });
    expect(within(dialog).getByRole("button", { name: "Actualizar" })).toBeInTheDocument();
  });

  it("shows a missing phone as a dash", async () => {
    stubSignedIn(listOf([asEmployee(laura, { phone_number: null, birthday: null })]));
    renderApp("/dashboard/employees");
    const row = (await screen.findByText("Laura Gómez")).closest("tr")!;
    expect(within(row).getByText("—")).toBeInTheDocument();
  });

  it("shows the server's reason when a delete is refused with 409 (the last active admin)", async () => {
    const reason = messages.adminAccount.lastAdmin;
    stubSignedIn((request) => {
      if (listQuery(request, "employees")) return jsonResponse(200, pageOf(employees));
      if (request.method === "DELETE") return jsonResponse(409, { message: reason, code: "CONFLICT" });
      return undefined;
    });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const user = userEvent.setup();
    renderApp("/dashboard/employees");

    await user.click(await screen.findByRole("button", { name: "Eliminar a Laura Gómez" }));
    await waitFor(() => expect(toastsWithText(reason)).toHaveLength(1));
    expect(toastsWithText("Error al guardar los datos del empleado")).toHaveLength(0);
  });
});

describe("employee details", () => {
  it("adds the role and the hiring date to the client details", async () => {
    stubSignedIn((request) =>
      request.url === "/api/employees/1234567890" ? jsonResponse(200, employees[0]) : undefined,
    );
    renderApp("/dashboard/employees/view/1234567890");

    expect(await screen.findByRole("heading", { level: 1, name: "Editar Empleado" })).toBeInTheDocument();
    const role = await screen.findByText("Rol", { selector: "dt" });
    expect(role.nextElementSibling).toHaveTextContent("Vendedor");
    expect(screen.getByText("Fecha de ingreso", { selector: "dt" }).nextElementSibling).toHaveTextContent("15/01/2024");
    expect(screen.getByText("Fecha de nacimiento", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "05/03/1990",
    );
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/dashboard/employees");
  });

  it("leaves out a role and a hiring date the employee does not have", async () => {
    stubSignedIn((request) =>
      request.url === "/api/employees/2234567890" ? jsonResponse(200, employees[1]) : undefined,
    );
    renderApp("/dashboard/employees/view/2234567890");

    expect(await screen.findByText("Pedro", { selector: "dd" })).toBeInTheDocument();
    expect(screen.queryByText("Rol", { selector: "dt" })).not.toBeInTheDocument();
    expect(screen.queryByText("Fecha de ingreso", { selector: "dt" })).not.toBeInTheDocument();
  });

  it("says so when the employee does not exist", async () => {
    stubSignedIn((request) =>
      request.url === "/api/employees/9999999999"
        ? jsonResponse(404, { message: "El empleado no existe", code: "NOT_FOUND" })
        : undefined,
    );
    renderApp("/dashboard/employees/view/9999999999");
    expect(await screen.findByText("No se encontró el empleado.")).toBeInTheDocument();
  });
});
