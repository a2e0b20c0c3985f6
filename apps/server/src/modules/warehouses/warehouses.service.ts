import { randomInt } from "node:crypto";
import { PAGE_SIZE } from "@inventario/shared/constants";
import { type Warehouse, warehouseMessages } from "@inventario/shared/warehouses";
import type { Db } from "../../db/connection";
import { countActive } from "../../db/count-active";
import { containsText, isUniqueViolation } from "../../db/dialect";
import { AppError, conflict, notFound } from "../../errors";
import { newId, nowIso } from "../../lib/ids";
import { paged, pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";

const columns = ["id", "identification", "name", "is_active"] as const;
const toDto = (row: { id: string; identification: string; name: string; is_active: number }): Warehouse => ({
  ...row,
  is_active: row.is_active === 1,
});

const duplicateName = () => conflict(warehouseMessages.duplicate, { name: warehouseMessages.duplicate });

export type WarehousesService = ReturnType<typeof createWarehousesService>;

/**
 * Warehouses are few (tens, a few hundred at most): the name search is a scan of name_key, which is
 * cheaper than maintaining a trigram index for them.
 */
export function createWarehousesService(db: Db) {
  function filtered(search: string | undefined) {
    const term = normalizeForSearch(search ?? "");
    let query = db.selectFrom("warehouses");
    if (term) query = query.where(containsText("name_key", term));
    return query;
  }

  async function existing(id: string) {
    const row = await db.selectFrom("warehouses").select(columns).where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound(warehouseMessages.notFound);
    return row;
  }

  async function refuseWhileHoldingStock(id: string) {
    const stock = await db
      .selectFrom("lots")
      .select("id")
      .where("warehouse_id", "=", id)
      .where("quantity", ">", 0)
      .limit(1)
      .executeTakeFirst();
    if (stock) throw new AppError(409, "CONFLICT", warehouseMessages.holdsStock);
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
        const rows = await db
          .selectFrom("warehouses")
          .select(columns)
          .where("is_active", "=", 1)
          .orderBy("name_key")
          .execute();
        return { data: rows.map(toDto), page: 1, total_pages: 1, total: rows.length };
      }
      const [{ n }, rows] = await Promise.all([
        filtered(search)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
        filtered(search)
          .select(columns)
          .orderBy("name_key")
          .orderBy("id")
          .limit(PAGE_SIZE)
          .offset(pageOffset(page))
          .execute(),
      ]);
      return paged(rows.map(toDto), page, n);
    },

    async create(name: string): Promise<Warehouse> {
      const at = nowIso();
      const row = {
        id: newId(),
        identification: "",
        name,
        name_key: normalizeForSearch(name),
        created_at: at,
        updated_at: at,
      };
      for (let attempt = 0; ; attempt++) {
        row.identification = String(randomInt(1_000_000_000, 10_000_000_000));
        try {
          await uniqueName(() => db.insertInto("warehouses").values(row).execute());
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
        db
          .updateTable("warehouses")
          .set({
            name: input.name,
            name_key: normalizeForSearch(input.name),
            is_active: input.is_active ? 1 : 0,
            updated_at: nowIso(),
          })
          .where("id", "=", id)
          .execute(),
      );
      return { id, identification: current.identification, name: input.name, is_active: input.is_active };
    },

    async deactivate(id: string): Promise<void> {
      await existing(id);
      await refuseWhileHoldingStock(id);
      await db.updateTable("warehouses").set({ is_active: 0, updated_at: nowIso() }).where("id", "=", id).execute();
    },

    countActive: () => countActive(db, "warehouses"),

    namesBatch: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom("warehouses").select(["id", "name"]).where("id", "in", ids).execute(),
  };
}
