import { todayInBusinessZone } from "@inventario/shared/dates";
import type { Employee } from "@inventario/shared/people";
import type { Db } from "../../db/connection";
import { inIdOrder } from "../../lib/id-order";
import type { PeopleKind } from "../people/people.service";

/** Where employees differ from clients: role, sign-in access, hire date, and sessions ended on deletion. */
export const employeesKind: PeopleKind<Employee> = {
  table: "employees",
  messages: {
    notFound: "El empleado no existe",
    duplicateIdentification: "Ya existe un empleado con esa identificación",
    duplicateEmail: "Ya existe un empleado con ese correo",
  },

  async load(db: Db, ids: string[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom("employees")
      .leftJoin("roles", "roles.id", "employees.role_id")
      .select([
        "employees.id",
        "employees.identification",
        "employees.name",
        "employees.last_name",
        "employees.email",
        "employees.birthday",
        "employees.phone_number",
        "employees.hired_at",
        "employees.is_active",
        "employees.password_hash",
        "roles.name as role",
      ])
      .where("employees.id", "in", ids)
      .execute();
    return inIdOrder(ids, rows).map(({ id: _id, is_active, password_hash, ...employee }) => ({
      ...employee,
      is_active: is_active === 1,
      has_access: password_hash !== null,
    }));
  },

  async insert(db, { at, ...row }) {
    await db
      .insertInto("employees")
      .values({ ...row, hired_at: todayInBusinessZone(), created_at: at, updated_at: at })
      .execute();
  },

  async update(db, id, { at, ...row }) {
    await db
      .updateTable("employees")
      .set({ ...row, updated_at: at })
      .where("id", "=", id)
      .execute();
  },

  async onDeactivate(db, id) {
    await db.deleteFrom("sessions").where("employee_id", "=", id).execute();
  },
};
