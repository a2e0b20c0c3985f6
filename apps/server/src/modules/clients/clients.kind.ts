import type { Client } from "@inventario/shared/people";
import type { Db } from "../../db/connection";
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
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { id: _id, is_active, ...person } = row;
      return [{ ...person, is_active: is_active === 1 }];
    });
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
