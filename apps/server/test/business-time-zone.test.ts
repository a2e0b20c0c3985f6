/**
 * The business time zone of the kept daily totals (ledger_daily, sales_daily;
 * docs/decisions/0021-business-time-zone.md): `npm run db:migrate` keys them by BUSINESS_TIME_ZONE as the
 * server does, the database records the zone they were built in, and a changed zone stops the start
 * until `npm run db:rebuild-daily` rebuilt them.
 */
import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";
import { type Kysely, Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AppConfig } from "../src/config/env";
import { prepareDatabase } from "../src/db/bootstrap";
import { createDatabase, type Db } from "../src/db/connection";
import { rebuildDailyTotals } from "../src/db/maintenance/daily-totals";
import { DailyTotalsZoneMismatch, dailyTotalsZone } from "../src/db/maintenance/daily-totals-zone";
import { migrateToLatest } from "../src/db/migrate";
import { migrationsFor } from "../src/db/migrations/index";
import { newId } from "../src/lib/ids";
import { runScript } from "./helpers/run-script";
import { createTestDatabase } from "./helpers/test-database";

const BOGOTA = { businessTimeZone: BUSINESS_TIME_ZONE };
const TOKYO = "Asia/Tokyo";

type Database = AppConfig["database"];
let open: { db: Db; database: Database; drop(): Promise<void> } | undefined;
afterEach(async () => {
  await open?.db.destroy();
  await open?.drop();
  open = undefined;
});

async function freshDatabase(): Promise<{ db: Db; database: Database }> {
  const testDb = await createTestDatabase();
  open = { db: createDatabase(testDb.database), ...testDb };
  return open;
}

/** Closes the test's connection (a script runs on the database) and opens a new one afterwards. */
async function reopen(work: () => Promise<unknown>): Promise<Db> {
  if (!open) throw new Error("no database");
  await open.db.destroy();
  await work();
  open.db = createDatabase(open.database);
  return open.db;
}

/**
 * A stock history and a sale written as migration 0018's schema has them, at instants whose business
 * date differs between Bogotá (UTC−5) and Tokyo (UTC+9): an entry and a sale on 2026-03-10 at 20:00 UTC
 * (Bogotá's 10th, Tokyo's 11th), an exit at 04:00 UTC (Bogotá's 9th, Tokyo's 10th).
 */
