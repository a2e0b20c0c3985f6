import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test, withNavigation } from "./fixtures";
import {
  createEmployeeThroughApi,
  fullName,
  newProjectPage,
  signInAs,
  type TestPerson,
  uniquePerson,
} from "./people-flow";

const PASSWORD = "clave-navegacion-123";

/** As admin, through the API: a role holding exactly `permissions`, and `person` signing in with it. */
async function employeeWithRole(page: Page, person: TestPerson, permissions: string[]): Promise<void> {
  // Unique per project and run: both projects share one database.
  const roleResponse = await page.request.post("/api/roles", { data: { rol_name: `nav ${person.plainLastName}` } });
  expect(roleResponse.status()).toBe(201);
  const role = (await roleResponse.json()) as { id: string; name: string };
  const grant = await page.request.put(`/api/roles/${role.id}/permissions`, { data: { permissions } });
  expect(grant.ok()).toBe(true);
  await createEmployeeThroughApi(page, person);
  const access = await page.request.put(`/api/employees/${person.identification}/access`, {
    data: { role: role.name, password: PASSWORD },
  });
  expect(access.ok()).toBe(true);
}

const sidebarLinks = (page: Page) => withNavigation(page, (nav) => nav.getByRole("link").allTextContents());

test.describe("navigation by permission", () => {
  test("a user who may only read clients sees only 'Clientes', no write action, and 'Sin acceso' elsewhere", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    await signIn(page);
    const employee = uniquePerson(testInfo);
    await employeeWithRole(page, employee, ["clients:read"]);
    const client = uniquePerson(testInfo);
    const created = await page.request.post("/api/clients", {
      data: {
        identification: client.identification,
        name: client.name,
        last_name: client.lastName,
        email: client.email,
        birthday: client.birthday,
        phone_number: client.phone,
      },
    });
    expect(created.status()).toBe(201);

    const reader = await newProjectPage(browser, testInfo);
    try {
      await signInAs(reader, employee.email, PASSWORD);
      // Sign-in lands on the dashboard, which this user may not read: they are taken to their one screen.
      await expect(reader).toHaveURL(/\/dashboard\/clients$/);
      await expect(reader.getByRole("heading", { level: 1, name: "Mis Clientes" })).toBeVisible();
      expect(await sidebarLinks(reader)).toEqual(["Clientes"]);

      await reader
        .getByRole("searchbox", { name: "Buscar por identificación, nombre, apellido o correo" })
        .fill(client.plainLastName);
      await expect(reader.getByRole("link", { name: `Ver a ${fullName(client)}` })).toBeVisible();
      await expect(reader.getByText(/^Cargando/)).toHaveCount(0);
      await expect(reader.getByRole("button", { name: "Agregar usuario" })).toHaveCount(0);
      await expect(reader.getByRole("button", { name: /^(Editar|Eliminar|Reactivar) a / })).toHaveCount(0);
      await expect(reader.getByRole("button", { name: "Exportar" })).toBeVisible();
      await expect(reader.getByText("No tienes permisos")).toHaveCount(0);
      await expectAccessible(reader);

      // A screen's URL the user may not read: said in the shell, with the way back.
      await reader.goto("/dashboard/products");
      await expect(reader.getByRole("heading", { level: 1, name: "Sin acceso" })).toBeVisible();
      await expect(reader.getByText("No tienes permisos para ver esta pantalla.")).toBeVisible();
      await expect(reader.getByText("No tienes permisos para ver los productos")).toHaveCount(0);
      expect(await sidebarLinks(reader)).toEqual(["Clientes"]);
      await expectAccessible(reader);
      await reader.getByRole("link", { name: "Ir a Clientes" }).click();
      await expect(reader).toHaveURL(/\/dashboard\/clients$/);
      await expect(reader.getByRole("heading", { level: 1, name: "Mis Clientes" })).toBeVisible();
    } finally {
      await reader.context().close();
    }
  });

  test("a user without any permission lands on the page that says how to get access, and can sign out", async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page);
    const employee = uniquePerson(testInfo);
    await employeeWithRole(page, employee, []);

    const reader = await newProjectPage(browser, testInfo);
    try {
      await signInAs(reader, employee.email, PASSWORD);
      await expect(reader).toHaveURL(/\/dashboard$/);
      await expect(reader.getByRole("heading", { level: 1, name: "Aún no tienes acceso" })).toBeVisible();
      await expect(reader.getByText(/asigne un rol o permisos en 'Roles y Permisos'/)).toBeVisible();
      expect(await sidebarLinks(reader)).toEqual([]);
      await expect(reader.getByText("No tienes permisos")).toHaveCount(0);
      await expectAccessible(reader);

      await reader.getByRole("button", { name: "Cerrar sesión" }).click();
      await expect(reader).toHaveURL(/\/auth\/login$/);
      await expect(reader.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
    } finally {
      await reader.context().close();
    }
  });

  test("the admin sees every screen and the add buttons", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/clients");
    await expect(page.getByRole("button", { name: "Agregar usuario" })).toBeVisible();
    const links = await sidebarLinks(page);
    for (const label of [
      "Main Dashboard",
      "Clientes",
      "Empleados",
      "Roles y Permisos",
      "Productos",
      "Alertas",
      "Venta",
      "Historial de ventas",
      "Reportes",
    ]) {
      expect(links.map((link) => link.replace(/\d.*$/, ""))).toContain(label);
    }
    await expectAccessible(page);
  });

  test("on a phone, the menu button opens the labelled sidebar as a drawer, closed by Escape or a tap outside", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the drawer is the phone's navigation");
    await signIn(page);
    await expect(page.getByRole("heading", { level: 1, name: "Main Dashboard" })).toBeVisible();
    // Closed, the sidebar takes no room: the screen has the whole width under the header.
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
    const menu = page.getByRole("button", { name: "Abrir menú" });
    const main = await page.locator("main").boundingBox();
    expect(main!.width).toBe(390);

    // The six cards, two per row.
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(6);
    const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box!.y))).size, "the six cards in three rows").toBe(3);
    expect(new Set(boxes.map((box) => Math.round(box!.x))).size, "in two columns").toBe(2);

    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Cerrar menú" })).toBeFocused();
    // Every link reads its name, and is a 44 px target at least.
    for (const link of await drawer.getByRole("link").all()) {
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.height, (await link.textContent()) ?? "").toBeGreaterThanOrEqual(44);
      expect(await link.evaluate((element) => element.textContent?.trim())).not.toBe("");
    }
    await expect(drawer.getByText("Clientes", { exact: true })).toBeVisible();
    await expect(drawer.getByText("Empleados", { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    // A tap outside the drawer closes it too; a link picked closes it and opens the screen.
    await menu.click();
    await page.mouse.click(370, 400);
    await expect(drawer).toBeHidden();
    await menu.click();
    await drawer.getByRole("link", { name: "Productos" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mis Productos" })).toBeVisible();
    await expect(drawer).toBeHidden();
  });
});
