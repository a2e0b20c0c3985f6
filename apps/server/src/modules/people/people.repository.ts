import { PAGE_SIZE } from "@inventario/shared/constants";
import { sql } from "kysely";
import type { Db } from "../../db/connection";
import { ftsMatchCount, searchTextContains, usesFts } from "../../db/dialect";
import { pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";

/**
 * Queries that clients and employees share: both tables carry the same person columns plus
 * search_text and sort_key. Typed against `clients`, whose person columns employees also have.
 */
export type PeopleTable = "clients" | "employees";
const asClients = (table: PeopleTable) => table as "clients";

export function searchWhere(db: Db, table: PeopleTable, search: string | undefined) {
  const term = normalizeForSearch(search ?? "");
  return term === "" ? undefined : searchTextContains(db, table, term);
}

export async function countMatching(db: Db, table: PeopleTable, search: string | undefined): Promise<number> {
  const term = normalizeForSearch(search ?? "");
  if (usesFts(db, term)) return ftsMatchCount(db, table, term);
  const where = searchWhere(db, table, search);
  let query = db.selectFrom(asClients(table)).select((eb) => eb.fn.countAll<number>().as("n"));
  if (where) query = query.where(where);
  return (await query.executeTakeFirstOrThrow()).n;
}

/** Ids of one page, in (last name, name) order; the caller loads the rows it needs for them. */
export async function pageIds(db: Db, table: PeopleTable, page: number, search: string | undefined) {
  const term = normalizeForSearch(search ?? "");
  if (usesFts(db, term)) {
    // Walking the name index and keeping the matches beats sorting thousands of matches for a common
    // term, and costs about the same for a rare one; SQLite's planner picks the sort unless told.
    const { rows } = await sql<{ id: string }>`
      select id from ${sql.table(table)} indexed by ${sql.id(`${table}_sort_idx`)}
      where ${searchTextContains(db, table, term)}
      order by sort_key, id limit ${PAGE_SIZE} offset ${pageOffset(page)}`.execute(db);
    return rows.map((r) => r.id);
  }
  const where = searchWhere(db, table, search);
  let query = db
    .selectFrom(asClients(table))
    .select("id")
    .orderBy("sort_key")
    .orderBy("id")
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  if (where) query = query.where(where);
  return (await query.execute()).map((r) => r.id);
}

export async function countActive(db: Db, table: PeopleTable): Promise<number> {
  const row = await db
    .selectFrom(asClients(table))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_active", "=", 1)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Which of these unique fields another person of the same kind already uses. */
export async function takenFields(
  db: Db,
  table: PeopleTable,
  values: { identification?: string; email: string },
  exceptId?: string,
): Promise<{ identification: boolean; email: boolean }> {
  let query = db
    .selectFrom(asClients(table))
    .select(["identification", "email"])
    .where((eb) =>
      eb.or([
        eb("email", "=", values.email),
        ...(values.identification ? [eb("identification", "=", values.identification)] : []),
      ]),
    );
  if (exceptId) query = query.where("id", "!=", exceptId);
  const rows = await query.execute();
  return {
    identification: rows.some((r) => values.identification !== undefined && r.identification === values.identification),
    email: rows.some((r) => r.email === values.email),
  };
}

export const findIdByIdentification = async (db: Db, table: PeopleTable, identification: string) =>
  (await db.selectFrom(asClients(table)).select("id").where("identification", "=", identification).executeTakeFirst())
    ?.id;

export const setActive = (db: Db, table: PeopleTable, id: string, active: boolean, at: string) =>
  db
    .updateTable(asClients(table))
    .set({ is_active: active ? 1 : 0, updated_at: at })
    .where("id", "=", id)
    .execute();
