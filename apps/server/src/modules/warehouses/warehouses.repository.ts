import { PAGE_SIZE } from "@inventario/shared/constants";
import type { Insertable } from "kysely";
import type { Db } from "../../db/connection";
import { countActive } from "../../db/count-active";
import { containsText } from "../../db/dialect";
import { pastKey } from "../../db/keyset";
import type { WarehousesTable } from "../../db/types";

const columns = ["id", "identification", "name", "is_active"] as const;

/**
 * Warehouses are few (tens, a few hundred at most): the name search is a scan of name_key, which is
 * cheaper than maintaining a trigram index for them.
 */
function matching(db: Db, term: string) {
  const query = db.selectFrom("warehouses");
  return term ? query.where(containsText("name_key", term)) : query;
}

/** A page of the warehouses whose name contains `term` (normalized; "" for all), by name. */
export function warehousePage(db: Db, term: string, offset: number) {
  return matching(db, term).select(columns).orderBy("name_key").orderBy("id").limit(PAGE_SIZE).offset(offset).execute();
}

/**
 * Up to `limit` warehouses whose name contains `term`, in the page's order (name, then id), after the
 * warehouse `after` (keyset): what an export walks.
 */
export function warehousesAfter(db: Db, term: string, after: { name_key: string; id: string } | null, limit: number) {
  const query = matching(db, term)
    .select([...columns, "name_key"])
    .orderBy("name_key")
    .orderBy("id")
    .limit(limit);
  return (after ? query.where(pastKey(["name_key", "id"], [after.name_key, after.id])) : query).execute();
}

export async function countWarehouses(db: Db, term: string): Promise<number> {
  const row = await matching(db, term)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return row.n;
}

export const activeWarehouses = (db: Db) =>
  db.selectFrom("warehouses").select(columns).where("is_active", "=", 1).orderBy("name_key").execute();

/** Every warehouse, active or not, with its name's key (an import names warehouses by name). */
export const allWarehouses = (db: Db) =>
  db.selectFrom("warehouses").select(["id", "name", "name_key", "is_active"]).orderBy("name_key").execute();

export const countActiveWarehouses = (db: Db) => countActive(db, "warehouses");

export const findWarehouse = (db: Db, id: string) =>
  db.selectFrom("warehouses").select(columns).where("id", "=", id).executeTakeFirst();

/** The warehouse when it exists and is active: where stock may be received. */
export const findActiveWarehouse = (db: Db, id: string) =>
  db.selectFrom("warehouses").select("id").where("id", "=", id).where("is_active", "=", 1).executeTakeFirst();

/** Whether any of its lots holds stock: a warehouse holding stock stays active. */
export async function holdsStock(db: Db, id: string): Promise<boolean> {
  const lot = await db
    .selectFrom("lots")
    .select("id")
    .where("warehouse_id", "=", id)
    .where("quantity", ">", 0)
    .limit(1)
    .executeTakeFirst();
  return lot !== undefined;
}

export const warehouseNames = (db: Db, ids: string[]) =>
  db.selectFrom("warehouses").select(["id", "name"]).where("id", "in", ids).execute();

export const insertWarehouse = (db: Db, row: Insertable<WarehousesTable>) =>
  db.insertInto("warehouses").values(row).execute();

export const updateWarehouse = (
  db: Db,
  id: string,
  values: { name: string; name_key: string; is_active: 0 | 1; updated_at: string },
) => db.updateTable("warehouses").set(values).where("id", "=", id).execute();

export const deactivateWarehouse = (db: Db, id: string, at: string) =>
  db.updateTable("warehouses").set({ is_active: 0, updated_at: at }).where("id", "=", id).execute();
