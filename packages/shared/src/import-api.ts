import { z } from "zod";
import { exportable } from "./export";
import { IMPORT_KINDS } from "./imports";
import { pagedResponseSchema, pageQuerySchema } from "./pagination";

/**
 * The import routes' parameters and answers (issue 31, docs/decisions/0025-imports.md): the check
 * (`?dry_run=true`), the apply, the history.
 */

export const importApiMessages = {
  kind: "El tipo de importación debe ser products, stock, clients, employees o warehouses",
  flag: "Debe ser true o false",
  /** 422: the file has errors; nothing was written. */
  hasErrors: (total: number) =>
    total === 1
      ? "El archivo tiene 1 error: corrígelo y vuelve a subirlo. No se importó nada."
      : `El archivo tiene ${new Intl.NumberFormat("es-CO").format(total)} errores: corrígelos y vuelve a subirlo. No se importó nada.`,
  /** 409: the same opening stock was applied before. */
  duplicate: (number: string, date: string) =>
    `Estas existencias ya se importaron en ${number} (${date}). Importarlas otra vez sumaría las unidades de nuevo: confirma si de verdad quieres hacerlo.`,
  notFound: "La importación no existe",
  /** 409: someone else created one of the file's records while it was being applied. */
  changedMeanwhile:
    "Otro usuario creó alguno de estos registros mientras se importaba el archivo. No se importó nada: revisa el archivo de nuevo.",
} as const;

export const importKindParamSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: importApiMessages.kind }),
});

const flag = z.enum(["true", "false"], { error: importApiMessages.flag }).optional();

/** POST /imports/{kind}: `dry_run=true` checks only; `confirm_duplicate=true` applies a stock file seen before. */
export const importQuerySchema = z.object({ dry_run: flag, confirm_duplicate: flag });

/** One error of a file: the row as the spreadsheet numbers it, the column as the file names it. */
export const importErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  value: z.string(),
  message: z.string(),
});
export type ImportErrorItem = z.infer<typeof importErrorSchema>;

const countsShape = {
  /** Data rows read (the header aside). */
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
};

/** POST /imports/{kind}?dry_run=true → 200: what the file would do, and every reason it cannot. */
export const importCheckSchema = z.object({
  ...countsShape,
  /** The first 1,000 errors in file order (the errors file has them all). */
  errors: z.array(importErrorSchema),
  errors_total: z.number().int(),
  /** Columns of the file that no field takes (listed, never fatal). */
  ignored_columns: z.array(z.string()),
});
export type ImportCheckResult = z.infer<typeof importCheckSchema>;

/** 422 of an apply: the errors, nothing written. */
export const importRefusedSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(importErrorSchema),
  errors_total: z.number().int(),
});

/** An applied import: POST /imports/{kind} → 201, GET /imports/{id}, a row of GET /imports. */
export const importSchema = z.object({
  id: z.string(),
  /** I-000001 */
  number: z.string(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  ...countsShape,
  employee_name: z.string().nullable(),
  created_at: z.string(),
});
export type ImportRecord = z.infer<typeof importSchema>;

export const importPageSchema = pagedResponseSchema(importSchema);
/** GET /imports: newest first. */
export const importListQuerySchema = exportable(pageQuerySchema);
