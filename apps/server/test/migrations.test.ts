import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";
import { movementTypes } from "@inventario/shared/movements";
import { type InsertType, type Kysely, type KyselyPlugin, Migrator, RawNode, type SelectType, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../src/db/connection";
import { isPostgres, searchTextContains } from "../src/db/dialect";
import { migrateDown, migrateToLatest } from "../src/db/migrate";
import { migrationsFor } from "../src/db/migrations/index";
import type { Database } from "../src/db/types";
import { newId } from "../src/lib/ids";
import { nextSaleNumber } from "../src/modules/sales/sales.repository";
import { introspectedSchema, schemaFingerprint } from "./helpers/schema";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { createTestDatabase } from "./helpers/test-database";

/** The migrations as the server runs them by default: in Bogotá's business days. */
const context = { businessTimeZone: BUSINESS_TIME_ZONE };
const migrations = migrationsFor(context);

/**
 * The names of the migrations from `first` to the last, in order: what applying them from just before
 * `first` applies, read from the index so that a new migration needs no edit here.
 */
function migrationsFrom(first: string): string[] {
  const names = Object.keys(migrations);
  expect(names, `migration ${first} is no longer in migrations/index.ts`).toContain(first);
  return names.slice(names.indexOf(first));
}

type Nullability<C> = null extends SelectType<C> ? "null" : "not null";
/** A column the code may leave out of an insert (Generated) needs a default; any other may have one. */
type ColumnSpecOf<C> =
  undefined extends InsertType<C> ? `${Nullability<C>} default` : Nullability<C> | `${Nullability<C>} default`;
/** Exactly the tables and columns of the Database interface: a missing or extra one does not compile. */
type ExpectedSchema = { [T in keyof Database]: { [C in keyof Database[T] & string]: ColumnSpecOf<Database[T][C]> } };

/** The schema the code expects after the last migration (what db/types.ts declares, checked by tsc). */
const expectedSchema: ExpectedSchema = {
  clients: {
    id: "not null",
    identification: "not null",
    name: "not null",
    last_name: "not null",
    email: "not null",
    birthday: "not null",
    phone_number: "not null",
    is_active: "not null default",
    search_text: "not null",
    sort_key: "not null",
    created_at: "not null",
    updated_at: "not null",
  },
  employee_permissions: {
    employee_id: "not null",
    permission: "not null",
  },
  employee_warehouses: {
    employee_id: "not null",
    warehouse_id: "not null",
  },
  business_settings: {
    id: "not null",
    legal_name: "not null default",
    nit: "not null default",
    dv: "null",
    vat_responsible: "not null default",
    address: "not null default",
    city: "not null default",
    phone: "not null default",
    receipt_footer: "not null default",
    uvt: "not null default",
    pos_prefix: "not null default",
    pos_resolution: "null",
    pos_resolution_date: "null",
    pos_from: "null",
    pos_to: "null",
    pos_valid_until: "null",
    require_cash_session: "not null default",
    counter_warehouse_id: "null",
    auto_print_receipt: "not null default",
    updated_at: "null",
  },
  employees: {
    id: "not null",
    identification: "not null",
    name: "not null",
    last_name: "not null default",
    email: "not null",
    birthday: "null",
    phone_number: "null",
    hired_at: "null",
    role_id: "null",
    password_hash: "null",
    is_active: "not null default",
    search_text: "not null default",
    sort_key: "not null default",
    created_at: "not null",
    updated_at: "not null",
  },
  idempotency_keys: {
    user_id: "not null",
    key: "not null",
    fingerprint: "not null",
    status_code: "null",
    response: "null",
    created_at: "not null",
  },
  settings: { name: "not null", value: "not null" },
  audit_log: {
    id: "not null",
    at: "not null",
    user_id: "null",
    address: "null",
    action: "not null",
    entity: "not null",
    entity_id: "null",
    summary: "not null",
    changes: "not null",
    search_text: "not null",
    shard: "not null",
    seq: "not null",
    hash: "not null",
  },
  audit_chains: {
    shard: "not null",
    seq: "not null",
    hash: "not null",
    start_seq: "not null",
    start_hash: "not null",
  },
  sales_product_daily: {
    day: "not null",
    product_id: "not null",
    sales: "not null",
    units: "not null",
    amount_cents: "not null",
  },
  sales_product_totals: {
    product_id: "not null",
    sales: "not null",
    units: "not null",
    amount_cents: "not null",
  },
  sales_daily: {
    day: "not null",
    employee_id: "not null",
    shard: "not null",
    sales: "not null default",
    units: "not null default",
    amount_cents: "not null default",
  },
  ledger_daily: {
    day: "not null",
    type: "not null",
    shard: "not null",
    movements: "not null default",
    quantity: "not null default",
    value_cents: "not null default",
  },
  list_buckets: {
    list: "not null",
    lower_key: "not null",
    lower_id: "not null",
    row_count: "not null",
  },
  list_stats: {
    list: "not null",
    version: "not null",
  },
  login_throttle: {
    key: "not null",
    attempts: "not null",
    window_started_at: "not null",
    blocked_until: "not null default",
    reservation: "null",
  },
  lots: {
    id: "not null",
    product_id: "not null",
    warehouse_id: "not null",
    lot_number: "null",
    lot_key: "not null",
    quantity: "not null",
    unit: "not null",
    cost_cents: "not null",
    expiration_date: "null",
    min_stock: "not null default",
    max_stock: "not null default",
    acquired_at: "not null",
    updated_at: "not null",
    expired: "not null default",
    has_stock: "not null default",
  },
  movement_types: {
    code: "not null",
  },
  movements: {
    id: "not null",
    lot_id: "not null",
    product_id: "not null",
    warehouse_id: "not null",
    type: "not null",
    quantity: "not null",
    unit: "not null",
    lot_number: "null",
    reference: "null",
    cost_cents: "null",
    employee_id: "null",
    created_at: "not null",
    value_cents: "not null default",
    balance_quantity: "not null default",
    balance_value_cents: "not null default",
    warehouse_balance_quantity: "not null default",
    warehouse_balance_value_cents: "not null default",
  },
  product_movement_counts: {
    product_id: "not null",
    movement_count: "not null",
  },
  product_images: {
    product_id: "not null",
    content_type: "not null",
    bytes: "not null",
    etag: "not null",
    updated_at: "not null",
  },
  products: {
    id: "not null",
    name: "not null",
    description: "not null",
    category: "not null",
    sku: "not null",
    image_url: "null",
    price_cents: "not null",
    min_stock: "not null default",
    max_stock: "not null default",
    is_active: "not null default",
    search_text: "not null",
    sort_key: "not null",
    created_at: "not null",
    updated_at: "not null",
    stock: "not null default",
    reserved: "not null default",
    expired_stock: "not null default",
    low_gap: "null default",
    out_gap: "null default",
    on_order: "not null default",
    tax_class: "not null default",
  },
  role_permissions: {
    role_id: "not null",
    permission: "not null",
  },
  roles: {
    id: "not null",
    name: "not null",
    created_at: "not null",
  },
  sale_lines: {
    id: "not null",
    sale_id: "not null",
    product_id: "not null",
    quantity: "not null",
    unit_price_cents: "not null",
    subtotal_cents: "not null",
    tax_class: "null",
    base_cents: "null",
    tax_cents: "null",
    list_price_cents: "null",
  },
  pos_counters: {
    resolution: "not null",
    last_number: "not null",
  },
  sale_payments: {
    id: "not null",
    sale_id: "not null",
    method: "not null",
    amount_cents: "not null",
  },
  sales: {
    id: "not null",
    client_id: "not null",
    type: "not null",
    currency: "not null",
    total_cents: "not null",
    employee_id: "null",
    withdrawal_id: "not null",
    created_at: "not null",
    number: "not null default",
    status: "not null default",
    search_text: "not null default",
    cancelled_at: "null",
    cancelled_by: "null",
    cancel_reason: "null",
    requires_electronic_invoice: "not null default",
    receipt_prefix: "null",
    receipt_number: "null",
    cash_session_id: "null",
  },
  cash_sessions: {
    id: "not null",
    number: "not null",
    employee_id: "not null",
    status: "not null",
    opening_amount_cents: "not null",
    opened_at: "not null",
    closed_at: "null",
    closed_by_id: "null",
    note: "not null default",
  },
  cash_movements: {
    id: "not null",
    cash_session_id: "not null",
    type: "not null",
    amount_cents: "not null",
    reason: "not null",
    employee_id: "null",
    created_at: "not null",
  },
  cash_session_counts: {
    cash_session_id: "not null",
    method: "not null",
    expected_cents: "not null",
    counted_cents: "not null",
  },
  sale_refunds: {
    id: "not null",
    sale_id: "not null",
    return_id: "null",
    method: "not null",
    amount_cents: "not null",
    cash_session_id: "null",
    employee_id: "null",
    created_at: "not null",
  },
  sale_returns: {
    id: "not null",
    sale_id: "not null",
    reason: "not null",
    employee_id: "null",
    created_at: "not null",
  },
  sale_return_lines: {
    id: "not null",
    return_id: "not null",
    sale_id: "not null",
    product_id: "not null",
    warehouse_id: "not null",
    lot_number: "null",
    quantity: "not null",
    restock: "not null",
  },
  transfers: {
    id: "not null",
    number: "not null",
    product_id: "not null",
    from_warehouse_id: "not null",
    to_warehouse_id: "not null",
    lot_number: "null",
    quantity: "not null",
    unit: "not null",
    note: "null",
    employee_id: "null",
    search_text: "not null",
    created_at: "not null",
  },
  imports: {
    id: "not null",
    number: "not null",
    kind: "not null",
    file_name: "not null",
    content_hash: "null",
    rows: "not null",
    created: "not null",
    updated: "not null",
    unchanged: "not null",
    employee_id: "null",
    created_at: "not null",
  },
  suppliers: {
    id: "not null",
    nit: "not null",
    dv: "not null",
    name: "not null",
    name_key: "not null",
    contact_name: "not null default",
    email: "not null default",
    phone: "not null default",
    address: "not null default",
    city: "not null default",
    payment_terms_days: "not null default",
    is_active: "not null default",
    search_text: "not null",
    created_at: "not null",
    updated_at: "not null",
  },
  purchase_orders: {
    id: "not null",
    number: "not null",
    supplier_id: "not null",
    warehouse_id: "not null",
    status: "not null",
    expected_at: "null",
    notes: "not null default",
    total_cents: "not null default",
    reason: "null",
    employee_id: "null",
    search_text: "not null",
    created_at: "not null",
    updated_at: "not null",
    sent_at: "null",
    closed_at: "null",
  },
  purchase_order_items: {
    id: "not null",
    order_id: "not null",
    position: "not null",
    product_id: "not null",
    quantity: "not null",
    unit_cost_cents: "not null",
    over_receipt_percent: "not null default",
    received: "not null default",
    closed: "not null default",
  },
  purchase_receipts: {
    id: "not null",
    number: "not null",
    order_id: "not null",
    total_cents: "not null",
    employee_id: "null",
    created_at: "not null",
    business_date: "not null",
  },
  purchase_receipt_lines: {
    id: "not null",
    receipt_id: "not null",
    item_id: "not null",
    product_id: "not null",
    warehouse_id: "not null",
    lot_id: "not null",
    lot_number: "null",
    expiration_date: "null",
    quantity: "not null",
    unit_cost_cents: "not null",
    returned: "not null default",
  },
  supplier_returns: {
    id: "not null",
    number: "not null",
    receipt_id: "not null",
    reason: "not null",
    employee_id: "null",
    created_at: "not null",
  },
  supplier_return_lines: {
    id: "not null",
    return_id: "not null",
    receipt_line_id: "not null",
    quantity: "not null",
  },
  stock_counts: {
    id: "not null",
    number: "not null",
    warehouse_id: "not null",
    status: "not null",
    blind: "not null default",
    scope_category: "null",
    scope_search: "null",
    scope_sku_count: "null",
    note: "not null default",
    reason: "null",
    uncounted: "null",
    opened_by: "null",
    approved_by: "null",
    net_value_cents: "null",
    created_at: "not null",
    updated_at: "not null",
    reviewed_at: "null",
    applied_at: "null",
    cancelled_at: "null",
  },
  stock_count_products: { count_id: "not null", product_id: "not null" },
  stock_count_lines: {
    id: "not null",
    count_id: "not null",
    product_id: "not null",
    lot_id: "null",
    lot_number: "null",
    lot_key: "not null",
    unit: "not null",
    counted: "null",
    round: "not null default",
    recount: "not null default",
    book_quantity: "not null default",
    booked_at: "null",
    last_counted_at: "null",
    moved: "not null default",
    adjusted: "null",
    adjusted_value_cents: "null",
  },
  stock_count_entries: {
    id: "not null",
    count_id: "not null",
    line_id: "not null",
    employee_id: "null",
    round: "not null",
    mode: "not null",
    quantity: "not null",
    employee_total: "not null",
    book_quantity: "not null",
    created_at: "not null",
  },
  supplier_products: {
    supplier_id: "not null",
    product_id: "not null",
    supplier_sku: "not null default",
    unit_cost_cents: "not null",
    min_quantity: "not null default",
    pack_size: "not null default",
    lead_time_days: "not null default",
    preferred: "not null default",
  },
  warehouse_stock: {
    product_id: "not null",
    warehouse_id: "not null",
    stock: "not null default",
    expired_stock: "not null default",
    low_gap: "null default",
    out_gap: "null default",
    min_stock: "not null default",
    max_stock: "not null default",
  },
  sessions: {
    id: "not null",
    employee_id: "not null",
    created_at: "not null",
    last_seen_at: "not null",
    expires_at: "not null",
  },
  warehouses: {
    id: "not null",
    identification: "not null",
    name: "not null",
    name_key: "not null",
    is_active: "not null default",
    created_at: "not null",
    updated_at: "not null",
  },
  withdrawal_items: {
    id: "not null",
    withdrawal_id: "not null",
    product_id: "not null",
    requested_quantity: "not null",
    fulfilled_quantity: "not null default",
  },
  withdrawals: {
    id: "not null",
    requested_by: "not null",
    employee_id: "null",
    status: "not null",
    number: "not null default",
    search_text: "not null",
    created_at: "not null",
    updated_at: "not null",
    preferred_warehouse_id: "null",
  },
};

let t: TestApp | undefined;
let bare: { db: Db; drop(): Promise<void> } | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  await bare?.db.destroy();
  await bare?.drop();
  bare = undefined;
});

