import { ALERT_COUNT_CAP, alertMessages } from "@inventario/shared/alerts";
import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";
import { saleMessages } from "@inventario/shared/sales";
import { withdrawalMessages } from "@inventario/shared/withdrawals";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useBusinessTimeZone } from "../src/lib/business-date";
import { addEntry, alertPage, alertSummary, assign, lotsOf, movementsOf, saleBody, sellOne } from "./helpers/alerts";
import { createClient, createStockedProduct } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { createTestApp, injectAs, signIn, type TestApp } from "./helpers/test-app";
import { uniqueIdentification } from "./helpers/users";

/**
 * "Today" is the business's date in BUSINESS_TIME_ZONE (America/Bogota, UTC−5), not the server's UTC
 * date (issue 19). The clock is faked around Bogotá's midnight: at 2026-03-10T03:30Z it is still the
 * 9th in Bogotá (22:30), so a lot expiring on the 9th is sellable; from 05:00Z it is the 10th and the
 * lot is expired. The lists, sales, picking and write-offs follow the clock with no write to the lot
 * by the test, and the kept figures (expired_stock, warehouse_stock) stay equal to the lots.
 */

const BOGOTA_EVENING_OF_9TH = new Date("2026-03-10T03:30:00Z");
const BOGOTA_LAST_MS_OF_9TH = new Date("2026-03-10T04:59:59.999Z");
const BOGOTA_MIDNIGHT_10TH = new Date("2026-03-10T05:00:00Z");
const BOGOTA_MORNING_OF_10TH = new Date("2026-03-10T05:30:00Z");

const setClock = (at: Date) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
};

