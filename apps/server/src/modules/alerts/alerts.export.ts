import { type AlertKind, type AlertListQuery, type AlertRow, alertKindLabels } from "@inventario/shared/alerts";
import type { Db } from "../../db/connection";
import { longReadsOf } from "../../db/long-reads";
import { EXPORT_BATCH_ROWS, keysetBatches, mapBatches } from "../../lib/export/batches";
import { type Column, columns, type ExportSource } from "../../lib/export/columns";
import { normalizeForSearch } from "../../lib/search-text";
import { warehouseFilterOf } from "../employees/warehouse-scope";
import { syncedBusinessToday } from "../inventory/stock-ledger";
import * as repo from "./alerts.repository";
import { expiryRange, levelRow, lotRow } from "./alerts.service";

const product = columns<AlertRow>()([
  { header: "Producto", kind: "text", value: (row) => row.product.name },
  { header: "SKU", kind: "text", value: (row) => row.product.sku },
  // A product's own row (all its warehouses, what pending requests need) has none.
  { header: "Bodega", kind: "text", value: (row) => row.warehouse?.name ?? "Todas" },
]);

/** Stock bajo and Agotados: the figures the list shows and the suggested reorder. */
export const levelAlertColumns: ReadonlyArray<Column<AlertRow>> = [
  ...product,
  ...columns<AlertRow>()([
    { header: "Disponible", kind: "integer", value: (row) => row.quantity },
    { header: "Mínimo", kind: "integer", value: (row) => row.minimum },
    { header: "Máximo", kind: "integer", value: (row) => row.maximum },
    { header: "Reservado", kind: "integer", value: (row) => row.reserved },
    { header: "Sugerido a reponer", kind: "integer", value: (row) => row.suggested_reorder },
  ]),
];

/** Por vencer and Vencidos: the lot, what it holds and when it expires. */
export const lotAlertColumns: ReadonlyArray<Column<AlertRow>> = [
  ...product,
  ...columns<AlertRow>()([
    { header: "Lote", kind: "text", value: (row) => row.lot_number },
    { header: "Cantidad", kind: "integer", value: (row) => row.quantity },
    { header: "Unidad", kind: "text", value: (row) => row.unit },
    { header: "Vence", kind: "date", value: (row) => row.expiration_date },
    { header: "Días", kind: "integer", value: (row) => row.days_left },
  ]),
];

const FILE_NAMES: Record<AlertKind, string> = {
  low: "alertas-stock-bajo",
  out: "alertas-agotados",
  expiring: "alertas-por-vencer",
  expired: "alertas-vencidos",
};

export type AlertsExport = ReturnType<typeof createAlertsExport>;

export function createAlertsExport(db: Db) {
  return {
    /**
     * Every alert of the tab as the screen filters it, most urgent first: the whole list, not only the
     * ALERT_COUNT_CAP rows its pages reach, walked by keyset in the pages' order. No total is sent:
     * the list is counted only up to the cap.
     */
    async list(query: Omit<AlertListQuery, "page">): Promise<ExportSource<AlertRow>> {
      const today = await syncedBusinessToday(db);
      const search = query.search ? normalizeForSearch(query.search) : undefined;
      const filters = { warehouseIds: await warehouseFilterOf(db, query.warehouse_id), search: search || undefined };
      const { kind } = query;
      // The batches run off the event loop (db/long-reads.ts); the expiry sync above writes, on `db`.
      const reads = longReadsOf(db);
      const source = { name: FILE_NAMES[kind], sheet: alertKindLabels[kind] };
      if (kind === "low" || kind === "out") {
        const rows = keysetBatches(
          (after: repo.LevelKey | null, limit: number) => repo.levelAlertsAfter(reads, kind, filters, after, limit),
          (row) => ({ gap: Number(row.gap), product_id: row.product_id, warehouse_id: row.warehouse_id ?? "" }),
          EXPORT_BATCH_ROWS,
        );
        return {
          ...source,
          columns: levelAlertColumns,
          rows: mapBatches(rows, (b) => b.map((r) => levelRow(kind, r))),
        };
      }
      const range = expiryRange(kind, today, query.days);
      const rows = keysetBatches(
        (after: repo.LotKey | null, limit: number) => repo.lotAlertsAfter(reads, range, filters, after, limit),
        (row) => ({ expiration_date: row.expiration_date, id: row.id }),
        EXPORT_BATCH_ROWS,
      );
      return {
        ...source,
        columns: lotAlertColumns,
        rows: mapBatches(rows, (b) => b.map((r) => lotRow(kind, r, today))),
      };
    },
  };
}
