import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { isCall, jsonResponse, liveCalls, type MockHandler } from "../../../test/fetch-mock";
import { asEmployee, laura } from "../../../test/people-fixtures";
import { renderApp } from "../../../test/render-app";
import { catalogueWith, rolesApi } from "../../../test/roles-fixtures";
import { forbidden, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";

setUpScreenTests();

const employee = asEmployee(laura);
const PATH = `/dashboard/employees/permissions/${employee.identification}`;
const EMPLOYEE_URL = `/api/employees/${employee.identification}`;

/** Laura, a vendedor with one grant of her own (sales:create); `extra` answers first. */
function stubEmployee(extra: MockHandler = () => undefined) {
  return stubSignedIn((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (isCall(request, "GET", EMPLOYEE_URL)) return jsonResponse(200, employee);
    if (isCall(request, "GET", `${EMPLOYEE_URL}/permissions`))
      return jsonResponse(200, catalogueWith(["sales:create"]));
    return rolesApi(request);
  });
}

describe("employee permissions screen", () => {
  it.each([
    ["a malformed identification", "/dashboard/employees/permissions/42"],
    ["an unknown employee", PATH],
  ])("says 'Usuario no válido' for %s", async (_, path) => {
    const fetchMock = stubSignedIn((request) =>
      isCall(request, "GET", EMPLOYEE_URL)
        ? jsonResponse(404, { message: "El empleado no existe", code: "NOT_FOUND" })
        : undefined,
    );
    renderApp(path);

    expect(await screen.findByRole("heading", { level: 1, name: "Permisos del empleado" })).toBeInTheDocument();
    expect(await screen.findByText("Usuario no válido")).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Guardar Permisos" })).not.toBeInTheDocument();
    if (path.endsWith("/42")) expect(liveCalls(fetchMock, "GET", "/api/employees/42")).toHaveLength(0);
  });

  it("names the employee and shows their own grants as switches, marking what the role already gives", async () => {
    stubEmployee();
    renderApp(PATH);

    expect(await screen.findByRole("heading", { level: 2, name: "Laura Gómez" })).toBeInTheDocument();
    expect(await screen.findByRole("switch", { name: "sales:create" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "products:delete" })).not.toBeChecked();
    expect(screen.getByRole("table", { name: "Ventas" })).toBeInTheDocument();
    expect(screen.getByText(/Los permisos del rol se administran en/)).toHaveTextContent(
      "Los permisos del rol se administran en Roles y Permisos.",
    );
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Roles y Permisos" })).toHaveAttribute(
      "href",
      "/dashboard/rolesAndPermissions",
    );
    // vendedor holds clients:read (see the fixtures): its row reads as granted, locked, and says by what.
    const clientsReadSwitch = screen.getByRole("switch", { name: "clients:read" });
    const clientsRead = clientsReadSwitch.closest("tr")!;
    expect(await within(clientsRead).findByText("Incluido en el rol vendedor")).toBeInTheDocument();
    expect(clientsReadSwitch).toBeChecked();
    expect(clientsReadSwitch).toBeDisabled();
    expect(within(clientsRead).getByText("Ver clientes")).toBeInTheDocument();
    const salesCreateSwitch = screen.getByRole("switch", { name: "sales:create" });
    const salesCreate = salesCreateSwitch.closest("tr")!;
    expect(within(salesCreate).queryByText(/Incluido en el rol/)).not.toBeInTheDocument();
    expect(salesCreateSwitch).toBeEnabled();
  });

  it("saves exactly the switched-on grants", async () => {
    const fetchMock = stubEmployee((request) =>
      isCall(request, "PUT", `${EMPLOYEE_URL}/permissions`)
        ? jsonResponse(200, catalogueWith((request.body as { permissions: string[] }).permissions))
        : undefined,
    );
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole("switch", { name: "products:delete" }));
    await user.click(screen.getByRole("switch", { name: "sales:create" }));
    await user.click(screen.getByRole("switch", { name: "alerts:read" }));
    expect(screen.getByRole("switch", { name: "products:delete" })).toBeChecked();
    // A permission of the role (vendedor holds dashboard:read) is locked on and not saved as a grant.
    await waitFor(() => expect(screen.getByRole("switch", { name: "dashboard:read" })).toBeDisabled());
    await user.click(screen.getByRole("switch", { name: "dashboard:read" }));
    await user.click(screen.getByRole("button", { name: "Guardar Permisos" }));

    await waitFor(() => expect(toastsWithText("Permisos guardados correctamente")).toHaveLength(1));
    expect(liveCalls(fetchMock, "PUT", `${EMPLOYEE_URL}/permissions`).map(({ body }) => body)).toEqual([
      { permissions: ["products:delete", "alerts:read"] },
    ]);
  });

  it.each([
    [403, "No tienes permisos para esta acción"],
    [400, "Permisos desconocidos: x:y"],
  ])("reports a refused save (%i) as '%s'", async (status, message) => {
    stubEmployee((request) => {
      if (request.method !== "PUT") return undefined;
      return status === 403 ? forbidden(message) : jsonResponse(status, { message, code: "VALIDATION" });
    });
    const user = userEvent.setup();
    renderApp(PATH);

    await user.click(await screen.findByRole("button", { name: "Guardar Permisos" }));
    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1));
    expect(toastsWithText("Permisos guardados correctamente")).toHaveLength(0);
  });
});