// biome-ignore lint/suspicious/noExplicitAny: the schema of 0018, which db/types.ts no longer describes.
async function writeHistory(db: Kysely<any>): Promise<void> {
  const at = "2026-03-10T20:00:00.000Z";
  const ids = { warehouse: newId(), product: newId(), lot: newId(), client: newId(), withdrawal: newId() };
  await db
    .insertInto("warehouses")
    .values({
      id: ids.warehouse,
      identification: "B-1",
      name: "Bodega",
      name_key: "bodega",
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto("products")
    .values({
      ...{ id: ids.product, name: "Arroz", description: "", category: "Granos", sku: "ARZ-1", price_cents: 250 },
      ...{ search_text: "arroz", sort_key: "arroz", created_at: at, updated_at: at },
    })
    .execute();
  await db
    .insertInto("lots")
    .values({
      ...{ id: ids.lot, product_id: ids.product, warehouse_id: ids.warehouse, lot_number: null, lot_key: "" },
      ...{ quantity: 8, unit: "unidad", cost_cents: 100, expiration_date: null, min_stock: 0, max_stock: 0 },
      ...{ acquired_at: at, updated_at: at },
    })
    .execute();
  const movement = (id: string, type: string, quantity: number, cost: number | null, created_at: string) => ({
    ...{ id, lot_id: ids.lot, product_id: ids.product, warehouse_id: ids.warehouse, type, quantity },
    ...{ unit: "unidad", lot_number: null, reference: null, cost_cents: cost, employee_id: null, created_at },
  });
  await db
    .insertInto("movements")
    .values([
      movement(`${newId()}-a`, "IN", 10, 100, "2026-03-09T12:00:00.000Z"),
      movement(`${newId()}-b`, "OUT", 2, null, "2026-03-10T04:00:00.000Z"),
    ])
    .execute();
  await db
    .insertInto("clients")
    .values({
      ...{ id: ids.client, identification: "123", name: "Ana", last_name: "Gómez", email: "ana@example.com" },
      ...{ birthday: "1990-01-01", phone_number: "3000000000", search_text: "ana", sort_key: "ana" },
      ...{ created_at: at, updated_at: at },
    })
    .execute();
  await db
    .insertInto("withdrawals")
    .values({
      id: ids.withdrawal,
      requested_by: "Ana",
      status: "COMPLETED",
      search_text: "",
      created_at: at,
      updated_at: at,
    })
    .execute();
  const sale = newId();
  await db
    .insertInto("sales")
    .values({
      ...{ id: sale, client_id: ids.client, type: "CONTADO", currency: "COP", total_cents: 500, employee_id: null },
      ...{ withdrawal_id: ids.withdrawal, created_at: at, number: 1, status: "COMPLETED" },
    })
    .execute();
  await db
    .insertInto("sale_lines")
    .values({
      id: newId(),
      sale_id: sale,
      product_id: ids.product,
      quantity: 2,
      unit_price_cents: 250,
      subtotal_cents: 500,
    })
    .execute();
}

/** The kept totals, shards summed: [day, type, movements, units, value] and [day, employee, sales, units, amount]. */
async function dailyTotals(db: Db) {
  const ledger = await db
    .selectFrom("ledger_daily")
    .select((eb) => [
      "day",
      "type",
      eb.fn.sum<number>("movements").as("n"),
      eb.fn.sum<number>("quantity").as("q"),
      eb.fn.sum<number>("value_cents").as("v"),
    ])
    .groupBy(["day", "type"])
    .orderBy("day")
    .execute();
  const sales = await db
    .selectFrom("sales_daily")
    .select((eb) => [
      "day",
      "employee_id",
      eb.fn.sum<number>("sales").as("n"),
      eb.fn.sum<number>("units").as("q"),
      eb.fn.sum<number>("amount_cents").as("v"),
    ])
    .groupBy(["day", "employee_id"])
    .orderBy("day")
    .execute();
  return {
    ledger: ledger.map((r) => [r.day, r.type, Number(r.n), Number(r.q), Number(r.v)]),
    sales: sales.map((r) => [r.day, r.employee_id, Number(r.n), Number(r.q), Number(r.v)]),
  };
}

const IN_TOKYO = {
  ledger: [
    ["2026-03-09", "IN", 1, 10, 1000],
    ["2026-03-10", "OUT", 1, 2, 200],
  ],
  sales: [["2026-03-11", "", 1, 2, 500]],
};
const IN_BOGOTA = {
  ledger: [
    ["2026-03-09", "IN", 1, 10, 1000],
    ["2026-03-09", "OUT", 1, 2, 200],
  ],
  sales: [["2026-03-10", "", 1, 2, 500]],
};

/** A database left at `last` by an earlier release (in Bogotá), holding the history. */
async function databaseAt(last: string): Promise<{ db: Db; database: Database }> {
  const { db, database } = await freshDatabase();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(BOGOTA) } });
  expect((await migrator.migrateTo("2026-11-24-0018-stock-alerts")).error).toBeUndefined();
  await writeHistory(db);
  expect((await migrator.migrateTo(last)).error).toBeUndefined();
  return { db, database };
}

const startConfig = (businessTimeZone: string) => ({
  admin: { email: "admin@example.com", password: "clave-segura-1", name: "Admin" },
  seedDemo: false,
  businessTimeZone,
});

