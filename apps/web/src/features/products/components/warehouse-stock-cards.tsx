import type { InventoryProduct } from "@inventario/shared/inventory";
import { formatQuantity } from "../../../lib/format-quantity";
import { warehouseInitials } from "../warehouse-initials";
import { DetailCard } from "./detail-card";

type WarehouseStockCardsProps = {
  warehouses: InventoryProduct["warehouses"];
  /** The unit the product's lots share (use-product-unit.ts), null when unknown. */
  unit: string | null;
};

/** 'Inventario': one card per warehouse holding the product, with its initials and quantity. */
export function WarehouseStockCards({ warehouses, unit }: WarehouseStockCardsProps) {
  return (
    <DetailCard title="Inventario">
      {warehouses.length === 0 ? (
        <p className="text-sm text-gray-600">El producto no tiene existencias en ninguna bodega.</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))] gap-3">
          {warehouses.map((warehouse) => (
            <li key={warehouse.id} className="flex items-center gap-3 rounded-lg border border-gray-200 p-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-semibold text-indigo-700"
              >
                {warehouseInitials(warehouse.name)}
              </span>
              <div className="min-w-0">
                <p className="truncate font-medium text-gray-900" title={warehouse.name}>
                  {warehouse.name}
                </p>
                <p className="text-sm text-gray-600 tabular-nums">{formatQuantity(warehouse.quantity, unit)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
