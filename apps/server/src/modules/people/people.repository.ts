import type { Db } from "../../db/connection";

/**
 * Queries that clients and employees share: both tables carry the same person columns plus
 * search_text and sort_key. Typed against `clients`, whose person columns employees also have.
 */
export type PeopleTable = "clients" | "employees";
const asClients = (table: PeopleTable) => table as "clients";

/** The person columns a client's and an employee's list row both start with (`r` is the list's source). */
export const personListColumns = [
  "r.id",
  "r.identification",
  "r.name",
  "r.last_name",
  "r.email",
  "r.birthday",
  "r.phone_number",
] as const;

/** Which of these unique fields another person of the same kind already uses. */
export async function takenFields(
  db: Db,
  table: PeopleTable,
  values: { identification?: string; email: string },
  exceptId?: string,
): Promise<{ identification: boolean; email: boolean }> {
  let query = db
    .selectFrom(asClients(table))
    .select(["identification", "email"])
    .where((eb) =>
      eb.or([
        eb("email", "=", values.email),
        ...(values.identification ? [eb("identification", "=", values.identification)] : []),
      ]),
    );
  if (exceptId) query = query.where("id", "!=", exceptId);
  const rows = await query.execute();
  return {
    identification: rows.some((r) => values.identification !== undefined && r.identification === values.identification),
    email: rows.some((r) => r.email === values.email),
  };
}

export const findIdByIdentification = async (db: Db, table: PeopleTable, identification: string) =>
  (await db.selectFrom(asClients(table)).select("id").where("identification", "=", identification).executeTakeFirst())
    ?.id;

export const setActive = (db: Db, table: PeopleTable, id: string, active: boolean, at: string) =>
  db
    .updateTable(asClients(table))
    .set({ is_active: active ? 1 : 0, updated_at: at })
    .where("id", "=", id)
    .execute();

/** The persons (active or not) with these identifications (a batch of an import). */
export const peopleByIdentifications = (db: Db, table: PeopleTable, identifications: string[]) =>
  identifications.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom(asClients(table))
        .select(["id", "identification", "name", "last_name", "email", "birthday", "phone_number"])
        .where("identification", "in", identifications)
        .execute();

/** Who uses each of these emails (already lower case), by email. */
export const identificationsByEmails = (db: Db, table: PeopleTable, emails: string[]) =>
  emails.length === 0
    ? Promise.resolve([])
    : db.selectFrom(asClients(table)).select(["email", "identification"]).where("email", "in", emails).execute();
