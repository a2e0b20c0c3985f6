import type { AuditEntity } from "@inventario/shared/audit";
import type { Client } from "@inventario/shared/people";

// The people feature is the one implementation of the client and employee screens and calls, as the
// server's modules/people is for clients/ and employees/. It is the only feature others import
// (app/feature-boundaries.test.ts checks it).

/** Clients and employees share one API shape, one set of screens and one permission group each. */
export type PeopleResource = "clients" | "employees";

/** Everything a user reads on the people screens that differs between clients and employees (SPEC §2, §8). */
type PeopleTexts = {
  listTitle: string;
  tableCaption: string;
  addButton: string;
  loading: string;
  empty: string;
  /** What a search that matched nothing starts with ("Ningún cliente coincide"), see `listStatus`. */
  noMatch: string;
  listForbidden: string;
  listError: string;
  createTitle: string;
  editTitle: string;
  created: string;
  updated: string;
  deleted: string;
  reactivated: string;
  /** The spec uses it for failed saves and failed deletes alike. */
  saveError: string;
  viewTitle: string;
  viewLoading: string;
  notFound: string;
};

/** `resource` names the API path (/api/clients), the permission group (clients:…) and the screens' paths. */
export type PeopleConfig = {
  resource: PeopleResource;
  texts: PeopleTexts;
};

/**
 * What the add/edit form needs of a config: the list screens pass their whole config, another feature's
 * screen that creates a person in place (the sale's 'Crear cliente') `clientFormConfig`.
 */
export type PersonFormConfig = {
  resource: PeopleResource;
  texts: Pick<PeopleTexts, "createTitle" | "editTitle" | "created" | "updated" | "saveError">;
};

/**
 * What the generic screens read: the client fields, which an employee carries too (some employees, such
 * as the first admin, have no birthday or phone yet).
 */
export type Person = Omit<Client, "birthday" | "phone_number"> & {
  birthday: string | null;
  phone_number: string | null;
};

/** Shown where a person has no value for a field. */
export const MISSING_VALUE = "—";

export function fullName(person: Pick<Person, "name" | "last_name">): string {
  return `${person.name} ${person.last_name}`;
}

export function listPath(resource: PeopleResource): string {
  return `/dashboard/${resource}`;
}

export function viewPath(resource: PeopleResource, identification: string): string {
  return `/dashboard/${resource}/view/${identification}`;
}

/** The kind of record the audit trail files a person of this resource under. */
export const auditEntityOf: Record<PeopleResource, AuditEntity> = { clients: "client", employees: "employee" };
