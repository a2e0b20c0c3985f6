import { z } from "zod";
import { exportable } from "./export";
import { formatPesos, moneySchema } from "./money";
import { pagedResponseSchema, pageQuerySchema } from "./pagination";
import { PAYMENT_METHODS } from "./sales";
import { taxTotalSchema } from "./taxes";
import { requiredText, text } from "./text";

/**
 * Cash-register shifts ('Caja', issue 35): an employee opens a shift with its opening cash ('Base'); the
 * payments of the sales they register, the refunds they give and the cash they put in or take out belong
 * to it; closing compares what each method should hold with what was counted, once, and the shift is then
 * read-only.
 */
export const CASH_SESSION_STATUSES = ["OPEN", "CLOSED"] as const;
export type CashSessionStatus = (typeof CASH_SESSION_STATUSES)[number];
export const cashSessionStatusLabels: Record<CashSessionStatus, string> = { OPEN: "Abierta", CLOSED: "Cerrada" };

export const CASH_MOVEMENT_TYPES = ["IN", "OUT"] as const;
export type CashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];
export const cashMovementTypeLabels: Record<CashMovementType, string> = { IN: "Entrada", OUT: "Salida" };

/** The reasons offered for a cash movement; any other text is accepted too. */
export const CASH_MOVEMENT_REASONS = ["Pago a proveedor", "Consignación", "Cambio (sencillo)", "Gastos"] as const;

/** Colombian bills and coins the closing's count by denomination offers, largest first. */
export const CASH_DENOMINATIONS = [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50] as const;

export const MAX_CASH_REASON = 200;

/** A shift by its consecutive number, as the screens, the trail and the export name it: 'Caja N.º 12'. */
export const shiftName = (number: number) => `Caja N.º ${number}`;

export const cashSessionMessages = {
  openingInvalid: "La base debe ser un valor en pesos mayor o igual a 0",
  amountInvalid: "El valor debe ser un valor en pesos mayor que 0",
  countedInvalid: "El valor contado debe ser un valor en pesos mayor o igual a 0",
  typeInvalid: "Elige si es una entrada o una salida de efectivo",
  reasonRequired: "El motivo es obligatorio",
  reasonTooLong: `El motivo admite como máximo ${MAX_CASH_REASON} caracteres`,
  methodRepeated: "Cada medio de pago se cuenta una sola vez",
  methodInvalid: "Elige un medio de pago válido",
  alreadyOpen: "Ya tienes una caja abierta: ciérrala antes de abrir otra",
  notFound: "La caja no existe",
  noneOpen: "No tienes una caja abierta",
  closed: "La caja ya está cerrada: no admite cambios",
  notYours: "Solo quien abrió la caja o un administrador puede registrar en ella o cerrarla",
  cashOutTooMuch: (available: number) =>
    `No hay suficiente efectivo en la caja: hay ${formatPesos(available)} disponibles`,
  requiredForCash: "Abre la caja antes de registrar ventas en efectivo",
  requiredForRefund: "Abre la caja antes de devolver dinero en efectivo",
} as const;

const amount = moneySchema(cashSessionMessages.amountInvalid, cashSessionMessages.amountInvalid).refine(
  (value) => value > 0,
  cashSessionMessages.amountInvalid,
);

/** POST /cash-sessions: the opening cash ('Base'). */
export const cashSessionOpenSchema = z.object({
  opening_amount: moneySchema(cashSessionMessages.openingInvalid, cashSessionMessages.openingInvalid),
});
export type CashSessionOpen = z.infer<typeof cashSessionOpenSchema>;

/** POST /cash-sessions/{id}/movements: cash put in or taken out, with its reason. */
export const cashMovementCreateSchema = z.object({
  type: z.enum(CASH_MOVEMENT_TYPES, cashSessionMessages.typeInvalid),
  amount,
  reason: requiredText(cashSessionMessages.reasonRequired, MAX_CASH_REASON, cashSessionMessages.reasonTooLong),
});
export type CashMovementCreate = z.infer<typeof cashMovementCreateSchema>;

