import { type Product, productUpdateSchema } from "@inventario/shared/products";
import { FormModal } from "../../../components/form-modal";
import { convertingResolver } from "../../../lib/converting-resolver";
import { useModalForm } from "../../../lib/use-modal-form";
import { type ProductBasicsPayload, useUpdateProduct } from "../api/update-product";
import { basicsValuesOf, type ProductBasicsValues, toBasicsInput } from "../product-form-values";
import { productTexts } from "../product-texts";
import { BASIC_FIELDS, ProductFields } from "./product-fields";

const resolver = convertingResolver(productUpdateSchema, toBasicsInput);
const FIELD_NAMES = BASIC_FIELDS.map(({ name }) => name) as (keyof ProductBasicsValues)[];

type EditProductModalProps = {
  product: Product;
  onClose: () => void;
};

/** The basic fields only; the schema's output is exactly the PUT body, whatever else the row carried. */
export function EditProductModal({ product, onClose }: EditProductModalProps) {
  const update = useUpdateProduct();
  const { register, control, errors, onSubmit } = useModalForm<ProductBasicsValues, ProductBasicsPayload>({
    resolver,
    defaultValues: basicsValuesOf(product),
    fieldNames: FIELD_NAMES,
    send: (basics, callbacks) => update.mutate({ id: product.id, basics }, callbacks),
    onSaved: onClose,
  });

  return (
    <FormModal
      title={productTexts.editTitle}
      submitLabel="Actualizar"
      sending={update.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ProductFields fields={BASIC_FIELDS} register={register} control={control} errors={errors} />
      </div>
    </FormModal>
  );
}