/** A fresh database with every migration applied, without the app (no bootstrap rows). */
async function migratedDatabase(): Promise<Db> {
  const testDb = await createTestDatabase();
  bare = { db: createDatabase(testDb.database), drop: testDb.drop };
  await migrateToLatest(bare.db, context);
  return bare.db;
}

describe("migrations", () => {
  it("applied in order to an empty database give the schema the code expects", async () => {
    const db = await migratedDatabase();
    expect(await introspectedSchema(db)).toEqual(expectedSchema);
  });

  it("roll back to nothing and apply again", async () => {
    t = await createTestApp({ fromScratch: true });
    const names = Object.keys(migrations);
    // fingerprints[k]: the schema with the first k migrations applied, seen on the way down.
    const fingerprints = [await schemaFingerprint(t.app.db)];
    for (const name of [...names].reverse()) {
      expect(await migrateDown(t.app.db)).toEqual([name]);
      fingerprints.unshift(await schemaFingerprint(t.app.db));
    }
    expect(fingerprints[0]).toEqual([]);
    await expect(t.app.db.selectFrom("employees").selectAll().execute()).rejects.toThrow();
    // Each up() rebuilds exactly the schema its down() left: the same after every step.
    const migrator = new Migrator({ db: t.app.db, provider: { getMigrations: async () => migrations } });
    for (const [index, name] of names.entries()) {
      const { error, results } = await migrator.migrateUp();
      expect(error).toBeUndefined();
      expect(results?.map((r) => r.migrationName)).toEqual([name]);
      expect(await schemaFingerprint(t.app.db), name).toEqual(fingerprints[index + 1]);
    }
    const employees = await t.app.db
      .selectFrom("employees")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .execute();
    expect(Number(employees[0]?.n)).toBe(0);
  });
});

