import type { Warehouse } from "@inventario/shared/warehouses";
import { useState } from "react";
import { ListPageFrame } from "../../../components/list-page-frame";
import { listStatus } from "../../../components/list-status";
import { urlSearchedList } from "../../../components/url-searched-list";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useUrlSearchQuery } from "../../../lib/use-url-search-query";
import { useDeleteWarehouse } from "../api/delete-warehouse";
import { useWarehouseList } from "../api/list-warehouses";
import { WarehouseFormModal } from "../components/warehouse-form-modal";
import { WarehousesTable } from "../components/warehouses-table";
import { warehouseListStatusTexts, warehouseTexts } from "../warehouse-texts";

/** Which modal is open: `warehouse` null adds one. Closing drops the target, so the next add starts empty. */
type FormTarget = { warehouse: Warehouse | null };

/**
 * 'Bodegas' (SPEC §2): search by name, paged table, edit and delete, and the add/edit modal. The search and
 * page live in the URL.
 */
export function WarehousesPage() {
  const query = useUrlSearchQuery();
  const list = useWarehouseList(query.search, query.page);
  const remove = useDeleteWarehouse();
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const canCreate = useCan("warehouses:create");
  const canUpdate = useCan("warehouses:update");
  const canDelete = useCan("warehouses:delete");
  useListErrorToast(list.error, warehouseTexts.actionError);

  const confirmDelete = (warehouse: Warehouse) => {
    if (!window.confirm(`Seguro que quieres eliminar a ${warehouse.name}?`)) return;
    remove.mutate(warehouse.id);
  };

  return (
    <ListPageFrame
      title={warehouseTexts.listTitle}
      addLabel={warehouseTexts.addButton}
      onAdd={canCreate ? () => setFormTarget({ warehouse: null }) : undefined}
      {...urlSearchedList(query, list.data, { searchLabel: warehouseTexts.search, exportPath: "/warehouse" })}
    >
      <WarehousesTable
        warehouses={list.rows}
        status={listStatus({
          texts: warehouseListStatusTexts,
          list,
          search: query.search,
          onClearSearch: query.clearSearch,
        })}
        busy={list.busy}
        deletingId={remove.isPending ? remove.variables : undefined}
        onEdit={canUpdate ? (warehouse) => setFormTarget({ warehouse }) : undefined}
        onDelete={canDelete ? confirmDelete : undefined}
      />
      {formTarget ? <WarehouseFormModal warehouse={formTarget.warehouse} onClose={() => setFormTarget(null)} /> : null}
    </ListPageFrame>
  );
}
