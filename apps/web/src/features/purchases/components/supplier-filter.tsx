import { NamedOptionsFilter, type NamedOptionsFilterProps } from "../../../components/named-options-filter";
import { useCan } from "../../../lib/my-permissions";
import { useSupplierOptions } from "../../../lib/supplier-options";

/** All suppliers, or one of the active ones. Not shown to a user who may not read suppliers: none could be listed. */
export function SupplierFilter(props: NamedOptionsFilterProps) {
  const mayList = useCan("suppliers:read");
  const suppliers = useSupplierOptions({ enabled: mayList });
  if (!mayList) return null;
  return <NamedOptionsFilter {...props} options={suppliers.data} loading={suppliers.isLoading} />;
}
