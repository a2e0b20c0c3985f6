import { NavLink, Outlet } from "react-router";
import { PageHeader } from "../../../components/page-header";

const TABS = [
  { to: "/dashboard/reports/inventory-value", label: "Valor del inventario" },
  { to: "/dashboard/reports/sales", label: "Ventas" },
  { to: "/dashboard/reports/purchases", label: "Compras" },
] as const;

/**
 * 'Reportes' (issue 20): one screen whose tabs are the reports, each its own URL (a link can open
 * either, Back returns to the one before) and its own chunk. The tabs are links, so they are a
 * navigation list with the current one marked, not an ARIA tab list.
 */
export function ReportsLayout() {
  return (
    <>
      <PageHeader title="Reportes" />
      <nav aria-label="Reportes" className="mb-6 border-b border-gray-200">
        <ul className="flex gap-x-1 overflow-x-auto">
          {TABS.map((tab) => (
            <li key={tab.to} className="shrink-0">
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  `-mb-px inline-flex border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset ${
                    isActive
                      ? "border-indigo-600 text-indigo-700"
                      : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900"
                  }`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
