import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { SelectField } from "../../../components/select-field";
import { usePreselectSoleWarehouse } from "../../../lib/use-warehouse-scope";
import { useOwnWarehouseOptions } from "../../../lib/warehouse-options";
import { productTexts } from "../product-texts";

type WarehouseSelectProps = {
  registration: UseFormRegisterReturn<"warehouse_id">;
  error: string | undefined;
  /** The screen's own 403 text for the warehouse list; the server's when left out. */
  forbiddenMessage?: string;
  /** Sets the field to a scoped user's only warehouse, which is then preselected. */
  onSoleWarehouse?: (warehouseId: string) => void;
};

const ignore = () => {};

/**
 * The warehouse of a new lot or entry: active warehouses only, and only the user's own when they are
 * limited to some (issue 34); none chosen until the user picks one, unless they have just one.
 */
export function WarehouseSelect({ registration, error, forbiddenMessage, onSoleWarehouse }: WarehouseSelectProps) {
  const warehouses = useOwnWarehouseOptions({ forbiddenMessage });
  usePreselectSoleWarehouse(warehouses.data, "", onSoleWarehouse ?? ignore);
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

/**
 * The form's invalid handler: the spec insists on a browser alert for a missing warehouse, on top of the
 * message under the select (the new product's first lot and a new entry alike).
 */
export function alertMissingWarehouse(invalid: FieldErrors<{ warehouse_id: string }>) {
  if (invalid.warehouse_id) window.alert(productTexts.warehouseRequired);
}
