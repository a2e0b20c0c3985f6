import { sql } from "kysely";

/**
 * `(first, second) > (key₁, key₂)`: the rows after a key in a two-column order, the keyset step of an
 * export walk or of the pages past the counted ones. Both databases compare the row values column by
 * column and read them from an index on the two columns in that order.
 */
export const pastKey = (columns: readonly [string, string], key: readonly [unknown, unknown]) =>
  sql<boolean>`(${sql.ref(columns[0])}, ${sql.ref(columns[1])}) > (${key[0]}, ${key[1]})`;
