import { MAX_AMOUNT_CENTS, MAX_QUANTITY } from "@inventario/shared/limits";
import { EMPTY_BALANCE } from "@inventario/shared/valuation";
import { type Expression, type Insertable, type QueryCreator, sql } from "kysely";
import { insertRows, rowsRelation } from "../../db/bulk-rows";
import type { Db } from "../../db/connection";
import { inJsonTexts, isPostgres } from "../../db/dialect";
import { type Arg, prepared } from "../../db/prepared";
import type { Database, Flag, LotsTable, MovementsTable, MovementType } from "../../db/types";
import { LEDGER_DAILY_SHARDS } from "./ledger-daily-shards";

/**
 * The statements that write lots and the movement ledger. Only stock-ledger.ts calls them (the
 * layering test checks it), so every lot change is paired with its ledger row.
 */

/**
 * Inserts the lot, or adds to the (product, warehouse, lot) lot that exists — its cost becomes the
 * weighted average. One upsert, so two entries racing for a new lot both land. Returns nothing when
 * the addition would take the lot past its bounds (limits.ts): written so that nothing overflows even
 * for a lot stored before the bounds, CASE (unlike AND) evaluating its branches in order. An entry
 * replaces the lot's stock levels (min/max) with its own; stock coming back or moved in keeps them.
 */
export function upsertLot(
  trx: Db,
  lot: Omit<Insertable<LotsTable>, "expired">,
  today: string,
  levels: "replace" | "keep" = "replace",
) {
  return upsertLotsStatement(trx, [lot], today, levels).executeTakeFirst();
}

/**
 * upsertLot for several lots in one statement (a batch of an import's opening stock): each a different
 * (product, warehouse, lot) — a statement cannot update one row twice. Answers the lots written; a lot
 * the bounds refused is missing from the answer.
 */
export function upsertLots(
  trx: Db,
  lots: Array<Omit<Insertable<LotsTable>, "expired">>,
  today: string,
  levels: "replace" | "keep" = "replace",
) {
  return upsertLotsStatement(trx, lots, today, levels).execute();
}

/**
 * From here to the end of the transaction, on PostgreSQL, the figures kept from lots and movements move
 * once per statement instead of once per row (migration 0043): for the batch writers, whose statements
 * change hundreds of rows. SQLite keeps its row triggers (nothing to save there).
 */
export async function keepFiguresPerStatement(trx: Db): Promise<void> {
  if (isPostgres(trx)) await sql`select set_config('inventario.bulk_stock', 'on', true)`.execute(trx);
}

/**
 * takeFromLot for several lots in one statement (a count's shortages): each lot loses its quantity only
 * if it holds at least that much. Answers the ids of the lots taken from; a lot missing from the answer
 * held less (the caller refuses the batch and its transaction rolls back).
 */
export async function takeFromLots(
  trx: Db,
  takes: ReadonlyArray<{ lotId: string; quantity: number }>,
  at: string,
): Promise<Set<string>> {
  if (takes.length === 0) return new Set();
  // A lot named twice would be taken from once and answered as taken (update … from joins one row).
  if (new Set(takes.map(({ lotId }) => lotId)).size !== takes.length)
    throw new Error("takeFromLots: two takes name the same lot");
  const taken = rowsRelation(
    trx,
    takes.map(({ lotId, quantity }) => ({ id: lotId, quantity: Math.trunc(quantity) })),
    { id: "text", quantity: "bigint" },
    "t",
  );
  const { rows: changed } = await sql<{ id: string }>`
    update lots set quantity = lots.quantity - t.quantity, updated_at = ${at}
    from ${taken}
    where lots.id = t.id and lots.quantity >= t.quantity
    returning lots.id`.execute(trx);
  return new Set(changed.map((row) => row.id));
}

