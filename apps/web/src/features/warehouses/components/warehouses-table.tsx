import type { Warehouse } from "@inventario/shared/warehouses";
import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { IconButton } from "../../../components/icon-action";
import { linkClassName, ScreenLink } from "../../../components/screen-link";
import { StatusBadge } from "../../../components/status-badge";
import { warehousePaths, warehouseTexts } from "../warehouse-texts";

const COLUMNS = ["Nombre", "Estado", "Acciones"];

type WarehousesTableProps = {
  warehouses: Warehouse[] | undefined;
  /** Loading, empty, nothing matched or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
  /** The id of the warehouse being deleted, whose delete button waits meanwhile. */
  deletingId: string | undefined;
  /** Left out when the user may not edit (or delete): the row offers no such button. */
  onEdit?: ((warehouse: Warehouse) => void) | undefined;
  onDelete?: ((warehouse: Warehouse) => void) | undefined;
};

/**
 * An inactive warehouse has nothing left to delete; editing it is how it comes back. Each name leads to the
 * warehouse's 'Existencias'.
 */
export function WarehousesTable({ warehouses, status, busy, deletingId, onEdit, onDelete }: WarehousesTableProps) {
  // A user who may neither edit nor delete gets no empty 'Acciones' column.
  const hasActions = Boolean(onEdit || onDelete);
  return (
    <DataTable
      caption={warehouseTexts.tableCaption}
      columns={hasActions ? COLUMNS : COLUMNS.slice(0, -1)}
      busy={busy}
      status={status}
    >
      {warehouses?.map((warehouse) => (
        <DataRow key={warehouse.id} className="hover:bg-gray-50">
          <DataCell className="px-3 py-3">
            {/* Its 'Existencias', for whoever may read the inventory. */}
            <ScreenLink
              to={warehousePaths.stock(warehouse.id)}
              className={`font-medium ${linkClassName}`}
              plainClassName="font-medium text-gray-900"
            >
              {warehouse.name}
            </ScreenLink>
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3">
            <StatusBadge active={warehouse.is_active} />
          </DataCell>
          {hasActions ? (
            <ActionsCell>
              <div className="flex items-center gap-0.5">
                {onEdit ? (
                  <IconButton icon={Pencil} label={`Editar ${warehouse.name}`} onClick={() => onEdit(warehouse)} />
                ) : null}
                {warehouse.is_active && onDelete ? (
                  <IconButton
                    icon={Trash2}
                    label={`Eliminar ${warehouse.name}`}
                    tone="danger"
                    disabled={deletingId === warehouse.id}
                    onClick={() => onDelete(warehouse)}
                  />
                ) : null}
              </div>
            </ActionsCell>
          ) : null}
        </DataRow>
      ))}
    </DataTable>
  );
}