describe("BUSINESS_TIME_ZONE and the kept daily totals", () => {
  it("npm run db:migrate keys the daily totals by the configured zone, as the server does", async () => {
    const { database } = await databaseAt("2026-11-24-0018-stock-alerts");
    let output = "";
    const db = await reopen(async () => {
      ({ stdout: output } = await runScript("migrate.ts", [], database, { BUSINESS_TIME_ZONE: TOKYO }));
    });
    expect(output).toContain("Aplicada: 2026-11-24-0019-kardex");
    expect(output).toContain("Aplicada: 2026-11-24-0020-sales-report");
    expect(await dailyTotals(db)).toEqual(IN_TOKYO);
    expect(await dailyTotalsZone(db)).toBe(TOKYO);
    // The server then starts in that zone.
    await expect(prepareDatabase(db, startConfig(TOKYO))).resolves.toMatchObject({ migrations: [] });
  });

  it("migration 0023 rebuilds totals that an earlier upgrade keyed by Bogotá outside Bogotá", async () => {
    const { db } = await databaseAt("2026-11-25-0022-hot-alert-keys");
    expect(await dailyTotals(db)).toEqual(IN_BOGOTA);
    // The migrations after 0022, first 0023 and 0024 (later ones follow them).
    expect((await migrateToLatest(db, { businessTimeZone: TOKYO })).slice(0, 2)).toEqual([
      "2026-11-27-0023-daily-totals-zone",
      "2026-11-27-0024-sales-product-figures",
    ]);
    expect(await dailyTotals(db)).toEqual(IN_TOKYO);
    expect(await dailyTotalsZone(db)).toBe(TOKYO);
  });

  it("a changed zone stops the start, naming the command; npm run db:rebuild-daily rebuilds the totals in it", async () => {
    const { db: before, database } = await databaseAt("2026-11-25-0022-hot-alert-keys");
    await prepareDatabase(before, startConfig(BUSINESS_TIME_ZONE));
    expect(await dailyTotalsZone(before)).toBe(BUSINESS_TIME_ZONE);

    const refused = prepareDatabase(before, startConfig(TOKYO));
    await expect(refused).rejects.toBeInstanceOf(DailyTotalsZoneMismatch);
    await expect(refused).rejects.toThrow(
      /zona horaria America\/Bogota, pero BUSINESS_TIME_ZONE es Asia\/Tokyo\. Reconstrúyelos con "npm run db:rebuild-daily"/,
    );
    await expect(refused).rejects.toThrow(/The daily totals are keyed by the time zone America\/Bogota/);
    expect(await dailyTotals(before)).toEqual(IN_BOGOTA);

    let output = "";
    const db = await reopen(async () => {
      // npm run db:migrate says the same, and fails, so an upgrade does not end in a refused start.
      const migrated = runScript("migrate.ts", [], database, { BUSINESS_TIME_ZONE: TOKYO });
      await expect(migrated).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining("npm run db:rebuild-daily"),
      });
      ({ stdout: output } = await runScript("rebuild-daily.ts", [], database, { BUSINESS_TIME_ZONE: TOKYO }));
    });
    expect(output).toContain("Totales diarios reconstruidos en la zona Asia/Tokyo (antes: America/Bogota)");
    expect(await dailyTotals(db)).toEqual(IN_TOKYO);
    await expect(prepareDatabase(db, startConfig(TOKYO))).resolves.toMatchObject({ migrations: [] });
    // And back: Bogotá is now the changed zone.
    await expect(prepareDatabase(db, startConfig(BUSINESS_TIME_ZONE))).rejects.toThrow(/npm run db:rebuild-daily/);
  });

  it("a database without daily totals simply takes the configured zone", async () => {
    const { db } = await freshDatabase();
    await migrateToLatest(db, BOGOTA);
    expect(await dailyTotalsZone(db)).toBe(BUSINESS_TIME_ZONE);
    await expect(prepareDatabase(db, startConfig(TOKYO))).resolves.toMatchObject({ adminCreated: true });
    expect(await dailyTotalsZone(db)).toBe(TOKYO);
  });

  it("rebuilds per minute the hours that straddle two dates in a zone whose offset is not whole hours", async () => {
    const { db } = await databaseAt("2026-11-25-0022-hot-alert-keys");
    await migrateToLatest(db, BOGOTA);
    // Asia/Kolkata is UTC+5:30: 18:20 UTC is 23:50 on the 10th there, 18:40 UTC is 00:10 on the 11th.
    await db
      .updateTable("movements")
      .set({ created_at: "2026-03-10T18:20:00.000Z" })
      .where("type", "=", "IN")
      .execute();
    await db
      .updateTable("movements")
      .set({ created_at: "2026-03-10T18:40:00.000Z" })
      .where("type", "=", "OUT")
      .execute();
    await db.updateTable("sales").set({ created_at: "2026-03-10T18:59:59.999Z" }).execute();
    await rebuildDailyTotals(db, "Asia/Kolkata");
    expect(await dailyTotals(db)).toEqual({
      ledger: [
        ["2026-03-10", "IN", 1, 10, 1000],
        ["2026-03-11", "OUT", 1, 2, 200],
      ],
      sales: [["2026-03-11", "", 1, 2, 500]],
    });
    expect(await dailyTotalsZone(db)).toBe("Asia/Kolkata");
  });
});