function upsertLotsStatement(
  trx: Db,
  lots: Array<Omit<Insertable<LotsTable>, "expired">>,
  today: string,
  levels: "replace" | "keep",
) {
  const expiration = sql<string | null>`coalesce(excluded.expiration_date, lots.expiration_date)`;
  // Typed: a conditional set object must match the columns' types, which untyped sql`` does not.
  const added = {
    quantity: sql<number>`lots.quantity + excluded.quantity`,
    cost_cents: sql<number>`(lots.quantity * lots.cost_cents + excluded.quantity * excluded.cost_cents) / (lots.quantity + excluded.quantity)`,
    expiration_date: expiration,
    // A new expiration date may take the lot out of (or into) the expired ones.
    expired: sql<Flag>`case when ${expiration} < ${today} then 1 else 0 end`,
    updated_at: sql<string>`excluded.updated_at`,
  };
  const expired = (lot: { expiration_date?: string | null }): Flag =>
    lot.expiration_date != null && lot.expiration_date < today ? 1 : 0;
  return insertRows(
    trx,
    "lots",
    lots.map((lot) => ({ ...lot, expired: expired(lot) })),
  )
    .onConflict((oc) =>
      oc
        .columns(["product_id", "warehouse_id", "lot_key"])
        .doUpdateSet(
          levels === "replace"
            ? { ...added, min_stock: sql`excluded.min_stock`, max_stock: sql`excluded.max_stock` }
            : added,
        )
        .where(
          sql<boolean>`case
            when lots.quantity > ${sql.lit(MAX_QUANTITY)} - excluded.quantity then false
            when lots.cost_cents > ${sql.lit(MAX_AMOUNT_CENTS)} / nullif(lots.quantity, 0) then false
            else lots.quantity * lots.cost_cents + excluded.quantity * excluded.cost_cents <= ${sql.lit(MAX_AMOUNT_CENTS)}
          end`,
        ),
    )
    .returning(["id", "product_id", "warehouse_id", "lot_number", "lot_key", "unit", "cost_cents"]);
}

/**
 * Adds to the lot and returns its unit cost in cents; nothing unless it stays within the bounds
 * (limits.ts): at most MAX_QUANTITY units and a value (quantity × cost) of at most MAX_AMOUNT. Subtraction, division and CASE (evaluated in
 * order) keep every intermediate inside its column type, even for a lot stored before the bounds.
 */
export async function addToLot(trx: Db, lotId: string, quantity: number, at: string): Promise<number | undefined> {
  const changed = await trx
    .updateTable("lots")
    .set({ quantity: sql`quantity + ${quantity}`, updated_at: at })
    .where("id", "=", lotId)
    .where(
      sql<boolean>`case
        when quantity > ${sql.lit(MAX_QUANTITY)} - ${quantity} then false
        else cost_cents <= ${sql.lit(MAX_AMOUNT_CENTS)} / (quantity + ${quantity})
      end`,
    )
    .returning("cost_cents")
    .executeTakeFirst();
  return changed && Number(changed.cost_cents);
}

/**
 * Takes from the lot; true only when it held at least `quantity`. A conditional update: on PostgreSQL
 * it takes the row lock and re-checks the condition after any concurrent writer commits; on SQLite
 * writers are serialized. Either way no oversell.
 */
export async function takeFromLot(trx: Db, lotId: string, quantity: number, at: string): Promise<boolean> {
  const changed = await trx
    .updateTable("lots")
    .set({ quantity: sql`quantity - ${quantity}`, updated_at: at })
    .where("id", "=", lotId)
    .where("quantity", ">=", quantity)
    .returning("id")
    .execute();
  return changed.length > 0;
}

export async function lotQuantity(trx: Db, lotId: string): Promise<number> {
  const lot = await trx.selectFrom("lots").select("quantity").where("id", "=", lotId).executeTakeFirstOrThrow();
  return lot.quantity;
}

/** What a movement adds to its day's totals (ledger_daily, migration 0019). */
export type DailyEntry = { day: string; type: MovementType; quantity: number; value_cents: number };

/**
 * Writes a ledger row and adds it to its day's totals. On PostgreSQL in one statement — the row
 * inserted in a WITH, the totals upserted into the connection's own shard row so that concurrent
 * writers never wait on one row — which saves a transfer two of its round trips. SQLite runs in
 * process with one writer: two statements, one shard.
 */
export async function insertMovement(trx: Db, movement: Insertable<MovementsTable>, daily: DailyEntry) {
  if (isPostgres(trx)) {
    const shard = sql<number>`pg_backend_pid() % ${sql.lit(LEDGER_DAILY_SHARDS)}`;
    // The WITH's output is never read: typed as the plain schema the upsert needs.
    const moved = trx.with("moved", (db) => db.insertInto("movements").values(movement));
    await addToDaily(moved as unknown as QueryCreator<Database>, daily, shard).execute();
    return;
  }
  await trx.insertInto("movements").values(movement).execute();
  await addToDaily(trx, daily, sql.lit(0)).execute();
}

