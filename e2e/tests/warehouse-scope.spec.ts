import type { Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";
import { createEmployeeThroughApi, newProjectPage, signInAs, uniquePerson } from "./people-flow";
import { created, uniqueRun } from "./test-data";

/**
 * Issue 34, warehouse scoping: the admin limits a clerk to one warehouse in 'Bodegas asignadas'; the clerk's
 * new transfer offers only that warehouse as origin (any other as destination), and the server refuses a
 * transfer forced from the other one. Names carry the project and the clock: both projects share one database.
 */

const PASSWORD = "clave-bodegas-123";
const TRANSFER_PERMISSIONS = [
  "dashboard:read",
  "transfers:read",
  "transfers:create",
  "products:read",
  "inventory:read",
  "warehouses:read",
];

function newRun(testInfo: TestInfo) {
  const { tag } = uniqueRun(testInfo, [4, 9]);
  return {
    tag,
    warehouseA: `Bodega Alfa ${tag}`,
    warehouseB: `Bodega Beta ${tag}`,
    product: { name: `Arroz Bodegas ${tag}`, sku: `BOD-${tag}` },
  };
}

type Run = ReturnType<typeof newRun>;

/** As admin, through the API: the two warehouses and a product with 20 units in A and 15 in B. */
async function createStock(page: Page, run: Run) {
  const a = await created(page.request, "/api/warehouse", { name: run.warehouseA });
  const b = await created(page.request, "/api/warehouse", { name: run.warehouseB });
  const product = await created(page.request, "/api/product", {
    ...run.product,
    description: "Producto de la prueba de bodegas asignadas",
    category: "Pruebas",
    image_url: null,
    price: 4000,
    warehouse_id: a.id,
    quantity: 20,
    unit: "UD",
    costs: 2500,
    lot_number: "L-A",
    expiration_date: null,
    min_stock: 0,
    max_stock: 0,
  });
  const entry = await page.request.post("/api/inventory", {
    data: {
      product_id: product.id,
      warehouse_id: b.id,
      quantity: 15,
      unit: "UD",
      costs: 2500,
      lot_number: "L-B",
      expiration_date: null,
      min_stock: 0,
      max_stock: 0,
    },
  });
  expect(entry.ok(), await entry.text()).toBe(true);
  return { a: a.id, b: b.id, product: product.id };
}

test("a clerk limited to one warehouse transfers only from it", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  const run = newRun(testInfo);
  const ids = await createStock(page, run);

  // A role holding the transfer permissions, and a clerk with it and a password.
  const roleResponse = await page.request.post("/api/roles", { data: { rol_name: `traslados ${run.tag}` } });
  expect(roleResponse.status(), await roleResponse.text()).toBe(201);
  const role = (await roleResponse.json()) as { id: string; name: string };
  const grant = await page.request.put(`/api/roles/${role.id}/permissions`, {
    data: { permissions: TRANSFER_PERMISSIONS },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  const clerk = uniquePerson(testInfo);
  await createEmployeeThroughApi(page, clerk);
  const access = await page.request.put(`/api/employees/${clerk.identification}/access`, {
    data: { role: role.name, password: PASSWORD },
  });
  expect(access.ok(), await access.text()).toBe(true);

  // The admin assigns warehouse A in 'Bodegas asignadas'.
  await page.goto(`/dashboard/employees/permissions/${clerk.identification}`);
  const section = page.getByRole("region", { name: "Bodegas asignadas" });
  await expect(section.getByText("Sin bodegas marcadas: puede mover existencias en todas las bodegas.")).toBeVisible();
  const boxA = section.getByRole("checkbox", { name: run.warehouseA });
  await expect(boxA).not.toBeChecked();
  await expect(section.getByRole("checkbox", { name: run.warehouseB })).not.toBeChecked();
  await expectAccessible(page);
  await boxA.check();
  await section.getByRole("button", { name: "Guardar bodegas" }).click();
  await expect(page.getByText("Bodegas asignadas guardadas correctamente")).toBeVisible();
  await expect(section.getByRole("checkbox", { name: run.warehouseA })).toBeChecked();
  const saved = await page.request.get(`/api/employees/${clerk.identification}/warehouses`);
  expect(await saved.json()).toEqual({ warehouse_ids: [ids.a] });
  await expectAccessible(page);

  const clerkPage = await newProjectPage(browser, testInfo);
  try {
    await signInAs(clerkPage, clerk.email, PASSWORD);
    await clerkPage.goto("/dashboard/transfers");
    await expect(clerkPage.getByRole("heading", { level: 1, name: "Traslados" })).toBeVisible();
    await expect(clerkPage.getByText(/^Cargando/)).toHaveCount(0);
    await clerkPage.getByRole("button", { name: "Nuevo traslado" }).click();
    const dialog = clerkPage.getByRole("dialog", { name: "Nuevo traslado" });
    await dialog.getByRole("combobox", { name: "Producto (nombre o SKU)" }).fill(run.product.sku.toLowerCase());
    await dialog.getByRole("option", { name: `${run.product.sku} - ${run.product.name}` }).click();

    // Origin: A only (B holds the product too, but is not the clerk's); the only one, so it is chosen.
    const origin = dialog.getByLabel("Bodega de origen");
    await expect(origin).toBeEnabled();
    await expect(origin.getByRole("option", { name: `${run.warehouseA} (20 UD)` })).toHaveCount(1);
    await expect(origin.getByRole("option", { name: new RegExp(run.warehouseB) })).toHaveCount(0);
    await expect(origin).toHaveValue(ids.a);
    // Destination: any other warehouse, B among them.
    const destination = dialog.getByLabel("Bodega de destino");
    await expect(destination.getByRole("option", { name: run.warehouseB, exact: true })).toHaveCount(1);
    await expect(destination.getByRole("option", { name: run.warehouseA, exact: true })).toHaveCount(0);
    await expectAccessible(clerkPage);

    // Forcing the server: a transfer from B is refused.
    const forced = await clerkPage.request.post("/api/transfers", {
      data: {
        product_id: ids.product,
        from_warehouse_id: ids.b,
        lot_number: "L-B",
        to_warehouse_id: ids.a,
        quantity: 1,
        note: "",
      },
    });
    expect(forced.status(), await forced.text()).toBe(403);
    expect(((await forced.json()) as { message: string }).message).toBe(
      `No tienes permisos sobre la bodega ${run.warehouseB}`,
    );
  } finally {
    await clerkPage.context().close();
  }
});
