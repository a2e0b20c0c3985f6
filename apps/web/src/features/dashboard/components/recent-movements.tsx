import { movementLabel } from "@inventario/shared/movement-types";
import type { Movement } from "@inventario/shared/movements";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable, figure } from "../../../components/data-table";
import { LoadingStatus } from "../../../components/list-status";
import { MovementReference } from "../../../components/picking-id";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { formatDisplayTime } from "../../../lib/format-time";
import { type NamesById, useNamesBatch } from "../api/get-names-batch";
import { useRecentMovements } from "../api/get-recent-movements";

const TITLE = "Movimientos recientes";
const COLUMNS = ["Producto", "SKU", "Bodega", "Tipo", figure("Cantidad"), "Referencia", "Fecha"];
const NO_VALUE = "-";

type MovementRowProps = {
  movement: Movement;
  products: NamesById | undefined;
  warehouses: NamesById | undefined;
};

function MovementRow({ movement, products, warehouses }: MovementRowProps) {
  const product = products?.get(movement.product_id);
  return (
    <DataRow className="hover:bg-gray-50">
      <DataCell className="whitespace-nowrap px-3 py-3 font-medium text-gray-900">
        {product?.name ?? "Desconocido"}
      </DataCell>
      <DataCell className="whitespace-nowrap px-3 py-3">
        <span className="block font-mono text-gray-800">{product?.sku ?? "—"}</span>
        {movement.lot_number ? <span className="block text-xs text-gray-600">Lote {movement.lot_number}</span> : null}
      </DataCell>
      <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">
        {warehouses?.get(movement.warehouse_id)?.name ?? "Desconocida"}
      </DataCell>
      <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">{movementLabel(movement.type)}</DataCell>
      <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
        {formatQuantity(movement.quantity, movement.unit)}
      </DataCell>
      <DataCell className="min-w-40 px-3 py-3 text-gray-700">
        <MovementReference movement={movement} empty={NO_VALUE} />
      </DataCell>
      {/* Date over time, like SKU over lot: the table stays narrow enough to fit a laptop screen. */}
      <DataCell className="whitespace-nowrap px-3 py-3 tabular-nums">
        <span className="block text-gray-800">{formatDisplayDate(movement.created_at)}</span>
        <span className="block text-xs text-gray-600">{formatDisplayTime(movement.created_at)}</span>
      </DataCell>
    </DataRow>
  );
}

/**
 * The ten latest movements with product and warehouse names. Each kind of name comes from one
 * names-batch request for the whole table, and the rows wait for both so names do not pop in one by one.
 * A failed load leaves the table empty: the reason goes to the console only (SPEC §8).
 */
export function RecentMovements() {
  const movements = useRecentMovements();
  const rows = movements.data ?? [];
  const products = useNamesBatch(
    "product",
    rows.map((movement) => movement.product_id),
  );
  const warehouses = useNamesBatch(
    "warehouse",
    rows.map((movement) => movement.warehouse_id),
  );
  const loading = movements.isLoading || products.isLoading || warehouses.isLoading;

  return (
    // The table itself is the labelled region; a second region of the same name would only repeat it.
    <div className="mt-8">
      <h2 className="mb-3 text-lg font-semibold text-gray-900">{TITLE}</h2>
      <DataTable
        caption={TITLE}
        columns={COLUMNS}
        status={
          loading ? (
            <LoadingStatus text="Cargando movimientos..." />
          ) : rows.length === 0 ? (
            "No hay movimientos recientes."
          ) : null
        }
      >
        {rows.map((movement) => (
          <MovementRow key={movement.id} movement={movement} products={products.data} warehouses={warehouses.data} />
        ))}
      </DataTable>
    </div>
  );
}
