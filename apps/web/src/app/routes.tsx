import { Navigate, type RouteObject } from "react-router";
import { RedirectIfAuthenticated } from "./guards/redirect-if-authenticated";
import { RequireAdmin } from "./guards/require-admin";
import { RequireAuth } from "./guards/require-auth";
import { RouteFallback } from "./route-fallback";
import { SessionRoot } from "./session-root";

// Every screen is its own chunk so the entry bundle only carries the router, the session and the guards.
const authLayout = async () => ({ Component: (await import("../features/auth/components/auth-layout")).AuthLayout });
const loginPage = async () => ({ Component: (await import("../features/auth/pages/login-page")).LoginPage });
const dashboardLayout = async () => ({ Component: (await import("./shell/dashboard-layout")).DashboardLayout });
const clientsPage = async () => ({ Component: (await import("../features/clients/pages/clients-page")).ClientsPage });
const clientViewPage = async () => ({
  Component: (await import("../features/clients/pages/client-view-page")).ClientViewPage,
});
const employeesPage = async () => ({
  Component: (await import("../features/employees/pages/employees-page")).EmployeesPage,
});
const employeeViewPage = async () => ({
  Component: (await import("../features/employees/pages/employee-view-page")).EmployeeViewPage,
});
const employeePermissionsPage = async () => ({
  Component: (await import("../features/roles/pages/employee-permissions-page")).EmployeePermissionsPage,
});
const rolesAndPermissionsPage = async () => ({
  Component: (await import("../features/roles/pages/roles-and-permissions-page")).RolesAndPermissionsPage,
});
const auditPage = async () => ({ Component: (await import("../features/audit/pages/audit-page")).AuditPage });
const dashboardHomePage = async () => ({
  Component: (await import("../features/dashboard/pages/dashboard-home-page")).DashboardHomePage,
});
const productsPage = async () => ({
  Component: (await import("../features/products/pages/products-page")).ProductsPage,
});
const warehousesPage = async () => ({
  Component: (await import("../features/warehouses/pages/warehouses-page")).WarehousesPage,
});

const reportsLayout = async () => ({
  Component: (await import("../features/reports/pages/reports-layout")).ReportsLayout,
});

const toLogin = <Navigate to="/auth/login" replace />;

