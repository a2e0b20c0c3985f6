import { nitCheckDigit } from "@inventario/shared/nit";
import { PERMISSIONS } from "@inventario/shared/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWarehouse } from "./helpers/alerts";
import { createClient, createStockedProduct } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";
import { IDEMPOTENT_WRITES, type WriteCall, type WriteContext } from "./helpers/write-calls";

/**
 * Issue 34, warehouse scoping: an employee with assigned warehouses changes stock only in them; every
 * other warehouse's stock is refused with 403 'No tienes permisos sobre la bodega {nombre}' and nothing
 * written. The matrix walks every idempotent write (each stock-changing route is one) and the count's
 * other writes, as an employee holding every permission, scoped once elsewhere and once everywhere.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

type Employee = Awaited<ReturnType<typeof signInWithPermissions>>;

const everyPermission = () => signInWithPermissions(t.app, admin, PERMISSIONS);

async function assign(employee: Employee, warehouseIds: string[]) {
  const response = await injectAs(t.app, admin, "PUT", `/api/employees/${employee.identification}/warehouses`, {
    warehouse_ids: warehouseIds,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const allWarehouseIds = async () => (await t.app.db.selectFrom("warehouses").select("id").execute()).map((w) => w.id);
const movementCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom("movements")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const warehouseName = async (id: string) =>
  (await t.app.db.selectFrom("warehouses").select("name").where("id", "=", id).executeTakeFirstOrThrow()).name;

const call = (employee: Employee, { method, url, payload, headers }: WriteCall) =>
  t.app.inject({ method, url, payload, headers: { cookie: employee.cookie, ...headers } } as never);

/** A count of the context's warehouse, opened by the admin, with one entry, in the state a write needs. */
async function countIn(c: WriteContext, state: "open" | "review") {
  const send = (url: string, payload?: object) => injectAs(t.app, admin, "POST", url, payload);
  const count = (await send("/api/stock-counts", { warehouse_id: c.warehouseId })).json();
  const entry = await send(`/api/stock-counts/${count.id}/entries`, {
    entries: [{ product_id: c.productId, lot_number: "L1", quantity: 3, mode: "set" }],
  });
  if (state === "review") await send(`/api/stock-counts/${count.id}/review`);
  return { id: count.id as string, lineId: entry.json().lines[0].line_id as string };
}

/** Writes of a cash shift that the matrix's set-up opens as the admin: another employee may not write to it. */
const SHIFT_WRITES = ["POST /api/cash-sessions/{id}/movements", "POST /api/cash-sessions/{id}/close"];

/** The count's writes that are not idempotent (they change no stock, but a count belongs to its warehouse). */
const COUNT_WRITES: Record<string, (c: WriteContext) => Promise<WriteCall>> = {
  "POST /api/stock-counts/": async (c) => ({
    method: "POST",
    url: "/api/stock-counts",
    payload: { warehouse_id: c.warehouseId },
  }),
  "POST /api/stock-counts/{id}/entries": async (c) => ({
    method: "POST",
    url: `/api/stock-counts/${(await countIn(c, "open")).id}/entries`,
    payload: { entries: [{ product_id: c.productId, lot_number: "L1", quantity: 1, mode: "add" }] },
  }),
  "POST /api/stock-counts/{id}/review": async (c) => ({
    method: "POST",
    url: `/api/stock-counts/${(await countIn(c, "open")).id}/review`,
    payload: {},
  }),
  "POST /api/stock-counts/{id}/recount": async (c) => {
    const count = await countIn(c, "review");
    return { method: "POST", url: `/api/stock-counts/${count.id}/recount`, payload: { lines: [count.lineId] } };
  },
  "POST /api/stock-counts/{id}/cancel": async (c) => ({
    method: "POST",
    url: `/api/stock-counts/${(await countIn(c, "open")).id}/cancel`,
    payload: { reason: "Se repite" },
  }),
};

