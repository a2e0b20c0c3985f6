import type { Warehouse } from "@inventario/shared/warehouses";
import { useState } from "react";
import { ExportMenu } from "../../../components/export-menu";
import { ListPageFrame } from "../../../components/list-page-frame";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useSearchQuery } from "../../../lib/use-search-query";
import { useDeleteWarehouse } from "../api/delete-warehouse";
import { useWarehouseList } from "../api/list-warehouses";
import { WarehouseFormModal } from "../components/warehouse-form-modal";
import { WarehousesTable } from "../components/warehouses-table";
import { warehouseTexts } from "../warehouse-texts";

/** Which modal is open: `warehouse` null adds one. Closing drops the target, so the next add starts empty. */
type FormTarget = { warehouse: Warehouse | null };

/** 'Bodegas' (SPEC §2): search by name, paged table, edit and delete, and the add/edit modal. */
export function WarehousesPage() {
  const { text, setText, search, page, setPage } = useSearchQuery();
  const list = useWarehouseList(search, page);
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
      searchLabel={warehouseTexts.search}
      searchText={text}
      onSearchChange={setText}
      page={page}
      totalPages={list.data?.total_pages ?? 0}
      onPageChange={setPage}
      actions={<ExportMenu path="/warehouse" query={{ search }} />}
    >
      <WarehousesTable
        warehouses={list.data?.data}
        loading={list.isPending}
        error={list.error}
        busy={list.isPlaceholderData}
        deletingId={remove.isPending ? remove.variables : undefined}
        onEdit={canUpdate ? (warehouse) => setFormTarget({ warehouse }) : undefined}
        onDelete={canDelete ? confirmDelete : undefined}
      />
      {formTarget ? <WarehouseFormModal warehouse={formTarget.warehouse} onClose={() => setFormTarget(null)} /> : null}
    </ListPageFrame>
  );
}
