import type { Movement } from "@inventario/shared/movements";
import { DataCell, DataRow } from "../../../components/data-row";
import { figure } from "../../../components/data-table";
import { ExportMenu } from "../../../components/export-menu";
import { MovementReference } from "../../../components/picking-id";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { formatDisplayTime } from "../../../lib/format-time";
import { useWarehouseNames, type WarehouseNames } from "../api/get-warehouse-names";
import { useMovements } from "../api/list-movements";
import { detailTexts, tableTexts } from "../product-detail-texts";
import { MovementType } from "./movement-type";
import { PagedTable, useDetailTablePage } from "./paged-table";

const COLUMNS = ["Fecha", "Movimiento", "Bodega", "Lote", "Referencia", figure("Stock")];

/** While the names of a new page load, a name missing from the previous page's is not known yet. */
function warehouseName(names: WarehouseNames | undefined, id: string, loading: boolean): string {
  const name = names?.get(id);
  if (name) return name;
  return loading ? "…" : detailTexts.unknownWarehouse;
}

/**
 * 'Historial de inventario': the product's movements, newest first. The warehouse names of a page come
 * from one names-batch request for the whole page.
 */
export function MovementHistoryTable({ productId }: { productId: string }) {
  const { page, setPage } = useDetailTablePage("history");
  const list = useMovements(productId, page);
  const names = useWarehouseNames(
    productId,
    (list.rows ?? []).map((movement) => movement.warehouse_id),
  );
  const namesLoading = names.isLoading || names.isPlaceholderData;
  return (
    <PagedTable<Movement>
      texts={tableTexts.history}
      columns={COLUMNS}
      list={list}
      page={page}
      onPageChange={setPage}
      actions={<ExportMenu path="/movement" query={{ product_id: productId }} />}
      busy={names.isPlaceholderData}
      renderRow={(movement) => (
        <DataRow key={movement.id} className="hover:bg-gray-50">
          <DataCell className="whitespace-nowrap px-3 py-3 tabular-nums">
            <span className="block text-gray-800">{formatDisplayDate(movement.created_at)}</span>
            <span className="block text-xs text-gray-600">{formatDisplayTime(movement.created_at)}</span>
          </DataCell>
          <DataCell className="px-3 py-3">
            <MovementType type={movement.type} />
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">
            {warehouseName(names.data, movement.warehouse_id, namesLoading)}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">
            {movement.lot_number || detailTexts.noValue}
          </DataCell>
          <DataCell className="min-w-48 px-3 py-3 text-gray-700">
            <MovementReference movement={movement} empty={detailTexts.noValue} />
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            {formatQuantity(movement.quantity, movement.unit)}
          </DataCell>
        </DataRow>
      )}
    />
  );
}