function addToDaily(creator: QueryCreator<Database>, entry: DailyEntry, shard: Expression<number>, movements = 1) {
  return creator
    .insertInto("ledger_daily")
    .values({ ...entry, shard, movements })
    .onConflict((oc) =>
      oc.columns(["day", "type", "shard"]).doUpdateSet({
        movements: sql`ledger_daily.movements + excluded.movements`,
        quantity: sql`ledger_daily.quantity + excluded.quantity`,
        value_cents: sql`ledger_daily.value_cents + excluded.value_cents`,
      }),
    );
}

/**
 * Several ledger rows in one statement (a batch of an import's opening stock), and their days' totals,
 * `daily` holding each (day, type) once with its rows' count.
 */
export async function insertMovements(
  trx: Db,
  movements: Array<Insertable<MovementsTable>>,
  daily: Array<DailyEntry & { movements: number }>,
) {
  if (movements.length === 0) return;
  await insertRows(trx, "movements", movements).execute();
  const shard = isPostgres(trx) ? sql<number>`pg_backend_pid() % ${sql.lit(LEDGER_DAILY_SHARDS)}` : sql.lit(0);
  for (const { movements: count, ...entry } of daily) await addToDaily(trx, entry, shard, count).execute();
}

/** The products' stock across their lots (kept on the product rows by triggers on lots), by id. */
export async function productStocks(trx: Db, productIds: string[]): Promise<Map<string, number>> {
  const rows = await trx.selectFrom("products").select(["id", "stock"]).where("id", "in", productIds).execute();
  return new Map(rows.map((row) => [row.id, Number(row.stock)]));
}

/**
 * The movements of one product in one warehouse, newest first (`alias`: how the query names movements),
 * always through movements_product_warehouse_idx. Written as a one-pair range of (product, warehouse) and
 * ordered by both, which only that index serves: as two equalities, PostgreSQL estimated a warehouse its
 * statistics did not know yet (new, or stocked since the last ANALYZE: 10,000 imported lots are under
 * autovacuum's threshold) at one row, and walked that warehouse's movements backwards through
 * movements_warehouse_value_idx looking for the product: 3,764 pages and 21 ms for a review page's ten
 * lines, 73 ms under load, against 122 pages and 1.3 ms (2 Dec 2026).
 */
function newestOfProductInWarehouse<Q extends { where: unknown; orderBy: unknown }>(
  query: Q,
  alias: string,
  productId: Expression<string> | string,
  warehouseId: Expression<string> | string,
): Q {
  const pair = sql`(${sql.ref(`${alias}.product_id`)}, ${sql.ref(`${alias}.warehouse_id`)})`;
  const value = (x: Expression<string> | string) => (typeof x === "string" ? sql.val(x) : x);
  const bound = sql`(${value(productId)}, ${value(warehouseId)})`;
  // biome-ignore lint/suspicious/noExplicitAny: applied to subqueries of several shapes; the references are checked by the tests on both databases.
  const q = query as any;
  return q
    .where(sql<boolean>`${pair} >= ${bound}`)
    .where(sql<boolean>`${pair} <= ${bound}`)
    .orderBy(`${alias}.product_id`, "desc")
    .orderBy(`${alias}.warehouse_id`, "desc")
    .orderBy(`${alias}.id`, "desc");
}

/**
 * lastBalances for several (product, warehouse) pairs at once: each product's latest ledger row (id and
 * balance), and its latest row in each warehouse, by `${product}|${warehouse}`. Two index probes per
 * pair (movements_product_idx, movements_product_warehouse_idx) and one read of the rows found.
 */
