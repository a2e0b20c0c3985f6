import type { Kysely, Migration } from "kysely";
import * as auth from "./2026-11-22-0001-auth";
import * as permissions from "./2026-11-22-0002-permissions";
import * as clients from "./2026-11-22-0003-clients";
import * as inventory from "./2026-11-22-0004-inventory";
import * as sales from "./2026-11-22-0005-sales";
import * as listIndex from "./2026-11-22-0006-list-index";
import * as lotTotals from "./2026-11-22-0007-lot-totals";
import * as movementCounts from "./2026-11-22-0008-movement-counts";
import * as productStock from "./2026-11-22-0009-product-stock";
import * as hotStockRows from "./2026-11-22-0010-hot-stock-rows";
import * as ledgerCount from "./2026-11-22-0011-ledger-count";
import * as loginThrottle from "./2026-11-23-0012-login-throttle";
import * as idempotency from "./2026-11-23-0013-idempotency";
import * as movementTypes from "./2026-11-24-0014-movement-types";
import * as dropLedgerCount from "./2026-11-24-0015-drop-ledger-count";
import * as dailyOperations from "./2026-11-24-0016-daily-operations";
import * as salesByClient from "./2026-11-24-0017-sales-by-client";
import * as stockAlerts from "./2026-11-24-0018-stock-alerts";
import * as kardex from "./2026-11-24-0019-kardex";
import * as salesReport from "./2026-11-24-0020-sales-report";
import * as warehouseLedger from "./2026-11-24-0021-warehouse-ledger";
import * as hotAlertKeys from "./2026-11-25-0022-hot-alert-keys";
import * as dailyTotalsZone from "./2026-11-27-0023-daily-totals-zone";
import * as salesProductFigures from "./2026-11-27-0024-sales-product-figures";
import * as imports from "./2026-11-28-0025-imports";
import * as bulkListInserts from "./2026-11-28-0026-bulk-list-inserts";
import * as suppliers from "./2026-11-28-0027-suppliers";
import * as purchases from "./2026-11-28-0028-purchases";
import * as lowOnlyAlerts from "./2026-11-29-0029-low-only-alerts";
import * as stockCounts from "./2026-11-29-0030-stock-counts";
import * as countedLines from "./2026-11-29-0031-counted-lines";
import * as stockedLots from "./2026-11-29-0032-stocked-lots";
import * as auditTrail from "./2026-11-29-0033-audit-trail";
import * as employeeWarehouses from "./2026-11-29-0034-employee-warehouses";
import * as businessSettings from "./2026-11-29-0035-business-settings";
import * as auditSearchMerges from "./2026-11-29-0036-audit-search-merges";
import * as iva from "./2026-11-29-0037-iva";
import * as salePayments from "./2026-11-29-0038-sale-payments";
import * as posNumbering from "./2026-11-29-0039-pos-numbering";
import * as cashSessions from "./2026-11-29-0040-cash-sessions";
import * as listPrices from "./2026-11-29-0041-list-prices";
import * as counterWarehouse from "./2026-11-29-0042-counter-warehouse";
import * as statementStockTriggers from "./2026-11-30-0043-statement-stock-triggers";
import * as movementCountTable from "./2026-12-01-0044-movement-count-table";
import * as warehouseStockKeys from "./2026-12-02-0045-warehouse-stock-keys";
import type { MigrationContext } from "./context";

export type { MigrationContext } from "./context";

/** A migration whose `up` is told the context (the business's time zone) by whoever runs it. */
type MigrationWithContext = {
  up(db: Kysely<any>, context: MigrationContext): Promise<void>;
  down(db: Kysely<any>): Promise<void>;
};

/** Bound to the context; its other exports (`rewrites`) kept for db/migrate.ts. */
const withContext = (migration: MigrationWithContext, context: MigrationContext): Migration => ({
  ...migration,
  up: (db) => migration.up(db, context),
  down: (db) => migration.down(db),
});

