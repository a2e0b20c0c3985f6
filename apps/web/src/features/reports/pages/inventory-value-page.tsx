/**
 * Reportes → 'Valor del inventario' (issue 20). Placeholder so the reports screen can route to it
 * while the page is being built (GET /api/reports/inventory-value, shared/reports.ts).
 */
export function InventoryValuePage() {
  return <h2 className="text-lg font-semibold">Valor del inventario</h2>;
}
