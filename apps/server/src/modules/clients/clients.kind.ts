import type { Client } from "@inventario/shared/people";
import { sql } from "kysely";
import type { PeopleKind } from "../people/people.service";

type ClientRow = Omit<Client, "is_active"> & { id: string; is_active: number };

/** Where clients differ from employees: their table, messages and row ↔ DTO mapping. */
export const clientsKind: PeopleKind<Client, ClientRow> = {
  table: "clients",
  messages: {
    notFound: "El cliente no existe",
    duplicateIdentification: "Ya existe un cliente con esa identificación",
    duplicateEmail: "Ya existe un cliente con ese correo",
  },

  columns: sql`r.id, r.identification, r.name, r.last_name, r.email, r.birthday, r.phone_number, r.is_active`,
  toDto: ({ id: _id, is_active, ...person }: ClientRow) => ({ ...person, is_active: is_active === 1 }),

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