export async function lastBalancesOf(trx: Db, pairs: Array<{ product_id: string; warehouse_id: string }>) {
  const productIds = [...new Set(pairs.map((pair) => pair.product_id))];
  const lastOfProduct = await trx
    .selectFrom("products as p")
    .select((eb) => [
      "p.id as product_id",
      eb
        .selectFrom("movements as m")
        .select("m.id")
        .whereRef("m.product_id", "=", "p.id")
        .orderBy("m.id", "desc")
        .limit(1)
        .as("last_id"),
    ])
    .where("p.id", "in", productIds)
    .execute();
  const lastInWarehouse = await trx
    .selectFrom("warehouse_stock as ws")
    .select((eb) => [
      "ws.product_id",
      "ws.warehouse_id",
      newestOfProductInWarehouse(
        eb.selectFrom("movements as m").select("m.id"),
        "m",
        sql.ref("ws.product_id"),
        sql.ref("ws.warehouse_id"),
      )
        .limit(1)
        .as("last_id"),
    ])
    .where("ws.product_id", "in", productIds)
    // Only the batch's warehouses: a product is stocked in several, and each last movement read is a
    // heap page (a count's apply read about three times the rows it needed).
    .where("ws.warehouse_id", "in", [...new Set(pairs.map((pair) => pair.warehouse_id))])
    .execute();
  const ids = [...lastOfProduct, ...lastInWarehouse].flatMap((row) => (row.last_id ? [row.last_id] : []));
  const rows =
    ids.length === 0
      ? []
      : await trx
          .selectFrom("movements")
          .select([
            "id",
            "balance_quantity",
            "balance_value_cents",
            "warehouse_balance_quantity",
            "warehouse_balance_value_cents",
          ])
          .where("id", "in", [...new Set(ids)])
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const products = new Map(
    lastOfProduct.map(({ product_id, last_id }) => {
      const row = last_id ? byId.get(last_id) : undefined;
      const balance = row
        ? { quantity: Number(row.balance_quantity), valueCents: Number(row.balance_value_cents) }
        : EMPTY_BALANCE;
      return [product_id, { lastId: row?.id, balance }];
    }),
  );
  const warehouses = new Map(
    lastInWarehouse.map(({ product_id, warehouse_id, last_id }) => {
      const row = last_id ? byId.get(last_id) : undefined;
      const balance = row
        ? {
            quantity: Number(row.warehouse_balance_quantity ?? 0),
            valueCents: Number(row.warehouse_balance_value_cents ?? 0),
          }
        : EMPTY_BALANCE;
      return [`${product_id}|${warehouse_id}`, balance];
    }),
  );
  return { products, warehouses };
}

/**
 * Each product's latest ledger balance in one warehouse (its movements_product_warehouse_idx range read
 * backwards, one row per product), none for a product never there: one statement for a page.
 */
export const warehouseBalances = (db: Db, productIds: string[], warehouseId: string) =>
  warehouseBalancesStatement(db, JSON.stringify(productIds), warehouseId);

// A page's products as one JSON value: one statement whatever the page holds, prepared (db/prepared.ts).
const warehouseBalancesStatement = prepared((db, productIds: Arg<string>, warehouseId: Arg<string>) =>
  db
    .selectFrom("products as p")
    .innerJoin("movements as m", (join) =>
      join.on("m.id", "=", (eb) =>
        newestOfProductInWarehouse(
          eb.selectFrom("movements as last").select("last.id"),
          "last",
          sql.ref("p.id"),
          warehouseId,
        ).limit(sql.lit(1)),
      ),
    )
    .select(["p.id as product_id", "m.warehouse_balance_quantity", "m.warehouse_balance_value_cents"])
    .where(inJsonTexts(db, "p.id", productIds)),
);

/**
 * The balances before a new movement of a product in a warehouse: its product's latest ledger row (id
 * and balance) and its latest row in that warehouse. Read under the product's lock (every stock writer
 * takes it first), so nothing is written between this read and the movement.
 */
const lastBalancesStatement = prepared((db, productId: Arg<string>, warehouseId: Arg<string>) =>
  db
    .selectFrom(
      db
        .selectFrom("movements")
        .select(["id", "balance_quantity", "balance_value_cents"])
        .where("product_id", "=", productId)
        .orderBy("id", "desc")
        .limit(sql.lit(1))
        .as("p"),
    )
    .leftJoin(
      newestOfProductInWarehouse(
        db.selectFrom("movements").select(["warehouse_balance_quantity", "warehouse_balance_value_cents"]),
        "movements",
        productId,
        warehouseId,
      )
        .limit(sql.lit(1))
        .as("w"),
      (join) => join.onTrue(),
    )
    .selectAll(),
);

