import { sql } from "kysely";

/** "name last_name" of a person row joined as `alias` (a client or an employee). */
export const personName = (alias: string) =>
  sql<string>`trim(${sql.ref(`${alias}.name`)} || ' ' || ${sql.ref(`${alias}.last_name`)})`;

/** The same for an optional join (a sale's seller, a return's employee): null when it found no row. */
export const optionalPersonName = (alias: string) =>
  sql<string | null>`case when ${sql.ref(`${alias}.id`)} is null then null else ${personName(alias)} end`;