describe("warehouse scoping", () => {
  it("GET and PUT /employees/{id}/warehouses: replaced whole, repeats ignored, [] lifts it; /auth/me carries it", async () => {
    const employee = await everyPermission();
    const [a, b] = [await createWarehouse(t.app, admin), await createWarehouse(t.app, admin)];
    const me = async () => (await injectAs(t.app, employee.cookie, "GET", "/api/auth/me")).json().user;
    expect((await me()).warehouse_ids).toEqual([]);

    expect((await assign(employee, [b, a, b])).warehouse_ids).toEqual([a, b].sort());
    const read = await injectAs(t.app, admin, "GET", `/api/employees/${employee.identification}/warehouses`);
    expect(read.json()).toEqual({ warehouse_ids: [a, b].sort() });
    // The open session sees the new scope on its next request, without signing in again.
    expect((await me()).warehouse_ids).toEqual([a, b].sort());

    await assign(employee, []);
    expect((await me()).warehouse_ids).toEqual([]);
    const adminMe = (await injectAs(t.app, admin, "GET", "/api/auth/me")).json().user;
    expect(adminMe.warehouse_ids).toEqual([]);
  });

  it("only an admin assigns warehouses; unknown warehouses and admins' scopes are refused with nothing changed", async () => {
    const employee = await everyPermission();
    const a = await createWarehouse(t.app, admin);
    const url = `/api/employees/${employee.identification}/warehouses`;
    const bySelf = await injectAs(t.app, employee.cookie, "PUT", url, { warehouse_ids: [a] });
    expect(bySelf.statusCode).toBe(403);

    const unknown = await injectAs(t.app, admin, "PUT", url, {
      warehouse_ids: [a, "00000000-0000-7000-8000-000000000000"],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Una de las bodegas elegidas no existe");
    expect((await injectAs(t.app, admin, "GET", url)).json().warehouse_ids).toEqual([]);

    expect((await injectAs(t.app, admin, "PUT", url, { warehouse_ids: "todas" })).statusCode).toBe(400);
    const missing = await injectAs(t.app, admin, "PUT", "/api/employees/0000000001/warehouses", { warehouse_ids: [] });
    expect(missing.statusCode).toBe(404);

    const adminIdentification = (
      await t.app.db
        .selectFrom("employees")
        .select("identification")
        .where("email", "=", "admin@inventario.test")
        .executeTakeFirstOrThrow()
    ).identification;
    const onAdmin = await injectAs(t.app, admin, "PUT", `/api/employees/${adminIdentification}/warehouses`, {
      warehouse_ids: [a],
    });
    expect(onAdmin.statusCode).toBe(409);
  });

  it("the change is in the trail: warehouse_ids before → after, by name", async () => {
    const employee = await everyPermission();
    const a = await createWarehouse(t.app, admin);
    await assign(employee, [a]);
    const row = await t.app.db
      .selectFrom("audit_log")
      .select(["entity", "action", "changes"])
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect([row.entity, row.action]).toEqual(["employee", "update"]);
    expect(JSON.parse(row.changes as string)).toEqual([
      { field: "warehouse_ids", before: [], after: [await warehouseName(a)] },
    ]);
  });

  it("matrix: every stock-changing route refuses another warehouse (403, its name, nothing written) and allows the employee's own", async () => {
    const clientId = await createClient(t.app, admin);
    const elsewhere = await everyPermission();
    await assign(elsewhere, [await createWarehouse(t.app, admin)]);
    const refusedRoutes: string[] = [];
    for (const [route, build] of Object.entries({ ...IDEMPOTENT_WRITES, ...COUNT_WRITES })) {
      // Money, not stock: a shift belongs to its employee (the admin's here), whom the 403 names instead.
      if (SHIFT_WRITES.includes(route)) continue;
      const { productId, warehouseId } = await createStockedProduct(t.app, admin);
      const write = await build({ t, cookie: admin, clientId, productId, warehouseId });
      const before = await movementCount();
      const outside = await call(elsewhere, write);
      if (outside.statusCode === 403) {
        expect(outside.json().message, route).toMatch(/^No tienes permisos sobre la bodega Bodega \d+$/);
        expect(await movementCount(), route).toBe(before);
        refusedRoutes.push(route);
        // Scoped to every warehouse there is, the same call goes through.
        const everywhere = await everyPermission();
        await assign(everywhere, await allWarehouseIds());
        const inside = await call(everywhere, write);
        expect(inside.statusCode, `${route}: ${inside.body}`).toBeLessThan(300);
      } else {
        // Allowed outside one's warehouses only when it moves no stock (a sale, a purchase order, a client import…).
        expect(outside.statusCode, `${route}: ${outside.body}`).toBeLessThan(300);
        expect(await movementCount(), `${route} moved stock outside the employee's warehouses`).toBe(before);
      }
    }
    expect(refusedRoutes.sort()).toEqual(
      [
        "POST /api/product/",
        "POST /api/inventory/",
        "PUT /api/inventory/replenish",
        "PUT /api/inventory/withdraw",
        "POST /api/inventory/write-off",
        "POST /api/sales/{id}/returns",
        "POST /api/transfers/",
        "POST /api/withdrawals/assign-stock/bulk",
        "POST /api/purchase-orders/{id}/receipts",
        "POST /api/purchase-receipts/{id}/returns",
        "POST /api/stock-counts/{id}/apply",
        "POST /api/stock-counts/{id}/upload",
        "POST /api/imports/stock",
        ...Object.keys(COUNT_WRITES),
      ].sort(),
    );
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  }, 180_000);

  it("transfers go from the employee's warehouse to any other, never from another's", async () => {
    const clerk = await everyPermission();
    const { productId, warehouseId: own } = await createStockedProduct(t.app, admin);
    const other = await createWarehouse(t.app, admin);
    await assign(clerk, [own]);
    const transfer = (from: string, to: string) =>
      injectAs(t.app, clerk.cookie, "POST", "/api/transfers", {
        product_id: productId,
        from_warehouse_id: from,
        to_warehouse_id: to,
        lot_number: "L1",
        quantity: 2,
      });
    expect((await transfer(own, other)).statusCode).toBe(201);
    const back = await transfer(other, own);
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe(`No tienes permisos sobre la bodega ${await warehouseName(other)}`);
    // The refusal is a security event in the trail, with its route.
    const event = await t.app.db
      .selectFrom("audit_log")
      .select(["action", "summary"])
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(event.action).toBe("forbidden");
    expect(event.summary).toContain("POST /api/transfers");
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("'Mis bodegas' (warehouse_id=mine) keeps a scoped employee's warehouses in the alerts, purchase orders and counts lists", async () => {
    const clerk = await everyPermission();
    const low = { min_stock: 500, max_stock: 1000 };
    const [own1, own2, other] = [
      await createStockedProduct(t.app, admin, low),
      await createStockedProduct(t.app, admin, low),
      await createStockedProduct(t.app, admin, low),
    ];
    await assign(clerk, [own1.warehouseId, own2.warehouseId]);
    for (const place of [own1, own2, other]) {
      const count = await injectAs(t.app, admin, "POST", "/api/stock-counts", { warehouse_id: place.warehouseId });
      expect(count.statusCode, count.body).toBe(201);
    }
    const nit = `8${uniqueIdentification().slice(2)}`;
    const supplier = await injectAs(t.app, admin, "POST", "/api/suppliers", {
      nit,
      dv: nitCheckDigit(nit),
      name: `Proveedor ${nit}`,
    });
    for (const place of [own1, other]) {
      const order = await injectAs(t.app, admin, "POST", "/api/purchase-orders", {
        supplier_id: supplier.json().id,
        warehouse_id: place.warehouseId,
        items: [{ product_id: place.productId, quantity: 10, unit_cost: 700 }],
      });
      expect(order.statusCode, order.body).toBe(201);
    }
    const warehousesOf = async (cookie: string, url: string, pick: (row: never) => string) => {
      const response = await injectAs(t.app, cookie, "GET", url);
      expect(response.statusCode, response.body).toBe(200);
      return new Set((response.json().data as never[]).map(pick));
    };
    const mine = new Set([own1.warehouseId, own2.warehouseId]);
    const countWarehouse = (row: { warehouse: { id: string } }) => row.warehouse.id;
    expect(await warehousesOf(clerk.cookie, "/api/stock-counts?warehouse_id=mine", countWarehouse as never)).toEqual(
      mine,
    );
    const alertWarehouse = (row: { warehouse: { id: string } | null }) => row.warehouse?.id as string;
    const alerts = await warehousesOf(clerk.cookie, "/api/alerts?kind=low&warehouse_id=mine", alertWarehouse as never);
    expect(alerts).toEqual(mine);
    const orderWarehouse = (row: { warehouse: { id: string } }) => row.warehouse.id;
    const orders = await warehousesOf(clerk.cookie, "/api/purchase-orders?warehouse_id=mine", orderWarehouse as never);
    expect(orders).toEqual(new Set([own1.warehouseId]));
    // Unscoped, 'mine' is every warehouse: the other's count is listed too.
    const all = await warehousesOf(admin, "/api/stock-counts?warehouse_id=mine", countWarehouse as never);
    expect(all.has(other.warehouseId)).toBe(true);
  });
});
