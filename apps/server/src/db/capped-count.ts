import { COUNT_CAP } from "@inventario/shared/pagination";
import { sql } from "kysely";
import type { Db } from "./connection";
import type { Database } from "./types";

/** A table's size counted up to COUNT_CAP: exact below it, `capped` past it. */
type CappedCount = { total: number; capped: boolean };

/**
 * How many rows a table too large to count on every request holds, counted up to COUNT_CAP + 1 rows
 * (a walk of the primary key's first entries, ~1 ms): exact up to the cap, "more than COUNT_CAP" past
 * it (docs/decisions/0008-list-counts.md).
 */
export async function cappedCount(db: Db, table: keyof Database): Promise<CappedCount> {
  const { n } = await db
    .selectFrom((eb) =>
      eb
        // Any table: only a constant is selected from it.
        .selectFrom(table as "movements")
        .select(sql.lit(1).as("one"))
        .limit(COUNT_CAP + 1)
        .as("first"),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { total: Math.min(Number(n), COUNT_CAP), capped: Number(n) > COUNT_CAP };
}
