import { useCan } from "../lib/my-permissions";
import { useWarehouseOptions } from "../lib/warehouse-options";
import { NamedOptionsFilter, type NamedOptionsFilterProps } from "./named-options-filter";

/**
 * A report's or list's warehouse filter: all of them, or one of the active warehouses. Not shown to a user
 * who may not read the warehouses: they could not be listed.
 */
export function WarehouseFilter(props: NamedOptionsFilterProps) {
  const mayList = useCan("warehouses:read");
  const warehouses = useWarehouseOptions({ enabled: mayList });
  if (!mayList) return null;
  return <NamedOptionsFilter {...props} options={warehouses.data} loading={warehouses.isLoading} />;
}
