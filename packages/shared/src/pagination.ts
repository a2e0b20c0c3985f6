import { z } from "zod";
import { text } from "./text";

/** `?page=N` — pages start at 1; anything unparsable is a validation error, not a silent default. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export function pagedResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    total_pages: z.number().int(),
    total: z.number().int(),
  });
}

export type Paged<T> = { data: T[]; page: number; total_pages: number; total: number };

/**
 * A whole table too large to count on every request (the whole ledger) is counted up to this many
 * rows; past it the answer says "más de 10.000" instead of an exact total.
 */
export const COUNT_CAP = 10_000;

/**
 * A page of such a table: `total` stops at COUNT_CAP and `total_capped` says it did; the next page
 * is asked with `?after=<next_after>` (keyset), `?page=N` reaching the first COUNT_CAP rows.
 */
export function cappedPageSchema<T extends z.ZodType>(item: T) {
  return pagedResponseSchema(item).extend({
    total_capped: z
      .boolean()
      .describe(
        "true cuando hay más filas de las contadas: total vale el tope del conteo (10.000, o 1.000 en las listas leídas por un rango de índice) y se lee «más de …»",
      ),
    next_after: z.string().nullable().describe("El valor de ?after= de la página siguiente; null en la última"),
  });
}

/**
 * A list read through an index range whose full count would cost more than its page (a warehouse's
 * million lots, a count's sheet) counts up to this many rows: «más de 1.000»; `?after=` goes deeper.
 */
export const RANGE_COUNT_CAP = 1_000;

export const paginationMessages = {
  pageWithAfter: "Con after se pide la página siguiente: no se puede combinar con una página mayor que 1",
} as const;

/**
 * `?after=<id>` of a keyset-paged list: the last id of the previous page (its next_after); the page
 * then holds the rows before it. An id matching no row still pages from its place in the order.
 */
export const keysetQueryShape = {
  ...pageQuerySchema.shape,
  after: text().min(1).max(64).optional(),
};

/**
 * `?page=N` (N > 1) with `?after=` would answer `page: N` with the rows after the id: refused (400) on
 * page. `?page=1` (the default) goes with after.
 */
export const noPageWithAfter = z.refine<{ page: number; after?: string | undefined }>(
  (query) => query.after === undefined || query.page === 1,
  { message: paginationMessages.pageWithAfter, path: ["page"] },
);

/** The query of a list paged by keyset (cappedPageSchema): `?page=` for the first pages, `?after=` on. */
export const keysetQuerySchema = z.object(keysetQueryShape).check(noPageWithAfter);
