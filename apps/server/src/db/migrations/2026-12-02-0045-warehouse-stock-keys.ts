import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * warehouse_stock loses its foreign keys to products and warehouses on PostgreSQL (decision 0036).
 *
 * Its rows are kept figures: the lot triggers create them for lots whose own foreign keys checked the same
 * product and warehouse in the same statement, and the stock ledger's levels (setWarehouseLevelsOf) only
 * for pairs whose lots it writes in the same transaction; products and warehouses are never deleted by the
 * app. So the two checks could never fail, yet each cost a key lookup per new row: in a 20,000-row opening
 * stock on the large data set, 40,000 lookups and 0.8 s of a 6.7 s apply (measured in swapped pairs).
 * SQLite keeps them: its checks are cheap there, and dropping one means rebuilding the table.
 */
const KEYS = [
  { name: "warehouse_stock_product_id_fkey", column: "product_id", table: "products" },
  { name: "warehouse_stock_warehouse_id_fkey", column: "warehouse_id", table: "warehouses" },
];

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const key of KEYS) await sql`alter table warehouse_stock drop constraint ${sql.id(key.name)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const key of KEYS)
    await sql`alter table warehouse_stock add constraint ${sql.id(key.name)}
              foreign key (${sql.id(key.column)}) references ${sql.id(key.table)} (id)`.execute(db);
}