/**
 * Every migration, keyed by its dated name (Kysely runs them in name order), those that need it bound to
 * the context given (the business's time zone: passed explicitly, never read from the app). A static
 * list rather than a folder scan so the bundled server carries its migrations. The one link between the
 * app and its migrations: db/migrate.ts imports this, nothing else in the app imports a migration
 * (test/migration-isolation.unit.test.ts).
 */
export const migrationsFor = (context: MigrationContext): Record<string, Migration> => ({
  "2026-11-22-0001-auth": auth,
  "2026-11-22-0002-permissions": permissions,
  "2026-11-22-0003-clients": clients,
  "2026-11-22-0004-inventory": inventory,
  "2026-11-22-0005-sales": sales,
  "2026-11-22-0006-list-index": listIndex,
  "2026-11-22-0007-lot-totals": lotTotals,
  "2026-11-22-0008-movement-counts": movementCounts,
  "2026-11-22-0009-product-stock": productStock,
  "2026-11-22-0010-hot-stock-rows": hotStockRows,
  "2026-11-22-0011-ledger-count": ledgerCount,
  "2026-11-23-0012-login-throttle": loginThrottle,
  "2026-11-23-0013-idempotency": idempotency,
  "2026-11-24-0014-movement-types": movementTypes,
  "2026-11-24-0015-drop-ledger-count": dropLedgerCount,
  "2026-11-24-0016-daily-operations": dailyOperations,
  "2026-11-24-0017-sales-by-client": salesByClient,
  "2026-11-24-0018-stock-alerts": withContext(stockAlerts, context),
  "2026-11-24-0019-kardex": withContext(kardex, context),
  "2026-11-24-0020-sales-report": withContext(salesReport, context),
  "2026-11-24-0021-warehouse-ledger": warehouseLedger,
  "2026-11-25-0022-hot-alert-keys": hotAlertKeys,
  "2026-11-27-0023-daily-totals-zone": withContext(dailyTotalsZone, context),
  "2026-11-27-0024-sales-product-figures": withContext(salesProductFigures, context),
  "2026-11-28-0025-imports": imports,
  "2026-11-28-0026-bulk-list-inserts": bulkListInserts,
  "2026-11-28-0027-suppliers": suppliers,
  "2026-11-28-0028-purchases": purchases,
  "2026-11-29-0029-low-only-alerts": lowOnlyAlerts,
  "2026-11-29-0030-stock-counts": stockCounts,
  "2026-11-29-0031-counted-lines": countedLines,
  "2026-11-29-0032-stocked-lots": stockedLots,
  "2026-11-29-0033-audit-trail": auditTrail,
  "2026-11-29-0034-employee-warehouses": employeeWarehouses,
  "2026-11-29-0035-business-settings": businessSettings,
  "2026-11-29-0036-audit-search-merges": auditSearchMerges,
  "2026-11-29-0037-iva": iva,
  "2026-11-29-0038-sale-payments": salePayments,
  "2026-11-29-0039-pos-numbering": posNumbering,
  "2026-11-29-0040-cash-sessions": cashSessions,
  "2026-11-29-0041-list-prices": listPrices,
  "2026-11-29-0042-counter-warehouse": counterWarehouse,
  "2026-11-30-0043-statement-stock-triggers": statementStockTriggers,
  "2026-12-01-0044-movement-count-table": movementCountTable,
  "2026-12-02-0045-warehouse-stock-keys": warehouseStockKeys,
});

/**
 * The migrations for a rollback, which runs only `down` (no context needed): a context-bound `up` run
 * from here fails rather than guess a time zone.
 */
export const migrationsForRollback = (): Record<string, Migration> =>
  migrationsFor({
    get businessTimeZone(): string {
      throw new Error("A migration's up ran without the business's time zone (a rollback runs only downs).");
    },
  });

/** Every migration's name, in the order they run. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrationsForRollback());
