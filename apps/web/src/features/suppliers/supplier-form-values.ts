import { SUPPLIER_FIELDS, type Supplier, type SupplierInput } from "@inventario/shared/suppliers";
import { toNumber } from "../../lib/form-numbers";

/** What the supplier form holds: every box as typed. */
export type SupplierFormValues = {
  nit: string;
  dv: string;
  name: string;
  contact_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  payment_terms_days: string;
};

/** Empty boxes for a new supplier; the row's own values when editing one (the list already holds them). */
export function supplierFormValues(supplier: Supplier | null): SupplierFormValues {
  // Only the form's fields: the id travels in the path, and the state is not the form's to send.
  return Object.fromEntries(
    SUPPLIER_FIELDS.map((name) => [name, supplier ? String(supplier[name]) : ""]),
  ) as SupplierFormValues;
}

/**
 * The boxes as the shared schema reads them: DV and terms as numbers, an empty box missing (the schema then
 * says the DV is required, and the terms default to 0).
 */
export const toSupplierInput = (values: SupplierFormValues): SupplierInput => ({
  ...values,
  dv: toNumber(values.dv) as number,
  payment_terms_days: toNumber(values.payment_terms_days),
});
