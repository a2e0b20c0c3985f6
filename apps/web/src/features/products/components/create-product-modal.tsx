import { productCreateSchema } from "@inventario/shared/products";
import { defaultTaxClass } from "@inventario/shared/taxes";
import { useEffect } from "react";
import { FormModal } from "../../../components/form-modal";
import { useBusinessSettings } from "../../../lib/business-settings";
import { convertingResolver } from "../../../lib/converting-resolver";
import { useModalForm } from "../../../lib/use-modal-form";
import { type ProductCreatePayload, useCreateProduct } from "../api/create-product";
import { emptyProductValues, type ProductCreateValues, toCreateInput } from "../product-form-values";
import { productTexts } from "../product-texts";
import { FieldGroup } from "./field-group";
import { BASIC_FIELDS, ProductFields, STOCK_FIELDS } from "./product-fields";
import { alertMissingWarehouse, WarehouseSelect } from "./warehouse-select";

const resolver = convertingResolver(productCreateSchema, toCreateInput);
const FIELD_NAMES = Object.keys(emptyProductValues) as (keyof ProductCreateValues)[];

type CreateProductModalProps = {
  onClose: () => void;
};

/** 'Agregar nuevo producto': the product and its first lot, validated by the server's own schema. */
export function CreateProductModal({ onClose }: CreateProductModalProps) {
  const create = useCreateProduct();
  const { register, control, setValue, getFieldState, errors, onSubmit } = useModalForm<
    ProductCreateValues,
    ProductCreatePayload
  >({
    resolver,
    defaultValues: emptyProductValues,
    fieldNames: FIELD_NAMES,
    send: (payload, callbacks) => create.mutate(payload, callbacks),
    onSaved: onClose,
    onInvalid: alertMissingWarehouse,
  });

  // The business's default IVA class (IVA 19 % when responsable de IVA, else Excluido), unless already chosen.
  const vatResponsible = useBusinessSettings().data?.vat_responsible;
  useEffect(() => {
    if (vatResponsible === undefined || getFieldState("tax_class").isDirty) return;
    setValue("tax_class", defaultTaxClass(vatResponsible));
  }, [vatResponsible, getFieldState, setValue]);

  return (
    <FormModal
      title={productTexts.createTitle}
      submitLabel="Guardar"
      sending={create.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FieldGroup legend="Datos del producto">
        <ProductFields fields={BASIC_FIELDS} register={register} control={control} errors={errors} />
      </FieldGroup>
      <FieldGroup legend="Inventario inicial" className="mt-6">
        <ProductFields fields={STOCK_FIELDS} register={register} control={control} errors={errors} />
        <WarehouseSelect
          registration={register("warehouse_id")}
          error={errors.warehouse_id?.message}
          forbiddenMessage={productTexts.warehousesForbidden}
          onSoleWarehouse={(id) => setValue("warehouse_id", id)}
        />
      </FieldGroup>
    </FormModal>
  );
}
