import { todayInBusinessZone } from "@inventario/shared/dates";
import type { Employee } from "@inventario/shared/people";
import { deleteSessionsOf } from "../auth/auth.repository";
import type { PeopleKind } from "../people/people.service";
import { keepOneActiveAdmin, refuseNonAdminOnAdmin } from "./admin-guard";
import * as repo from "./employees.repository";

/** Where employees differ from clients: role, sign-in access, hire date, and sessions ended on deletion. */
export const employeesKind: PeopleKind<Employee, repo.EmployeeRow> = {
  table: "employees",
  messages: {
    notFound: "El empleado no existe",
    duplicateIdentification: "Ya existe un empleado con esa identificación",
    duplicateEmail: "Ya existe un empleado con ese correo",
  },

  list: repo.employeeList,
  toDto: ({ is_active, has_access, ...employee }) => ({
    ...employee,
    is_active: is_active === 1,
    has_access: Boolean(has_access),
  }),

  async insert(db, { at, ...row }) {
    await repo.insertEmployee(db, { ...row, hired_at: todayInBusinessZone(), created_at: at, updated_at: at });
  },

  async update(db, id, { at, ...row }) {
    await repo.updateEmployee(db, id, { ...row, updated_at: at });
  },

  guardChange: refuseNonAdminOnAdmin,

  async onDeactivate(db, id) {
    await keepOneActiveAdmin(db, id);
    await deleteSessionsOf(db, id);
  },
};
