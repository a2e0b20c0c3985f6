import { Pencil } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { Button } from "../../../components/button";
import { LoadingStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { RecordHistory } from "../../../components/record-history";
import { ApiRequestError } from "../../../lib/api-error";
import { useCan } from "../../../lib/my-permissions";
import { useSupplierRecord } from "../../../lib/supplier-record";
import { PriceListSection } from "../components/price-list-section";
import { SupplierDetails } from "../components/supplier-details";
import { SupplierFormModal } from "../components/supplier-form-modal";
import { supplierTexts } from "../supplier-texts";

/** Why there is nothing to show: not loaded yet, no such supplier, or the load failed. */
function loadProblem(error: unknown): ReactNode {
  if (!error) return <LoadingStatus text={supplierTexts.viewLoading} />;
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return supplierTexts.notFound;
  if (error instanceof ApiRequestError && error.status === 403) return supplierTexts.listForbidden;
  return error instanceof ApiRequestError ? error.message : supplierTexts.listError;
}

/**
 * /dashboard/suppliers/{id}: the supplier's record with 'Volver' and 'Editar', and below it its price list
 * ('Productos del proveedor') and, for those who read the audit trail, its 'Historial de cambios'.
 */
export function SupplierViewPage() {
  const { id = "" } = useParams();
  // Another supplier starts afresh: an open modal and an edited price list belong to the one they were opened on.
  return <SupplierView key={id} id={id} />;
}

function SupplierView({ id }: { id: string }) {
  const query = useSupplierRecord(id);
  const canUpdate = useCan("suppliers:update");
  const [editing, setEditing] = useState(false);
  const supplier = query.data;

  return (
    <>
      <PageHeader
        title={supplierTexts.viewTitle}
        actions={
          <>
            <BackLink to={supplierTexts.listPath} label={supplierTexts.back} />
            {supplier && canUpdate ? (
              <Button onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                {supplierTexts.editButton}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6">
        <section
          aria-label={supplierTexts.viewTitle}
          className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
        >
          {supplier ? (
            <SupplierDetails supplier={supplier} />
          ) : (
            <p className="text-gray-700">{loadProblem(query.error)}</p>
          )}
        </section>
        {supplier ? <PriceListSection supplier={supplier} /> : null}
        {supplier ? <RecordHistory entity="supplier" entityId={supplier.id} /> : null}
      </div>
      {editing && supplier ? <SupplierFormModal supplier={supplier} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
