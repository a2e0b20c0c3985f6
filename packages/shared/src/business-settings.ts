import { z } from "zod";
import { isRealDate } from "./dates";
import { dvMatchesNit, dvMismatchIssue, dvSchema, nitSchema } from "./nit";
import { requiredText, text } from "./text";

/** The UVT (Unidad de Valor Tributario) the DIAN fixed for 2026, in pesos: the settings' first value. */
export const UVT_2026 = 52_374;
/** Highest UVT the settings take: far above any year's, low enough to keep 5 UVT an exact peso figure. */
const MAX_UVT = 10_000_000;
/** Highest POS consecutive number: the DIAN authorises ranges of up to 10 digits. */
export const MAX_POS_NUMBER = 9_999_999_999;

export const businessSettingsMessages = {
  counterWarehouseInvalid: "La bodega del mostrador no existe o está inactiva",
  legalNameRequired: "La razón social es obligatoria",
  tooLong: "Es demasiado largo",
  phoneInvalid: "El teléfono solo admite dígitos, espacios, +, - y paréntesis (7 a 20 caracteres)",
  uvtInvalid: `La UVT debe ser un valor entero en pesos entre 1 y ${MAX_UVT.toLocaleString("es-CO")}`,
  prefixInvalid: "El prefijo tiene hasta 4 letras o dígitos, sin espacios",
  resolutionInvalid: "El número de resolución solo admite dígitos (hasta 20)",
  dateInvalid: "Escribe una fecha válida (AAAA-MM-DD)",
  numberInvalid: `Debe ser un número entero entre 1 y ${MAX_POS_NUMBER.toLocaleString("es-CO")}`,
  numberingIncomplete:
    "Completa la numeración autorizada por la DIAN: resolución, fecha, rango desde y hasta, y vigencia",
  rangeInvalid: "El número final debe ser mayor o igual al inicial",
  validityInvalid: "La vigencia debe terminar después de la fecha de la resolución",
  saved: "Datos de la empresa guardados",
  loadFailed: "No se pudieron cargar los datos de la empresa",
} as const;

const m = businessSettingsMessages;

/** Optional text: missing, null or blank is stored and answered as "". */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, m.tooLong)
    .nullish()
    .transform((value) => value ?? "");

const optionalDate = text(m.dateInvalid)
  .trim()
  .refine((value) => value === "" || isRealDate(value), m.dateInvalid)
  .nullish()
  .transform((value) => value || null);

const optionalNumber = z
  .number(m.numberInvalid)
  .int(m.numberInvalid)
  .min(1, m.numberInvalid)
  .max(MAX_POS_NUMBER, m.numberInvalid)
  .nullish()
  .transform((value) => value ?? null);

/** The POS numbering's parts that come together: the resolution, its date, its range and its validity. */
const NUMBERING_PARTS = ["pos_resolution", "pos_resolution_date", "pos_from", "pos_to", "pos_valid_until"] as const;

/**
 * PUT /settings/business: the business as its receipts and IVA need it ('Empresa'). The POS numbering
 * the DIAN authorised is all there or all empty (a business may sell before it has one); its range
 * runs from ≤ to and its validity ends after the resolution's date.
 */
export const businessSettingsInputSchema = z
  .object({
    legal_name: requiredText(m.legalNameRequired, 150, m.tooLong),
    nit: nitSchema,
    dv: dvSchema,
    vat_responsible: z.boolean(),
    address: optionalText(200),
    city: optionalText(80),
    phone: optionalText(20).refine((value) => value === "" || /^[\d+()\s-]{7,20}$/.test(value), m.phoneInvalid),
    receipt_footer: optionalText(500),
    uvt: z.number(m.uvtInvalid).int(m.uvtInvalid).min(1, m.uvtInvalid).max(MAX_UVT, m.uvtInvalid),
    pos_prefix: optionalText(4)
      .refine((value) => /^[A-Za-z0-9]*$/.test(value), m.prefixInvalid)
      .transform((value) => value.toUpperCase()),
    pos_resolution: optionalText(20)
      .refine((value) => /^\d*$/.test(value), m.resolutionInvalid)
      .transform((value) => value || null),
    pos_resolution_date: optionalDate,
    pos_from: optionalNumber,
    pos_to: optionalNumber,
    pos_valid_until: optionalDate,
    require_cash_session: z.boolean(),
    /**
     * Optional (added after the first release of this call): left out, the stored value stays; null (or "")
     * clears the counter bodega.
     */
    counter_warehouse_id: text()
      .trim()
      .max(64)
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null)),
    auto_print_receipt: z.boolean().optional(),
  })
  .refine(dvMatchesNit, dvMismatchIssue)
  .superRefine((value, context) => {
    const given = NUMBERING_PARTS.filter((part) => value[part] !== null);
    if (given.length > 0 && given.length < NUMBERING_PARTS.length) {
      for (const part of NUMBERING_PARTS)
        if (value[part] === null) context.addIssue({ code: "custom", message: m.numberingIncomplete, path: [part] });
      return;
    }
    if (value.pos_from !== null && value.pos_to !== null && value.pos_from > value.pos_to)
      context.addIssue({ code: "custom", message: m.rangeInvalid, path: ["pos_to"] });
    if (value.pos_resolution_date && value.pos_valid_until && value.pos_valid_until <= value.pos_resolution_date)
      context.addIssue({ code: "custom", message: m.validityInvalid, path: ["pos_valid_until"] });
  });
export type BusinessSettingsInput = z.input<typeof businessSettingsInputSchema>;

/**
 * GET /settings/business: the same fields as stored. Before an admin first saves them, `legal_name` and
 * `nit` are "" and `dv` null (`configured` false): the receipts say so instead of inventing a business.
 */
export const businessSettingsSchema = z.object({
  legal_name: z.string(),
  nit: z.string(),
  dv: z.number().int().nullable(),
  vat_responsible: z.boolean(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  receipt_footer: z.string(),
  uvt: z.number().int(),
  pos_prefix: z.string(),
  pos_resolution: z.string().nullable(),
  pos_resolution_date: z.string().nullable(),
  pos_from: z.number().int().nullable(),
  pos_to: z.number().int().nullable(),
  pos_valid_until: z.string().nullable(),
  require_cash_session: z.boolean(),
  /** The counter's bodega: sales of sellers without assigned warehouses are picked from it first. */
  counter_warehouse_id: z.string().nullable(),
  /** Print the receipt as soon as a sale is registered. */
  auto_print_receipt: z.boolean(),
  configured: z.boolean().describe("false until an admin first saves the business's data"),
  updated_at: z.string().nullable(),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
