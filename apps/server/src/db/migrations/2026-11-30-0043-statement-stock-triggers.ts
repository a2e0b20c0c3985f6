import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";
import { dropTriggers } from "./drop-triggers";

/**
 * Bulk stock writes on PostgreSQL (issues 31 and 33): the figures kept from lots (products.stock and
 * expired_stock, warehouse_stock) and from movements (products.movement_count) move once per statement
 * while the transaction has set `inventario.bulk_stock` to 'on', instead of once per row.
 *
 * An import's 500-row insert ran 500 × 3 statements from the row triggers (a third of a 20,000-row opening
 * stock's time). Statement triggers read the statement's transition tables and update each product and
 * warehouse row once with the sum of what it changed; but for a single row they cost more than the row
 * triggers (each of their statements is planned again: ~0.3 ms against ~0.2 ms per lot update). So both
 * stay: the row triggers (0008, 0018) gain a WHEN that skips them in bulk mode, the statement triggers
 * return at once out of it. The setting is set by the stock ledger's batch writers (`keepFiguresPerStatement`, stock-ledger.repository.ts); a
 * statement sees one mode throughout, so exactly one of the two keeps the figures.
 *
 * PostgreSQL allows transition tables only on a trigger with one event and, for UPDATE, no column list:
 * the update one fires on every update of lots and writes nothing when no quantity or flag moved. An
 * INSERT … ON CONFLICT DO UPDATE fires both: its inserted rows reach the insert trigger, its updated rows
 * the update trigger. Every writer has locked its products first (db/locks.ts), so these updates take no
 * new product lock; a warehouse row is written only under its product's lock. SQLite keeps its row
 * triggers (its statements run in the process: nothing to save).
 */
const BULK = "current_setting('inventario.bulk_stock', true) is not distinct from 'on'";

const LOT_EVENTS = [
  { name: "lots_stock_totals_insert", event: "insert", referencing: "new table as new_lots" },
  { name: "lots_stock_totals_update", event: "update", referencing: "old table as old_lots new table as new_lots" },
  { name: "lots_stock_totals_delete", event: "delete", referencing: "old table as old_lots" },
] as const;

/** What a statement changed, per lot: + its new rows, − its old ones. */
const CHANGES = {
  lots_stock_totals_insert: "select product_id, warehouse_id, quantity, quantity * expired as expired from new_lots",
  lots_stock_totals_update: `select product_id, warehouse_id, quantity, quantity * expired as expired from new_lots
    union all select product_id, warehouse_id, -quantity, -quantity * expired from old_lots`,
  lots_stock_totals_delete:
    "select product_id, warehouse_id, -quantity as quantity, -quantity * expired as expired from old_lots",
} as const;

/** The warehouse rows the statement's lots land in, created empty when missing (not after a delete). */
const ENSURE_WAREHOUSE_ROWS = `insert into warehouse_stock (product_id, warehouse_id)
  select distinct product_id, warehouse_id from new_lots on conflict (product_id, warehouse_id) do nothing`;

const lotTotalsFunction = (name: keyof typeof CHANGES) => `
  create function ${name}() returns trigger language plpgsql as $$
  begin
    if not ${BULK} then return null; end if;
    ${name === "lots_stock_totals_delete" ? "" : `${ENSURE_WAREHOUSE_ROWS};`}
    update products p set stock = p.stock + d.quantity, expired_stock = p.expired_stock + d.expired
    from (select product_id, sum(quantity) as quantity, sum(expired) as expired
          from (${CHANGES[name]}) c group by product_id) d
    where p.id = d.product_id and (d.quantity <> 0 or d.expired <> 0);
    update warehouse_stock w set stock = w.stock + d.quantity, expired_stock = w.expired_stock + d.expired
    from (select product_id, warehouse_id, sum(quantity) as quantity, sum(expired) as expired
          from (${CHANGES[name]}) c group by product_id, warehouse_id) d
    where w.product_id = d.product_id and w.warehouse_id = d.warehouse_id and (d.quantity <> 0 or d.expired <> 0);
    return null;
  end $$`;

const MOVEMENT_COUNT_FUNCTION = `
  create function movements_count_products() returns trigger language plpgsql as $$
  begin
    if not ${BULK} then return null; end if;
    update products p set movement_count = p.movement_count + c.n
    from (select product_id, count(*) as n from new_movements group by product_id) c
    where p.id = c.product_id;
    return null;
  end $$`;

type RowTrigger = { name: string; table: string; events: string };

/** The row triggers of migrations 0018 and 0008, which keep the figures out of bulk mode. */
const LOT_ROW_TRIGGER: RowTrigger = {
  name: "lots_stock_totals",
  table: "lots",
  events: "insert or delete or update of quantity, expired, product_id, warehouse_id",
};
const MOVEMENT_ROW_TRIGGER: RowTrigger = { name: "movements_count_product", table: "movements", events: "insert" };

const createRowTrigger = ({ name, table, events }: RowTrigger, when: string) =>
  sql.raw(`create trigger ${name} after ${events} on ${table} for each row ${when} execute function ${name}()`);

async function skipRowTriggerInBulk(db: Kysely<any>, trigger: RowTrigger): Promise<void> {
  await sql.raw(`drop trigger ${trigger.name} on ${trigger.table}`).execute(db);
  await createRowTrigger(trigger, `when (not ${BULK})`).execute(db);
}

/**
 * The movement count's part of up() (products.movement_count per statement in bulk mode); also how
 * 0044's down() restores it after 0008's trigger.
 */
export async function countMovementsPerStatement(db: Kysely<any>): Promise<void> {
  await skipRowTriggerInBulk(db, MOVEMENT_ROW_TRIGGER);
  await sql.raw(MOVEMENT_COUNT_FUNCTION).execute(db);
  await sql
    .raw(`create trigger movements_count_products after insert on movements referencing new table as new_movements
          for each statement execute function movements_count_products()`)
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await skipRowTriggerInBulk(db, LOT_ROW_TRIGGER);
  for (const { name, event, referencing } of LOT_EVENTS) {
    await sql.raw(lotTotalsFunction(name)).execute(db);
    await sql
      .raw(`create trigger ${name} after ${event} on lots referencing ${referencing}
            for each statement execute function ${name}()`)
      .execute(db);
  }
  await countMovementsPerStatement(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await dropTriggers(db, "movements", "movements_count_products");
  for (const { name } of LOT_EVENTS) await dropTriggers(db, "lots", name);
  for (const trigger of [LOT_ROW_TRIGGER, MOVEMENT_ROW_TRIGGER]) {
    await sql.raw(`drop trigger ${trigger.name} on ${trigger.table}`).execute(db);
    await createRowTrigger(trigger, "").execute(db);
  }
}
