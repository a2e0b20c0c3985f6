import { DOCUMENT_KIND_CODES, DOCUMENT_KINDS, type DocumentKind } from "@inventario/shared/document-numbers";
import { type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "./types";

/**
 * The tables of the document kinds (shared/document-numbers.ts), checked against the typed schema: a
 * kind whose table or number column is not in db/types.ts does not compile here, and
 * test/documents.test.ts checks the migrated schema holds them.
 */
type NumberColumnOf<T> = T extends keyof Database
  ? { [C in keyof Database[T]]: Database[T][C] extends number ? C : never }[keyof Database[T]]
  : never;
type DocumentTables = {
  [K in DocumentKind]: {
    table: Extract<keyof Database, (typeof DOCUMENT_KINDS)[K]["table"]>;
    numberColumn: NumberColumnOf<(typeof DOCUMENT_KINDS)[K]["table"]>;
  };
};
export const DOCUMENT_TABLES: DocumentTables = DOCUMENT_KINDS;

/** The number of the document each kind would be, as a row's column: `sale_number`. */
export type DocumentNumbers = { [K in DocumentKind as `${K}_number`]: number | null };

export const documentNumberColumn = <K extends DocumentKind>(kind: K) => `${kind}_number` as const;

/**
 * The query with one left join per document kind on `reference` (a column holding a document's id or
 * anything else) and each kind's number selected as `<kind>_number`: a primary-key lookup per kind and
 * row, null unless the reference is one of its ids. The SQL is the hand-written joins it replaces, one
 * `left join <table> as doc_<kind> on doc_<kind>.id = <reference>` per kind.
 */
export function withDocumentNumbers<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  reference: string,
): SelectQueryBuilder<DB, TB, O & DocumentNumbers> {
  // biome-ignore lint/suspicious/noExplicitAny: the joined tables are the registry's, chosen by data; the answer is typed by DocumentNumbers.
  let joined = query as unknown as SelectQueryBuilder<any, any, any>;
  for (const kind of DOCUMENT_KIND_CODES) {
    const { table, numberColumn } = DOCUMENT_TABLES[kind];
    const alias = `doc_${kind}`;
    joined = joined
      .leftJoin(`${table} as ${alias}`, `${alias}.id`, reference)
      .select(sql.ref<number | null>(`${alias}.${numberColumn}`).as(documentNumberColumn(kind)));
  }
  return joined as unknown as SelectQueryBuilder<DB, TB, O & DocumentNumbers>;
}