/** A warehouse, a product and an empty lot of it, written directly: enough for a ledger row to refer to. */
async function insertLot(db: Db) {
  const now = new Date().toISOString();
  const lot = { id: newId(), product_id: newId(), warehouse_id: newId() };
  await db
    .insertInto("warehouses")
    .values({
      id: lot.warehouse_id,
      identification: "B-1",
      name: "Bodega",
      name_key: "bodega",
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("products")
    .values({
      ...{ id: lot.product_id, name: "Arroz", description: "", category: "Granos", sku: "ARZ-1", price_cents: 100 },
      ...{ search_text: "arroz", sort_key: "arroz", created_at: now, updated_at: now },
    })
    .execute();
  await db
    .insertInto("lots")
    .values({
      ...{ ...lot, lot_number: null, lot_key: "", quantity: 0, unit: "unidad", cost_cents: 50 },
      ...{ expiration_date: null, min_stock: 0, max_stock: 0, acquired_at: now, updated_at: now },
    })
    .execute();
  return lot;
}

/** A ledger row of `lot` (one unit unless told), of any type (the database decides whether it is known). */
function insertMovement(
  db: Db,
  lot: Awaited<ReturnType<typeof insertLot>>,
  type: string,
  extra: { quantity?: number; cost_cents?: number | null; reference?: string | null } = {},
) {
  return db.insertInto("movements").values({
    ...{ id: newId(), lot_id: lot.id, product_id: lot.product_id, warehouse_id: lot.warehouse_id },
    ...{ type: type as never, quantity: 1, unit: "unidad", lot_number: null, reference: null },
    ...{ cost_cents: null, employee_id: null, created_at: new Date().toISOString(), ...extra },
  });
}

describe("movement types", () => {
  it("the database holds exactly the shared movement types and refuses any other", async () => {
    const db = await migratedDatabase();
    const rows = await db.selectFrom("movement_types").select("code").execute();
    expect(rows.map((row) => row.code).sort()).toEqual(Object.keys(movementTypes).sort());

    const lot = await insertLot(db);
    const movement = (type: string) => insertMovement(db, lot, type);
    await movement("IN").execute();
    await expect(movement("TRANSFER").execute()).rejects.toThrow(/unknown movement type/);
    await expect(
      db
        .updateTable("movements")
        .set({ type: "TRANSFER" as never })
        .execute(),
    ).rejects.toThrow(/unknown movement type/);
  });
});

/** Fails the first raw statement containing `text`, as a crash just before it would. */
function failingAt(text: string): KyselyPlugin {
  return {
    transformQuery: ({ node }) => {
      if (RawNode.is(node) && node.sqlFragments.join("").includes(text)) throw new Error(`injected failure at ${text}`);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

describe("migration 0014 (movement types)", () => {
  it("failing at its last statement leaves the database as 0013 left it, and runs again", async () => {
    const testDb = await createTestDatabase();
    bare = { db: createDatabase(testDb.database), drop: testDb.drop };
    const db = bare.db;
    const names = Object.keys(migrations);
    const earlier = names.slice(0, names.indexOf("2026-11-24-0014-movement-types"));
    const migrator = (on: Db) => new Migrator({ db: on, provider: { getMigrations: async () => migrations } });
    expect((await migrator(db).migrateTo(earlier.at(-1) as string)).error).toBeUndefined();
    await insertMovement(db, await insertLot(db), "IN").execute();
    const before = await schemaFingerprint(db);

    // The last statement of up() on both databases; on SQLite the ledger has been rebuilt by then.
    const { error, results } = await migrator(db.withPlugin(failingAt("update of type on movements"))).migrateUp();
    expect(String(error)).toMatch(/injected failure/);
    expect(results).toEqual([{ migrationName: "2026-11-24-0014-movement-types", direction: "Up", status: "Error" }]);
    expect(await schemaFingerprint(db)).toEqual(before);
    const executed = (await migrator(db).getMigrations()).filter((migration) => migration.executedAt);
    expect(executed.map((migration) => migration.name)).toEqual(earlier);

    expect(await migrateToLatest(db, context)).toEqual(names.slice(earlier.length));
    expect(await introspectedSchema(db)).toEqual(expectedSchema);
    const ledger = await db.selectFrom("movements").select(["type"]).execute();
    expect(ledger).toEqual([{ type: "IN" }]);
  });
});

describe("migration 0016 (daily operations)", () => {
  it("numbers existing sales in creation order, shares each number with its request, and fills statuses and search texts", async () => {
    const testDb = await createTestDatabase();
    bare = { db: createDatabase(testDb.database), drop: testDb.drop };
    const migrator = new Migrator({ db: bare.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("2026-11-24-0015-drop-ledger-count")).error).toBeUndefined();

    // biome-ignore lint/suspicious/noExplicitAny: the schema of 0015, which db/types.ts no longer describes.
    const old = bare.db as unknown as Kysely<any>;
    const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, "0")}:00.000Z`;
    const clientId = newId();
    await old
      .insertInto("clients")
      .values({
        ...{ id: clientId, identification: "1020304050", name: "José", last_name: "Peña", email: "jose@correo.co" },
        ...{
          birthday: "1990-01-01",
          phone_number: "3001112233",
          search_text: "1020304050 | jose pena | jose@correo.co",
        },
        ...{ sort_key: "pena\u0001jose", created_at: at(0), updated_at: at(0) },
      })
      .execute();
    const request = (id: string, status: string, minute: number) => ({
      ...{ id, requested_by: "Ana Ruiz", employee_id: null, status, search_text: "ana ruiz" },
      ...{ created_at: at(minute), updated_at: at(minute) },
    });
    // Inserted newest first: numbers follow created_at, not insertion order.
    const [later, earlier, orphan] = [newId(), newId(), newId()];
    await old
      .insertInto("withdrawals")
      .values([request(later, "COMPLETED", 5), request(earlier, "PENDING", 1), request(orphan, "PENDING", 0)])
      .execute();
    const sale = (id: string, withdrawal_id: string, minute: number) => ({
      ...{ id, client_id: clientId, type: "RETAIL", currency: "COP", total_cents: 1000, employee_id: null },
      ...{ withdrawal_id, created_at: at(minute) },
    });
    const [laterSale, earlierSale] = [newId(), newId()];
    await old
      .insertInto("sales")
      .values([sale(laterSale, later, 5), sale(earlierSale, earlier, 1)])
      .execute();

    expect(await migrateToLatest(bare.db, context)).toEqual(migrationsFrom("2026-11-24-0016-daily-operations"));
    const sales = await bare.db
      .selectFrom("sales")
      .select(["id", "number", "status", "search_text", "cancelled_at"])
      .orderBy("number")
      .execute();
    expect(sales).toEqual([
      {
        id: earlierSale,
        number: 1,
        status: "PENDING",
        search_text: "v-000001 v-1 | 1020304050 | jose pena | jose@correo.co",
        cancelled_at: null,
      },
      {
        id: laterSale,
        number: 2,
        status: "COMPLETED",
        search_text: "v-000002 v-2 | 1020304050 | jose pena | jose@correo.co",
        cancelled_at: null,
      },
    ]);
    const requests = await bare.db
      .selectFrom("withdrawals")
      .select(["id", "number", "search_text"])
      .orderBy("number")
      .execute();
    expect(requests).toEqual([
      { id: earlier, number: 1, search_text: "a-000001 a-1 | ana ruiz" },
      { id: later, number: 2, search_text: "a-000002 a-2 | ana ruiz" },
      // A request without a sale is numbered after every sale.
      { id: orphan, number: 3, search_text: "a-000003 a-3 | ana ruiz" },
    ]);
    // The next sale takes the number after all of them, on either database.
    expect(await bare.db.transaction().execute((trx) => nextSaleNumber(trx))).toBe(4);
    // And the migrated requests are found by the searches their new texts serve.
    const found = await bare.db
      .selectFrom("withdrawals")
      .select("id")
      .where(searchTextContains(bare.db, { table: "withdrawals" }, "a-000002", "withdrawals"))
      .execute();
    expect(found).toEqual([{ id: later }]);

    // Rolled back with a cancelled request: it becomes COMPLETED, the older status that reserves nothing.
    await bare.db.updateTable("withdrawals").set({ status: "CANCELLED" }).where("id", "=", earlier).execute();
    // Every migration from the last down to 0016, one at a time, newest first.
    for (const name of migrationsFrom("2026-11-24-0016-daily-operations").reverse()) {
      expect(await migrateDown(bare.db)).toEqual([name]);
    }
    const rolledBack = await old.selectFrom("withdrawals").select(["id", "status"]).orderBy("created_at").execute();
    expect(rolledBack).toEqual([
      { id: orphan, status: "PENDING" },
      { id: earlier, status: "COMPLETED" },
      { id: later, status: "COMPLETED" },
    ]);
  });
});

describe("migration 0019 (kardex)", () => {
  it("values existing ledger rows by weighted average cost per warehouse and totals them per day", async () => {
    const testDb = await createTestDatabase();
    bare = { db: createDatabase(testDb.database), drop: testDb.drop };
    const db = bare.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("2026-11-24-0018-stock-alerts")).error).toBeUndefined();

    const first = await insertLot(db);
    const otherWarehouse = newId();
    const now = new Date().toISOString();
    await db
      .insertInto("warehouses")
      .values({
        id: otherWarehouse,
        identification: "B-2",
        name: "Norte",
        name_key: "norte",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const second = { id: newId(), product_id: first.product_id, warehouse_id: otherWarehouse };
    await db
      .insertInto("lots")
      .values({
        ...{ ...second, lot_number: null, lot_key: "", quantity: 0, unit: "unidad", cost_cents: 50 },
        ...{ expiration_date: null, min_stock: 0, max_stock: 0, acquired_at: now, updated_at: now },
      })
      .execute();
    const row = (
      lot: typeof first,
      type: string,
      quantity: number,
      cost: number | null,
      reference: string | null = null,
    ) => insertMovement(db, lot, type, { quantity, cost_cents: cost, reference }).execute();
    // In the warehouse (cents): 10 @ 100.00, 5 @ 130.00 → 15 / 165,000; 4 out at 11,000 → 11 / 121,000;
    // 3 moved at 11,000 → 8 / 88,000 and the other 3 / 33,000; 2 restocked at the average → 10 / 110,000.
    await row(first, "IN", 10, 10000);
    await row(first, "IN", 5, 13000);
    await row(first, "WITHDRAWAL", 4, null);
    await row(first, "TRANSFER_OUT", 3, null, "T-1");
    await row(second, "TRANSFER_IN", 3, 50, "T-1");
    await row(first, "REPLENISH", 2, null);

    expect((await migrator.migrateTo("2026-11-24-0019-kardex")).error).toBeUndefined();
    const valued = await db
      .selectFrom("movements")
      .select([
        "type",
        "value_cents",
        "balance_quantity",
        "balance_value_cents",
        "warehouse_balance_quantity",
        "warehouse_balance_value_cents",
      ])
      .orderBy("id")
      .execute();
    expect(valued.map((m) => Object.values(m).map(String))).toEqual(
      [
        ["IN", 100000, 10, 100000, 10, 100000],
        ["IN", 65000, 15, 165000, 15, 165000],
        ["WITHDRAWAL", 44000, 11, 121000, 11, 121000],
        ["TRANSFER_OUT", 33000, 8, 88000, 8, 88000],
        ["TRANSFER_IN", 33000, 11, 121000, 3, 33000],
        ["REPLENISH", 22000, 13, 143000, 10, 110000],
      ].map((r) => r.map(String)),
    );
    const daily = await db
      .selectFrom("ledger_daily")
      .select(["type", "shard", "movements", "quantity", "value_cents"])
      .orderBy("type")
      .execute();
    expect(daily.map((d) => Object.values(d).map(String))).toEqual(
      [
        ["IN", 0, 2, 15, 165000],
        ["REPLENISH", 0, 1, 2, 22000],
        ["TRANSFER_IN", 0, 1, 3, 33000],
        ["TRANSFER_OUT", 0, 1, 3, 33000],
        ["WITHDRAWAL", 0, 1, 4, 44000],
      ].map((r) => r.map(String)),
    );
    expect(await migrateDown(db)).toEqual(["2026-11-24-0019-kardex"]);
    expect(await migrateToLatest(db, context)).toEqual(migrationsFrom("2026-11-24-0019-kardex"));
  });
});

describe("migration 0022 (alert keys)", () => {
  it("gives existing rows their alert keys, and on PostgreSQL vacuums the tables it rewrote", async () => {
    const testDb = await createTestDatabase();
    bare = { db: createDatabase(testDb.database), drop: testDb.drop };
    const db = bare.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("2026-11-24-0021-warehouse-ledger")).error).toBeUndefined();
    // An empty lot of a product with a minimum of 5, and a warehouse row with a minimum of 2 holding 3.
    const lot = await insertLot(db);
    await db.updateTable("products").set({ min_stock: 5 }).where("id", "=", lot.product_id).execute();
    await db
      .updateTable("warehouse_stock")
      .set({ min_stock: 2, stock: 3 })
      .where("product_id", "=", lot.product_id)
      .execute();

    expect(await migrateToLatest(db, context)).toEqual(migrationsFrom("2026-11-25-0022-hot-alert-keys"));
    const keys = await sql<Record<string, number | string | null>>`
      select l.has_stock, p.low_gap, p.out_gap, ws.low_gap as ws_low_gap, ws.out_gap as ws_out_gap
      from lots l join products p on p.id = l.product_id
      join warehouse_stock ws on ws.product_id = l.product_id and ws.warehouse_id = l.warehouse_id`.execute(db);
    expect(keys.rows.map((row) => Object.values(row).map((v) => (v === null ? null : Number(v))))).toEqual([
      // Low by 5 and out (0 available); the warehouse is 1 above its minimum, and not out.
      [0, -5, 0, null, null],
    ]);
    if (isPostgres(db)) {
      const { rows } = await sql<{ relname: string; vacuumed: boolean }>`
        select relname, last_vacuum is not null as vacuumed from pg_stat_user_tables
        where relname in ('lots', 'products', 'warehouse_stock') order by relname`.execute(db);
      expect(rows).toEqual([
        { relname: "lots", vacuumed: true },
        { relname: "products", vacuumed: true },
        { relname: "warehouse_stock", vacuumed: true },
      ]);
    }
  });
});

describe("migration 0044 (movement count table)", () => {
  it("moves each product's ledger count to its own table and back, its trigger counting on both sides", async () => {
    const testDb = await createTestDatabase();
    bare = { db: createDatabase(testDb.database), drop: testDb.drop };
    const db = bare.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("2026-11-30-0043-statement-stock-triggers")).error).toBeUndefined();
    // A product deleted before the one counted leaves a gap in the rowids, which SQLite's search index
    // (external content on products) knows each product by: the way down must keep them.
    const now = new Date().toISOString();
    const gone = { id: newId(), name: "Borrar", description: "", category: "X", sku: "BOR-1", price_cents: 1 };
    await db
      .insertInto("products")
      .values({ ...gone, search_text: "borrar", sort_key: "borrar", created_at: now, updated_at: now })
      .execute();
    const lot = await insertLot(db);
    await db.deleteFrom("products").where("id", "=", gone.id).execute();
    for (let i = 0; i < 3; i++) await insertMovement(db, lot, "IN").execute();

    const countRows = () => db.selectFrom("product_movement_counts").select(["product_id", "movement_count"]).execute();
    expect(await migrateToLatest(db, context)).toEqual(migrationsFrom("2026-12-01-0044-movement-count-table"));
    expect(await countRows()).toEqual([{ product_id: lot.product_id, movement_count: 3 }]);
    await insertMovement(db, lot, "IN").execute();
    expect(await countRows()).toEqual([{ product_id: lot.product_id, movement_count: 4 }]);

    // Every migration from the last down to 0044, one at a time, newest first.
    for (const name of migrationsFrom("2026-12-01-0044-movement-count-table").reverse()) {
      expect(await migrateDown(db)).toEqual([name]);
    }
    const keptOnProduct = async () =>
      (await sql<{ id: string; movement_count: number }>`select id, movement_count from products`.execute(db)).rows;
    expect(await keptOnProduct()).toEqual([{ id: lot.product_id, movement_count: 4 }]);
    await insertMovement(db, lot, "IN").execute();
    expect(await keptOnProduct()).toEqual([{ id: lot.product_id, movement_count: 5 }]);
    if (!isPostgres(db)) {
      const found = await sql<{ id: string }>`
        select p.id from products_search s join products p on p.rowid = s.rowid
        where products_search match 'arroz'`.execute(db);
      expect(found.rows).toEqual([{ id: lot.product_id }]);
    }

    expect(await migrateToLatest(db, context)).toEqual(migrationsFrom("2026-12-01-0044-movement-count-table"));
    expect(await countRows()).toEqual([{ product_id: lot.product_id, movement_count: 5 }]);
  });
});

describe("migration 0045 (warehouse stock keys)", () => {
  it("drops warehouse_stock's foreign keys on PostgreSQL only, and puts them back on the way down", async () => {
    const db = await migratedDatabase();
    const keys = async () =>
      isPostgres(db)
        ? (
            await sql<{ conname: string }>`select conname from pg_constraint
              where conrelid = 'warehouse_stock'::regclass and contype = 'f' order by conname`.execute(db)
          ).rows.map((row) => row.conname)
        : (
            await sql<{
              table: string;
            }>`select "table" from pragma_foreign_key_list('warehouse_stock') order by 1`.execute(db)
          ).rows.map((row) => row.table);
    const kept = isPostgres(db) ? [] : ["products", "warehouses"];
    expect(await keys()).toEqual(kept);
    expect(await migrateDown(db)).toEqual(["2026-12-02-0045-warehouse-stock-keys"]);
    expect(await keys()).toEqual(
      isPostgres(db) ? ["warehouse_stock_product_id_fkey", "warehouse_stock_warehouse_id_fkey"] : kept,
    );
  });
});
