import {
  type AuditAction,
  type AuditChange,
  type AuditEntity,
  type AuditValue,
  auditEntityLabels,
} from "@inventario/shared/audit";
import { type DocumentKind, formatDocumentNumber } from "@inventario/shared/document-numbers";
import type { Db } from "../../db/connection";
import { msecsOf, newId } from "../../lib/ids";
import { normalizeForSearch } from "../../lib/search-text";
import * as repo from "./audit.repository";
import { currentActor } from "./audit-actor";
import { chainHash } from "./audit-chain";

/** One thing the trail records. */
export type AuditEvent = {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  /** What a reader sees in the list: the record or document by its readable name or number. */
  summary: string;
  changes?: AuditChange[];
  /**
   * Whose event it is when not the signed-in user's (a sign-in names the employee it signed in; a failed
   * one nobody); by default the request's user.
   */
  userId?: string | null;
};

/** False only in the benchmark's "trail off" server (config withoutAuditTrail), to measure the trail's cost. */
let trailOn = true;
export const turnOffAuditTrailForBench = () => {
  trailOn = false;
};

/** A transaction's chain head once it wrote its first row: its next rows follow on the same chain. */
const heldChains = new WeakMap<Db, repo.ChainHead>();

/** The search text: the summary and every changed value, so "1.500" or a former name finds the row. */
const SEARCH_TEXT_MAX = 2_000;
export function searchTextOf(summary: string, changes: AuditChange[]): string {
  const values = changes.flatMap((change) => [change.before, change.after].flat()).filter((v) => v !== null);
  return normalizeForSearch([summary, ...values.map(String)].join(" | ")).slice(0, SEARCH_TEXT_MAX);
}

/**
 * Records an event inside the transaction of the change it records: the change cannot commit without
 * it, and a rolled-back change leaves none. Appends to the chain the transaction holds (locked by its
 * first row until commit), so a transaction's rows follow each other on one chain. Call it after the
 * transaction's other locks (products, documents): a chain is held to the end of the transaction.
 */
export async function recordAudit(trx: Db, event: AuditEvent): Promise<void> {
  if (!trx.isTransaction) throw new Error("recordAudit runs inside the transaction of the change it records");
  if (!trailOn) return;
  const held = heldChains.get(trx) ?? (await repo.lockChainHead(trx));
  const id = newId();
  const actor = currentActor();
  const changes = event.changes ?? [];
  const row = {
    id,
    at: new Date(msecsOf(id)).toISOString(),
    user_id: event.userId === undefined ? actor.userId : event.userId,
    address: actor.address,
    action: event.action,
    entity: event.entity,
    entity_id: event.entityId ?? null,
    summary: event.summary,
    changes: JSON.stringify(changes),
    shard: held.shard,
    seq: Number(held.seq) + 1,
  };
  const hash = chainHash(held.hash, row);
  await repo.appendAuditRow(trx, { ...row, hash, search_text: searchTextOf(event.summary, changes) });
  const head = { shard: held.shard, seq: row.seq, hash };
  await repo.advanceChain(trx, head);
  heldChains.set(trx, head);
}

/** An event that goes with no change of its own (a sign-in, a refusal): recorded in a transaction of its own. */
export function recordAuditNow(db: Db, event: AuditEvent): Promise<void> {
  return db.transaction().execute((trx) => recordAudit(trx, event));
}

/**
 * The fields whose values differ between two states of a record, in the order of `after`'s keys: what
 * an update records, before → after. Values compare as JSON (a list of permissions by its items).
 */
export function fieldChanges<T extends Record<string, AuditValue | undefined>>(
  before: T,
  after: Partial<T>,
): AuditChange[] {
  return Object.keys(after).flatMap((field) => {
    const was = before[field] ?? null;
    const is = after[field] ?? null;
    return JSON.stringify(was) === JSON.stringify(is) ? [] : [{ field, before: was, after: is }];
  });
}

/** Every field of a created record, from nothing: what a creation records. */
export const createdFields = (record: Record<string, AuditValue | undefined>): AuditChange[] =>
  fieldChanges({} as Record<string, AuditValue | undefined>, record);

/** The trail's entity of each numbered document kind (a new kind does not compile without one). */
const DOCUMENT_ENTITIES: Record<DocumentKind, AuditEntity> = {
  withdrawal: "withdrawal",
  sale: "sale",
  transfer: "transfer",
  import: "import",
  purchaseOrder: "purchase_order",
  purchaseReceipt: "purchase_receipt",
  supplierReturn: "supplier_return",
  stockCount: "stock_count",
};

/**
 * A numbered document's event ("Venta V-000123", created, cancelled, applied…), pointing to it: the
 * ledger already holds its quantities. `detail` adds what the number does not say (a reason, the
 * warehouses of a transfer).
 */
export function recordDocument(
  trx: Db,
  kind: DocumentKind,
  action: AuditAction,
  document: { id: string; number: number },
  detail?: string,
): Promise<void> {
  const entity = DOCUMENT_ENTITIES[kind];
  const name = `${auditEntityLabels[entity]} ${formatDocumentNumber(kind, Number(document.number))}`;
  return recordAudit(trx, {
    action,
    entity,
    entityId: document.id,
    summary: detail ? `${name}: ${detail}`.slice(0, 500) : name,
  });
}
