import { formatNit } from "@inventario/shared/nit";
import type { Supplier } from "@inventario/shared/suppliers";
import type { ReactNode } from "react";
import { StatusBadge } from "../../../components/status-badge";
import { supplierLabels, supplierTexts } from "../supplier-texts";

const orNone = (value: string) => value || supplierTexts.noValue;

function detailsOf(supplier: Supplier): { label: string; value: ReactNode }[] {
  return [
    { label: supplierLabels.name, value: supplier.name },
    { label: supplierLabels.nit, value: formatNit(supplier.nit, supplier.dv) },
    { label: supplierLabels.contact_name, value: orNone(supplier.contact_name) },
    { label: supplierLabels.email, value: orNone(supplier.email) },
    { label: supplierLabels.phone, value: orNone(supplier.phone) },
    { label: supplierLabels.address, value: orNone(supplier.address) },
    { label: supplierLabels.city, value: orNone(supplier.city) },
    { label: supplierLabels.paymentTerms, value: supplierTexts.days(supplier.payment_terms_days) },
    { label: supplierLabels.status, value: <StatusBadge active={supplier.is_active} /> },
  ];
}

/** The supplier's record, read-only (editing is the 'Editar' modal). */
export function SupplierDetails({ supplier }: { supplier: Supplier }) {
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
      {detailsOf(supplier).map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm font-medium text-gray-600">{label}</dt>
          <dd className="mt-1 break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
