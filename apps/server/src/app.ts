import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import { clientSchema, employeeSchema } from "@inventario/shared/people";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppConfig } from "./config/env";
import { createDatabase, type Db, type DbKind } from "./db/connection";
import { answerFrameworkError, registerErrorHandling } from "./errors";
import { useBusinessTimeZone } from "./lib/business-date";
import { createAlertsExport } from "./modules/alerts/alerts.export";
import { alertsRoutes } from "./modules/alerts/alerts.routes";
import { createAlertsService } from "./modules/alerts/alerts.service";
import { createAuditExport } from "./modules/audit/audit.export";
import { auditRoutes } from "./modules/audit/audit.routes";
import { createAuditService } from "./modules/audit/audit.service";
import { registerAuditActor } from "./modules/audit/audit-actor";
import { turnOffAuditTrailForBench } from "./modules/audit/audit-trail";
import { registerRefusalEvents } from "./modules/audit/refusal-events";
import { authRoutes } from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { createLoginThrottle } from "./modules/auth/login-throttle";
import { createCashSessionsExport } from "./modules/cash-sessions/cash-sessions.export";
import { cashSessionsRoutes } from "./modules/cash-sessions/cash-sessions.routes";
import { createCashSessionsService } from "./modules/cash-sessions/cash-sessions.service";
import { clientsExportKind } from "./modules/clients/clients.export";
import { clientsKind } from "./modules/clients/clients.kind";
import { employeeAccessRoutes } from "./modules/employees/employee-access.routes";
import { createEmployeeAccessService } from "./modules/employees/employee-access.service";
import { employeesExportKind } from "./modules/employees/employees.export";
import { employeesKind } from "./modules/employees/employees.kind";
import { healthRoutes } from "./modules/health/health.routes";
import { registerIdempotency } from "./modules/idempotency/idempotency";
import { createImportsExport } from "./modules/imports/imports.export";
import { importsRoutes } from "./modules/imports/imports.routes";
import { createImportsService } from "./modules/imports/imports.service";
import { inventoryRoutes } from "./modules/inventory/inventory.routes";
import { createInventoryService } from "./modules/inventory/inventory.service";
import { createMovementsExport } from "./modules/movements/movements.export";
import { movementsRoutes } from "./modules/movements/movements.routes";
import { createMovementsService } from "./modules/movements/movements.service";
import { createPeopleExport } from "./modules/people/people.export";
import { peopleRoutes } from "./modules/people/people.routes";
import { createPeopleService } from "./modules/people/people.service";
import { productExtrasRoutes } from "./modules/products/product-extras.routes";
import { createProductImageService } from "./modules/products/product-image.service";
import { createProductsExport } from "./modules/products/products.export";
import { productsRoutes } from "./modules/products/products.routes";
import { createProductsService } from "./modules/products/products.service";
import { createPurchasesExport } from "./modules/purchases/purchases.export";
import {
  purchaseOrdersRoutes,
  purchaseReceiptsRoutes,
  purchaseReportRoutes,
  purchaseSuggestionsRoutes,
} from "./modules/purchases/purchases.routes";
import { createPurchasesService } from "./modules/purchases/purchases.service";
import { createPurchasesReportExport } from "./modules/purchases/purchases-report.export";
import { createPurchasesReportService } from "./modules/purchases/purchases-report.service";
import { dashboardChartsRoutes } from "./modules/reports/dashboard-charts.routes";
import { createDashboardChartsService } from "./modules/reports/dashboard-charts.service";
import { createInventoryValueExport } from "./modules/reports/inventory-value.export";
import { inventoryValueRoutes } from "./modules/reports/inventory-value.routes";
import { createInventoryValueService } from "./modules/reports/inventory-value.service";
import { createKardexExport } from "./modules/reports/kardex.export";
import { kardexRoutes } from "./modules/reports/kardex.routes";
import { createKardexService } from "./modules/reports/kardex.service";
import { createSalesReportExport } from "./modules/reports/sales-report.export";
import { salesReportRoutes } from "./modules/reports/sales-report.routes";
import { createSalesReportService } from "./modules/reports/sales-report.service";
import { createPermissionsService } from "./modules/roles/permissions.service";
import { rolesRoutes } from "./modules/roles/roles.routes";
import { createRolesService } from "./modules/roles/roles.service";
import { saleReturnsRoutes } from "./modules/sales/sale-returns.routes";
import { createSaleReturnsService } from "./modules/sales/sale-returns.service";
import { salesRoutes } from "./modules/sales/sales.routes";
import { createSalesService } from "./modules/sales/sales.service";
import { createSalesHistoryExport } from "./modules/sales/sales-history.export";
import { salesHistoryRoutes } from "./modules/sales/sales-history.routes";
import { createSalesHistoryService } from "./modules/sales/sales-history.service";
import { settingsRoutes } from "./modules/settings/settings.routes";
import { createSettingsService } from "./modules/settings/settings.service";
import { createStockCountsExport } from "./modules/stock-counts/stock-counts.export";
import { stockCountsRoutes } from "./modules/stock-counts/stock-counts.routes";
import { createStockCountsService } from "./modules/stock-counts/stock-counts.service";
import { createSuppliersExport } from "./modules/suppliers/suppliers.export";
import { productSuppliersRoutes, suppliersRoutes } from "./modules/suppliers/suppliers.routes";
import { createSuppliersService } from "./modules/suppliers/suppliers.service";
import { createTransfersExport } from "./modules/transfers/transfers.export";
import { transfersRoutes } from "./modules/transfers/transfers.routes";
import { createTransfersService } from "./modules/transfers/transfers.service";
import { createWarehouseStockExport } from "./modules/warehouse-stock/warehouse-stock.export";
import { warehouseStockRoutes } from "./modules/warehouse-stock/warehouse-stock.routes";
import { createWarehouseStockService } from "./modules/warehouse-stock/warehouse-stock.service";
import { createWarehousesExport } from "./modules/warehouses/warehouses.export";
import { warehousesRoutes } from "./modules/warehouses/warehouses.routes";
import { createWarehousesService } from "./modules/warehouses/warehouses.service";
import { createWithdrawalsExport } from "./modules/withdrawals/withdrawals.export";
import { withdrawalsRoutes } from "./modules/withdrawals/withdrawals.routes";
import { createWithdrawalsService } from "./modules/withdrawals/withdrawals.service";
import { registerAccessControl } from "./plugins/access";
import { registerOpenApi } from "./plugins/openapi";
import { registerSameOriginWrites } from "./plugins/same-origin";
import { registerSecurityHeaders } from "./plugins/security";
import { registerWebApp } from "./plugins/web-app";

