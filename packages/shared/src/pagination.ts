import { z } from "zod";

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
