import type { Generated } from "kysely";

/**
 * Column conventions shared by both dialects (docs/decisions/0001-portable-columns.md):
 * ids are UUID v7 text, instants are ISO-8601 UTC text, booleans are 0/1 integers.
 */
export type Flag = 0 | 1;

export interface RolesTable {
  id: string;
  name: string;
  created_at: string;
}

export interface EmployeesTable {
  id: string;
  identification: string;
  name: string;
  last_name: string;
  email: string;
  birthday: string | null;
  phone_number: string | null;
  hired_at: string | null;
  /** Null until an admin gives the employee sign-in access. */
  role_id: string | null;
  password_hash: string | null;
  is_active: Generated<Flag>;
  search_text: string;
  sort_key: string;
  created_at: string;
  updated_at: string;
}

export interface ClientsTable {
  id: string;
  identification: string;
  name: string;
  last_name: string;
  email: string;
  birthday: string;
  phone_number: string;
  is_active: Generated<Flag>;
  search_text: string;
  sort_key: string;
  created_at: string;
  updated_at: string;
}

export interface RolePermissionsTable {
  role_id: string;
  permission: string;
}

export interface EmployeePermissionsTable {
  employee_id: string;
  permission: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked table does not leak usable sessions. */
  id: string;
  employee_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface Database {
  roles: RolesTable;
  employees: EmployeesTable;
  sessions: SessionsTable;
  clients: ClientsTable;
  role_permissions: RolePermissionsTable;
  employee_permissions: EmployeePermissionsTable;
}
