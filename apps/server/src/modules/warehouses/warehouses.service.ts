import { randomInt } from "node:crypto";
import { type Warehouse, warehouseMessages } from "@inventario/shared/warehouses";
import type { Db } from "../../db/connection";
import { isUniqueViolation } from "../../db/dialect";
import { AppError, conflict, notFound } from "../../errors";
import { newId } from "../../lib/ids";
import { paged, pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import { nowIso } from "../../lib/time";
import { createdFields, fieldChanges, recordAudit } from "../audit/audit-trail";
import * as repo from "./warehouses.repository";

const toDto = (row: { id: string; identification: string; name: string; is_active: number }): Warehouse => ({
  ...row,
  is_active: row.is_active === 1,
});

const duplicateName = () => conflict(warehouseMessages.duplicate, { name: warehouseMessages.duplicate });

/** A 10-digit code drawn at random (SPEC "Warehouses"): a clash is 1 in 9 billion per warehouse. */
const newWarehouseCode = () => String(randomInt(1_000_000_000, 10_000_000_000));

/** A new warehouse's row: its id, a fresh code, its name and the name's key (unique, compared by searches). */
export const newWarehouseRow = (name: string, at: string) => ({
  id: newId(),
  identification: newWarehouseCode(),
  name,
  name_key: normalizeForSearch(name),
  created_at: at,
  updated_at: at,
});

export type WarehousesService = ReturnType<typeof createWarehousesService>;

export function createWarehousesService(db: Db) {
  async function existing(id: string) {
    const row = await repo.findWarehouse(db, id);
    if (!row) throw notFound(warehouseMessages.notFound);
    return row;
  }

  async function refuseWhileHoldingStock(id: string) {
    if (await repo.holdsStock(db, id)) throw new AppError(409, "CONFLICT", warehouseMessages.holdsStock);
  }

  async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error) && String((error as Error).message).includes("name_key")) throw duplicateName();
      throw error;
    }
  }

  return {
    async list(page: number, search: string | undefined, all: boolean) {
      if (all) {
        const rows = await repo.activeWarehouses(db);
        return { data: rows.map(toDto), page: 1, total_pages: 1, total: rows.length };
      }
      const term = normalizeForSearch(search ?? "");
      const [n, rows] = await Promise.all([
        repo.countWarehouses(db, term),
        repo.warehousePage(db, term, pageOffset(page)),
      ]);
      return paged(rows.map(toDto), page, n);
    },

    async create(name: string): Promise<Warehouse> {
      const row = newWarehouseRow(name, nowIso());
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0) row.identification = newWarehouseCode();
        try {
          await uniqueName(() =>
            db.transaction().execute(async (trx) => {
              await repo.insertWarehouse(trx, row);
              await recordAudit(trx, {
                action: "create",
                entity: "warehouse",
                entityId: row.id,
                summary: name,
                changes: createdFields({ name, is_active: true }),
              });
            }),
          );
          return { id: row.id, identification: row.identification, name, is_active: true };
        } catch (error) {
          // A clash of the random 10-digit code (1 in 9 billion per existing warehouse): draw again.
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },

    async update(id: string, input: { id: string; name: string; is_active: boolean }): Promise<Warehouse> {
      if (input.id !== id)
        throw new AppError(400, "VALIDATION", "El id del cuerpo no coincide con el de la ruta", { id: "No coincide" });
      const current = await existing(id);
      if (current.is_active === 1 && !input.is_active) await refuseWhileHoldingStock(id);
      await uniqueName(() =>
        db.transaction().execute(async (trx) => {
          const before = (await repo.findWarehouse(trx, id)) ?? current;
          await repo.updateWarehouse(trx, id, {
            name: input.name,
            name_key: normalizeForSearch(input.name),
            is_active: input.is_active ? 1 : 0,
            updated_at: nowIso(),
          });
          const wasActive = before.is_active === 1;
          await recordAudit(trx, {
            action: wasActive === input.is_active ? "update" : input.is_active ? "reactivate" : "deactivate",
            entity: "warehouse",
            entityId: id,
            summary: input.name,
            changes: fieldChanges(
              { name: before.name, is_active: wasActive },
              { name: input.name, is_active: input.is_active },
            ),
          });
        }),
      );
      return { id, identification: current.identification, name: input.name, is_active: input.is_active };
    },

    async deactivate(id: string): Promise<void> {
      const current = await existing(id);
      await refuseWhileHoldingStock(id);
      await db.transaction().execute(async (trx) => {
        await repo.deactivateWarehouse(trx, id, nowIso());
        await recordAudit(trx, {
          action: "deactivate",
          entity: "warehouse",
          entityId: id,
          summary: current.name,
          changes: fieldChanges({ is_active: current.is_active === 1 }, { is_active: false }),
        });
      });
    },

    countActive: () => repo.countActiveWarehouses(db),

    namesBatch: (ids: string[]) => (ids.length === 0 ? Promise.resolve([]) : repo.warehouseNames(db, ids)),
  };
}
