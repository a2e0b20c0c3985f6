import type { AuditValue } from "@inventario/shared/audit";
import type { SessionUser } from "@inventario/shared/auth";
import type { PersonInput } from "@inventario/shared/people";
import type { Db } from "../../db/connection";
import { countActive } from "../../db/count-active";
import { isUniqueViolation } from "../../db/dialect";
import type { ListShape } from "../../db/lists/list-page";
import { AppError, conflict, notFound } from "../../errors";
import { newId } from "../../lib/ids";
import { paged } from "../../lib/paging";
import { personSearchText, personSortKey } from "../../lib/search-text";
import { nowIso } from "../../lib/time";
import { type AuditEvent, createdFields, fieldChanges, recordAudit } from "../audit/audit-trail";
import * as repo from "./people.repository";

/** A validated person as the shared schema outputs it (trimmed, email lower-cased). */
type PersonValues = { [K in keyof PersonInput]: string };

// biome-ignore lint/suspicious/noExplicitAny: each kind types its own row; the service only passes it through.
export type PeopleKind<Dto, Row extends { id: string } = any> = {
  table: repo.PeopleTable;
  messages: {
    notFound: string;
    duplicateIdentification: string;
    duplicateEmail: string;
  };
  /** A person's row as the kind's repository reads it (typed by Kysely), and that row as the DTO. */
  list: ListShape<Row>;
  toDto(row: Row): Dto;
  insert(db: Db, row: PersonValues & { id: string; search_text: string; sort_key: string; at: string }): Promise<void>;
  update(
    db: Db,
    id: string,
    row: Omit<PersonValues, "identification"> & { search_text: string; sort_key: string; at: string },
  ): Promise<void>;
  /**
   * Extra work in the same transaction when a person is deactivated (employees lose their sessions);
   * it may refuse the deactivation by throwing (the last active admin).
   */
  onDeactivate?(db: Db, id: string): Promise<void>;
  /** Who may edit, deactivate or reactivate this person (an admin account: only an admin); throws to refuse. */
  guardChange?(db: Db, id: string, actor: Actor): Promise<void>;
};

/** The signed-in user making the change. */
type Actor = SessionUser | null | undefined;

/** A person by id as the kind's DTO; undefined when there is none. */
export async function findPerson<Dto, Row extends { id: string }>(db: Db, kind: PeopleKind<Dto, Row>, id: string) {
  const [row] = await kind.list.byIds(db, [id]);
  return row && kind.toDto(row);
}

/** The trail's name of a person's table. */
const AUDIT_ENTITY = { clients: "client", employees: "employee" } as const;

type AuditedValues = Record<string, AuditValue | undefined>;

