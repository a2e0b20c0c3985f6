import { type Product, productUpdateSchema } from "@inventario/shared/products";
import { TextField } from "../../../components/text-field";
import { TextareaField } from "../../../components/textarea-field";
import { convertingResolver } from "../../../lib/converting-resolver";
import { moneyInput, moneyNumber, moneyText } from "../../../lib/form-numbers";
import { useCan } from "../../../lib/my-permissions";
import { upperCased } from "../../../lib/transform-input";
import { useSaveForm } from "../../../lib/use-save-form";
import { type ProductBasics, useUpdateProductBasics } from "../api/update-product-basics";
import { SaveButton } from "./save-button";

type BasicValues = { sku: string; name: string; description: string; price: string };
type BasicPayload = Pick<ProductBasics, keyof BasicValues>;

// Category and image are not edited here: the save adds the product's current ones to the PUT.
const formSchema = productUpdateSchema.pick({ sku: true, name: true, description: true, price: true });
const resolver = convertingResolver(formSchema, (values: BasicValues) => ({
  ...values,
  price: moneyNumber(values.price),
}));
const FIELD_NAMES = ["sku", "name", "description", "price"] as const;

const valuesOf = (product: Product): BasicValues => ({
  sku: product.sku,
  name: product.name,
  description: product.description,
  price: moneyText(product.price),
});

/**
 * SKU, name, description and price, saved as the whole basic record with 'Guardar'; read-only, without
 * 'Guardar', for a user who may not update products.
 */
export function BasicInfoForm({ product }: { product: Product }) {
  const update = useUpdateProductBasics(product.id);
  const canUpdate = useCan("products:update");
  const locked = { readOnly: !canUpdate };
  const { register, errors, onSubmit } = useSaveForm<BasicValues, BasicPayload, Product>({
    resolver,
    defaultValues: valuesOf(product),
    fieldNames: FIELD_NAMES,
    // `product` is the latest answer: an image uploaded since the form opened is kept.
    save: (basics, callbacks) =>
      update.mutate({ ...basics, category: product.category, image_url: product.image_url }, callbacks),
    savedValues: (_, saved) => valuesOf(saved),
  });

  return (
    <form noValidate aria-busy={update.isPending} onSubmit={canUpdate ? onSubmit : (event) => event.preventDefault()}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="SKU"
          autoComplete="off"
          error={errors.sku?.message}
          {...upperCased(register("sku"))}
          {...locked}
        />
        <TextField label="Nombre" autoComplete="off" error={errors.name?.message} {...register("name")} {...locked} />
        <TextareaField
          label="Descripción"
          className="sm:col-span-2"
          error={errors.description?.message}
          {...register("description")}
          {...locked}
        />
        <TextField
          label="Precio"
          inputMode="decimal"
          autoComplete="off"
          error={errors.price?.message}
          {...moneyInput(register("price"))}
          {...locked}
        />
      </div>
      {canUpdate ? <SaveButton pending={update.isPending}>Guardar</SaveButton> : null}
    </form>
  );
}