describe("'Acceso al sistema'", () => {
  async function openAccess(extra?: MockHandler) {
    const fetchMock = stubEmployee(extra);
    const user = userEvent.setup();
    renderApp(PATH);
    const section = await screen.findByRole("region", { name: "Acceso al sistema" });
    const role = await within(section).findByRole("combobox", { name: "Rol" });
    const password = within(section).getByLabelText("Nueva contraseña (opcional)");
    return { fetchMock, user, section, role, password };
  }

  const accessCalls = (fetchMock: Parameters<typeof liveCalls>[0]) =>
    liveCalls(fetchMock, "PUT", `${EMPLOYEE_URL}/access`).map(({ body }) => body);

  it("starts on the employee's role and refuses a password shorter than 8 characters", async () => {
    const { fetchMock, user, section, role, password } = await openAccess();
    expect(role).toHaveDisplayValue("Vendedor");
    expect(password).toHaveAttribute("type", "password");

    await user.type(password, "corta");
    await user.click(within(section).getByRole("button", { name: "Guardar acceso" }));
    expect(await within(section).findByText("La contraseña debe tener al menos 8 caracteres")).toBeInTheDocument();
    expect(accessCalls(fetchMock)).toHaveLength(0);
  });

  it("sends the role and the new password, shown on request, then clears it", async () => {
    const { fetchMock, user, section, role, password } = await openAccess((request) =>
      isCall(request, "PUT", `${EMPLOYEE_URL}/access`)
        ? jsonResponse(200, { ...employee, role: "bodeguero" })
        : undefined,
    );
    await user.selectOptions(role, "Bodeguero");
    await user.type(password, "clave-segura-1");
    await user.click(within(section).getByRole("button", { name: "Mostrar contraseña" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(within(section).getByRole("button", { name: "Guardar acceso" }));

    await waitFor(() => expect(toastsWithText("Acceso actualizado correctamente")).toHaveLength(1));
    expect(accessCalls(fetchMock)).toEqual([{ role: "bodeguero", password: "clave-segura-1" }]);
    const summary = screen.getByRole("region", { name: "Laura Gómez" });
    expect(within(summary).getByText("Rol actual").nextElementSibling).toHaveTextContent("Bodeguero");
    expect(within(section).getByLabelText("Nueva contraseña (opcional)")).toHaveValue("");
  });

  it("leaves an empty password out, keeping the current one", async () => {
    const { fetchMock, user, section } = await openAccess((request) =>
      isCall(request, "PUT", `${EMPLOYEE_URL}/access`) ? jsonResponse(200, employee) : undefined,
    );
    await user.click(within(section).getByRole("button", { name: "Guardar acceso" }));
    await waitFor(() => expect(toastsWithText("Acceso actualizado correctamente")).toHaveLength(1));
    expect(accessCalls(fetchMock)).toEqual([{ role: "vendedor" }]);
  });

  it("shows the server's field errors under the fields", async () => {
    const message = "La contraseña debe tener al menos 8 caracteres";
    const { user, section, password } = await openAccess((request) =>
      isCall(request, "PUT", `${EMPLOYEE_URL}/access`)
        ? jsonResponse(400, {
            message: "Revisa los datos ingresados.",
            code: "VALIDATION",
            fields: { password: message },
          })
        : undefined,
    );
    // Eight characters pass the form; the server has the last word.
    await user.type(password, "12345678");
    await user.click(within(section).getByRole("button", { name: "Guardar acceso" }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(toastsWithText("Revisa los datos ingresados.")).toHaveLength(1);
  });
});
