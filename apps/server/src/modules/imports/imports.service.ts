import { createHash } from "node:crypto";
import { formatDateEsCo } from "@inventario/shared/dates";
import { formatDocumentNumber } from "@inventario/shared/document-numbers";
import { type ImportCheckResult, type ImportRecord, importApiMessages } from "@inventario/shared/import-api";
import { type ImportKind, importKindLabels } from "@inventario/shared/imports";
import type { Db } from "../../db/connection";
import { isUniqueViolation } from "../../db/dialect";
import { longWritesOf } from "../../db/long-writes";
import { AppError, conflict, notFound } from "../../errors";
import { businessDateOf } from "../../lib/business-date";
import { newId } from "../../lib/ids";
import { paged, pageOffset } from "../../lib/paging";
import { SpreadsheetError } from "../../lib/spreadsheet/read";
import { nowIso } from "../../lib/time";
import { workLimit } from "../../lib/work-limit";
import { recordDocument } from "../audit/audit-trail";
import { type IdempotentWrite, idempotentTransaction } from "../idempotency/idempotent-transaction";
import { activeWarehouses } from "../warehouses/warehouses.repository";
import { checkImport, fileKeys, type ImportCheck, type ImportFile, readImportFile } from "./import-check";
import { IMPORT_BATCH_ROWS, type ImportActor, type PlannedRow } from "./import-target";
import { importTargets } from "./import-targets";
import * as repo from "./imports.repository";

/** An uploaded file: its bytes and the name the user's computer gave it. */
export type Upload = { bytes: Buffer; filename: string };

/** A file with errors: 422 with every error listed (up to the cap), nothing written. */
export class ImportRefused extends Error {
  constructor(readonly check: ImportCheck) {
    super(importApiMessages.hasErrors(check.errors_total));
    this.name = "ImportRefused";
  }
}

/** A stored import as the API answers it. */
export const toImportRecord = (row: repo.ImportRow): ImportRecord => ({
  id: row.id,
  number: formatDocumentNumber("import", Number(row.number)),
  kind: row.kind,
  file_name: row.file_name,
  rows: Number(row.rows),
  create: Number(row.created),
  update: Number(row.updated),
  unchanged: Number(row.unchanged),
  employee_name: row.employee_name,
  created_at: row.created_at,
});

const answerOf = ({ plan: _, ...check }: ImportCheck): ImportCheckResult => check;

/** A file that is not a readable spreadsheet is the request's fault: 400 with its Spanish message. */
async function readFile(kind: ImportKind, bytes: Buffer): Promise<ImportFile> {
  try {
    return await readImportFile(bytes, kind);
  } catch (error) {
    if (error instanceof SpreadsheetError)
      throw new AppError(400, "VALIDATION", error.message, { file: error.message });
    throw error;
  }
}

/**
 * What identifies opening stock however the file was saved: its rows as read and checked, in file
 * order (docs/decisions/0025-imports.md). The same stock uploaded again, as .xlsx or .csv, hashes the same.
 */
function stockHash(plan: ReadonlyArray<PlannedRow>): string {
  const hash = createHash("sha256");
  for (const { key, data } of plan) {
    const { quantity, unit, costs, expiration_date, min_stock, max_stock } = data;
    hash.update(JSON.stringify([key, quantity, unit, costs, expiration_date, min_stock, max_stock]));
    hash.update("\n");
  }
  return hash.digest("hex");
}

export type ImportsService = ReturnType<typeof createImportsService>;

/** Files read and checked at once by this process (each holds its rows in memory). */
const FILES_AT_ONCE = 2;

