import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Providers } from "../../../app/providers";
import { sessionStore } from "../../../lib/session-store";
import { isCall, jsonResponse, liveCalls, staffUser } from "../../../test/fetch-mock";
import { asEmployee, laura } from "../../../test/people-fixtures";
import { renderApp } from "../../../test/render-app";
import { rolesApi } from "../../../test/roles-fixtures";
import { setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { rolesTexts } from "../roles-texts";
import { EmployeeWarehousesPanel } from "./employee-warehouses-panel";

setUpScreenTests();

const employee = asEmployee(laura);
const PATH = `/dashboard/employees/permissions/${employee.identification}`;
const EMPLOYEE_URL = `/api/employees/${employee.identification}`;
const WAREHOUSES_URL = `${EMPLOYEE_URL}/warehouses`;

/** The screen's API for `who`, whose 'Bodegas asignadas' are `assigned`; PUTs answer what they were sent. */
function stubScreen(who = employee, assigned: string[] = ["w-3"]) {
  return stubSignedIn((request) => {
    if (isCall(request, "GET", EMPLOYEE_URL)) return jsonResponse(200, who);
    if (isCall(request, "GET", `${EMPLOYEE_URL}/permissions`)) return jsonResponse(200, []);
    if (isCall(request, "GET", WAREHOUSES_URL)) return jsonResponse(200, { warehouse_ids: assigned });
    if (isCall(request, "PUT", WAREHOUSES_URL)) return jsonResponse(200, request.body);
    return rolesApi(request);
  });
}

const section = async () => {
  const heading = await screen.findByRole("heading", { level: 2, name: rolesTexts.warehousesTitle });
  return heading.closest("section") as HTMLElement;
};

describe("'Bodegas asignadas'", () => {
  it("lets the admin mark the employee's warehouses with the keyboard and save them", async () => {
    const fetchMock = stubScreen();
    const user = userEvent.setup();
    renderApp(PATH);
    const panel = await section();

    const principal = await within(panel).findByRole("checkbox", { name: "Bodega Principal" });
    const medellin = within(panel).getByRole("checkbox", { name: "Bodega Medellín" });
    expect(principal).not.toBeChecked();
    expect(medellin).toBeChecked();
    expect(within(panel).getByRole("group", { name: rolesTexts.warehousesLegend })).toHaveAccessibleDescription(
      rolesTexts.warehousesHint,
    );

    principal.focus();
    await user.keyboard(" ");
    expect(principal).toBeChecked();
    await user.click(within(panel).getByRole("button", { name: rolesTexts.saveWarehouses }));

    await waitFor(() => expect(toastsWithText(rolesTexts.warehousesSaved)).toHaveLength(1));
    expect(liveCalls(fetchMock, "PUT", WAREHOUSES_URL).map(({ body }) => body)).toEqual([
      { warehouse_ids: ["w-3", "w-1"] },
    ]);
    expect(within(panel).getByRole("checkbox", { name: "Bodega Principal" })).toBeChecked();
  });

  it("shows the server's refusal and keeps what was marked", async () => {
    stubSignedIn((request) => {
      if (isCall(request, "GET", EMPLOYEE_URL)) return jsonResponse(200, employee);
      if (isCall(request, "GET", `${EMPLOYEE_URL}/permissions`)) return jsonResponse(200, []);
      if (isCall(request, "GET", WAREHOUSES_URL)) return jsonResponse(200, { warehouse_ids: [] });
      if (isCall(request, "PUT", WAREHOUSES_URL)) {
        return jsonResponse(400, { message: "Una de las bodegas elegidas no existe", code: "VALIDATION" });
      }
      return rolesApi(request);
    });
    const user = userEvent.setup();
    renderApp(PATH);
    const panel = await section();
    await user.click(await within(panel).findByRole("checkbox", { name: "Bodega Medellín" }));
    await user.click(within(panel).getByRole("button", { name: rolesTexts.saveWarehouses }));

    await waitFor(() => expect(toastsWithText("Una de las bodegas elegidas no existe")).toHaveLength(1));
    expect(within(panel).getByRole("checkbox", { name: "Bodega Medellín" })).toBeChecked();
  });

  it("says an admin employee has every warehouse instead of offering any", async () => {
    const fetchMock = stubScreen(asEmployee(laura, { role: "admin" }));
    renderApp(PATH);
    const panel = await section();

    expect(await within(panel).findByText(rolesTexts.warehousesAdminNote)).toBeInTheDocument();
    expect(within(panel).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: rolesTexts.saveWarehouses })).not.toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", WAREHOUSES_URL)).toHaveLength(0);
  });

  it("is read-only for someone who may read roles but is not the admin", async () => {
    stubSignedIn(
      (request) => {
        if (isCall(request, "GET", WAREHOUSES_URL)) return jsonResponse(200, { warehouse_ids: ["w-1"] });
        return rolesApi(request);
      },
      staffUser,
      ["roles:read", "warehouses:read"],
    );
    sessionStore.signIn(staffUser);
    render(
      <Providers>
        <EmployeeWarehousesPanel employee={employee} />
      </Providers>,
    );

    const principal = await screen.findByRole("checkbox", { name: "Bodega Principal" });
    expect(principal).toBeChecked();
    expect(principal).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Bodega Medellín" })).toBeDisabled();
    expect(screen.getByText(rolesTexts.warehousesReadOnlyNote)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: rolesTexts.saveWarehouses })).not.toBeInTheDocument();
  });
});
