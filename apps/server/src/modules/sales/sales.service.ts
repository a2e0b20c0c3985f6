import type { SessionUser } from "@inventario/shared/auth";
import { cashSessionMessages } from "@inventario/shared/cash-sessions";
import { documentSearchTokens, formatDocumentNumber } from "@inventario/shared/document-numbers";
import { limitMessages, MAX_AMOUNT_CENTS, MAX_QUANTITY } from "@inventario/shared/limits";
import { fromCents, toCents } from "@inventario/shared/money";
import { FINAL_CONSUMER, isFinalConsumer } from "@inventario/shared/people";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import { formatReceiptNumber } from "@inventario/shared/pos-numbering";
import { addUpQuantities } from "@inventario/shared/quantity-groups";
import type { saleCreateSchema } from "@inventario/shared/sales";
import { paymentMessages, type Sale, saleMessages } from "@inventario/shared/sales";
import { needsElectronicInvoice } from "@inventario/shared/taxes";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import { lockProducts } from "../../db/locks";
import { AppError, conflict, notFound } from "../../errors";
import { businessToday } from "../../lib/business-date";
import { newId } from "../../lib/ids";
import { cappedPage, type KeysetQuery } from "../../lib/paging";
import { normalizeForSearch, personSearchText, personSortKey } from "../../lib/search-text";
import { nowIso } from "../../lib/time";
import { recordDocument } from "../audit/audit-trail";
import { lockOpenSessionOf } from "../cash-sessions/cash-sessions.repository";
import { findActiveClient, insertClientIfMissing } from "../clients/clients.repository";
import { assignedWarehouseIds, warehousesByIds } from "../employees/employees.repository";
import { type IdempotentWrite, idempotentTransaction } from "../idempotency/idempotent-transaction";
import { availableOf, productAvailability } from "../inventory/availability.repository";
import { changeReserved } from "../products/products.repository";
import type { PermissionsService } from "../roles/permissions.service";
import { businessSettingsRow } from "../settings/settings.repository";
import { findActiveWarehouse } from "../warehouses/warehouses.repository";
import * as withdrawalsRepo from "../withdrawals/withdrawals.repository";
import { receiptNumberOf } from "./pos-numbering";
import { paymentsOf } from "./sale-payments";
import { lineTaxes, listPriceOf, saleTaxTotals, type TaxedLine, taxedLine } from "./sale-taxes";
import * as repo from "./sales.repository";

type SaleInput = z.output<typeof saleCreateSchema>;
type Line = { product_id: string; quantity: number; unit_price_cents: number };

/**
 * Repeated lines of one product become one line (quantities added, the first line's price kept).
 * The merged lines and the total must stay within the bounds the columns hold (limits.ts): 409.
 */
function mergeLines(items: SaleInput["items"]): Line[] {
  const lines = addUpQuantities(
    items,
    (item) => item.product_id,
    (item): Line => ({
      product_id: item.product_id,
      quantity: item.quantity,
      unit_price_cents: toCents(item.unit_price),
    }),
  );
  if (lines.some((line) => line.quantity > MAX_QUANTITY)) throw conflict(limitMessages.saleLineQuantity(MAX_QUANTITY));
  // Past 2^53 the products are inexact, but then far above the bound: the comparison still holds.
  if (totalCents(lines) > MAX_AMOUNT_CENTS) throw conflict(limitMessages.saleTotal);
  return lines;
}

const totalCents = (lines: Line[]) => lines.reduce((sum, line) => sum + line.quantity * line.unit_price_cents, 0);

/**
 * The employee registering the sale: they request its picking. `mayChangePrices`: they hold
 * `sales:price_override` (a line's unit price away from its product's price); the demo seed sells at list.
 */
type Employee = { id: string; name: string; mayChangePrices?: boolean };

type SoldLine = TaxedLine & { list_price_cents: number };

/**
 * Refuses a line whose product is inactive (400), whose quantity exceeds what can be promised (409) or whose
 * unit price is not its product's when the employee may not change prices (403); answers the lines with their
 * IVA, at their products' classes, and their products' prices.
 */
async function taxedAvailableLines(trx: Db, lines: Line[], mayChangePrices: boolean): Promise<SoldLine[]> {
  const rows = await productAvailability(
    trx,
    lines.map((l) => l.product_id),
    businessToday(),
  );
  const stock = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const product = stock.get(line.product_id);
    if (product?.is_active !== 1) {
      throw new AppError(400, "VALIDATION", saleMessages.productUnavailable, {
        items: saleMessages.productUnavailable,
      });
    }
    const available = availableOf(product);
    if (line.quantity > available) throw conflict(saleMessages.notAvailable(product.name, Math.max(0, available)));
    const listPrice = Number(product.price_cents);
    if (line.unit_price_cents !== listPrice && !mayChangePrices) {
      const message = saleMessages.priceOverrideForbidden(product.name, fromCents(listPrice));
      throw new AppError(403, "FORBIDDEN", message, { items: message });
    }
    return { ...taxedLine(line, product.tax_class), list_price_cents: listPrice };
  });
}

