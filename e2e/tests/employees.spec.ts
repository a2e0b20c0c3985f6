import { expect, expectAccessible, signIn, test } from "./fixtures";
import {
  createEmployeeThroughApi,
  newProjectPage,
  openList,
  type PeopleScreens,
  runPersonLifecycle,
  signInAs,
  uniquePerson,
} from "./people-flow";

const employeeScreens: PeopleScreens = {
  listPath: "/dashboard/employees",
  listTitle: "Mis empleados",
  addButton: "Agregar empleado",
  createTitle: "Agregar nuevo empleado",
  editTitle: "Editar empleado",
  created: "Empleado guardado correctamente",
  updated: "Empleado actualizado correctamente",
  deleted: "Empleado Eliminado correctamente",
  reactivated: "Empleado reactivado correctamente",
  viewTitle: "Editar Empleado",
};

const PASSWORD = "clave-prueba-123";

test.describe("employees", () => {
  test("an admin adds, finds, edits, deletes, reactivates and views an employee", async ({ page }, testInfo) => {
    // A whole add-to-view scenario with four accessibility scans: past the default 30 s on a busy machine.
    test.slow();
    await signIn(page);
    await runPersonLifecycle(page, employeeScreens, uniquePerson(testInfo));
  });

  test("an admin may assign permissions from the list", async ({ page }) => {
    await signIn(page);
    await openList(page, employeeScreens);
    // The first admin is an employee too, so the list is never empty here.
    const assign = page.getByRole("link", { name: /^Asignar permisos a / }).first();
    await expect(assign).toBeVisible();
    await expect(assign).toHaveAttribute("href", /^\/dashboard\/employees\/permissions\/\d{10}$/);
  });

  test("an employee who may only read sees neither 'Asignar permisos' nor the add button", async ({
    page,
    browser,
  }, testInfo) => {
    // As admin, through the API: a role that may read employees, and an employee who signs in with it.
    await signIn(page);
    const person = uniquePerson(testInfo);
    const roleResponse = await page.request.post("/api/roles", {
      data: { rol_name: `lector ${person.plainLastName}` },
    });
    expect(roleResponse.status()).toBe(201);
    const role = (await roleResponse.json()) as { id: string; name: string };
    const grant = await page.request.put(`/api/roles/${role.id}/permissions`, {
      data: { permissions: ["employees:read", "dashboard:read"] },
    });
    expect(grant.ok()).toBe(true);
    await createEmployeeThroughApi(page, person);
    const access = await page.request.put(`/api/employees/${person.identification}/access`, {
      data: { role: role.name, password: PASSWORD },
    });
    expect(access.ok()).toBe(true);

    const reader = await newProjectPage(browser, testInfo);
    try {
      await signInAs(reader, person.email, PASSWORD);
      await openList(reader, employeeScreens);
      await expect(reader.getByRole("link", { name: /^Ver a / }).first()).toBeVisible();
      await expect(reader.getByRole("link", { name: /Asignar permisos/ })).toHaveCount(0);
      // Only what the role may do is offered: no add, edit or delete (the server would refuse them).
      await expect(reader.getByRole("button", { name: "Agregar empleado" })).toHaveCount(0);
      await expect(reader.getByRole("button", { name: /^(Editar|Eliminar|Reactivar) a / })).toHaveCount(0);
      await expectAccessible(reader);
    } finally {
      await reader.context().close();
    }
  });
});
