import { useCan } from "../lib/my-permissions";
import { useWarehouseOptions } from "../lib/warehouse-options";
import { SelectField } from "./select-field";

type WarehouseFilterProps = {
  label: string;
  /** The first option, which filters nothing ('Todas las bodegas'). */
  allLabel: string;
  /** The chosen warehouse's id; "" for all. */
  value: string;
  onChange: (id: string) => void;
  className?: string;
};

/**
 * A report's or list's warehouse filter: all of them, or one of the active warehouses. Not shown to a user
 * who may not read the warehouses: they could not be listed.
 */
export function WarehouseFilter({ label, allLabel, value, onChange, className = "" }: WarehouseFilterProps) {
  const mayList = useCan("warehouses:read");
  const warehouses = useWarehouseOptions({ enabled: mayList });
  if (!mayList) return null;
  return (
    <SelectField
      label={label}
      value={value}
      className={className}
      aria-busy={warehouses.isLoading}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{allLabel}</option>
      {warehouses.data?.map((warehouse) => (
        <option key={warehouse.id} value={warehouse.id}>
          {warehouse.name}
        </option>
      ))}
    </SelectField>
  );
}
