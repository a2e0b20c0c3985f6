import type { Supplier } from "@inventario/shared/suppliers";
import { useState } from "react";
import { ListPageFrame } from "../../../components/list-page-frame";
import { listStatus } from "../../../components/list-status";
import { urlSearchedList } from "../../../components/url-searched-list";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useUrlSearchQuery } from "../../../lib/use-url-search-query";
import { useDeactivateSupplier } from "../api/deactivate-supplier";
import { useSupplierList } from "../api/list-suppliers";
import { useReactivateSupplier } from "../api/reactivate-supplier";
import { SupplierFormModal } from "../components/supplier-form-modal";
import { SuppliersTable } from "../components/suppliers-table";
import { supplierListStatusTexts, supplierTexts } from "../supplier-texts";

/** Which modal is open: `supplier` null adds one. Closing drops the target, so the next add starts empty. */
type FormTarget = { supplier: Supplier | null };

/**
 * 'Proveedores' (issue 32): search by NIT or razón social, paged table, view, edit, deactivate and
 * reactivate, and the add/edit modal. The search and page live in the URL, so Back from a supplier keeps them.
 */
export function SuppliersPage() {
  const query = useUrlSearchQuery();
  const list = useSupplierList(query.search, query.page);
  const deactivate = useDeactivateSupplier();
  const reactivate = useReactivateSupplier();
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  // Only what the user may do is offered (reactivating is an update, as on the server).
  const canCreate = useCan("suppliers:create");
  const canUpdate = useCan("suppliers:update");
  const canDelete = useCan("suppliers:delete");
  useListErrorToast(list.error, supplierTexts.listError);

  const pendingFor = (supplier: Supplier) =>
    (deactivate.isPending && deactivate.variables?.id === supplier.id) ||
    (reactivate.isPending && reactivate.variables?.id === supplier.id);

  const confirmDeactivate = (supplier: Supplier) => {
    if (!window.confirm(supplierTexts.confirmDeactivate(supplier.name))) return;
    deactivate.mutate(supplier);
  };

  return (
    <ListPageFrame
      title={supplierTexts.listTitle}
      addLabel={supplierTexts.addButton}
      onAdd={canCreate ? () => setFormTarget({ supplier: null }) : undefined}
      {...urlSearchedList(query, list.data, { searchLabel: supplierTexts.search, exportPath: "/suppliers" })}
    >
      <SuppliersTable
        suppliers={list.rows}
        status={listStatus({
          texts: supplierListStatusTexts,
          list,
          search: query.search,
          onClearSearch: query.clearSearch,
        })}
        busy={list.busy}
        pendingFor={pendingFor}
        onEdit={canUpdate ? (supplier) => setFormTarget({ supplier }) : undefined}
        onDeactivate={canDelete ? confirmDeactivate : undefined}
        onReactivate={canUpdate ? (supplier) => reactivate.mutate(supplier) : undefined}
      />
      {formTarget ? <SupplierFormModal supplier={formTarget.supplier} onClose={() => setFormTarget(null)} /> : null}
    </ListPageFrame>
  );
}
