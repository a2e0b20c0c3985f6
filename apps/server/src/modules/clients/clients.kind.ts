import type { Client } from "@inventario/shared/people";
import type { Db } from "../../db/connection";
import { inIdOrder } from "../../lib/id-order";
import type { PeopleKind } from "../people/people.service";

const columns = [
  "id",
  "identification",
  "name",
  "last_name",
  "email",
  "birthday",
  "phone_number",
  "is_active",
] as const;

/** Where clients differ from employees: their table, messages and row ↔ DTO mapping. */
export const clientsKind: PeopleKind<Client> = {
  table: "clients",
  messages: {
    notFound: "El cliente no existe",
    duplicateIdentification: "Ya existe un cliente con esa identificación",
    duplicateEmail: "Ya existe un cliente con ese correo",
  },

  async load(db: Db, ids: string[]) {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom("clients").select(columns).where("id", "in", ids).execute();
    return inIdOrder(ids, rows).map(({ id: _id, is_active, ...person }) => ({ ...person, is_active: is_active === 1 }));
  },

  async insert(db, { at, ...row }) {
    await db
      .insertInto("clients")
      .values({ ...row, created_at: at, updated_at: at })
      .execute();
  },

  async update(db, id, { at, ...row }) {
    await db
      .updateTable("clients")
      .set({ ...row, updated_at: at })
      .where("id", "=", id)
      .execute();
  },
};