export function createImportsService(db: Db) {
  // Imports apply one at a time (their lock, repo.lockImports, serializes them across processes too): the
  // ones waiting here hold neither a parsed file nor a database connection. Checks share FILES_AT_ONCE.
  const applies = workLimit(1);
  const fileWork = workLimit(FILES_AT_ONCE);
  return {
    /** The dry run: everything the file would do and every reason it cannot; writes nothing. */
    check: (kind: ImportKind, bytes: Buffer, actor: ImportActor): Promise<ImportCheckResult> =>
      fileWork(async () => answerOf(await checkImport(db, importTargets[kind](), await readFile(kind, bytes), actor))),

    /** Every error of the file, unbounded (the errors file lists them all). */
    allErrors: (kind: ImportKind, bytes: Buffer, actor: ImportActor) =>
      fileWork(async () => {
        const file = await readFile(kind, bytes);
        return (await checkImport(db, importTargets[kind](), file, actor, { allErrors: true })).errors;
      }),

    /**
     * Applies the file, all or nothing (docs/decisions/0025-imports.md): read before the transaction,
     * checked again inside it against what is committed (one import at a time), refused whole (422) at
     * the first error, refused (409) as opening stock applied before unless `confirmDuplicate`; then
     * written a batch at a time, with a turn between batches, as document I-000001.
     */
    async apply(
      kind: ImportKind,
      upload: Upload,
      actor: ImportActor,
      idempotency: IdempotentWrite | null,
      confirmDuplicate: boolean,
    ): Promise<ImportRecord> {
      return applies(async () => {
        const file = await readFile(kind, upload.bytes);
        return idempotentTransaction(longWritesOf(db), idempotency, async (trx) => {
          await repo.lockImports(trx);
          const target = importTargets[kind]();
          if (target.lockFor) await target.lockFor(trx, await fileKeys(target, file));
          const check = await checkImport(trx, target, file, actor);
          if (check.errors_total > 0) throw new ImportRefused(check);
          // The plan holds what the writes need: the file's rows can go (100,000 of them are tens of MB).
          file.rows.length = 0;
          const contentHash = kind === "stock" ? stockHash(check.plan) : null;
          if (contentHash !== null && !confirmDuplicate) {
            const earlier = await repo.importWithHash(trx, contentHash);
            if (earlier)
              throw new AppError(
                409,
                "DUPLICATE_IMPORT",
                importApiMessages.duplicate(
                  formatDocumentNumber("import", Number(earlier.number)),
                  formatDateEsCo(businessDateOf(earlier.created_at)),
                ),
              );
          }
          const at = nowIso();
          const id = newId();
          const number = await repo.nextImportNumber(trx);
          await repo.insertImport(trx, {
            id,
            number,
            kind,
            file_name: upload.filename.slice(0, 255),
            content_hash: contentHash,
            rows: check.rows,
            created: check.create,
            updated: check.update,
            unchanged: check.unchanged,
            employee_id: actor?.id ?? null,
            created_at: at,
          });
          const writes = check.plan.filter((row) => row.action !== "unchanged");
          try {
            for (let start = 0; start < writes.length; start += IMPORT_BATCH_ROWS) {
              const batch = writes.slice(start, start + IMPORT_BATCH_ROWS);
              await target.write(trx, batch, { importId: id, number, actor, at });
              // Each time the rows written double, plans are made again for the tables as they now are.
              const written = start / IMPORT_BATCH_ROWS + 1;
              if ((written & (written - 1)) === 0) await repo.discardPlans(trx);
              // A turn between batches: other requests are answered while a large import is written.
              await new Promise<void>((resolve) => setImmediate(resolve));
            }
            await target.finish?.(trx);
          } catch (error) {
            // Another user created the same SKU, email or name after the check (outside any import).
            if (isUniqueViolation(error)) throw conflict(importApiMessages.changedMeanwhile);
            throw error;
          }
          await recordDocument(
            trx,
            "import",
            "apply",
            { id, number },
            `${importKindLabels[kind]}, ${upload.filename.slice(0, 100)}: ${check.create} nuevos, ${check.update} actualizados`,
          );
          const row = await repo.importById(trx, id);
          if (!row) throw new Error("the import just written is not there");
          return toImportRecord(row);
        });
      });
    },

    /** The active warehouses' names (the opening-stock template's list of warehouses). */
    warehouseNames: async () => (await activeWarehouses(db)).map((row) => row.name),

    async list(page: number) {
      const [rows, total] = await Promise.all([repo.importPage(db, pageOffset(page)), repo.countImports(db)]);
      return paged(rows.map(toImportRecord), page, total);
    },

    async get(id: string): Promise<ImportRecord> {
      const row = await repo.importById(db, id);
      if (!row) throw notFound(importApiMessages.notFound);
      return toImportRecord(row);
    },
  };
}