export async function lastBalances(trx: Db, productId: string, warehouseId: string) {
  const [row] = await lastBalancesStatement(trx, productId, warehouseId);
  if (!row) return { lastId: undefined, product: EMPTY_BALANCE, warehouse: EMPTY_BALANCE };
  return {
    lastId: row.id,
    product: { quantity: Number(row.balance_quantity), valueCents: Number(row.balance_value_cents) },
    warehouse: {
      quantity: Number(row.warehouse_balance_quantity ?? 0),
      valueCents: Number(row.warehouse_balance_value_cents ?? 0),
    },
  };
}

/** A product's stock across its lots (kept on the product row by triggers on lots). */
export async function productStock(trx: Db, productId: string): Promise<number | undefined> {
  const row = await trx.selectFrom("products").select("stock").where("id", "=", productId).executeTakeFirst();
  return row && Number(row.stock);
}

/**
 * A warehouse's stock levels for a product: those of its latest entry (the entry form's minimum and
 * maximum). The row exists: the lot trigger created it with the entry's lot.
 */
export const setWarehouseLevels = (
  trx: Db,
  productId: string,
  warehouseId: string,
  levels: { min_stock: number; max_stock: number },
) =>
  trx
    .updateTable("warehouse_stock")
    .set(levels)
    .where("product_id", "=", productId)
    .where("warehouse_id", "=", warehouseId)
    .execute();

/**
 * setWarehouseLevels for several (product, warehouse) pairs in one statement, each pair once: the row
 * created when missing (the lot trigger then adds its lot's stock to it), its levels replaced.
 */
export const setWarehouseLevelsOf = (
  trx: Db,
  rows: Array<{ product_id: string; warehouse_id: string; min_stock: number; max_stock: number }>,
) =>
  insertRows(trx, "warehouse_stock", rows)
    .onConflict((oc) =>
      oc.columns(["product_id", "warehouse_id"]).doUpdateSet({
        min_stock: sql`excluded.min_stock`,
        max_stock: sql`excluded.max_stock`,
      }),
    )
    .execute();

export const dropWarehouseLevels = (trx: Db, productId: string) =>
  trx.updateTable("warehouse_stock").set({ min_stock: 0, max_stock: 0 }).where("product_id", "=", productId).execute();

/**
 * Up to `limit` products having a lot whose expired flag disagrees with `today`: flagged 0 with a date
 * before it (its day came), or flagged 1 with a date on or after it (the clock went back, or an entry
 * moved its date). Two range reads of lots_expiry_sync_idx; nothing to read on an ordinary request.
 */
const staleLots = (trx: Db, today: string | Arg<string>, expired: Flag) =>
  trx
    .selectFrom("lots")
    .select("product_id")
    .where("expired", "=", sql.lit(expired))
    .where("expiration_date", "is not", null)
    .where("expiration_date", expired === 0 ? "<" : ">=", today)
    .orderBy("expiration_date");

export async function productsWithStaleExpiry(trx: Db, today: string, limit: number): Promise<string[]> {
  const rows = [
    ...(await staleLots(trx, today, 0).limit(limit).execute()),
    ...(await staleLots(trx, today, 1).limit(limit).execute()),
  ];
  return [...new Set(rows.map((row) => row.product_id))].slice(0, limit);
}

/** Both ranges, one row each at most, in one round trip: what every alert read asks first (prepared). */
const staleProbe = prepared((db, today: Arg<string>) =>
  db.selectNoFrom(() => [
    staleLots(db, today, 0).limit(sql.lit(1)).as("behind"),
    staleLots(db, today, 1).limit(sql.lit(1)).as("ahead"),
  ]),
);

/** Whether any lot's flag disagrees with `today`. */
export async function anyStaleExpiry(db: Db, today: string): Promise<boolean> {
  const [row] = await staleProbe(db, today);
  return row?.behind != null || row?.ahead != null;
}

/** Sets these products' lots' expired flags as `today` says (the lot triggers move the totals). */
export const syncExpiryFlags = (trx: Db, productIds: string[], today: string) =>
  trx
    .updateTable("lots")
    .set({ expired: sql<Flag>`case when expiration_date < ${today} then 1 else 0 end` })
    .where("product_id", "in", productIds)
    .where("expiration_date", "is not", null)
    .where(sql<boolean>`expired <> case when expiration_date < ${today} then 1 else 0 end`)
    .execute();
