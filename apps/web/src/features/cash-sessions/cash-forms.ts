import {
  type CashMovementType,
  type CashSession,
  cashMovementCreateSchema,
  cashSessionCloseSchema,
  cashSessionOpenSchema,
} from "@inventario/shared/cash-sessions";
import { fromCents, toCents } from "@inventario/shared/money";
import { PAYMENT_METHODS, type PaymentMethod } from "@inventario/shared/sales";
import { convertingResolver } from "../../lib/converting-resolver";
import { moneyNumber, moneyText } from "../../lib/form-numbers";

// The forms of 'Caja' as typed (money as text, keepMoney's), converted to the routes' bodies and checked with
// the routes' own schemas (packages/shared/src/cash-sessions.ts).

/** 'Abrir caja': the base, required (0 allowed). */
export type OpenValues = { opening_amount: string };
export const emptyOpen: OpenValues = { opening_amount: "" };
export const OPEN_FIELDS = ["opening_amount"] as const;
export const openResolver = convertingResolver(cashSessionOpenSchema, (values: OpenValues) => ({
  opening_amount: moneyNumber(values.opening_amount),
}));

/** 'Registrar movimiento': in or out, how much and why (a frequent reason or any other). */
export type MovementValues = { type: CashMovementType | ""; amount: string; reason: string };
export const emptyMovement: MovementValues = { type: "", amount: "", reason: "" };
export const MOVEMENT_FIELDS = ["type", "amount", "reason"] as const;
export const movementResolver = convertingResolver(cashMovementCreateSchema, (values: MovementValues) => ({
  type: values.type || undefined,
  amount: moneyNumber(values.amount),
  reason: values.reason,
}));

/**
 * 'Cerrar caja': one 'Contado' per method the shift used, cash always and first (the server lists it first),
 * in the order of the payment methods; and a note.
 */
export type CloseValues = { counted: Array<{ method: PaymentMethod; amount: string }>; note: string };
export const CLOSE_FIELDS = ["note"] as const;

/** The methods a closing counts: those the shift lists, and cash even if it did not. */
export function countedMethods(session: Pick<CashSession, "methods">): PaymentMethod[] {
  const listed = new Set<PaymentMethod>(["CASH", ...session.methods.map((row) => row.method)]);
  return PAYMENT_METHODS.filter((method) => listed.has(method));
}

export const emptyClose = (session: Pick<CashSession, "methods">): CloseValues => ({
  counted: countedMethods(session).map((method) => ({ method, amount: "" })),
  note: "",
});

/** An empty 'Contado' stays missing: the schema then says the count is required, rather than taking $ 0. */
export const closeResolver = convertingResolver(cashSessionCloseSchema, (values: CloseValues) => ({
  counted: values.counted.map((line) => ({ method: line.method, amount: moneyNumber(line.amount) })),
  note: values.note,
}));

/** What a typed amount is worth while it is typed: null when empty or not a number. */
export function typedPesos(text: string): number | null {
  const value = moneyNumber(text);
  return value === undefined || !Number.isFinite(value) ? null : value;
}

/** Counted − expected, in pesos counted in cents (no float drift: 0,1 + 0,2). */
export const differenceOf = (counted: number, expected: number) => fromCents(toCents(counted) - toCents(expected));

/** Bills and coins counted: each denomination times how many, as the 'Contado' of cash takes it. */
export function denominationsTotal(counts: Readonly<Record<number, string>>): number {
  return Object.entries(counts).reduce((sum, [value, count]) => {
    const units = Number(count);
    return Number.isSafeInteger(units) && units > 0 ? sum + Number(value) * units : sum;
  }, 0);
}

/** The cash 'Contado' filled from the count by denomination. */
export const denominationsText = (counts: Readonly<Record<number, string>>) => moneyText(denominationsTotal(counts));
