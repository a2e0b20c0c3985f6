import { addDays } from "@inventario/shared/dates";
import { RANGE_COUNT_CAP } from "@inventario/shared/pagination";
import type { WarehouseStockRow, warehouseStockQuerySchema } from "@inventario/shared/warehouse-stock";
import { warehouseMessages } from "@inventario/shared/warehouses";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import { notFound } from "../../errors";
import { businessToday } from "../../lib/business-date";
import { cappedPage } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import { availableOf, productAvailability } from "../inventory/availability.repository";
import * as warehousesRepo from "../warehouses/warehouses.repository";
import * as repo from "./warehouse-stock.repository";

export type StockQuery = z.output<typeof warehouseStockQuerySchema>;

/** The rows as the API answers them, with each product's reserved and available read for the page at once. */
export async function toStockRows(db: Db, rows: repo.StockRow[], today: string): Promise<WarehouseStockRow[]> {
  // No `in ()`: PostgreSQL refuses an empty list.
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.product_id))];
  const available = new Map((await productAvailability(db, ids, today)).map((row) => [row.id, availableOf(row)]));
  return rows.map((row) => ({
    id: row.id,
    product: { id: row.product_id, name: row.product_name, sku: row.sku, category: row.category },
    lot_number: row.lot_number,
    unit: row.unit,
    quantity: Number(row.quantity),
    expiration_date: row.expiration_date,
    expired: row.expiration_date !== null && row.expiration_date < today,
    reserved: Number(row.reserved),
    available: available.get(row.product_id) ?? 0,
  }));
}

export type WarehouseStockService = ReturnType<typeof createWarehouseStockService>;

export function createWarehouseStockService(db: Db) {
  return {
    /** The filters of a query on a warehouse that exists (404 otherwise), with today's dates. */
    async filters(
      warehouseId: string,
      query: StockQuery,
    ): Promise<repo.StockFilters & { today: string; warehouseName: string }> {
      const warehouse = await warehousesRepo.findWarehouse(db, warehouseId);
      if (!warehouse) throw notFound(warehouseMessages.notFound);
      const today = businessToday();
      return {
        warehouseId,
        warehouseName: warehouse.name,
        state: query.state,
        search: query.search ? normalizeForSearch(query.search) || undefined : undefined,
        category: query.category || undefined,
        today,
        until: addDays(today, query.days),
      };
    },

    /** A page of what the warehouse holds, with its name; its total stops at RANGE_COUNT_CAP («más de 1.000»). */
    async page(warehouseId: string, query: StockQuery) {
      const f = await this.filters(warehouseId, query);
      const page = await cappedPage(query, {
        count: async () => {
          const total = await repo.countStock(db, f, RANGE_COUNT_CAP);
          return { total: Math.min(total, RANGE_COUNT_CAP), capped: total > RANGE_COUNT_CAP };
        },
        rows: (limit, offset) => repo.stockPage(db, f, query.after, limit, offset),
      });
      return {
        ...page,
        data: await toStockRows(db, page.data, f.today),
        warehouse: { id: warehouseId, name: f.warehouseName },
      };
    },
  };
}
