import type { UseFormRegisterReturn } from "react-hook-form";
import { SelectField } from "../../../components/select-field";
import { useWarehouseOptions } from "../api/list-warehouse-options";

type EntryWarehouseSelectProps = {
  productId: string;
  registration: UseFormRegisterReturn<"warehouse_id">;
  error: string | undefined;
};

/** The warehouse receiving the entry: active warehouses only, none chosen until the user picks one. */
export function EntryWarehouseSelect({ productId, registration, error }: EntryWarehouseSelectProps) {
  const warehouses = useWarehouseOptions(productId);
  return (
    <SelectField label="Bodega" error={error} aria-busy={warehouses.isLoading} {...registration}>
      <option value="">{warehouses.isLoading ? "Cargando bodegas..." : "Seleccione un almacén"}</option>
      {warehouses.data?.map((warehouse) => (
        <option key={warehouse.id} value={warehouse.id}>
          {warehouse.name}
        </option>
      ))}
    </SelectField>
  );
}