export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    HydrateFallback: RouteFallback,
    children: [
      {
        path: "auth",
        element: <RedirectIfAuthenticated />,
        children: [
          { path: "register", element: null },
          {
            lazy: authLayout,
            children: [
              { index: true, lazy: loginPage },
              { path: "login", lazy: loginPage },
              { path: "*", lazy: loginPage },
            ],
          },
        ],
      },
      {
        path: "dashboard",
        element: <RequireAuth />,
        children: [
          {
            lazy: dashboardLayout,
            children: [
              { index: true, lazy: dashboardHomePage },
              { path: "clients", lazy: clientsPage },
              { path: "clients/view/:identification", lazy: clientViewPage },
              { path: "employees", lazy: employeesPage },
              { path: "employees/view/:identification", lazy: employeeViewPage },
              {
                path: "employees/permissions/:id",
                element: <RequireAdmin />,
                children: [{ index: true, lazy: employeePermissionsPage }],
              },
              { path: "rolesAndPermissions", lazy: rolesAndPermissionsPage },
              { path: "audit", lazy: auditPage },
              { path: "products", lazy: productsPage },
              {
                path: "products/view/:productId",
                lazy: async () => ({
                  Component: (await import("../features/products/pages/product-detail-page")).ProductDetailPage,
                }),
              },
              { path: "warehouses", lazy: warehousesPage },
              {
                path: "warehouses/:id/stock",
                lazy: async () => ({
                  Component: (await import("../features/warehouse-stock/pages/warehouse-stock-page"))
                    .WarehouseStockPage,
                }),
              },
              {
                path: "warehouses/:id/stock/print",
                lazy: async () => ({
                  Component: (await import("../features/warehouse-stock/pages/warehouse-stock-print-page"))
                    .WarehouseStockPrintPage,
                }),
              },
              {
                path: "pickingRequests",
                lazy: async () => ({
                  Component: (await import("../features/withdrawals/pages/withdrawals-page")).WithdrawalsPage,
                }),
              },
              {
                path: "pickingRequests/view/:id",
                lazy: async () => ({
                  Component: (await import("../features/withdrawals/pages/withdrawal-detail-page"))
                    .WithdrawalDetailPage,
                }),
              },
              {
                path: "transfers",
                lazy: async () => ({
                  Component: (await import("../features/transfers/pages/transfers-page")).TransfersPage,
                }),
              },
              {
                path: "alerts",
                lazy: async () => ({ Component: (await import("../features/alerts/pages/alerts-page")).AlertsPage }),
              },
              {
                path: "stock-counts",
                lazy: async () => ({
                  Component: (await import("../features/stock-counts/pages/stock-counts-page")).StockCountsPage,
                }),
              },
              {
                path: "stock-counts/:id",
                lazy: async () => ({
                  Component: (await import("../features/stock-counts/pages/stock-count-page")).StockCountPage,
                }),
              },
              {
                path: "stock-counts/:id/print",
                lazy: async () => ({
                  Component: (await import("../features/stock-counts/pages/stock-count-print-page"))
                    .StockCountPrintPage,
                }),
              },
              {
                path: "stock-counts/:id/variance",
                lazy: async () => ({
                  Component: (await import("../features/stock-counts/pages/stock-count-variance-page"))
                    .StockCountVariancePage,
                }),
              },
              {
                path: "suppliers",
                lazy: async () => ({
                  Component: (await import("../features/suppliers/pages/suppliers-page")).SuppliersPage,
                }),
              },
              {
                path: "suppliers/:id",
                lazy: async () => ({
                  Component: (await import("../features/suppliers/pages/supplier-view-page")).SupplierViewPage,
                }),
              },
              {
                path: "purchase-orders",
                lazy: async () => ({
                  Component: (await import("../features/purchases/pages/purchase-orders-page")).PurchaseOrdersPage,
                }),
              },
              {
                path: "purchase-orders/new",
                lazy: async () => ({
                  Component: (await import("../features/purchases/pages/purchase-order-form-page"))
                    .NewPurchaseOrderPage,
                }),
              },
              {
                path: "purchase-orders/:id",
                lazy: async () => ({
                  Component: (await import("../features/purchases/pages/purchase-order-page")).PurchaseOrderPage,
                }),
              },
              {
                path: "purchase-orders/:id/edit",
                lazy: async () => ({
                  Component: (await import("../features/purchases/pages/purchase-order-form-page"))
                    .EditPurchaseOrderPage,
                }),
              },
              {
                path: "purchase-receipts/:id",
                lazy: async () => ({
                  Component: (await import("../features/purchases/pages/purchase-receipt-page")).PurchaseReceiptPage,
                }),
              },
              {
                path: "purchase-suggestions",
                lazy: async () => ({
                  Component: (await import("../features/purchases/pages/purchase-suggestions-page"))
                    .PurchaseSuggestionsPage,
                }),
              },
              {
                path: "imports",
                lazy: async () => ({ Component: (await import("../features/imports/pages/imports-page")).ImportsPage }),
              },
              {
                path: "reports",
                lazy: reportsLayout,
                children: [
                  { index: true, element: <Navigate to="inventory-value" replace /> },
                  {
                    path: "inventory-value",
                    lazy: async () => ({
                      Component: (await import("../features/reports/pages/inventory-value-page")).InventoryValuePage,
                    }),
                  },
                  {
                    path: "sales",
                    lazy: async () => ({
                      Component: (await import("../features/reports/pages/sales-report-page")).SalesReportPage,
                    }),
                  },
                  {
                    path: "purchases",
                    lazy: async () => ({
                      Component: (await import("../features/reports/pages/purchases-report-page")).PurchasesReportPage,
                    }),
                  },
                ],
              },
              {
                path: "sale",
                lazy: async () => ({ Component: (await import("../features/sales/pages/sale-page")).SalePage }),
              },
              {
                path: "settings/business",
                lazy: async () => ({
                  Component: (await import("../features/settings/pages/business-settings-page")).BusinessSettingsPage,
                }),
              },
              {
                path: "sales",
                lazy: async () => ({
                  Component: (await import("../features/sales/pages/sales-history-page")).SalesHistoryPage,
                }),
              },
              {
                path: "cash",
                lazy: async () => ({
                  Component: (await import("../features/cash-sessions/pages/cash-page")).CashPage,
                }),
              },
              {
                path: "cash-sessions",
                lazy: async () => ({
                  Component: (await import("../features/cash-sessions/pages/cash-sessions-page")).CashSessionsPage,
                }),
              },
              {
                path: "cash-sessions/:id",
                lazy: async () => ({
                  Component: (await import("../features/cash-sessions/pages/cash-session-page")).CashSessionPage,
                }),
              },
              {
                path: "sales/:id",
                lazy: async () => ({
                  Component: (await import("../features/sales/pages/sale-detail-page")).SaleDetailPage,
                }),
              },
            ],
          },
        ],
      },
      { index: true, element: toLogin },
      { path: "*", element: toLogin },
    ],
  },
];