// Zod's own messages (wrong type, too long…) in Spanish, like ours.
z.config(z.locales.es());

const BODY_LIMIT_BYTES = 1024 * 1024;
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
  }
}

/** Builds the whole application without listening: server.ts listens, tests inject. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  if (config.businessTimeZone) useBusinessTimeZone(config.businessTimeZone);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
        censor: "[oculto]",
      },
    },
    // A caller's id goes into every log line and back out in a header: only a short token of safe
    // characters is kept, anything else (log forging, huge or odd values) gets a fresh one.
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    frameworkErrors: answerFrameworkError,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = createDatabase(config.database, (err) => app.log.warn({ err }, "database connection lost"));
  app.decorate("db", db);
  app.decorate("dbKind", config.database.kind);
  app.addHook("onClose", async () => db.destroy());
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // First: every later hook, handler and error handler knows whose request it serves (the audit trail).
  registerAuditActor(app);
  if (config.withoutAuditTrail) {
    turnOffAuditTrailForBench();
    app.log.warn("BENCH_WITHOUT_AUDIT_TRAIL: this server records NO audit trail (benchmark only)");
  }
  registerErrorHandling(app);
  registerRefusalEvents(app, db);
  registerSecurityHeaders(app);
  registerSameOriginWrites(app);
  await app.register(cookie);
  await app.register(multipart);
  await registerOpenApi(app);

  const auth = createAuthService(db, { sessionTtlHours: config.sessionTtlHours });
  const permissions = createPermissionsService(db);
  registerAccessControl(app, auth, permissions);
  registerIdempotency(app, db);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(db, config.database.kind));
      await api.register(authRoutes(auth, permissions, createLoginThrottle(db, config.loginRateLimit)));
      await api.register(rolesRoutes(createRolesService(db)), { prefix: "/roles" });
      await api.register(
        peopleRoutes(
          "clients",
          createPeopleService(db, clientsKind),
          clientSchema,
          createPeopleExport(db, clientsExportKind),
        ),
        { prefix: "/clients" },
      );
      await api.register(
        peopleRoutes(
          "employees",
          createPeopleService(db, employeesKind),
          employeeSchema,
          createPeopleExport(db, employeesExportKind),
        ),
        { prefix: "/employees" },
      );
      await api.register(employeeAccessRoutes(createEmployeeAccessService(db)), { prefix: "/employees" });
      await api.register(warehousesRoutes(createWarehousesService(db), createWarehousesExport(db)), {
        prefix: "/warehouse",
      });
      await api.register(warehouseStockRoutes(createWarehouseStockService(db), createWarehouseStockExport(db)), {
        prefix: "/warehouse",
      });
      const products = createProductsService(db);
      const inventory = createInventoryService(db);
      await api.register(productsRoutes(products, createProductsExport(db)), { prefix: "/product" });
      await api.register(productExtrasRoutes(products, createProductImageService(db)), { prefix: "/product" });
      await api.register(inventoryRoutes(inventory), { prefix: "/inventory" });
      await api.register(movementsRoutes(createMovementsService(db), createMovementsExport(db)), {
        prefix: "/movement",
      });
      await api.register(salesRoutes(createSalesService(db, permissions)), { prefix: "/sale" });
      const salesHistory = createSalesHistoryService(db);
      await api.register(salesHistoryRoutes(salesHistory, createSalesHistoryExport(db)), { prefix: "/sales" });
      await api.register(saleReturnsRoutes(createSaleReturnsService(db, salesHistory.detail)), { prefix: "/sales" });
      await api.register(withdrawalsRoutes(createWithdrawalsService(db), createWithdrawalsExport(db)), {
        prefix: "/withdrawals",
      });
      await api.register(transfersRoutes(createTransfersService(db), createTransfersExport(db)), {
        prefix: "/transfers",
      });
      const imports = createImportsService(db);
      await api.register(importsRoutes(imports, createImportsExport(db)), { prefix: "/imports" });
      await api.register(alertsRoutes(createAlertsService(db), createAlertsExport(db)), { prefix: "/alerts" });
      const suppliers = createSuppliersService(db);
      await api.register(suppliersRoutes(suppliers, createSuppliersExport(db)), { prefix: "/suppliers" });
      await api.register(productSuppliersRoutes(suppliers), { prefix: "/product" });
      const purchases = createPurchasesService(db);
      await api.register(purchaseOrdersRoutes(purchases, createPurchasesExport(db)), { prefix: "/purchase-orders" });
      await api.register(purchaseReceiptsRoutes(purchases), { prefix: "/purchase-receipts" });
      await api.register(purchaseSuggestionsRoutes(purchases), { prefix: "/purchases" });
      const purchasesReport = createPurchasesReportService(db);
      await api.register(purchaseReportRoutes(purchasesReport, createPurchasesReportExport(purchasesReport)), {
        prefix: "/reports",
      });
      await api.register(stockCountsRoutes(createStockCountsService(db, permissions), createStockCountsExport(db)), {
        prefix: "/stock-counts",
      });
      await api.register(auditRoutes(createAuditService(db), createAuditExport(db)), { prefix: "/audit" });
      await api.register(settingsRoutes(createSettingsService(db)), { prefix: "/settings" });
      await api.register(cashSessionsRoutes(createCashSessionsService(db, permissions), createCashSessionsExport(db)), {
        prefix: "/cash-sessions",
      });
      const kardex = createKardexService(db);
      await api.register(kardexRoutes(kardex, createKardexExport(kardex)), { prefix: "/product" });
      const inventoryValue = createInventoryValueService(db);
      await api.register(inventoryValueRoutes(inventoryValue, createInventoryValueExport(inventoryValue)), {
        prefix: "/reports",
      });
      const salesReport = createSalesReportService(db);
      await api.register(salesReportRoutes(salesReport, createSalesReportExport(salesReport)), { prefix: "/reports" });
      await api.register(dashboardChartsRoutes(createDashboardChartsService(db, permissions)), {
        prefix: "/dashboard",
      });
    },
    { prefix: "/api" },
  );

  await registerWebApp(app, config.webDist);
  return app;
}
