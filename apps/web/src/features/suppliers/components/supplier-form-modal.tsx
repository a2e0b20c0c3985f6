import {
  SUPPLIER_FIELDS,
  type Supplier,
  supplierInputSchema,
  supplierUpdateSchema,
} from "@inventario/shared/suppliers";
import type { z } from "zod";
import { FormModal } from "../../../components/form-modal";
import { convertingResolver } from "../../../lib/converting-resolver";
import { useModalForm } from "../../../lib/use-modal-form";
import { useCreateSupplier } from "../api/create-supplier";
import { useUpdateSupplier } from "../api/update-supplier";
import { type SupplierFormValues, supplierFormValues, toSupplierInput } from "../supplier-form-values";
import { supplierTexts } from "../supplier-texts";
import { SupplierFormFields } from "./supplier-form-fields";

type SupplierFormModalProps = {
  /** The supplier being edited; null adds a new one. */
  supplier: Supplier | null;
  onClose: () => void;
};

/**
 * 'Agregar proveedor' or 'Editar proveedor', checked by the route's own schema: a DV that does not match
 * the NIT is refused under 'DV' before anything is sent, and the server's field messages (a NIT another
 * supplier has) land under their boxes.
 */
export function SupplierFormModal({ supplier, onClose }: SupplierFormModalProps) {
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  // Editing sends no is_active: the supplier keeps its state (reactivating is the row's own action).
  const schema = supplier ? supplierUpdateSchema : supplierInputSchema;
  const { register, errors, onSubmit } = useModalForm<SupplierFormValues, z.output<typeof schema>>({
    resolver: convertingResolver(schema, toSupplierInput),
    defaultValues: supplierFormValues(supplier),
    fieldNames: SUPPLIER_FIELDS,
    send: (payload, callbacks) => {
      if (supplier) update.mutate({ ...payload, id: supplier.id }, callbacks);
      else create.mutate(payload, callbacks);
    },
    onSaved: onClose,
  });

  return (
    <FormModal
      title={supplier ? supplierTexts.editTitle : supplierTexts.createTitle}
      submitLabel={supplier ? "Actualizar" : "Guardar"}
      sending={create.isPending || update.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <SupplierFormFields register={register} errors={errors} />
    </FormModal>
  );
}
