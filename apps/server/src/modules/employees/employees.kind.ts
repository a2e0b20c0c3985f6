import { todayInBusinessZone } from "@inventario/shared/dates";
import type { Employee } from "@inventario/shared/people";
import { sql } from "kysely";
import type { PeopleKind } from "../people/people.service";
import { keepOneActiveAdmin, refuseNonAdminOnAdmin } from "./admin-guard";

type EmployeeRow = Omit<Employee, "is_active" | "has_access"> & {
  id: string;
  is_active: number;
  /** 1/0 on SQLite, a boolean on PostgreSQL. */
  has_access: number | boolean;
};

/** Where employees differ from clients: role, sign-in access, hire date, and sessions ended on deletion. */
export const employeesKind: PeopleKind<Employee, EmployeeRow> = {
  table: "employees",
  messages: {
    notFound: "El empleado no existe",
    duplicateIdentification: "Ya existe un empleado con esa identificación",
    duplicateEmail: "Ya existe un empleado con ese correo",
  },

  columns: sql`r.id, r.identification, r.name, r.last_name, r.email, r.birthday, r.phone_number, r.hired_at,
    r.is_active, r.password_hash is not null as has_access, (select name from roles where roles.id = r.role_id) as role`,
  toDto: ({ id: _id, is_active, has_access, ...employee }: EmployeeRow) => ({
    ...employee,
    is_active: is_active === 1,
    has_access: Boolean(has_access),
  }),

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

  guardChange: refuseNonAdminOnAdmin,

  async onDeactivate(db, id) {
    await keepOneActiveAdmin(db, id);
    await db.deleteFrom("sessions").where("employee_id", "=", id).execute();
  },
};
