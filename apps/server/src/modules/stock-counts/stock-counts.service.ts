import { setImmediate as nextTurn } from "node:timers/promises";
import type { SessionUser } from "@inventario/shared/auth";
import { formatDocumentNumber } from "@inventario/shared/document-numbers";
import { shortageMessages } from "@inventario/shared/inventory";
import { fromCents } from "@inventario/shared/money";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import {
  type StockCount,
  type StockCountStatus,
  type StockCountSummary,
  type stockCountEntriesInputSchema,
  type stockCountInputSchema,
  stockCountMessages,
  type UncountedChoice,
} from "@inventario/shared/stock-counts";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import { longWritesOf } from "../../db/long-writes";
import { AppError, conflict, notFound } from "../../errors";
import { businessToday } from "../../lib/business-date";
import { newId } from "../../lib/ids";
import { paged, pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import { nowIso } from "../../lib/time";
import { recordDocument } from "../audit/audit-trail";
import { refuseOutsideScope, warehouseFilterOf } from "../employees/warehouse-scope";
import {
  type IdempotentWrite,
  idempotentTransaction,
  type StockTransaction,
} from "../idempotency/idempotent-transaction";
import { buildErrorsFile } from "../imports/import-errors-file";
import { shortagesAfter } from "../inventory/shortages";
import * as productsRepo from "../products/products.repository";
import type { PermissionsService } from "../roles/permissions.service";
import * as warehousesRepo from "../warehouses/warehouses.repository";
import { adjustmentsOf, applyAdjustments, sellableChanges } from "./count-apply";
import { recordEntries } from "./count-entries";
import { type SheetRequest, sheetPage, toLines } from "./count-sheet";
import { checkSheet, recordSheet, SheetRefused } from "./count-upload";
import { varianceOf } from "./count-variance";
import * as repo from "./stock-counts.repository";

type CountInput = z.output<typeof stockCountInputSchema>;
type EntriesInput = z.output<typeof stockCountEntriesInputSchema>;

const toSummary = (row: repo.CountRow, counted: number, showsBook: boolean): StockCountSummary => ({
  id: row.id,
  number: formatDocumentNumber("stockCount", Number(row.number)),
  status: row.status,
  warehouse: { id: row.warehouse_id, name: row.warehouse_name },
  blind: row.blind === 1,
  scope: { category: row.scope_category, search: row.scope_search, skus: row.scope_sku_count },
  note: row.note,
  opened_by: row.opened_by_name,
  approved_by: row.approved_by_name,
  created_at: row.created_at,
  applied_at: row.applied_at,
  counted_lines: counted,
  net_value: showsBook && row.net_value_cents !== null ? fromCents(Number(row.net_value_cents)) : null,
});

/** The count's row, or 404. */
async function countOf(db: Db, id: string) {
  const count = await repo.findCount(db, id);
  if (!count) throw notFound(stockCountMessages.notFound);
  return count;
}

/**
 * The count's row under a lock (exclusive to change its status, shared for an entry), or 404; refused
 * (403) outside the employee's assigned warehouses, since a count is locked only to change it.
 */
async function lockedCount(trx: Db, id: string, lock: "update" | "share") {
  const count = await repo.lockCount(trx, id, lock);
  if (!count) throw notFound(stockCountMessages.notFound);
  await refuseOutsideScope(trx, [count.warehouse_id]);
  return count;
}

const refuseUnless = (status: StockCountStatus, allowed: readonly StockCountStatus[], message: string) => {
  if (!allowed.includes(status)) throw conflict(message);
};

/**
 * Opens a count (CF-000012; a transaction body): one row, plus the products its SKU list names. Nothing
 * of the warehouse is copied: the sheet reads its lots as they are when counted. Answers its id.
 */
export async function openCount(trx: Db, input: CountInput, employeeId: string): Promise<string> {
  await refuseOutsideScope(trx, [input.warehouse_id]);
  const warehouse = await warehousesRepo.findWarehouse(trx, input.warehouse_id);
  if (warehouse?.is_active !== 1)
    throw new AppError(400, "VALIDATION", stockCountMessages.warehouseUnavailable, {
      warehouse_id: stockCountMessages.warehouseUnavailable,
    });
  const skus = input.scope.skus?.map((sku) => sku.toUpperCase()) ?? null;
  const products = skus ? await productsRepo.productsBySkus(trx, skus) : [];
  if (skus) {
    const known = new Set(products.map((product) => product.sku));
    const unknown = skus.filter((sku) => !known.has(sku));
    if (unknown.length > 0)
      throw new AppError(400, "VALIDATION", stockCountMessages.skusUnknown(unknown), {
        "scope.skus": stockCountMessages.skusUnknown(unknown),
      });
  }
  const id = newId();
  const at = nowIso();
  const number = await repo.nextNumber(trx);
  await repo.insertCount(trx, {
    id,
    number,
    warehouse_id: input.warehouse_id,
    status: "OPEN",
    blind: input.blind ? 1 : 0,
    scope_category: input.scope.category,
    scope_search: input.scope.search ? normalizeForSearch(input.scope.search) || null : null,
    scope_sku_count: skus ? products.length : null,
    note: input.note,
    opened_by: employeeId,
    created_at: at,
    updated_at: at,
  });
  if (skus)
    await repo.insertScopeProducts(
      trx,
      id,
      products.map((product) => product.id),
    );
  await recordDocument(trx, "stockCount", "create", { id, number }, input.note || undefined);
  return id;
}

/** Runs one step of a long operation in a transaction: a new one per step (the service), or the caller's. */
export type StepRunner = <T>(work: (trx: Db) => Promise<T>) => Promise<T>;

/**
 * OPEN → REVIEW (docs/decisions/0027-stock-counts.md). First, while counters may still enter, every lot
 * in scope holding stock that nobody counted gets a line (its book quantity now: what 'Sin contar' lists
 * and 'Poner en cero' empties), and each counted line is flagged when its lot moved since it was counted;
 * a batch per step, yielding the event loop between them, so the warehouse's other writers wait for none
 * of it. Then the status changes.
 */
export async function reviewCount(step: StepRunner, id: string): Promise<void> {
  const count = await step(async (trx) => {
    const found = await countOf(trx, id);
    await refuseOutsideScope(trx, [found.warehouse_id]);
    return found;
  });
  refuseUnless(count.status, ["OPEN"], stockCountMessages.notOpenForReview);
  const at = nowIso();
  for (let after: repo.SheetKey | undefined; ; await nextTurn()) {
    after = await step((trx) => repo.snapshotUncounted(trx, count, after, REVIEW_BATCH, at));
    if (after === undefined) break;
  }
  for (let after: repo.SheetKey | undefined; ; await nextTurn()) {
    after = await step((trx) => repo.markMoved(trx, id, after, REVIEW_BATCH));
    if (after === undefined) break;
  }
  await step(async (trx) => {
    const locked = await lockedCount(trx, id, "update");
    refuseUnless(locked.status, ["OPEN"], stockCountMessages.notOpenForReview);
    await repo.updateCount(trx, id, { status: "REVIEW", reviewed_at: at, updated_at: nowIso() });
  });
}

/** REVIEW → APPLIED (a transaction body; the count locked in REVIEW by the caller): the adjustments. */
export async function applyCount(
  trx: StockTransaction,
  count: repo.Scope,
  uncounted: UncountedChoice,
  adjustments: Awaited<ReturnType<typeof adjustmentsOf>>,
  employeeId: string,
): Promise<void> {
  const net = await applyAdjustments(trx, count, adjustments, employeeId);
  const at = nowIso();
  await repo.updateCount(trx, count.id, {
    status: "APPLIED",
    uncounted,
    approved_by: employeeId,
    net_value_cents: net,
    applied_at: at,
    updated_at: at,
  });
}

/** Lots given a line, or lines flagged, per transaction of a review. */
const REVIEW_BATCH = 2_000;

export type StockCountsService = ReturnType<typeof createStockCountsService>;

export function createStockCountsService(db: Db, permissions: PermissionsService) {
  const approves = async (user: SessionUser) =>
    user.role === ADMIN_ROLE || permissions.userHas(user.id, "counts:approve");

  /**
   * Whether the caller sees book quantities and differences: always in an open-book count; in a
   * blind one only whoever approves counts, and everyone once it is applied (the ledger shows it then).
   */
  const showsBook = (count: { blind: number; status: StockCountStatus }, approver: boolean) =>
    count.blind === 0 || count.status === "APPLIED" || approver;

  /** The count as a caller who approves counts (or not) sees it; `via` a transaction to read inside it. */
  async function detail(id: string, approver: boolean, via: Db = db): Promise<StockCount> {
    const row = await countOf(via, id);
    const shows = showsBook(row, approver);
    const counted = (await repo.countedLines(via, [id])).get(id) ?? 0;
    return {
      ...toSummary(row, counted, shows),
      reason: row.reason,
      uncounted: row.uncounted,
      cancelled_at: row.cancelled_at,
      shows_book: shows,
    };
  }

  return {
    /** Newest first, filtered by status or warehouse. */
    async list(
      query: { page: number; status?: StockCountStatus | undefined; warehouse_id?: string | undefined },
      user: SessionUser,
    ) {
      const filters = { status: query.status, warehouse_ids: await warehouseFilterOf(db, query.warehouse_id) };
      const [total, rows] = await Promise.all([
        repo.countCounts(db, filters),
        repo.countPage(db, filters, pageOffset(query.page)),
      ]);
      const counted = await repo.countedLines(
        db,
        rows.map((row) => row.id),
      );
      const approver = await approves(user);
      return paged(
        rows.map((row) => toSummary(row, counted.get(row.id) ?? 0, showsBook(row, approver))),
        query.page,
        total,
      );
    },

    get: async (id: string, user: SessionUser) => detail(id, await approves(user)),

    /**
     * Opens a count (CF-000012): one row, plus the products its SKU list names. Nothing of the
     * warehouse is copied: the sheet reads its lots as they are when counted.
     */
    async open(input: CountInput, user: SessionUser): Promise<StockCount> {
      const id = await db.transaction().execute((trx) => openCount(trx, input, user.id));
      return detail(id, await approves(user));
    },

    /**
     * The count and whether this caller sees its book quantities; a filter that would reveal them is
     * refused (403) to a counter of a blind count.
     */
    async sheetAccess(id: string, request: SheetRequest, user: SessionUser) {
      const count = await countOf(db, id);
      const shows = showsBook(count, await approves(user));
      if (!shows && (request.filter === "differences" || request.filter === "moved"))
        throw new AppError(403, "FORBIDDEN", stockCountMessages.blindFilter);
      return { count, shows };
    },

    /** A page of the count sheet, filtered; book quantities only for whoever may see them. */
    async lines(id: string, request: SheetRequest, user: SessionUser) {
      const { count, shows } = await this.sheetAccess(id, request, user);
      return sheetPage(db, count, request, shows, user.id);
    },

    /**
     * The count's variance report, computed whole (docs/decisions/0027-stock-counts.md); refused (403)
     * to a counter of a blind count, who may not see the book.
     */
    async variance(id: string, user: SessionUser) {
      const count = await countOf(db, id);
      if (!showsBook(count, await approves(user)))
        throw new AppError(403, "FORBIDDEN", stockCountMessages.blindVariance);
      return { count, report: await varianceOf(db, count) };
    },

    /** A counter's entries, all or nothing; answers the lines they touched as the counter sees them. */
    async addEntries(id: string, input: EntriesInput, user: SessionUser) {
      // The answer states the count as the entries found it (open).
      const { count, keys } = await db.transaction().execute(async (trx) => {
        const count = await lockedCount(trx, id, "share");
        refuseUnless(count.status, ["OPEN"], stockCountMessages.notOpen);
        return { count, keys: await recordEntries(trx, count, input.entries, user.id) };
      });
      const rows = await repo.sheetRows(db, count, keys);
      return { lines: await toLines(db, count, rows, showsBook(count, await approves(user)), user.id) };
    },

    /**
     * An uploaded count sheet: checked whole (every error at once), then, unless `dryRun`, recorded in
     * one transaction as the uploader's counts; a sheet with any error records nothing (SheetRefused).
     */
    async upload(id: string, bytes: Buffer, dryRun: boolean, user: SessionUser, idempotency: IdempotentWrite | null) {
      const count = await countOf(db, id);
      await refuseOutsideScope(db, [count.warehouse_id]);
      refuseUnless(count.status, ["OPEN"], stockCountMessages.notOpen);
      const { answer, entries } = await checkSheet(db, count, bytes);
      if (dryRun) return answer;
      if (answer.errors_total > 0) throw new SheetRefused(answer);
      return idempotentTransaction(db, idempotency, async (trx) => {
        const locked = await lockedCount(trx, id, "share");
        refuseUnless(locked.status, ["OPEN"], stockCountMessages.notOpen);
        await recordSheet(trx, locked, entries, user.id);
        return { ...answer, recorded: true };
      });
    },

    /** The uploaded sheet back with an 'Errores' column holding every error of its rows, to fix and upload again. */
    async uploadErrors(id: string, bytes: Buffer) {
      const count = await countOf(db, id);
      const { answer } = await checkSheet(db, count, bytes, { allErrors: true });
      return buildErrorsFile(bytes, answer.errors);
    },

    /**
     * OPEN → REVIEW: no more entries until a recount sends lines back. First, while counters may still
     * enter, every lot in scope holding stock that nobody counted gets a line (its book quantity now:
     * what 'Sin contar' lists and 'Poner en cero' empties), and each counted line is flagged when its
     * lot moved since it was counted; a batch per transaction, so the warehouse's other writers wait for
     * none of it, each run by the long writes' handle (a batch over a million-lot warehouse held SQLite's
     * event loop 270-380 ms). Then the status changes.
     */
    async review(id: string, user: SessionUser): Promise<StockCount> {
      await reviewCount((work) => longWritesOf(db).transaction().execute(work), id);
      return detail(id, await approves(user));
    },

    /** REVIEW → OPEN with these lines emptied into a new round (their entries kept). */
    async recount(id: string, lineIds: string[], user: SessionUser): Promise<StockCount> {
      await db.transaction().execute(async (trx) => {
        const count = await lockedCount(trx, id, "update");
        refuseUnless(count.status, ["REVIEW"], stockCountMessages.notInReview);
        const unique = [...new Set(lineIds)];
        if ((await repo.sendToRecount(trx, id, unique)) !== unique.length)
          throw new AppError(400, "VALIDATION", stockCountMessages.recountUnknown, {
            lines: stockCountMessages.recountUnknown,
          });
        await repo.updateCount(trx, id, { status: "OPEN", updated_at: nowIso() });
        await recordDocument(trx, "stockCount", "update", count, `${unique.length} líneas a reconteo`);
      });
      return detail(id, await approves(user));
    },

    /** REVIEW → APPLIED: the adjustments, in one transaction; applying an applied count changes nothing. */
    /** The pending sales applying the count with this choice would leave short ('Faltantes'). */
    async shortages(id: string, uncounted: UncountedChoice) {
      const count = await countOf(db, id);
      const today = businessToday();
      const adjustments = await adjustmentsOf(db, count, uncounted, today);
      return { shortages: await shortagesAfter(db, sellableChanges(adjustments), today) };
    },

    async apply(
      id: string,
      { uncounted, confirm_shortages }: { uncounted: UncountedChoice; confirm_shortages: boolean },
      user: SessionUser,
      idempotency: IdempotentWrite | null,
    ) {
      const approver = await approves(user);
      return idempotentTransaction(longWritesOf(db), idempotency, async (trx) => {
        const count = await lockedCount(trx, id, "update");
        if (count.status === "APPLIED") return detail(id, approver, trx);
        refuseUnless(count.status, ["REVIEW"], stockCountMessages.notInReview);
        const today = businessToday();
        const adjustments = await adjustmentsOf(trx, count, uncounted, today);
        if (!confirm_shortages) {
          // Reality wins, but never silently: leaving pending sales short takes an explicit confirmation.
          const short = await shortagesAfter(trx, sellableChanges(adjustments), today);
          const sales = short.flatMap((shortage) => shortage.sales);
          if (short.length > 0)
            throw conflict(shortageMessages.confirm(sales), { confirm_shortages: shortageMessages.confirm(sales) });
        }
        await applyCount(trx, count, uncounted, adjustments, user.id);
        await recordDocument(trx, "stockCount", "apply", count, `${adjustments.length} ajustes`);
        return detail(id, approver, trx);
      });
    },

    /** An open or reviewed count is dropped: nothing of the stock changes. */
    async cancel(id: string, reason: string, user: SessionUser): Promise<StockCount> {
      await db.transaction().execute(async (trx) => {
        const count = await lockedCount(trx, id, "update");
        refuseUnless(count.status, ["OPEN", "REVIEW"], stockCountMessages.notCancellable);
        const at = nowIso();
        await repo.updateCount(trx, id, { status: "CANCELLED", reason, cancelled_at: at, updated_at: at });
        await recordDocument(trx, "stockCount", "cancel", count, reason);
      });
      return detail(id, await approves(user));
    },
  };
}
