import type { SessionUser } from "@inventario/shared/auth";
import {
  type CashMovementCreate,
  type CashSession,
  type CashSessionClose,
  type CashSessionListItem,
  type CashSessionOpen,
  type cashSessionListQuerySchema,
  cashSessionMessages,
  shiftName,
} from "@inventario/shared/cash-sessions";
import { formatPesos, fromCents, toCents } from "@inventario/shared/money";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import { isUniqueViolation } from "../../db/dialect";
import { AppError, conflict, notFound } from "../../errors";
import { newId } from "../../lib/ids";
import { paged, pageOffset } from "../../lib/paging";
import { nowIso } from "../../lib/time";
import { recordAudit } from "../audit/audit-trail";
import { type IdempotentWrite, idempotentTransaction } from "../idempotency/idempotent-transaction";
import type { PermissionsService } from "../roles/permissions.service";
import { expectedCash, expectedPerMethod } from "./cash-figures";
import { frozenFigures, shiftOf, summaryOf, totalsOf } from "./cash-session-view";
import * as repo from "./cash-sessions.repository";

type ListQuery = z.output<typeof cashSessionListQuerySchema>;

export type CashSessionsService = ReturnType<typeof createCashSessionsService>;

/** 'Caja' (issue 35): shifts opened, moved and closed by their employee; read by them and by `cash:read`. */
export function createCashSessionsService(db: Db, permissions: PermissionsService) {
  const readsAll = async (user: SessionUser) =>
    user.role === ADMIN_ROLE || (await permissions.userHas(user.id, "cash:read"));

  /** The shift, when the user may read it: their own, or any with `cash:read` (404 otherwise: no leak). */
  async function readable(user: SessionUser, id: string): Promise<repo.SessionRow> {
    const row = await repo.findSession(db, id);
    if (!row || (row.employee_id !== user.id && !(await readsAll(user)))) throw notFound(cashSessionMessages.notFound);
    return row;
  }

  /**
   * The shift locked for a write by its employee (or an admin): 404 unknown, 403 someone else's, 409 closed.
   */
  async function writable(trx: Db, user: SessionUser, id: string, mode: "share" | "exclusive") {
    const shift = await repo.lockSession(trx, id, mode);
    if (!shift) throw notFound(cashSessionMessages.notFound);
    if (shift.employee_id !== user.id && user.role !== ADMIN_ROLE)
      throw new AppError(403, "FORBIDDEN", cashSessionMessages.notYours);
    if (shift.status !== "OPEN") throw conflict(cashSessionMessages.closed);
    const row = await repo.findSession(trx, id);
    return row!;
  }

  return {
    async open(user: SessionUser, input: CashSessionOpen, idempotency: IdempotentWrite | null): Promise<CashSession> {
      try {
        return await idempotentTransaction(db, idempotency, async (trx) => {
          if (await repo.findOpenSessionOf(trx, user.id)) throw conflict(cashSessionMessages.alreadyOpen);
          const id = newId();
          const number = await repo.nextSessionNumber(trx);
          await repo.insertSession(trx, {
            id,
            number,
            employee_id: user.id,
            status: "OPEN",
            opening_amount_cents: toCents(input.opening_amount),
            opened_at: nowIso(),
            closed_at: null,
            closed_by_id: null,
          });
          await recordAudit(trx, {
            action: "create",
            entity: "cash_session",
            entityId: id,
            summary: `${shiftName(number)} abierta con base ${formatPesos(input.opening_amount)}`,
          });
          return shiftOf(trx, (await repo.findSession(trx, id))!);
        });
      } catch (error) {
        // Two openings racing: the partial unique index keeps one open shift per employee.
        if (isUniqueViolation(error)) throw conflict(cashSessionMessages.alreadyOpen);
        throw error;
      }
    },

    async current(user: SessionUser): Promise<{ session: CashSession | null }> {
      const row = await repo.findOpenSessionOf(db, user.id);
      return { session: row ? await shiftOf(db, row) : null };
    },

    get: async (user: SessionUser, id: string) => shiftOf(db, await readable(user, id)),

    async list(user: SessionUser, query: ListQuery) {
      const employeeId = (await readsAll(user)) ? query.employee_id : user.id;
      const { rows, total } = await repo.sessionPage(db, { status: query.status, employeeId }, pageOffset(query.page));
      const data: CashSessionListItem[] = [];
      for (const row of rows) {
        // An open shift's figures are summed now (a few a page: one open shift per employee).
        const figures =
          row.status === "CLOSED"
            ? frozenFigures(row)
            : { expected_cash: fromCents(expectedCash(await totalsOf(db, row))), difference: null };
        data.push({ ...summaryOf(row), ...figures });
      }
      return paged(data, query.page, total);
    },

    /** Whose shifts the export holds: the same rule as the list. */
    exportFilters: async (user: SessionUser, query: ListQuery): Promise<repo.SessionFilters> => ({
      status: query.status,
      employeeId: (await readsAll(user)) ? query.employee_id : user.id,
    }),

    addMovement: (user: SessionUser, id: string, input: CashMovementCreate, idempotency: IdempotentWrite | null) =>
      idempotentTransaction(db, idempotency, async (trx) => {
        // An exit is checked against the drawer: exits of one shift run one at a time (the shift locked
        // exclusively), or two could each pass the check and together take more than it holds.
        const row = await writable(trx, user, id, input.type === "OUT" ? "exclusive" : "share");
        const amountCents = toCents(input.amount);
        if (input.type === "OUT") {
          const available = expectedCash(await totalsOf(trx, row));
          if (amountCents > available)
            throw new AppError(409, "CONFLICT", cashSessionMessages.cashOutTooMuch(fromCents(available)), {
              amount: cashSessionMessages.cashOutTooMuch(fromCents(available)),
            });
        }
        const movementId = newId();
        await repo.insertMovement(trx, {
          id: movementId,
          cash_session_id: id,
          type: input.type,
          amount_cents: amountCents,
          reason: input.reason,
          employee_id: user.id,
          created_at: nowIso(),
        });
        await recordAudit(trx, {
          action: "create",
          entity: "cash_movement",
          entityId: movementId,
          summary:
            `${shiftName(row.number)}: ${input.type === "IN" ? "entrada" : "salida"} de ${formatPesos(input.amount)} (${input.reason})`.slice(
              0,
              500,
            ),
        });
        return shiftOf(trx, row);
      }),

    /**
     * One transaction: the shift locked exclusively (PostgreSQL: waits for the sales and refunds adding to it
     * and makes later ones find it closed; cash-sessions.repository.ts), its figures computed, frozen with the
     * counts, and the shift marked closed.
     */
    close: (user: SessionUser, id: string, input: CashSessionClose, idempotency: IdempotentWrite | null) =>
      idempotentTransaction(db, idempotency, async (trx) => {
        const row = await writable(trx, user, id, "exclusive");
        const expected = expectedPerMethod(await totalsOf(trx, row));
        const counted = new Map(input.counted.map((line) => [line.method, toCents(line.amount)] as const));
        const methods = new Set([...expected.map((figure) => figure.method), ...counted.keys()]);
        const counts = [...methods].map((method) => ({
          cash_session_id: id,
          method,
          expected_cents: expected.find((figure) => figure.method === method)?.expected ?? 0,
          counted_cents: counted.get(method) ?? 0,
        }));
        await repo.closeSession(
          trx,
          id,
          { closed_at: nowIso(), closed_by_id: user.id, note: input.note ?? "" },
          counts,
        );
        const difference = counts.reduce((total, c) => total + c.counted_cents - c.expected_cents, 0);
        await recordAudit(trx, {
          action: "close",
          entity: "cash_session",
          entityId: id,
          summary: `${shiftName(row.number)} cerrada: diferencia ${formatPesos(fromCents(difference))}`,
        });
        return shiftOf(trx, (await repo.findSession(trx, id))!);
      }),
  };
}
