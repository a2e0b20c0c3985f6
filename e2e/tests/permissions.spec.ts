import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test, withNavigation } from "./fixtures";
import {
  createEmployeeThroughApi,
  fullName,
  newProjectPage,
  rowOf,
  signInAs,
  type TestPerson,
  uniquePerson,
} from "./people-flow";

const PASSWORD = "clave-permisos-123";
const ROLE_PERMISSIONS = ["dashboard:read", "clients:read"];

/** The names of the checkboxes (or switches) of `role` that are on, in screen order. */
async function checkedNames(page: Page, role: "checkbox" | "switch"): Promise<string[]> {
  return page
    .getByRole(role, { checked: true })
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute("aria-label") ?? ""));
}

/** As admin, in 'Roles y Permisos': a new role holding exactly ROLE_PERMISSIONS. */
async function createRoleInUi(page: Page, roleName: string): Promise<void> {
  await page.goto("/dashboard/rolesAndPermissions");
  await expect(page.getByRole("heading", { level: 1, name: "Roles y Permisos" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Clientes" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("textbox", { name: "Nombre del nuevo rol" }).fill(roleName);
  await page.getByRole("button", { name: "Crear rol" }).click();
  await expect(page.getByText("Rol creado correctamente")).toBeVisible();
  // The new role is selected at once, with nothing assigned yet.
  await expect(page.getByRole("combobox", { name: "Rol" }).locator("option:checked")).toHaveText(
    roleName.charAt(0).toUpperCase() + roleName.slice(1),
  );
  await expect(page.getByRole("checkbox", { name: "clients:read" })).not.toBeChecked();
  expect(await checkedNames(page, "checkbox")).toEqual([]);

  for (const name of ROLE_PERMISSIONS) await page.getByRole("checkbox", { name }).check();
  await page.getByRole("button", { name: "Guardar Permisos" }).click();
  await expect(page.getByText("Permisos guardados correctamente")).toBeVisible();
  expect(await checkedNames(page, "checkbox")).toEqual(ROLE_PERMISSIONS);
  await expectAccessible(page);
}

/** As admin, from the employee list to the permissions screen: the role and a password, no grants. */
async function giveAccessInUi(page: Page, person: TestPerson, roleName: string): Promise<void> {
  await page.goto("/dashboard/employees");
  await page
    .getByRole("searchbox", { name: "Buscar por identificación, nombre, apellido o correo" })
    .fill(person.plainLastName);
  await rowOf(page, person)
    .getByRole("link", { name: `Asignar permisos a ${fullName(person)}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/employees/permissions/${person.identification}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Permisos del empleado" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: fullName(person) })).toBeVisible();
  await expect(page.getByRole("switch", { name: "clients:read" })).toBeVisible();
  expect(await checkedNames(page, "switch")).toEqual([]);
  await expectAccessible(page);

  const access = page.getByRole("region", { name: "Acceso al sistema" });
  await access.getByRole("combobox", { name: "Rol" }).selectOption(roleName);
  const password = access.getByLabel("Nueva contraseña (opcional)");
  await password.fill("corta");
  await access.getByRole("button", { name: "Guardar acceso" }).click();
  await expect(access.getByText("La contraseña debe tener al menos 8 caracteres")).toBeVisible();
  await expectAccessible(page);

  await password.fill(PASSWORD);
  await access.getByRole("button", { name: "Mostrar contraseña" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await access.getByRole("button", { name: "Guardar acceso" }).click();
  await expect(page.getByText("Acceso actualizado correctamente")).toBeVisible();
  await expect(password).toHaveValue("");
  // What the new role holds reads as granted on the employee's switches: on, locked, saying by what.
  const clientsRow = page.getByRole("row").filter({ has: page.getByRole("switch", { name: "clients:read" }) });
  await expect(clientsRow.getByText(`Incluido en el rol ${roleName}`)).toBeVisible();
  await expect(page.getByRole("switch", { name: "clients:read" })).toBeDisabled();
  expect(await checkedNames(page, "switch")).toEqual([...ROLE_PERMISSIONS]);
}

test.describe("permissions", () => {
  test("an employee given a role that may only read clients can read them and nothing more", async ({
    page,
    browser,
  }, testInfo) => {
    // Two users, five screens and eight accessibility scans: over a minute on a busy machine.
    test.setTimeout(150_000);
    await signIn(page);
    const employee = uniquePerson(testInfo);
    // Unique per project and run: both projects share one database, and the base roles stay untouched.
    const roleName = `lector ${employee.plainLastName.split(" ")[1]}`;
    await createEmployeeThroughApi(page, employee);
    await createRoleInUi(page, roleName);
    await giveAccessInUi(page, employee, roleName);

    const reader = await newProjectPage(browser, testInfo);
    try {
      await signInAs(reader, employee.email, PASSWORD);

      // Reading clients works.
      await reader.goto("/dashboard/clients");
      await expect(reader.getByRole("heading", { level: 1, name: "Mis Clientes" })).toBeVisible();
      await expect(reader.getByRole("table")).toBeVisible();
      await expect(reader.getByText(/^Cargando/)).toHaveCount(0);
      await expect(reader.getByText("No tienes permisos para ver los clientes")).toHaveCount(0);
      await expectAccessible(reader);

      // Adding one is not offered: the role may only read (the server would refuse it anyway).
      await expect(reader.getByRole("button", { name: "Agregar usuario" })).toHaveCount(0);
      expect(await withNavigation(reader, (nav) => nav.getByRole("link").allTextContents())).toEqual([
        "Main Dashboard",
        "Clientes",
      ]);

      // The employee permissions screen is the admin's alone.
      await reader.goto(`/dashboard/employees/permissions/${employee.identification}`);
      await expect(reader).toHaveURL(/\/dashboard$/);
      await expect(reader.getByRole("heading", { level: 1, name: "Main Dashboard" })).toBeVisible();

      // Roles need roles:read, which this role lacks: 'Sin acceso', and 'Mis permisos' still works.
      await reader.goto("/dashboard/rolesAndPermissions");
      await expect(reader.getByRole("heading", { level: 1, name: "Sin acceso" })).toBeVisible();
      await expect(reader.getByRole("button", { name: "Crear rol" })).toHaveCount(0);
      await expectAccessible(reader);
      await reader.getByRole("link", { name: "Ver mis permisos" }).click();
      await expect(reader).toHaveURL(/\/dashboard\/rolesAndPermissions\?vista=mis-permisos$/);
      await expect(reader.getByRole("table", { name: "Clientes" })).toBeVisible();
      expect(await checkedNames(reader, "checkbox")).toEqual(ROLE_PERMISSIONS);
      for (const box of await reader.getByRole("checkbox").all()) await expect(box).toBeDisabled();
      await expectAccessible(reader);
    } finally {
      await reader.context().close();
    }
  });

  test("an admin sees 'Usuario no válido' for an identification that names nobody", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/employees/permissions/abc");
    await expect(page.getByRole("heading", { level: 1, name: "Permisos del empleado" })).toBeVisible();
    await expect(page.getByText("Usuario no válido")).toBeVisible();
    await expectAccessible(page);
  });

  test("an admin sees the admin role fixed and their own permissions all assigned", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/rolesAndPermissions");
    await expect(page.getByRole("combobox", { name: "Rol" }).locator("option:checked")).toHaveText("Admin");
    await expect(page.getByText(/El rol admin tiene siempre todos los permisos/)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "clients:read" })).toBeDisabled();
    await expect(page.getByRole("checkbox", { checked: false })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Guardar Permisos" })).toHaveCount(0);

    await page.getByRole("link", { name: "Mis permisos" }).click();
    await expect(page.getByText(/^Tienes (\d+) de \1 permisos\.$/)).toBeVisible();
    await expectAccessible(page);
  });
});
