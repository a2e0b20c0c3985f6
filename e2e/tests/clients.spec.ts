import { expect, expectAccessible, signIn, test } from "./fixtures";
import { type PeopleScreens, runPersonLifecycle, uniquePerson } from "./people-flow";

const clientScreens: PeopleScreens = {
  listPath: "/dashboard/clients",
  listTitle: "Mis Clientes",
  addButton: "Agregar usuario",
  createTitle: "Agregar nuevo cliente",
  editTitle: "Editar cliente",
  created: "Cliente guardado correctamente",
  updated: "Cliente actualizado correctamente",
  deleted: "Cliente Eliminado correctamente",
  reactivated: "Cliente reactivado correctamente",
  viewTitle: "Editar Cliente",
};

test.describe("clients", () => {
  test("an admin adds, finds, edits, deletes, reactivates and views a client", async ({ page }, testInfo) => {
    // A whole add-to-view scenario with four accessibility scans: past the default 30 s on a busy machine.
    test.slow();
    await signIn(page);
    await runPersonLifecycle(page, clientScreens, uniquePerson(testInfo));
  });

  test("a list loading its next rows says so and stays legible; its search survives a reload", async ({ page }) => {
    await signIn(page);
    await page.goto(clientScreens.listPath);
    const table = page.getByRole("table", { name: "Lista de clientes" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expect(table).toHaveAttribute("aria-busy", "false");

    // The search's answer is held back: the previous rows stay on screen while it loads.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/clients\?.*search=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("searchbox", { name: "Buscar por identificación, nombre, apellido o correo" }).fill("zzzz");
    await expect(table).toHaveAttribute("aria-busy", "true");
    // Scanned while loading: the rows on screen keep their contrast (no dimming).
    await expectAccessible(page);
    release();
    await expect(table).toHaveAttribute("aria-busy", "false");
    await expect(page.getByText("Ningún cliente coincide con «zzzz».")).toBeVisible();
    await expect(page).toHaveURL(/\?search=zzzz$/);

    await page.reload();
    await expect(
      page.getByRole("searchbox", { name: "Buscar por identificación, nombre, apellido o correo" }),
    ).toHaveValue("zzzz");
    await page.getByRole("button", { name: "Limpiar búsqueda" }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients$/);
    await expect(table.getByRole("row").nth(1)).toBeVisible();
  });
});
