import { businessSettingsMessages } from "@inventario/shared/business-settings";
import { FINAL_CONSUMER, personMessages } from "@inventario/shared/people";
import { saleMessages } from "@inventario/shared/sales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessBody } from "./helpers/business-settings";
import { createClient, createStockedProduct } from "./helpers/catalog";
import { countSales } from "./helpers/sale-invariants";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";
import { signInWithPermissions } from "./helpers/users";

/** Issue 35, the counter: 'Consumidor final', the DIAN's anonymous buyer; prices changed at the counter. */
let t: TestApp;
let admin: string;
let productId: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
  ({ productId } = await createStockedProduct(t.app, admin, { price: 5_000 }));
});
afterAll(() => t.close());

const sellTo = (clientId: string) =>
  injectAs(t.app, admin, "POST", "/api/sale", {
    client_id: clientId,
    type: "RETAIL",
    currency: "COP",
    items: [{ product_id: productId, quantity: 1, unit_price: 5_000 }],
  });

describe("'Consumidor final'", () => {
  it("is sold to by its identification, created once by the first sales (even at once), and found by search", async () => {
    const answers = await Promise.all([sellTo(FINAL_CONSUMER.identification), sellTo(FINAL_CONSUMER.identification)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers.every((answer) => answer.json().client_id === FINAL_CONSUMER.identification)).toBe(true);
    expect((await sellTo(FINAL_CONSUMER.identification)).statusCode).toBe(201);
    const found = (await injectAs(t.app, admin, "GET", "/api/clients?search=consumidor%20final")).json();
    expect(found.data).toEqual([
      expect.objectContaining({
        identification: FINAL_CONSUMER.identification,
        name: "Consumidor",
        last_name: "final",
      }),
    ]);
    const rows = await t.app.db
      .selectFrom("clients")
      .select("id")
      .where("identification", "=", FINAL_CONSUMER.identification)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("is a system record: the client routes (ten digits) neither edit, deactivate nor delete it", async () => {
    const url = `/api/clients/${FINAL_CONSUMER.identification}`;
    const person = {
      name: "Otro",
      last_name: "Nombre",
      email: "otro@correo.co",
      birthday: "1990-01-01",
      phone_number: "3001234567",
    };
    for (const [method, path] of [
      ["PUT", url],
      ["DELETE", url],
      ["PATCH", `${url}/reactivate`],
    ] as const) {
      const answer = await injectAs(t.app, admin, method, path, method === "PUT" ? person : undefined);
      expect(answer.statusCode, `${method} ${path}`).toBe(400);
      expect(answer.json().fields.identification).toBe(personMessages.tenDigits);
    }
    const client = await t.app.db
      .selectFrom("clients")
      .select(["name", "is_active"])
      .where("identification", "=", FINAL_CONSUMER.identification)
      .executeTakeFirstOrThrow();
    expect(client).toEqual({ name: "Consumidor", is_active: 1 });
  });
});

describe("a line's unit price away from its product's price", () => {
  const sellAt = (cookie: string, clientId: string, unit_price: number) =>
    injectAs(t.app, cookie, "POST", "/api/sale", {
      client_id: clientId,
      type: "RETAIL",
      currency: "COP",
      items: [{ product_id: productId, quantity: 2, unit_price }],
    });

  it("needs sales:price_override, and the line keeps the product's price beside the one sold at", async () => {
    const clientId = await createClient(t.app, admin);
    const { cookie: seller } = await signInWithPermissions(t.app, admin, ["sales:create"]);
    expect((await sellAt(seller, clientId, 5_000)).statusCode).toBe(201);
    const before = await countSales(t.app.db);
    const refused = await sellAt(seller, clientId, 4_500);
    expect(refused.statusCode).toBe(403);
    const message = saleMessages.priceOverrideForbidden(
      (await injectAs(t.app, admin, "GET", `/api/product/${productId}`)).json().name,
      5_000,
    );
    expect(refused.json()).toMatchObject({ message, fields: { items: message } });
    expect(await countSales(t.app.db)).toBe(before);

    const { cookie: manager } = await signInWithPermissions(t.app, admin, ["sales:create", "sales:price_override"]);
    const discounted = await sellAt(manager, clientId, 4_500);
    expect(discounted.statusCode, discounted.body).toBe(201);
    expect(discounted.json().items).toEqual([
      expect.objectContaining({ unit_price: 4_500, list_price: 5_000, subtotal: 9_000 }),
    ]);
    const detail = (await injectAs(t.app, admin, "GET", `/api/sales/${discounted.json().id}`)).json();
    expect(detail.lines).toEqual([expect.objectContaining({ unit_price: 4_500, list_price: 5_000 })]);
    const trail = (
      await injectAs(t.app, admin, "GET", `/api/audit?entity=sale&entity_id=${discounted.json().id}`)
    ).json();
    expect(trail.data[0].summary).toContain("precio cambiado en 1 línea");
  });
});

describe("where a counter's sales ship from", () => {
  const settings = (counter_warehouse_id: string | null) =>
    injectAs(t.app, admin, "PUT", "/api/settings/business", businessBody({ counter_warehouse_id }));
  const preferredOf = async (cookie: string) => {
    const clientId = await createClient(t.app, admin);
    const sale = await injectAs(t.app, cookie, "POST", "/api/sale", {
      client_id: clientId,
      type: "RETAIL",
      currency: "COP",
      items: [{ product_id: productId, quantity: 1, unit_price: 5_000 }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    return (await injectAs(t.app, admin, "GET", `/api/withdrawals/${sale.json().withdrawal_id}`)).json()
      .preferred_warehouse_id;
  };
  const newWarehouse = async (name: string) =>
    (await injectAs(t.app, admin, "POST", "/api/warehouse", { name: `${name} ${Date.now()}` })).json().id as string;

  it("is the seller's assigned bodega, else the settings' counter bodega, else none", async () => {
    expect((await settings(null)).statusCode).toBe(200);
    expect(await preferredOf(admin)).toBeNull();

    const counter = await newWarehouse("Mostrador");
    const saved = await settings(counter);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ counter_warehouse_id: counter, auto_print_receipt: false });
    expect(await preferredOf(admin)).toBe(counter);

    const own = await newWarehouse("Pereira");
    const seller = await signInWithPermissions(t.app, admin, ["sales:create"]);
    const assigned = await injectAs(t.app, admin, "PUT", `/api/employees/${seller.identification}/warehouses`, {
      warehouse_ids: [own],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await preferredOf(seller.cookie)).toBe(own);
  });

  it("keeps the counter bodega and automatic printing when a save leaves them out; null clears the bodega", async () => {
    const counter = await newWarehouse("Mostrador");
    expect((await settings(counter)).statusCode).toBe(200);
    const withPrint = await injectAs(
      t.app,
      admin,
      "PUT",
      "/api/settings/business",
      businessBody({ counter_warehouse_id: counter, auto_print_receipt: true }),
    );
    expect(withPrint.json()).toMatchObject({ counter_warehouse_id: counter, auto_print_receipt: true });
    // A client of the release before these fields sends neither.
    const older = await injectAs(t.app, admin, "PUT", "/api/settings/business", businessBody());
    expect(older.json()).toMatchObject({ counter_warehouse_id: counter, auto_print_receipt: true });
    const cleared = await settings(null);
    expect(cleared.json()).toMatchObject({ counter_warehouse_id: null, auto_print_receipt: true });
  });

  it("skips a bodega deactivated since: the seller's next active one, else the settings' if still active", async () => {
    const gone = await newWarehouse("Cerrada");
    const counter = await newWarehouse("Mostrador");
    expect((await settings(counter)).statusCode).toBe(200);
    const seller = await signInWithPermissions(t.app, admin, ["sales:create"]);
    await injectAs(t.app, admin, "PUT", `/api/employees/${seller.identification}/warehouses`, {
      warehouse_ids: [gone],
    });
    expect((await injectAs(t.app, admin, "DELETE", `/api/warehouse/${gone}`)).statusCode).toBeLessThan(300);
    expect(await preferredOf(seller.cookie)).toBe(counter);
    expect((await injectAs(t.app, admin, "DELETE", `/api/warehouse/${counter}`)).statusCode).toBeLessThan(300);
    expect(await preferredOf(seller.cookie)).toBeNull();
  });

  it("refuses a counter bodega that does not exist or is inactive, changing nothing", async () => {
    const before = (await injectAs(t.app, admin, "GET", "/api/settings/business")).json();
    const refused = await settings("00000000-0000-7000-8000-000000000000");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.counter_warehouse_id).toBe(businessSettingsMessages.counterWarehouseInvalid);
    expect((await injectAs(t.app, admin, "GET", "/api/settings/business")).json()).toEqual(before);
  });
});