/**
 * The bodega the sale's picking takes from first: the seller's counter — their assigned warehouse (the first
 * by name when several), else the settings' counter bodega; null when neither is set.
 */
async function counterWarehouseOf(trx: Db, employeeId: string, settingsWarehouseId: string | null) {
  const assigned = await warehousesByIds(trx, await assignedWarehouseIds(trx, employeeId));
  const active = assigned.find((warehouse) => warehouse.is_active === 1);
  if (active) return active.id;
  // The settings' bodega was active when saved; it may have been deactivated since.
  return settingsWarehouseId && (await findActiveWarehouse(trx, settingsWarehouseId)) ? settingsWarehouseId : null;
}

/**
 * The picking request whose items are the sale's lines: what reserves their stock until dispatched.
 * It carries the sale's number (A-000123 beside V-000123) and the counter's bodega to pick from first.
 */
async function openPickingRequest(
  trx: Db,
  employee: Employee,
  lines: Line[],
  number: number,
  at: string,
  preferredWarehouseId: string | null,
): Promise<string> {
  const withdrawalId = newId();
  await withdrawalsRepo.insertRequest(
    trx,
    {
      id: withdrawalId,
      number,
      requested_by: employee.name,
      employee_id: employee.id,
      status: "PENDING",
      search_text: `${documentSearchTokens("withdrawal", number)} | ${normalizeForSearch(employee.name)}`,
      created_at: at,
      updated_at: at,
      preferred_warehouse_id: preferredWarehouseId,
    },
    lines.map((l) => ({
      id: newId(),
      withdrawal_id: withdrawalId,
      product_id: l.product_id,
      requested_quantity: l.quantity,
    })),
  );
  return withdrawalId;
}

type Client = { id: string; search_text: string };
type NewSale = {
  id: string;
  number: number;
  client: Client;
  input: SaleInput;
  employeeId: string;
  withdrawalId: string;
  at: string;
};

function recordSale(
  trx: Db,
  lines: SoldLine[],
  sale: NewSale & {
    requiresInvoice: boolean;
    receipt: Awaited<ReturnType<typeof receiptNumberOf>>;
    shiftId: string | null;
  },
): Promise<void> {
  return repo.insertSale(
    trx,
    {
      id: sale.id,
      number: sale.number,
      status: "PENDING",
      // Found in the history by its number and by the client as the client was at the time of the sale.
      search_text: `${documentSearchTokens("sale", sale.number)} | ${sale.client.search_text}`,
      client_id: sale.client.id,
      type: sale.input.type,
      currency: sale.input.currency,
      total_cents: totalCents(lines),
      requires_electronic_invoice: sale.requiresInvoice ? 1 : 0,
      receipt_prefix: sale.receipt?.receipt_prefix ?? null,
      receipt_number: sale.receipt?.receipt_number ?? null,
      cash_session_id: sale.shiftId,
      employee_id: sale.employeeId,
      withdrawal_id: sale.withdrawalId,
      created_at: sale.at,
    },
    lines.map((l) => ({
      id: newId(),
      sale_id: sale.id,
      product_id: l.product_id,
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      subtotal_cents: l.quantity * l.unit_price_cents,
      tax_class: l.tax_class,
      base_cents: l.base_cents,
      tax_cents: l.tax_cents,
      list_price_cents: l.list_price_cents,
    })),
  );
}

type SaleRow = NonNullable<Awaited<ReturnType<typeof repo.findSale>>>;

/**
 * A sale's own fields as the API answers them: readable numbers (shared with its request), pesos. What
 * its lines and payments give (items, subtotal, taxes, payments, change) is load's.
 */
const summary = ({
  total_cents,
  number,
  requires_electronic_invoice,
  receipt_prefix,
  receipt_number,
  ...row
}: SaleRow): Omit<Sale, "items" | "subtotal" | "taxes" | "payments" | "change"> => ({
  ...row,
  receipt_number: formatReceiptNumber(receipt_prefix, receipt_number),
  number: formatDocumentNumber("sale", number),
  withdrawal_number: formatDocumentNumber("withdrawal", number),
  total: fromCents(total_cents),
  requires_electronic_invoice: requires_electronic_invoice === 1,
});

async function load(from: Db, id: string): Promise<Sale> {
  const sale = await repo.findSale(from, id);
  if (!sale) throw notFound(saleMessages.notFound);
  const lines = await repo.saleLines(from, id);
  const { subtotal_cents, taxes } = saleTaxTotals(lines);
  return {
    ...summary(sale),
    subtotal: fromCents(subtotal_cents),
    taxes,
    ...paymentsOf(await repo.salePayments(from, id), Number(sale.total_cents)),
    items: lines.map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity,
      unit_price: fromCents(l.unit_price_cents),
      subtotal: fromCents(l.subtotal_cents),
      ...lineTaxes(l),
      list_price: listPriceOf(l),
    })),
  };
}

