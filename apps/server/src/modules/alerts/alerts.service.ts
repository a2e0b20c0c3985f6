import {
  ALERT_COUNT_CAP,
  type AlertListQuery,
  type AlertPage,
  type AlertRow,
  type AlertSummary,
  addDays,
  daysBetween,
  type ExpiryWindow,
} from "@inventario/shared/alerts";
import type { Db } from "../../db/connection";
import { paged, pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import { warehouseFilterOf } from "../employees/warehouse-scope";
import { syncedBusinessToday } from "../inventory/stock-ledger";
import { productAlertPage } from "./alert-products";
import * as repo from "./alerts.repository";

const toNumber = (value: number | string | null) => (value === null ? null : Number(value));
/** A maximum of 0 means none was set. */
const maximumOf = (value: number | string) => (Number(value) > 0 ? Number(value) : null);

export function levelRow(kind: "low" | "out", row: repo.LevelAlertRow): AlertRow {
  const available = Number(row.available);
  const maximum = maximumOf(row.maximum);
  return {
    kind,
    product: { id: row.product_id, name: row.product_name, sku: row.sku },
    warehouse: row.warehouse_id === null ? null : { id: row.warehouse_id, name: row.warehouse_name ?? "" },
    lot_number: null,
    quantity: available,
    unit: null,
    minimum: Number(row.minimum),
    maximum,
    reserved: toNumber(row.reserved),
    suggested_reorder: maximum === null ? null : Math.max(0, maximum - available),
    expiration_date: null,
    days_left: null,
    on_order: Number(row.on_order),
    transfer_from: null,
  };
}

export function lotRow(kind: "expiring" | "expired", row: repo.LotAlertRow, today: string): AlertRow {
  return {
    kind,
    product: { id: row.product_id, name: row.product_name, sku: row.sku },
    warehouse: { id: row.warehouse_id, name: row.warehouse_name },
    lot_number: row.lot_number,
    quantity: Number(row.quantity),
    unit: row.unit,
    minimum: null,
    maximum: null,
    reserved: null,
    suggested_reorder: null,
    expiration_date: row.expiration_date,
    days_left: daysBetween(today, row.expiration_date),
    on_order: null,
    transfer_from: null,
  };
}

/**
 * The expiration dates each expiry kind covers on `today`: expired before it; expiring from it to `days`
 * ahead, both included (written as strict bounds, see ExpiryRange).
 */
const expiredRange = (today: string) => ({ before: today });
const expiringRange = (today: string, days: ExpiryWindow) => ({
  after: addDays(today, -1),
  before: addDays(today, days + 1),
});
export const expiryRange = (
  kind: "expiring" | "expired",
  today: string,
  days: ExpiryWindow,
): repo.ExpiryRange<string> => (kind === "expired" ? expiredRange(today) : expiringRange(today, days));

const capped = (n: number) => Math.min(n, ALERT_COUNT_CAP);

export type AlertsService = ReturnType<typeof createAlertsService>;

export function createAlertsService(db: Db) {
  return {
    async summary(days: ExpiryWindow): Promise<AlertSummary> {
      const date = await syncedBusinessToday(db);
      const [{ low, out, expiring, expired }, products] = await Promise.all([
        repo.countSummary(db, expiringRange(date, days), expiredRange(date)),
        repo.countProductsNeedingAction(db, expiredRange(date)),
      ]);
      const counts = [low, out, expiring, expired];
      return {
        today: date,
        days,
        low: capped(low),
        out: capped(out),
        expiring: capped(expiring),
        expired: capped(expired),
        total: counts.map(capped).reduce((sum, n) => sum + n, 0),
        products: capped(products),
        capped: [...counts, products].some((n) => n > ALERT_COUNT_CAP),
      };
    },

    async list(query: AlertListQuery): Promise<AlertPage> {
      const date = await syncedBusinessToday(db);
      const search = query.search ? normalizeForSearch(query.search) : undefined;
      const filters = { warehouseIds: await warehouseFilterOf(db, query.warehouse_id), search: search || undefined };
      const offset = pageOffset(query.page);
      const { kind } = query;
      if ((kind === "low" || kind === "out") && query.group === "product") {
        const { total, rows } = await productAlertPage(db, kind, filters, offset, levelRow);
        return { ...paged(rows, query.page, capped(total)), total_capped: total > ALERT_COUNT_CAP, today: date };
      }
      if (kind === "low" || kind === "out") {
        const total = await repo.countLevelAlerts(db, kind, filters);
        const rows = offset < capped(total) ? await repo.levelAlertPage(db, kind, filters, offset) : [];
        const page = paged(
          rows.map((row) => levelRow(kind, row)),
          query.page,
          capped(total),
        );
        return { ...page, total_capped: total > ALERT_COUNT_CAP, today: date };
      }
      const range = expiryRange(kind, date, query.days);
      const total = await repo.countLotAlerts(db, range, filters);
      const rows = offset < capped(total) ? await repo.lotAlertPage(db, range, filters, offset) : [];
      const page = paged(
        rows.map((row) => lotRow(kind, row, date)),
        query.page,
        capped(total),
      );
      return { ...page, total_capped: total > ALERT_COUNT_CAP, today: date };
    },
  };
}
