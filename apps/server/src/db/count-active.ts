import type { Db } from "./connection";

/** Rows with is_active = 1: the dashboard cards. */
export async function countActive(db: Db, table: "clients" | "employees" | "products" | "warehouses"): Promise<number> {
  const row = await db
    .selectFrom(table as "products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_active", "=", 1)
    .executeTakeFirstOrThrow();
  return row.n;
}
