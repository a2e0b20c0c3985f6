import { zodResolver } from "@hookform/resolvers/zod";
import { type Warehouse, warehouseUpdateSchema } from "@inventario/shared/warehouses";
import type { z } from "zod";
import { FormModal } from "../../../components/form-modal";
import { TextField } from "../../../components/text-field";
import { useModalForm } from "../../../lib/use-modal-form";
import { useCreateWarehouse } from "../api/create-warehouse";
import { useUpdateWarehouse } from "../api/update-warehouse";
import { warehouseTexts } from "../warehouse-texts";
import { ActiveCheckbox } from "./active-checkbox";

// The id travels in the path and is added on submit; the form validates what the user can change.
const formSchema = warehouseUpdateSchema.omit({ id: true });
type WarehouseFormValues = z.input<typeof formSchema>;
type WarehouseFormOutput = z.output<typeof formSchema>;

const FIELD_NAMES = ["name"] as const;

type WarehouseFormModalProps = {
  /** The warehouse being edited; null adds a new one. */
  warehouse: Warehouse | null;
  onClose: () => void;
};

/** 'Agregar nueva Bodega' or 'Editar Bodega', the latter with the read-only identification and the state. */
export function WarehouseFormModal({ warehouse, onClose }: WarehouseFormModalProps) {
  const create = useCreateWarehouse();
  const update = useUpdateWarehouse();
  const { register, errors, onSubmit } = useModalForm<WarehouseFormValues, WarehouseFormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: warehouse?.name ?? "", is_active: warehouse?.is_active ?? true },
    fieldNames: FIELD_NAMES,
    send: ({ name, is_active }, callbacks) => {
      if (warehouse) update.mutate({ id: warehouse.id, name, is_active }, callbacks);
      else create.mutate({ name }, callbacks);
    },
    onSaved: onClose,
  });

  return (
    <FormModal
      size="md"
      title={warehouse ? warehouseTexts.editTitle : warehouseTexts.createTitle}
      submitLabel={warehouse ? "Actualizar" : "Guardar"}
      sending={create.isPending || update.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4">
        {warehouse ? (
          <TextField
            label="Identificación"
            value={warehouse.identification}
            inputMode="numeric"
            maxLength={10}
            disabled
            readOnly
          />
        ) : null}
        <TextField label="Nombre" autoComplete="off" error={errors.name?.message} {...register("name")} />
        {warehouse ? <ActiveCheckbox registration={register("is_active")} /> : null}
      </div>
    </FormModal>
  );
}
