import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/connection";
import { type ListRow, listShape } from "../../db/lists/list-page";
import type { ClientsTable } from "../../db/types";
import { personListColumns } from "../people/people.repository";

/** A client as lists and detail show it. */
export const clientList = listShape("clients", (r) => r.select([...personListColumns, "r.is_active"]));
export type ClientRow = ListRow<typeof clientList>;

export const insertClient = (db: Db, row: Insertable<ClientsTable>) => db.insertInto("clients").values(row).execute();

export const updateClient = (db: Db, id: string, values: Updateable<ClientsTable>) =>
  db.updateTable("clients").set(values).where("id", "=", id).execute();

/**
 * The active client with this identification: its id and its searchable text (a sale copies it, so the
 * sales history finds the sale by the client); undefined when there is none.
 */
export const findActiveClient = (db: Db, identification: string) =>
  db
    .selectFrom("clients")
    .select(["id", "search_text"])
    .where("identification", "=", identification)
    .where("is_active", "=", 1)
    .executeTakeFirst();

/** Inserts the client unless one with its identification exists (two first sales to it may race). */
export const insertClientIfMissing = (db: Db, row: Insertable<ClientsTable>) =>
  db
    .insertInto("clients")
    .values(row)
    .onConflict((conflict) => conflict.column("identification").doNothing())
    .execute();
