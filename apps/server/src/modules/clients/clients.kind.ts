import type { Client } from "@inventario/shared/people";
import type { PeopleKind } from "../people/people.service";
import * as repo from "./clients.repository";

/** Where clients differ from employees: their table, messages and row ↔ DTO mapping. */
export const clientsKind: PeopleKind<Client, repo.ClientRow> = {
  table: "clients",
  messages: {
    notFound: "El cliente no existe",
    duplicateIdentification: "Ya existe un cliente con esa identificación",
    duplicateEmail: "Ya existe un cliente con ese correo",
  },

  list: repo.clientList,
  toDto: ({ is_active, ...person }) => ({ ...person, is_active: is_active === 1 }),

  async insert(db, { at, ...row }) {
    await repo.insertClient(db, { ...row, created_at: at, updated_at: at });
  },

  async update(db, id, { at, ...row }) {
    await repo.updateClient(db, id, { ...row, updated_at: at });
  },
};