/** A person as the trail names it: "Ana Pérez (1020304050)". */
const personSummary = (p: { name?: unknown; last_name?: unknown; identification?: unknown }) =>
  `${String(p.name ?? "")} ${String(p.last_name ?? "")} (${String(p.identification ?? "")})`.replace(/\s+\(/, " (");

/** The fields of `dto` that `values` names, as the trail compares them. */
const sameFields = (dto: unknown, values: object): AuditedValues =>
  Object.fromEntries(Object.keys(values).map((key) => [key, (dto as AuditedValues)[key] ?? null]));

export type PeopleService<Dto> = ReturnType<typeof createPeopleService<Dto>>;

/** List, search, view, add, edit, soft-delete and reactivate: the same rules for clients and employees. */
export function createPeopleService<Dto>(db: Db, kind: PeopleKind<Dto>) {
  const { table, messages } = kind;
  const entity = AUDIT_ENTITY[table];

  /** Records a change of the person `id` inside `trx`, after reading what it was. */
  async function audited(
    trx: Db,
    id: string,
    action: AuditEvent["action"],
    change: (before: Dto) => Promise<AuditedValues>,
  ): Promise<void> {
    const before = await findPerson(trx, kind, id);
    if (!before) throw notFound(messages.notFound);
    const after = await change(before);
    await recordAudit(trx, {
      action,
      entity,
      entityId: id,
      summary: personSummary({ ...(before as object), ...after }),
      changes: fieldChanges(sameFields(before, after), after),
    });
  }

  async function idOf(identification: string): Promise<string> {
    const id = await repo.findIdByIdentification(db, table, identification);
    if (!id) throw notFound(messages.notFound);
    return id;
  }

  async function loadOne(id: string): Promise<Dto> {
    const dto = await findPerson(db, kind, id);
    if (!dto) throw notFound(messages.notFound);
    return dto;
  }

  async function refuseDuplicates(values: { identification?: string; email: string }, exceptId?: string) {
    const taken = await repo.takenFields(db, table, values, exceptId);
    const fields: Record<string, string> = {};
    if (taken.identification) fields.identification = messages.duplicateIdentification;
    if (taken.email) fields.email = messages.duplicateEmail;
    const first = Object.values(fields)[0];
    if (first) throw conflict(first, fields);
  }

  /** Two requests racing past refuseDuplicates still meet the UNIQUE constraint: answer 409, not 500. */
  async function uniqueGuard<T>(
    work: () => Promise<T>,
    values: { identification?: string; email: string },
    exceptId?: string,
  ) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await refuseDuplicates(values, exceptId);
      throw conflict(messages.duplicateEmail);
    }
  }

  return {
    async list(page: number, search: string | undefined) {
      const { rows, total } = await kind.list.page(db, { page, search });
      return paged(rows.map(kind.toDto), page, total);
    },

    get: async (identification: string) => loadOne(await idOf(identification)),

    async create(values: PersonValues): Promise<Dto> {
      await refuseDuplicates(values);
      const id = newId();
      await uniqueGuard(
        () =>
          db.transaction().execute(async (trx) => {
            await kind.insert(trx, {
              ...values,
              id,
              search_text: personSearchText(values),
              sort_key: personSortKey(values),
              at: nowIso(),
            });
            await recordAudit(trx, {
              action: "create",
              entity,
              entityId: id,
              summary: personSummary(values),
              changes: createdFields(values),
            });
          }),
        values,
      );
      return loadOne(id);
    },

    async update(identification: string, values: Omit<PersonValues, "identification">, actor?: Actor): Promise<Dto> {
      const id = await idOf(identification);
      await kind.guardChange?.(db, id, actor);
      await refuseDuplicates({ email: values.email }, id);
      const searchable = { ...values, identification };
      await uniqueGuard(
        () =>
          db.transaction().execute((trx) =>
            audited(trx, id, "update", async () => {
              await kind.update(trx, id, {
                ...values,
                search_text: personSearchText(searchable),
                sort_key: personSortKey(values),
                at: nowIso(),
              });
              return values;
            }),
          ),
        { email: values.email },
        id,
      );
      return loadOne(id);
    },

    async deactivate(identification: string, actor?: Actor): Promise<void> {
      const id = await idOf(identification);
      await kind.guardChange?.(db, id, actor);
      await db.transaction().execute(async (trx) => {
        // The kind's refusals first: the last admin deactivating themself is told why it must stay.
        await kind.onDeactivate?.(trx, id);
        if (id === actor?.id) throw new AppError(409, "CONFLICT", "No puedes eliminar tu propio usuario");
        await audited(trx, id, "deactivate", async () => {
          await repo.setActive(trx, table, id, false, nowIso());
          return { is_active: false };
        });
      });
    },

    async reactivate(identification: string, actor?: Actor): Promise<Dto> {
      const id = await idOf(identification);
      await kind.guardChange?.(db, id, actor);
      await db.transaction().execute((trx) =>
        audited(trx, id, "reactivate", async () => {
          await repo.setActive(trx, table, id, true, nowIso());
          return { is_active: true };
        }),
      );
      return loadOne(id);
    },

    countActive: () => countActive(db, table),
  };
}