describe("today around midnight in Bogotá", () => {
  let t: TestApp;
  let admin: string;
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp();
    clientId = await createClient(t.app, await signIn(t.app));
  });
  afterAll(() => t.close());
  // Signed in on the real clock: a session opened on the faked one would expire once it is restored.
  beforeEach(async () => {
    admin = await signIn(t.app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const list = async (kind: string, sku: string) => (await alertPage(t.app, admin, { kind, search: sku })).data;
  const lotNames = async (kind: string, sku: string) =>
    (await list(kind, sku)).map((row) => [row.lot_number, row.days_left]);
  const sell = (productId: string, quantity: number) =>
    injectAs(t.app, admin, "POST", "/api/sale", saleBody(clientId, productId, quantity));

  it("a lot expiring on the 9th is sellable until Bogotá's midnight, though UTC is already the 10th", async () => {
    setClock(BOGOTA_EVENING_OF_9TH);
    const p = await createStockedProduct(t.app, admin, {
      name: "Yogur de prueba",
      quantity: 4,
      lot_number: "HOY",
      expiration_date: "2026-03-09",
      min_stock: 3,
      max_stock: 10,
    });
    await addEntry(t.app, admin, p.productId, p.warehouseId, 6, {
      lot: "AYER",
      expiration: "2026-03-08",
      min: 3,
      max: 10,
    });

    const evening = await alertSummary(t.app, admin);
    expect(evening.today).toBe("2026-03-09");
    expect(await lotNames("expiring", p.sku)).toEqual([["HOY", 0]]);
    expect(await lotNames("expired", p.sku)).toEqual([["AYER", -1]]);
    // 4 sellable (HOY), not 10: AYER is expired.
    const tooMuch = await sell(p.productId, 5);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(saleMessages.notAvailable("Yogur de prueba", 4));
    // FEFO would take AYER first: expired, it is skipped and HOY is dispatched.
    const { itemId } = await sellOne(t.app, admin, clientId, p.productId, 2);
    expect((await assign(t.app, admin, itemId, p.warehouseId, 2)).statusCode).toBe(200);
    expect((await movementsOf(t.app, p.productId, "OUT")).map((m) => [m.lot_number, m.quantity])).toEqual([["HOY", 2]]);
    const byProducts = await injectAs(t.app, admin, "POST", "/api/inventory/by-products", {
      product_ids: [p.productId],
    });
    expect(byProducts.json()[p.productId]).toEqual([
      { warehouse_id: p.warehouseId, warehouse_name: expect.any(String), quantity: 2 },
    ]);
    // 2 available against a minimum of 3: low, per product and per warehouse; not out.
    expect((await list("low", p.sku)).map((row) => row.quantity)).toEqual([2, 2]);
    expect(await list("out", p.sku)).toEqual([]);
    const hoyNotYet = await injectAs(t.app, admin, "POST", "/api/inventory/write-off", {
      lots: [{ product_id: p.productId, warehouse_id: p.warehouseId, lot_number: "HOY" }],
    });
    expect(hoyNotYet.statusCode).toBe(409);
    expect(hoyNotYet.json().message).toBe(alertMessages.notExpired("HOY"));
    expect(await ledgerMismatches(t.app.db)).toEqual([]);

    // The last millisecond of the 9th in Bogotá: nothing changed.
    vi.setSystemTime(BOGOTA_LAST_MS_OF_9TH);
    expect((await alertSummary(t.app, admin)).today).toBe("2026-03-09");
    expect(await lotNames("expiring", p.sku)).toEqual([["HOY", 0]]);

    // Midnight in Bogotá: HOY is expired, nothing left to sell, with no write to the lots by the test.
    const lotsBefore = (await lotsOf(t.app, p.productId)).map(({ expired, ...lot }) => lot);
    vi.setSystemTime(BOGOTA_MIDNIGHT_10TH);
    const midnight = await alertSummary(t.app, admin);
    expect(midnight.today).toBe("2026-03-10");
    expect(await lotNames("expiring", p.sku)).toEqual([]);
    expect(await lotNames("expired", p.sku)).toEqual([
      ["AYER", -2],
      ["HOY", -1],
    ]);
    const out = (await list("out", p.sku)).map((row) => `${row.warehouse?.id ?? "product"}: ${row.quantity}`);
    expect(out.sort()).toEqual([`${p.warehouseId}: 0`, "product: 0"].sort());
    expect(midnight.expiring).toBe(evening.expiring - 1);
    expect(midnight.expired).toBe(evening.expired + 1);
    expect((await lotsOf(t.app, p.productId)).map(({ expired, ...lot }) => lot)).toEqual(lotsBefore);
    // The kept figures followed the date: expired_stock holds both lots, warehouse_stock too.
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    const kept = await t.app.db
      .selectFrom("products")
      .select(["stock", "expired_stock"])
      .where("id", "=", p.productId)
      .executeTakeFirstOrThrow();
    expect([Number(kept.stock), Number(kept.expired_stock)]).toEqual([8, 8]);

    vi.setSystemTime(BOGOTA_MORNING_OF_10TH);
    const none = await sell(p.productId, 1);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(saleMessages.notAvailable("Yogur de prueba", 0));
    const emptyByProducts = await injectAs(t.app, admin, "POST", "/api/inventory/by-products", {
      product_ids: [p.productId],
    });
    expect(emptyByProducts.json()).toEqual({ [p.productId]: [] });

    // Back to the evening of the 9th (a clock set back): HOY is sellable and listed again.
    vi.setSystemTime(BOGOTA_EVENING_OF_9TH);
    expect(await lotNames("expiring", p.sku)).toEqual([["HOY", 0]]);
    expect(await lotNames("expired", p.sku)).toEqual([["AYER", -1]]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);

    // And forward again: now HOY can be written off.
    vi.setSystemTime(BOGOTA_MORNING_OF_10TH);
    const writeOff = await injectAs(t.app, admin, "POST", "/api/inventory/write-off", {
      lots: [
        { product_id: p.productId, warehouse_id: p.warehouseId, lot_number: "HOY" },
        { product_id: p.productId, warehouse_id: p.warehouseId, lot_number: "AYER" },
      ],
    });
    expect(writeOff.statusCode, writeOff.body).toBe(200);
    expect(writeOff.json()).toEqual({ ok: true, lots: 2, quantity: 8 });
    expect(await lotNames("expired", p.sku)).toEqual([]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("the first read after midnight brings every product's kept figures up to the date, however many lots turned", async () => {
    setClock(BOGOTA_EVENING_OF_9TH);
    const group = `sync${uniqueIdentification()}`;
    // 26 products of 20 lots each, all expiring on the 9th: 520 lots (more than one sync batch of 500)
    // whose day comes at once.
    // The products are entered side by side (each one's lots in turn): 546 requests one after another
    // took over 30 s on a loaded machine.
    await Promise.all(
      Array.from({ length: 26 }, async () => {
        const p = await createStockedProduct(t.app, admin, {
          name: `Sincronía ${group}`,
          quantity: 1,
          lot_number: "LOTE0",
          expiration_date: "2026-03-09",
          min_stock: 1,
          max_stock: 5,
        });
        for (let lot = 1; lot < 20; lot++) {
          await addEntry(t.app, admin, p.productId, p.warehouseId, 1, {
            lot: `LOTE${lot}`,
            expiration: "2026-03-09",
            min: 1,
            max: 5,
          });
        }
      }),
    );
    expect((await alertPage(t.app, admin, { kind: "out", search: group })).total).toBe(0);
    // Counted up to ALERT_COUNT_CAP (500): "more than 500".
    expect(await alertPage(t.app, admin, { kind: "expiring", search: group })).toMatchObject({
      total: ALERT_COUNT_CAP,
      total_capped: true,
    });

    vi.setSystemTime(BOGOTA_MORNING_OF_10TH);
    // One request: each product out on its own and in its warehouse.
    const out = await alertPage(t.app, admin, { kind: "out", search: group });
    expect(out.total).toBe(52);
    const stale = await t.app.db
      .selectFrom("lots")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("expired", "=", 0)
      .where("expiration_date", "<", "2026-03-10")
      .executeTakeFirstOrThrow();
    expect(Number(stale.n)).toBe(0);
    expect(await alertPage(t.app, admin, { kind: "expired", search: group })).toMatchObject({
      total: ALERT_COUNT_CAP,
      total_capped: true,
    });
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    // 546 requests: its own limit, so that a machine busy with other work does not fail it.
  }, 120_000);

  it("reads, sales and assignments arriving together at midnight all see the new day", async () => {
    setClock(BOGOTA_EVENING_OF_9TH);
    const p = await createStockedProduct(t.app, admin, {
      name: "Carrera de medianoche",
      quantity: 40,
      lot_number: "HOY",
      expiration_date: "2026-03-09",
      min_stock: 5,
      max_stock: 50,
    });
    await addEntry(t.app, admin, p.productId, p.warehouseId, 10, {
      lot: "MANANA",
      expiration: "2026-03-10",
      min: 5,
      max: 50,
    });
    // Two sales made on the 9th, to be dispatched after midnight.
    const pending = [
      await sellOne(t.app, admin, clientId, p.productId, 4),
      await sellOne(t.app, admin, clientId, p.productId, 4),
    ];

    vi.setSystemTime(BOGOTA_MORNING_OF_10TH);
    const reads = Array.from({ length: 6 }, (_, i) =>
      i % 2
        ? injectAs(t.app, admin, "GET", "/api/alerts/summary")
        : injectAs(t.app, admin, "GET", `/api/alerts?kind=expired&search=${encodeURIComponent(p.sku)}`),
    );
    const sales = Array.from({ length: 6 }, () => sell(p.productId, 1));
    const assignments = pending.map(({ itemId }) => assign(t.app, admin, itemId, p.warehouseId, 4));
    const [readAnswers, saleAnswers, assignAnswers] = await Promise.all([
      Promise.all(reads),
      Promise.all(sales),
      Promise.all(assignments),
    ]);
    expect(readAnswers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    for (const answer of readAnswers) expect(answer.json().today).toBe("2026-03-10");
    // MANANA (10 units) is all that is sellable, 8 of it promised: 2 of the 6 sales go through.
    expect(saleAnswers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(assignAnswers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await movementsOf(t.app, p.productId, "OUT")).map((m) => [m.lot_number, m.quantity])).toEqual([
      ["MANANA", 4],
      ["MANANA", 4],
    ]);
    const expired = (await alertPage(t.app, admin, { kind: "expired", search: p.sku })).data;
    expect(expired.map((row) => [row.lot_number, row.quantity])).toEqual([["HOY", 40]]);
    // 2 on hand that are not expired, both promised: the product is out (not also low); its warehouse, with
    // 2 left there, is low.
    const low = (await alertPage(t.app, admin, { kind: "low", search: p.sku })).data;
    expect(low.map((row) => `${row.warehouse === null ? "product" : "warehouse"} ${row.quantity}`)).toEqual([
      "warehouse 2",
    ]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("a sale made on the 9th cannot be dispatched from a lot that expired at midnight (409 naming it)", async () => {
    setClock(BOGOTA_EVENING_OF_9TH);
    const p = await createStockedProduct(t.app, admin, {
      quantity: 5,
      lot_number: "HOY",
      expiration_date: "2026-03-09",
    });
    const { itemId, withdrawalId } = await sellOne(t.app, admin, clientId, p.productId, 5);

    vi.setSystemTime(BOGOTA_MORNING_OF_10TH);
    const refused = await assign(t.app, admin, itemId, p.warehouseId, 5);
    expect(refused.statusCode).toBe(409);
    const warehouse = await t.app.db
      .selectFrom("warehouses")
      .select("name")
      .where("id", "=", p.warehouseId)
      .executeTakeFirstOrThrow();
    expect(refused.json().message).toBe(withdrawalMessages.expiredLot("HOY", warehouse.name, "09/03/2026", 0));
    expect(await movementsOf(t.app, p.productId, "OUT")).toEqual([]);
    const request = await injectAs(t.app, admin, "GET", `/api/withdrawals/${withdrawalId}`);
    expect(request.json()).toMatchObject({ status: "PENDING", items: [{ fulfilled_quantity: 0 }] });
    // Still promised (the request is pending) and nothing sellable: out.
    expect((await list("out", p.sku)).map((row) => [row.quantity, row.reserved])).toEqual([[-5, 5]]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});

describe("another BUSINESS_TIME_ZONE", () => {
  let t: TestApp;
  let admin: string;
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp({ businessTimeZone: "UTC" });
    admin = await signIn(t.app);
    clientId = await createClient(t.app, admin);
  });
  afterAll(async () => {
    vi.useRealTimers();
    // The zone is process-wide: put back the default for whatever runs next in this worker.
    useBusinessTimeZone(BUSINESS_TIME_ZONE);
    await t.close();
  });

  it("takes today in that zone: at 03:30Z on the 10th a lot of the 9th is already expired in UTC", async () => {
    setClock(BOGOTA_EVENING_OF_9TH);
    const p = await createStockedProduct(t.app, admin, {
      name: "Leche UTC",
      quantity: 4,
      lot_number: "HOY",
      expiration_date: "2026-03-09",
    });
    await addEntry(t.app, admin, p.productId, p.warehouseId, 3, { lot: "MANANA", expiration: "2026-03-10" });
    expect((await alertSummary(t.app, admin)).today).toBe("2026-03-10");
    const rows = async (kind: string) =>
      (await alertPage(t.app, admin, { kind, search: p.sku })).data.map((row) => [row.lot_number, row.days_left]);
    expect(await rows("expired")).toEqual([["HOY", -1]]);
    expect(await rows("expiring")).toEqual([["MANANA", 0]]);
    const sale = await injectAs(t.app, admin, "POST", "/api/sale", saleBody(clientId, p.productId, 4));
    expect(sale.statusCode).toBe(409);
    expect(sale.json().message).toBe(saleMessages.notAvailable("Leche UTC", 3));
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});
