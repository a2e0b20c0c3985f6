import { useCan } from "../lib/my-permissions";
import { MY_WAREHOUSES, MY_WAREHOUSES_LABEL } from "../lib/warehouse-filter-param";
import { useWarehouseOptions } from "../lib/warehouse-options";
import { NamedOptionsFilter, type NamedOptionsFilterProps } from "./named-options-filter";

type WarehouseFilterProps = Omit<NamedOptionsFilterProps, "leadingOption"> & {
  /** Offers 'Mis bodegas' first (`useWarehouseFilterParam`'s `offerMine`: the user is limited to some). */
  offerMine?: boolean;
};

/**
 * A report's or list's warehouse filter: all of them, or one of the active warehouses, and 'Mis bodegas'
 * first for a user limited to some where the list takes it. Not shown to a user who may not read the
 * warehouses: they could not be listed.
 */
export function WarehouseFilter({ offerMine = false, ...props }: WarehouseFilterProps) {
  const mayList = useCan("warehouses:read");
  const warehouses = useWarehouseOptions({ enabled: mayList });
  if (!mayList) return null;
  return (
    <NamedOptionsFilter
      {...props}
      leadingOption={offerMine ? { value: MY_WAREHOUSES, label: MY_WAREHOUSES_LABEL } : undefined}
      options={warehouses.data}
      loading={warehouses.isLoading}
    />
  );
}