const countedSchema = z.object({
  method: z.enum(PAYMENT_METHODS, cashSessionMessages.methodInvalid),
  amount: moneySchema(cashSessionMessages.countedInvalid, cashSessionMessages.countedInvalid),
});

/**
 * POST /cash-sessions/{id}/close: what was counted per method. A method left out was counted as $0 (a
 * shift without card sales needs no card line); a method given twice is refused.
 */
export const cashSessionCloseSchema = z.object({
  counted: z
    .array(countedSchema)
    .max(PAYMENT_METHODS.length, cashSessionMessages.methodRepeated)
    .refine((lines) => new Set(lines.map((line) => line.method)).size === lines.length, {
      message: cashSessionMessages.methodRepeated,
    }),
  note: text().trim().max(MAX_CASH_REASON, cashSessionMessages.reasonTooLong).optional(),
});
export type CashSessionClose = z.infer<typeof cashSessionCloseSchema>;

const employeeSchema = z.object({ id: z.string(), name: z.string() });

export const cashMovementSchema = z.object({
  id: z.string(),
  type: z.enum(CASH_MOVEMENT_TYPES),
  amount: z.number(),
  reason: z.string(),
  created_at: z.string(),
  employee_name: z.string(),
});
export type CashMovement = z.infer<typeof cashMovementSchema>;

/**
 * One method's figures: what the shift should hold (`expected`: for cash the base, plus cash received
 * net of change, minus cash refunds, plus entries, minus exits; for the others what was paid with them
 * minus their refunds), what was counted at the closing and the difference (counted − expected); both
 * null while open.
 */
export const cashMethodSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  sales: z.number(),
  refunds: z.number(),
  expected: z.number(),
  counted: z.number().nullable(),
  difference: z.number().nullable(),
});
export type CashMethodFigures = z.infer<typeof cashMethodSchema>;

const cashSessionSummaryFields = {
  id: z.string(),
  /** Consecutive number of the shift: 'Caja N.º 12'. */
  number: z.number().int(),
  status: z.enum(CASH_SESSION_STATUSES),
  employee: employeeSchema,
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  closed_by_name: z.string().nullable(),
  opening_amount: z.number(),
  /** What the drawer should hold in cash (live while open; as it stood at the closing once closed). */
  expected_cash: z.number(),
  /** Counted minus expected over every method; null while open. */
  difference: z.number().nullable(),
};

export const cashSessionListItemSchema = z.object(cashSessionSummaryFields);
export type CashSessionListItem = z.infer<typeof cashSessionListItemSchema>;

/**
 * A shift as its screen and its closing report ('Informe de cierre') show it. Every figure is computed
 * from the shift's rows while it is open and frozen at the closing.
 */
export const cashSessionSchema = z.object({
  ...cashSessionSummaryFields,
  note: z.string(),
  methods: z.array(cashMethodSchema),
  cash_in: z.number(),
  cash_out: z.number(),
  change_given: z.number(),
  movements: z.array(cashMovementSchema),
  sales_count: z.number().int(),
  sales_total: z.number(),
  first_receipt_number: z.string().nullable(),
  last_receipt_number: z.string().nullable(),
  /** IVA of the shift's sales per class (issue 35). */
  taxes: z.array(taxTotalSchema),
});
export type CashSession = z.infer<typeof cashSessionSchema>;

/** GET /cash-sessions/current: the signed-in employee's open shift, or null. */
export const currentCashSessionSchema = z.object({ session: cashSessionSchema.nullable() });

/** GET /cash-sessions: newest first, filtered by status and employee (without `cash:read`, only one's own). */
export const cashSessionListQuerySchema = exportable(
  pageQuerySchema.extend({
    status: z.enum(CASH_SESSION_STATUSES, { error: "El estado debe ser OPEN o CLOSED" }).optional(),
    employee_id: text().trim().max(64).optional(),
  }),
);
export const cashSessionPageSchema = pagedResponseSchema(cashSessionListItemSchema);
