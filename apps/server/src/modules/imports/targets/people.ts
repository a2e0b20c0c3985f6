import { importMessages } from "@inventario/shared/imports";
import { messages } from "@inventario/shared/messages";
import type { PersonInput } from "@inventario/shared/people";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import { countIntoList, insertWithoutListTrigger } from "../../../db/lists/bulk-insert";
import { newId } from "../../../lib/ids";
import { personSearchText, personSortKey } from "../../../lib/search-text";
import { clientsKind } from "../../clients/clients.kind";
import { employeesKind } from "../../employees/employees.kind";
import { adminsAmong } from "../../employees/employees.repository";
import * as people from "../../people/people.repository";
import type { PeopleKind } from "../../people/people.service";
import type { ImportTarget } from "../import-target";

type Person = Awaited<ReturnType<typeof people.peopleByIdentifications>>[number];
/** What the database holds for one row: the person (when there is one), who uses the row's email, and
 * whether the person is an admin account the importer may not change. */
type ExistingPerson = { person: Person | null; emailOwner: string | null; protectedAdmin: boolean };
type PersonValues = { [K in keyof PersonInput]: string };

const FIELDS = ["name", "last_name", "email", "birthday", "phone_number"] as const;
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Clients or employees, keyed by identification (docs/decisions/0025-imports.md): a new one is created
 * as the form creates it (an employee without access: the admin grants it as today), a known one is
 * updated in the file's columns. An email another person uses, in the file or the database, is refused;
 * so is a change to an admin account by someone who is not an admin.
 */
function peopleTarget(kind: PeopleKind<unknown>): ImportTarget<ExistingPerson> {
  const table = kind.table;
  /** The people this import created, counted into their list at the end (bulk-insert.ts). */
  const created: string[] = [];
  return {
    kind: table,
    keyFields: ["identification"],
    keyOf: (values) => text(values.identification) || null,
    uniqueFields: [{ field: "email", repeated: importMessages.row.emailRepeated }],
    async existing(db, rows, actor) {
      const found = await people.peopleByIdentifications(
        db,
        table,
        rows.map(({ key }) => key),
      );
      const emails = [...new Set(rows.map(({ values }) => text(values.email).toLowerCase()).filter(Boolean))];
      const owners = new Map(
        (await people.identificationsByEmails(db, table, emails)).map((row) => [row.email, row.identification]),
      );
      const admins =
        table === "employees" && actor?.role !== ADMIN_ROLE
          ? await adminsAmong(
              db,
              found.map((row) => row.id),
            )
          : new Set<string>();
      const byIdentification = new Map(found.map((row) => [row.identification, row]));
      return new Map(
        rows.map(({ key, values }) => {
          const person = byIdentification.get(key) ?? null;
          const emailOwner = owners.get(text(values.email).toLowerCase()) ?? null;
          return [key, { person, emailOwner, protectedAdmin: person !== null && admins.has(person.id) }];
        }),
      );
    },
    compare(existing, data) {
      const email = data.email as string | undefined;
      const person = existing?.person ?? null;
      // The key column is always in the file, so `data.identification` is the row's own.
      if (email !== undefined && existing?.emailOwner && existing.emailOwner !== data.identification)
        return { refused: importMessages.row.emailTaken, field: "email" };
      if (!person) return { created: true };
      const changes: Record<string, unknown> = {};
      for (const field of FIELDS) if (field in data && data[field] !== person[field]) changes[field] = data[field];
      if (Object.keys(changes).length > 0 && existing?.protectedAdmin)
        return { refused: messages.adminAccount.adminOnly };
      return { changes };
    },
    async write(trx, rows, { at }) {
      await insertWithoutListTrigger(trx, async () => {
        for (const { action, data } of rows) {
          if (action !== "create") continue;
          const values = data as PersonValues;
          const id = newId();
          await kind.insert(trx, {
            ...values,
            id,
            search_text: personSearchText(values),
            sort_key: personSortKey(values),
            at,
          });
          created.push(id);
        }
      });
      for (const { action, data, existing } of rows) {
        const person = existing?.person;
        if (action === "update" && person) {
          const values = { ...person, ...data } as PersonValues;
          const { identification: _, ...row } = values;
          await kind.update(trx, person.id, {
            ...row,
            search_text: personSearchText(values),
            sort_key: personSortKey(values),
            at,
          });
        }
      }
    },
    finish: (trx) => countIntoList(trx, table, created),
  };
}

export const clientsTarget = () => peopleTarget(clientsKind as PeopleKind<unknown>);
export const employeesTarget = () => peopleTarget(employeesKind as PeopleKind<unknown>);
