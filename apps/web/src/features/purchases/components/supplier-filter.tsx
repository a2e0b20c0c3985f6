import { SelectField } from "../../../components/select-field";
import { useCan } from "../../../lib/my-permissions";
import { useSupplierOptions } from "../../../lib/supplier-options";

type SupplierFilterProps = {
  label: string;
  /** The first option, which filters nothing ('Todos los proveedores'). */
  allLabel: string;
  value: string;
  onChange: (id: string) => void;
  className?: string;
};

/** All suppliers, or one of the active ones. Not shown to a user who may not read suppliers: none could be listed. */
export function SupplierFilter({ label, allLabel, value, onChange, className = "" }: SupplierFilterProps) {
  const mayList = useCan("suppliers:read");
  const suppliers = useSupplierOptions({ enabled: mayList });
  if (!mayList) return null;
  return (
    <SelectField
      label={label}
      value={value}
      className={className}
      aria-busy={suppliers.isLoading}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{allLabel}</option>
      {suppliers.data?.map((supplier) => (
        <option key={supplier.id} value={supplier.id}>
          {supplier.name}
        </option>
      ))}
    </SelectField>
  );
}
