import { formatPesos } from "./money";

/**
 * The largest numbers the product accepts, one place for the forms and the server. They keep every
 * stored figure and every sum the server computes inside its column on both databases, and every
 * amount computed in JavaScript exact:
 *
 * - quantities (lots, movements, sale lines, picking items, min/max stock) are PostgreSQL `integer`
 *   columns (at most 2,147,483,647); SQLite would take more, so without a bound the two databases
 *   would disagree;
 * - money is integer cents in `bigint` columns (at most 2^63 − 1), and the server computes amounts
 *   (quantity × price, sale totals) as JavaScript numbers, exact only up to 2^53 (≈ 9 × 10^15).
 *
 * MAX_MONEY (a unit price or cost, in pesos) lives in money.ts with the money schema.
 */

/**
 * Units in one operation (entry, restock, withdrawal, sale line, picking assignment), in one lot and in
 * one sale line after repeated lines are merged. The database checks a lot's growth before adding
 * (`quantity > MAX_QUANTITY - added`), so no sum past the bound is ever computed; and a lot at the
 * bound plus an operation at the bound (2 × 10^9) would still fit an `integer`.
 */
export const MAX_QUANTITY = 1_000_000_000;

/**
 * Units of one product across all its lots (products.stock, a `bigint`): a thousand full lots. Keeps
 * every sum of quantities a read returns an exact JavaScript integer.
 */
export const MAX_PRODUCT_STOCK = 1_000_000_000_000;

/**
 * Pesos: the value of one lot (quantity × unit cost), a sale line's subtotal and a sale's total
 * (10^15 cents: twice that is still below 2^53, so sums of two are exact, and far below 2^63).
 */
export const MAX_AMOUNT = 10_000_000_000_000;
export const MAX_AMOUNT_CENTS = MAX_AMOUNT * 100;

const units = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 });

export const limitMessages = {
  quantity: `La cantidad debe ser un número entero entre 1 y ${units.format(MAX_QUANTITY)}`,
  stockLevel: `Debe ser un número entero entre 0 y ${units.format(MAX_QUANTITY)}`,
  lotValue: `El valor del lote (cantidad × costo) no puede superar ${formatPesos(MAX_AMOUNT)}`,
  lotValueReached: `El lote superaría el valor máximo permitido (cantidad × costo): ${formatPesos(MAX_AMOUNT)}`,
  lotQuantity: (max: number, unit: string) =>
    `El lote superaría la cantidad máxima permitida: ${units.format(max)} ${unit} por lote`,
  productStock: (max: number) =>
    `El producto superaría las existencias máximas permitidas: ${units.format(max)} unidades entre todos sus lotes`,
  saleLineQuantity: (max: number) =>
    `La cantidad de un producto en una venta no puede superar ${units.format(max)} unidades`,
  saleTotal: `El total de la venta no puede superar ${formatPesos(MAX_AMOUNT)}`,
} as const;
