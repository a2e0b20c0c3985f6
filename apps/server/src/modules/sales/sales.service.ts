import { PAGE_SIZE } from "@inventario/shared/constants";
import { limitMessages, MAX_AMOUNT_CENTS, MAX_QUANTITY } from "@inventario/shared/limits";
import { fromCents, toCents } from "@inventario/shared/money";
import type { saleCreateSchema } from "@inventario/shared/sales";
import { type Sale, saleMessages } from "@inventario/shared/sales";
import { sql } from "kysely";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import { lockProducts } from "../../db/locks";
import { AppError, conflict, notFound } from "../../errors";
import { newId, nowIso } from "../../lib/ids";
import { paged, pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import { type IdempotentWrite, idempotentTransaction } from "../idempotency/idempotent-transaction";

type SaleInput = z.output<typeof saleCreateSchema>;
type Line = { product_id: string; quantity: number; unit_price_cents: number };

/**
 * Repeated lines of one product become one line (quantities added, the first line's price kept).
 * The merged lines and the total must stay within the bounds the columns hold (limits.ts): 409.
 */
export function mergeLines(items: SaleInput["items"]): Line[] {
  const byProduct = new Map<string, Line>();
  for (const item of items) {
    const line = byProduct.get(item.product_id);
    if (line) line.quantity += item.quantity;
    else
      byProduct.set(item.product_id, {
        product_id: item.product_id,
        quantity: item.quantity,
        unit_price_cents: toCents(item.unit_price),
      });
  }
  const lines = [...byProduct.values()];
  if (lines.some((line) => line.quantity > MAX_QUANTITY)) throw conflict(limitMessages.saleLineQuantity(MAX_QUANTITY));
  // Past 2^53 the products are inexact, but then far above the bound: the comparison still holds.
  const total = lines.reduce((sum, line) => sum + line.quantity * line.unit_price_cents, 0);
  if (total > MAX_AMOUNT_CENTS) throw conflict(limitMessages.saleTotal);
  return lines;
}

/**
 * What can still be promised, per product: stock on hand minus what pending picking requests still
 * need. One statement, so it reads one consistent snapshot.
 */
function availability(trx: Db, productIds: string[]) {
  return trx
    .selectFrom("products as p")
    .select([
      "p.id",
      "p.name",
      "p.is_active",
      "p.stock as on_hand",
      sql<number>`coalesce((
        select sum(wi.requested_quantity - wi.fulfilled_quantity)
        from withdrawal_items wi join withdrawals w on w.id = wi.withdrawal_id
        where wi.product_id = p.id and w.status = 'PENDING'), 0)`.as("reserved"),
    ])
    .where("p.id", "in", productIds)
    .execute();
}

/** A sale's own columns, with the client's identification as client_id (the API addresses clients by it). */
const saleSummaries = (db: Db) =>
  db
    .selectFrom("sales")
    .innerJoin("clients", "clients.id", "sales.client_id")
    .select([
      "sales.id",
      "clients.identification as client_id",
      "sales.type",
      "sales.currency",
      "sales.total_cents",
      "sales.withdrawal_id",
      "sales.created_at",
    ]);

export type SalesService = ReturnType<typeof createSalesService>;

export function createSalesService(db: Db) {
  async function load(id: string, from: Db = db): Promise<Sale> {
    const sale = await saleSummaries(from).where("sales.id", "=", id).executeTakeFirst();
    if (!sale) throw notFound(saleMessages.notFound);
    const lines = await from
      .selectFrom("sale_lines")
      .select(["product_id", "quantity", "unit_price_cents", "subtotal_cents"])
      .where("sale_id", "=", id)
      .orderBy("id")
      .execute();
    const { total_cents, ...rest } = sale;
    return {
      ...rest,
      total: fromCents(total_cents),
      items: lines.map((l) => ({
        product_id: l.product_id,
        quantity: l.quantity,
        unit_price: fromCents(l.unit_price_cents),
        subtotal: fromCents(l.subtotal_cents),
      })),
    };
  }

  return {
    /**
     * The sale, its lines and its picking request in one transaction; refused when stock is already
     * promised. With an idempotency key the answer is read and stored inside that transaction.
     */
    async create(
      input: SaleInput,
      employee: { id: string; name: string },
      idempotency: IdempotentWrite | null = null,
    ): Promise<Sale> {
      const lines = mergeLines(input.items);
      const client = await db
        .selectFrom("clients")
        .select("id")
        .where("identification", "=", input.client_id)
        .where("is_active", "=", 1)
        .executeTakeFirst();
      if (!client)
        throw new AppError(400, "VALIDATION", saleMessages.clientUnavailable, {
          client_id: saleMessages.clientUnavailable,
        });

      const saleId = newId();
      return idempotentTransaction(db, idempotency, async (trx) => {
        const productIds = lines.map((l) => l.product_id);
        await lockProducts(trx, productIds);
        const stock = new Map((await availability(trx, productIds)).map((row) => [row.id, row]));
        for (const line of lines) {
          const product = stock.get(line.product_id);
          if (product?.is_active !== 1) {
            throw new AppError(400, "VALIDATION", saleMessages.productUnavailable, {
              items: saleMessages.productUnavailable,
            });
          }
          const available = Number(product.on_hand) - Number(product.reserved);
          if (line.quantity > available)
            throw conflict(saleMessages.notAvailable(product.name, Math.max(0, available)));
        }

        const at = nowIso();
        const withdrawalId = newId();
        await trx
          .insertInto("withdrawals")
          .values({
            id: withdrawalId,
            requested_by: employee.name,
            employee_id: employee.id,
            status: "PENDING",
            search_text: normalizeForSearch(employee.name),
            created_at: at,
            updated_at: at,
          })
          .execute();
        await trx
          .insertInto("withdrawal_items")
          .values(
            lines.map((l) => ({
              id: newId(),
              withdrawal_id: withdrawalId,
              product_id: l.product_id,
              requested_quantity: l.quantity,
            })),
          )
          .execute();
        const total = lines.reduce((sum, l) => sum + l.quantity * l.unit_price_cents, 0);
        await trx
          .insertInto("sales")
          .values({
            id: saleId,
            client_id: client.id,
            type: input.type,
            currency: input.currency,
            total_cents: total,
            employee_id: employee.id,
            withdrawal_id: withdrawalId,
            created_at: at,
          })
          .execute();
        await trx
          .insertInto("sale_lines")
          .values(
            lines.map((l) => ({
              id: newId(),
              sale_id: saleId,
              product_id: l.product_id,
              quantity: l.quantity,
              unit_price_cents: l.unit_price_cents,
              subtotal_cents: l.quantity * l.unit_price_cents,
            })),
          )
          .execute();
        return load(saleId, trx);
      });
    },

    get: (id: string) => load(id),

    async list(page: number) {
      const [{ n }, rows] = await Promise.all([
        db
          .selectFrom("sales")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
        saleSummaries(db).orderBy("sales.id", "desc").limit(PAGE_SIZE).offset(pageOffset(page)).execute(),
      ]);
      return paged(
        rows.map(({ total_cents, ...row }) => ({ ...row, total: fromCents(total_cents) })),
        page,
        n,
      );
    },
  };
}
