import { z } from "zod";

/**
 * Export of a list or report (docs/decisions/0017-export.md): the list's own route answers
 * `?format=xlsx|csv` with the same filters as the screen, and streams every page of it as a file.
 */
export const EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportMessages = {
  format: "El formato de exportación debe ser xlsx o csv",
} as const;

export const exportFormatSchema = z
  .enum(EXPORT_FORMATS, { error: exportMessages.format })
  .optional()
  .describe("xlsx o csv: responde un archivo con todas las páginas de la lista filtrada, no JSON");

/** The one way a list's query takes `format`: spread into its shape, or `exportable(schema)`. */
export const exportQueryShape = { format: exportFormatSchema };

/** A list's query schema that also takes `format` (its refinements kept). */
export function exportable<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
): z.ZodObject<z.core.util.Extend<Shape, typeof exportQueryShape>, Config> {
  // safeExtend's parameter type cannot be checked against a generic shape; no list has a `format` of its own.
  return schema.safeExtend(exportQueryShape as never) as never;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

/** Sent with an export when the list's size is known without counting it again: the file's data rows. */
export const EXPORT_TOTAL_HEADER = "X-Total-Count";