/**
 * The seller's open shift, which the sale's payments go into (locked like a cash movement: a closing waits
 * for the sale, or the sale finds the shift closed). When the settings require a shift for cash, a sale
 * must say how it was paid (400) and cash needs an open shift (409).
 */
async function shiftForSale(trx: Db, employeeId: string, payments: SaleInput["payments"], required: boolean) {
  // Asked first, shift or not: a sale without payments would leave its money out of every shift's figures.
  if (required && (payments ?? []).length === 0)
    throw new AppError(400, "VALIDATION", paymentMessages.required, { payments: paymentMessages.required });
  const shift = await lockOpenSessionOf(trx, employeeId);
  if (shift) return shift.id;
  if (required && payments?.some((payment) => payment.method === "CASH"))
    throw conflict(cashSessionMessages.requiredForCash);
  return null;
}

/** 'Consumidor final' (shared FINAL_CONSUMER): created by the first sale to it, as a system record. */
async function ensureFinalConsumer(trx: Db): Promise<void> {
  const at = nowIso();
  const person = { ...FINAL_CONSUMER, email: "" };
  await insertClientIfMissing(trx, {
    id: newId(),
    ...person,
    birthday: "",
    phone_number: "",
    search_text: personSearchText(person),
    sort_key: personSortKey(person),
    created_at: at,
    updated_at: at,
  });
}

/** The sale's client, which must exist and be active (400 otherwise). */
async function clientOf(db: Db, identification: string): Promise<Client> {
  if (isFinalConsumer(identification)) await ensureFinalConsumer(db);
  const client = await findActiveClient(db, identification);
  if (!client)
    throw new AppError(400, "VALIDATION", saleMessages.clientUnavailable, {
      client_id: saleMessages.clientUnavailable,
    });
  return client;
}

/**
 * The body of a sale's transaction: the sale, its lines and its picking request, numbered alike;
 * refused when stock is already promised. Exported for the demo seed, which records sales inside its
 * own transaction.
 */
export async function registerSale(trx: Db, input: SaleInput, employee: Employee): Promise<Sale> {
  const lines = mergeLines(input.items);
  const client = await clientOf(trx, input.client_id);
  await lockProducts(
    trx,
    lines.map((l) => l.product_id),
  );
  const taxed = await taxedAvailableLines(trx, lines, employee.mayChangePrices ?? false);
  const settings = await businessSettingsRow(trx);
  const { uvt } = settings;
  const requiresInvoice = needsElectronicInvoice(fromCents(taxed.reduce((sum, line) => sum + line.base_cents, 0)), uvt);
  const shiftId = await shiftForSale(trx, employee.id, input.payments, settings.require_cash_session === 1);
  const at = nowIso();
  const number = await repo.nextSaleNumber(trx);
  const counter = await counterWarehouseOf(trx, employee.id, settings.counter_warehouse_id);
  const withdrawalId = await openPickingRequest(trx, employee, lines, number, at, counter);
  for (const line of lines) await changeReserved(trx, line.product_id, line.quantity);
  // Last before the sale's rows: on PostgreSQL the numbering's row stays locked until the sale commits.
  const receipt = await receiptNumberOf(trx, settings, businessToday());
  const sale = {
    id: newId(),
    number,
    client,
    input,
    employeeId: employee.id,
    withdrawalId,
    at,
    requiresInvoice,
    receipt,
    shiftId,
  };
  await recordSale(trx, taxed, sale);
  await repo.insertSalePayments(
    trx,
    (input.payments ?? []).map((payment) => ({
      id: newId(),
      sale_id: sale.id,
      method: payment.method,
      amount_cents: toCents(payment.amount),
    })),
  );
  const changed = taxed.filter((line) => line.unit_price_cents !== line.list_price_cents).length;
  const detail = `cliente ${input.client_id}${changed > 0 ? `; precio cambiado en ${changed} ${changed === 1 ? "línea" : "líneas"}` : ""}`;
  await recordDocument(trx, "sale", "create", sale, detail);
  return load(trx, sale.id);
}

export type SalesService = ReturnType<typeof createSalesService>;

export function createSalesService(db: Db, permissions: PermissionsService) {
  return {
    /**
     * One transaction (registerSale). With an idempotency key the answer is read and stored inside it.
     */
    async create(input: SaleInput, user: SessionUser, idempotency: IdempotentWrite | null): Promise<Sale> {
      const mayChangePrices = user.role === ADMIN_ROLE || (await permissions.userHas(user.id, "sales:price_override"));
      const employee = { id: user.id, name: user.name, mayChangePrices };
      return idempotentTransaction(db, idempotency, (trx) => registerSale(trx, input, employee));
    },

    get: (id: string) => load(db, id),

    /** Newest first: counted up to COUNT_CAP, paged on by keyset (docs/decisions/0008-list-counts.md). */
    list: async (query: KeysetQuery) =>
      cappedPage(query, {
        count: () => repo.cappedSaleCount(db),
        rows: async (limit, offset) => (await repo.saleRows(db, query.after, limit, offset)).map(summary),
      }),
  };
}
