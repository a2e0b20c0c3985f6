import type { Product } from "@inventario/shared/products";

/** What the product form holds: the text of each box, converted to the payload only on submit. */
export type ProductBasicsValues = {
  name: string;
  description: string;
  category: string;
  sku: string;
  image_url: string;
  price: string;
  /** IVA_19, IVA_5, EXENTO or EXCLUIDO (a select). */
  tax_class: string;
};

/** The basics plus the first lot: where it is stored, how much, at what cost (SPEC §5 "Product form"). */
export type ProductCreateValues = ProductBasicsValues & {
  costs: string;
  quantity: string;
  unit: string;
  lot_number: string;
  expiration_date: string;
  min_stock: string;
  max_stock: string;
  warehouse_id: string;
};

export const emptyProductValues: ProductCreateValues = {
  name: "",
  description: "",
  category: "",
  sku: "",
  image_url: "",
  price: "",
  // The create form puts the business's default here once the settings are read (create-product-modal.tsx).
  tax_class: "IVA_19",
  costs: "",
  quantity: "",
  unit: "",
  lot_number: "",
  expiration_date: "",
  min_stock: "",
  max_stock: "",
  warehouse_id: "",
};

export function basicsValuesOf(product: Product): ProductBasicsValues {
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    sku: product.sku,
    image_url: product.image_url ?? "",
    price: String(product.price),
    tax_class: product.tax_class,
  };
}

// An empty box is a missing value, which the schema reports with its "required" message; Number("")
// would turn it into a silent 0.
const toNumber = (value: string): number | undefined => (value.trim() === "" ? undefined : Number(value));

/**
 * Texts stay texts: the shared schema trims them, upper-cases SKU, unit and lot, and turns an empty
 * image, lot or expiration into null, exactly as the server will.
 */
export function toBasicsInput(values: ProductBasicsValues) {
  const { name, description, category, sku, image_url, price, tax_class } = values;
  return { name, description, category, sku, image_url, price: toNumber(price), tax_class };
}

export function toCreateInput(values: ProductCreateValues) {
  return {
    ...toBasicsInput(values),
    costs: toNumber(values.costs),
    quantity: toNumber(values.quantity),
    unit: values.unit,
    lot_number: values.lot_number,
    expiration_date: values.expiration_date,
    min_stock: toNumber(values.min_stock),
    max_stock: toNumber(values.max_stock),
    warehouse_id: values.warehouse_id,
  };
}
