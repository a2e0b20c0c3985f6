import { PAGE_SIZE } from "@inventario/shared/constants";
import { businessDayBoundsUtc } from "@inventario/shared/dates";
import { formatDocumentNumber, parseDocumentNumber } from "@inventario/shared/document-numbers";
import { fromCents } from "@inventario/shared/money";
import { formatReceiptNumber } from "@inventario/shared/pos-numbering";
import {
  type SaleCancelInput,
  type SaleDetail,
  type SaleListItem,
  type SaleListQuery,
  type SaleStatus,
  saleMessages,
} from "@inventario/shared/sales";
import type { Db } from "../../db/connection";
import { conflict, notFound } from "../../errors";
import { businessToday } from "../../lib/business-date";
import { paged, pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import { nowIso } from "../../lib/time";
import { recordDocument } from "../audit/audit-trail";
import { type IdempotentWrite, idempotentTransaction } from "../idempotency/idempotent-transaction";
import { requestShortages } from "../inventory/shortages";
import { changeReserved } from "../products/products.repository";
import * as withdrawalsRepo from "../withdrawals/withdrawals.repository";
import { paymentsOf } from "./sale-payments";
import { refundSale } from "./sale-refunds";
import { refundsOfSale, returnedByProduct, returnsOfSale } from "./sale-returns.repository";
import { lineTaxes, listPriceOf, saleTaxTotals } from "./sale-taxes";
import { markSaleCancelled, salePayments } from "./sales.repository";
import * as repo from "./sales-history.repository";

/** The query once validated (page defaulted, empty dates dropped). */
type ListQuery = { page: number } & Omit<SaleListQuery, "page">;
type HistoryRow = Awaited<ReturnType<typeof repo.salesByIds>>[number];

export const toListItem = (row: HistoryRow): SaleListItem => ({
  id: row.id,
  number: formatDocumentNumber("sale", row.number),
  created_at: row.created_at,
  client: { identification: row.client_identification, name: row.client_name },
  employee_name: row.employee_name,
  total: fromCents(row.total_cents),
  status: row.status,
});

/** The sale's header by id or number, 404 when none. */
async function headerOf(from: Db, idOrNumber: string, number = parseDocumentNumber("sale", idOrNumber)) {
  const header = await repo.saleHeader(from, idOrNumber, number);
  if (!header) throw notFound(saleMessages.notFound);
  return header;
}

/** Everything the detail screen shows, read through `from` (a transaction's answer reads its own writes). */
export async function saleDetail(from: Db, saleId: string): Promise<SaleDetail> {
  const sale = await headerOf(from, saleId, null);
  const lines = await repo.saleLinesWithDispatch(from, sale.id, sale.withdrawal_id);
  const productIds = lines.map((line) => line.product_id);
  const { subtotal_cents, taxes } = saleTaxTotals(lines);
  const dispatches = await repo.dispatchesOf(from, sale.withdrawal_id, productIds);
  const returned = await returnedByProduct(from, sale.id);
  const refunds = await refundsOfSale(from, sale.id);
  const refundsOf = (returnId: string | null) =>
    refunds
      .filter((refund) => refund.return_id === returnId)
      .map((refund) => ({
        method: refund.method,
        amount: fromCents(Number(refund.amount_cents)),
        cash_session_number: refund.cash_session_number,
      }));
  const price = new Map(lines.map((line) => [line.product_id, line.unit_price_cents] as const));
  const soldFor = (items: ReadonlyArray<{ product_id: string; quantity: number }>) =>
    items.reduce((sum, item) => sum + item.quantity * (price.get(item.product_id) ?? 0), 0);
  const returns = (await returnsOfSale(from, sale.id)).map((r) => ({
    ...r,
    amount: fromCents(soldFor(r.lines)),
    refunds: refundsOf(r.id),
  }));
  const returnedCents = soldFor([...returned].map(([product_id, quantity]) => ({ product_id, quantity })));
  const short =
    sale.withdrawal_status === "PENDING"
      ? await requestShortages(from, Number(sale.withdrawal_number), productIds, businessToday())
      : new Map<string, number>();
  return {
    id: sale.id,
    number: formatDocumentNumber("sale", sale.number),
    created_at: sale.created_at,
    status: sale.status,
    type: sale.type,
    currency: sale.currency,
    subtotal: fromCents(subtotal_cents),
    taxes,
    total: fromCents(sale.total_cents),
    ...paymentsOf(await salePayments(from, sale.id), Number(sale.total_cents)),
    returned_amount: fromCents(returnedCents),
    net_total: sale.cancelled_at === null ? fromCents(Number(sale.total_cents) - returnedCents) : 0,
    requires_electronic_invoice: sale.requires_electronic_invoice === 1,
    receipt_number: formatReceiptNumber(sale.receipt_prefix, sale.receipt_number),
    employee_name: sale.employee_name,
    client: {
      identification: sale.client_identification,
      name: sale.client_name,
      last_name: sale.client_last_name,
      email: sale.client_email,
      phone_number: sale.client_phone_number,
    },
    lines: lines.map((line) => ({
      product_id: line.product_id,
      product_name: line.product_name,
      sku: line.sku,
      quantity: line.quantity,
      unit_price: fromCents(line.unit_price_cents),
      subtotal: fromCents(line.subtotal_cents),
      ...lineTaxes(line),
      list_price: listPriceOf(line),
      dispatched: Number(line.dispatched),
      returned: returned.get(line.product_id) ?? 0,
      short: short.get(line.product_id) ?? 0,
    })),
    withdrawal: {
      id: sale.withdrawal_id,
      number: formatDocumentNumber("withdrawal", sale.withdrawal_number),
      status: sale.withdrawal_status,
      dispatches: dispatches.map((d) => ({ ...d, quantity: Number(d.quantity) })),
    },
    returns,
    cancellation:
      sale.cancelled_at === null
        ? null
        : {
            at: sale.cancelled_at,
            by_name: sale.cancelled_by_name,
            reason: sale.cancel_reason ?? "",
            refunds: refundsOf(null),
          },
  };
}

/**
 * The body of a cancellation's transaction, for a sale nothing of which was dispatched: its picking
 * request becomes CANCELLED, which releases its reservation at once (only PENDING requests reserve),
 * and the sale records who, when and why. The request and its products are locked in the order an
 * assignment locks them, so of a cancellation and an assignment racing on one request exactly one
 * wins: the later one finds the request cancelled (409) or something dispatched (409). Exported for
 * the demo seed, which cancels inside its own transaction.
 */
export async function cancelSale(
  trx: Db,
  idOrNumber: string,
  input: SaleCancelInput,
  employeeId: string | null,
): Promise<SaleDetail> {
  const sale = await headerOf(trx, idOrNumber);
  const request = await withdrawalsRepo.lockRequest(trx, sale.withdrawal_id);
  if (request?.status === "CANCELLED") throw conflict(saleMessages.cancelled);
  const items = await withdrawalsRepo.findItems(trx, sale.withdrawal_id);
  if (request?.status !== "PENDING" || items.some((item) => item.fulfilled_quantity > 0))
    throw conflict(saleMessages.cannotCancelDispatched);
  const at = nowIso();
  await withdrawalsRepo.markCancelled(trx, sale.withdrawal_id, at);
  for (const item of items) await changeReserved(trx, item.product_id, -item.requested_quantity);
  await markSaleCancelled(trx, sale.id, { at, by: employeeId, reason: input.reason });
  // Everything paid comes back: the sale's total, by the methods it was paid with.
  await refundSale(trx, sale, Number(sale.total_cents), { employeeId, returnId: null });
  await recordDocument(trx, "sale", "cancel", sale, input.reason);
  return saleDetail(trx, sale.id);
}

type Searched = { clients: string[] | null; number: number | null; key: string };
type SaleFilterBounds = { from: string | undefined; to: string | undefined; status: SaleStatus | undefined };
export type Filters = Searched & SaleFilterBounds;

/**
 * What a search term selects: "V-123" / "v123" the sale with that number; any other term the sales
 * to the clients whose identification, name or email hold it (the clients list keeps those matches
 * until a client changes), plus the sale numbered so when the term is digits. `key` names the
 * selection for what is kept.
 */
async function searchedSales(db: Db, term: string): Promise<Searched> {
  if (!term) return { clients: null, number: null, key: "" };
  const number = parseDocumentNumber("sale", term);
  if (/^v-?\d+$/i.test(term)) return { clients: number === null ? [] : null, number, key: `number ${number}` };
  const matches = await repo.clientMatches(db, normalizeForSearch(term));
  return { clients: matches.ids, number, key: `clients ${matches.version} ${term}` };
}

/**
 * The history's filters as the repository reads them, or null when the query filters nothing (the
 * bucketed list then answers). Dates are business dates: `from` from the start of its day, `to` to the
 * end of its day. The list and its export (sales-history.export.ts) select the same sales through it.
 */
export async function historyFilters(db: Db, query: Omit<ListQuery, "page">): Promise<Filters | null> {
  const { search, from, to, status } = query;
  const term = search?.trim() ?? "";
  if (!term && from === undefined && to === undefined && status === undefined) return null;
  return {
    from: from === undefined ? undefined : businessDayBoundsUtc(from).start,
    to: to === undefined ? undefined : businessDayBoundsUtc(to).end,
    status,
    ...(await searchedSales(db, term)),
  };
}

/** Past this many matches a page is found by walking the history (walkedPage), in chunks of WALK_CHUNK sales. */
const WALKED_MATCHES_MIN = 5000;
const WALK_CHUNK = 500;
/** Deeper pages are read through the clients' index: the walk would grow with the depth. */
const WALKED_OFFSET_MAX = 1000;

/** The matching clients' ids as a set, made once per kept match list. */
const clientSets = new WeakMap<string[], Set<string>>();
function clientSet(ids: string[]): Set<string> {
  const known = clientSets.get(ids);
  if (known) return known;
  const set = new Set(ids);
  clientSets.set(ids, set);
  return set;
}

/** Counts and walked pages' ids kept per service (at most a page of ids each). */
const KEPT_ANSWERS = 1000;

export type SalesHistoryService = ReturnType<typeof createSalesHistoryService>;

/** `walkFrom`: how many matches make a search page walk the history (lowered by tests to compare both ways). */
export function createSalesHistoryService(db: Db, { walkFrom = WALKED_MATCHES_MIN } = {}) {
  /**
   * What a searched or filtered history costs to find — the exact count (a common name's walks over
   * 100k index entries) and which sales fill a page (gathered from the clients' index or walked) — is
   * kept until a sale is written (the sales list's version moves) or the matching clients change (their
   * key). Rows are always read fresh, since a sale's status changes without the version moving; for the
   * same reason nothing filtered by status is kept.
   */
  const kept = new Map<string, unknown>();
  async function keptUntilNextSale<T>(filters: Filters, what: string, find: () => Promise<T>): Promise<T> {
    if (filters.status !== undefined) return find();
    const key = JSON.stringify([await repo.salesVersion(db), filters.from, filters.to, filters.key, what]);
    if (kept.has(key)) return kept.get(key) as T;
    const found = await find();
    if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
    kept.set(key, found);
    return found;
  }

  /**
   * A page of a search matching many sales (a common name's), met by walking the history newest first
   * and keeping the sales that pass: at such a density a page turns up within a few hundred sales,
   * where the clients' index would gather and sort all 100k+ of them.
   */
  async function walkedPage(filters: Filters, offset: number): Promise<string[]> {
    const clients = clientSet(filters.clients ?? []);
    const passes = (sale: Awaited<ReturnType<typeof repo.salesBefore>>[number]) =>
      (clients.has(sale.client_id) || sale.number === filters.number) &&
      (filters.from === undefined || sale.created_at >= filters.from) &&
      (filters.to === undefined || sale.created_at < filters.to) &&
      (filters.status === undefined || sale.status === filters.status);
    const ids: string[] = [];
    let skipped = 0;
    let before: string | null = null;
    while (ids.length < PAGE_SIZE) {
      const chunk = await repo.salesBefore(db, before, WALK_CHUNK);
      for (const sale of chunk.filter(passes)) {
        if (skipped < offset) skipped++;
        else if (ids.length < PAGE_SIZE) ids.push(sale.id);
      }
      if (chunk.length < WALK_CHUNK) break;
      before = chunk[chunk.length - 1]!.id;
    }
    return ids;
  }

  return {
    /**
     * Newest first. Unfiltered, the bucketed list answers at any depth with exact totals; a search or
     * date or status filters read an exact count and a page over their indexes, or walk the history
     * for a search matching many sales (decision 0015).
     * Dates are business dates: `from` from the start of its day, `to` to the end of its day.
     */
    async list(query: ListQuery) {
      const { page } = query;
      const filters = await historyFilters(db, query);
      if (filters === null) {
        const { rows, total } = await repo.saleHistoryList.page(db, { page, descending: true });
        return paged(rows.map(toListItem), page, total);
      }
      const total = await keptUntilNextSale(filters, "count", () => repo.countFilteredSales(db, filters));
      const offset = pageOffset(page);
      if (offset >= total) return paged([], page, total);
      const walk = filters.clients !== null && total > walkFrom && offset < WALKED_OFFSET_MAX;
      const ids = await keptUntilNextSale(filters, `page ${page}`, () =>
        walk ? walkedPage(filters, offset) : repo.filteredSalePageIds(db, filters, offset),
      );
      return paged((await repo.salesByIds(db, ids)).map(toListItem), page, total);
    },

    /** The sale named by its id or number ("V-000123", "V-123", "123"). */
    get: async (idOrNumber: string) => saleDetail(db, (await headerOf(db, idOrNumber)).id),

    /** For writers answering with the detail inside their transaction (returns). */
    detail: saleDetail,

    /** One transaction (cancelSale). */
    cancel: (
      idOrNumber: string,
      input: SaleCancelInput,
      employeeId: string | null,
      idempotency: IdempotentWrite | null,
    ): Promise<SaleDetail> =>
      idempotentTransaction(db, idempotency, (trx) => cancelSale(trx, idOrNumber, input, employeeId)),
  };
}
