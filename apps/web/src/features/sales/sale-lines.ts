import { CURRENCY, SALE_TYPE } from "@inventario/shared/constants";
import { fromCents, toCents } from "@inventario/shared/money";
import { type Client, FINAL_CONSUMER } from "@inventario/shared/people";
import type { Product } from "@inventario/shared/products";
import { quantitySchema } from "@inventario/shared/products";
import { type Payment, type SaleCreateInput, saleLineSchema, saleMessages } from "@inventario/shared/sales";
import { splitTax, type TaxTotal, taxTotals } from "@inventario/shared/taxes";
import type { SuggestionDetail } from "../../components/suggestion-list";
import { formatQuantity } from "../../lib/format-quantity";
import { saleTexts } from "./sale-texts";

/** One row of the sale's product table. */
export type SaleLine = {
  /**
   * Its IVA class: the line's base and IVA are shown before the sale is registered (saleTaxSummary). `price`
   * is the product's list price when it was added: a line sold at another price shows it struck through.
   */
  product: Pick<Product, "id" | "name" | "sku" | "tax_class"> & { price?: number };
  quantity: number;
  unitPrice: number;
};

/** What a line keeps of the product it sells, whether the product was scanned or chosen from the search. */
export const lineProductOf = (
  product: Pick<Product, "id" | "name" | "sku" | "tax_class" | "price">,
): SaleLine["product"] => ({
  id: product.id,
  name: product.name,
  sku: product.sku,
  tax_class: product.tax_class,
  price: product.price,
});

/** The list price a line is sold away from, or null when it sells at it (or the list price is unknown). */
export const listPriceAside = (line: SaleLine): number | null =>
  line.product.price !== undefined && toCents(line.product.price) !== toCents(line.unitPrice)
    ? line.product.price
    : null;

/**
 * 'Consumidor final' (issue 35): the DIAN's anonymous buyer as the sale's client. The server creates the
 * record on the first sale to it, so it is chosen without asking for it; it has no email, birthday or phone.
 */
export const finalConsumer: Client = {
  id: "",
  ...FINAL_CONSUMER,
  email: "",
  birthday: "",
  phone_number: "",
  is_active: true,
};

/** Suggestion texts (SPEC §2): 'identification - name last_name - email' and 'sku - name'. */
export const clientSuggestionLabel = (client: Client) =>
  `${client.identification} - ${client.name} ${client.last_name} - ${client.email}`;
export const productSuggestionLabel = (product: Pick<Product, "sku" | "name">) => `${product.sku} - ${product.name}`;

/** What can be sold of a product (its `available`): 'Disponible: n', or 'Agotado' when nothing is. */
export const productAvailability = (product: Pick<Product, "available">): SuggestionDetail =>
  product.available > 0
    ? { text: saleTexts.available(formatQuantity(product.available)) }
    : { text: saleTexts.outOfStock, tone: "warning" };

/** Quantity times price, counted in cents so 3 × 0,10 is 0,30 and not 0,30000000000000004. */
export const lineSubtotal = (line: SaleLine) => fromCents(toCents(line.unitPrice) * line.quantity);
export const saleTotal = (lines: readonly SaleLine[]) =>
  fromCents(lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0));

/**
 * The value before taxes and the IVA per class the server will record for these lines: the same rounding
 * rule per line (shared taxes.ts splitTax), classes in their order, only those present.
 */
export function saleTaxSummary(lines: readonly SaleLine[]): { subtotal: number; taxes: TaxTotal[] } {
  const { subtotal_cents, taxes } = taxTotals(
    lines.map((line) => ({
      tax_class: line.product.tax_class,
      ...splitTax(toCents(line.unitPrice) * line.quantity, line.product.tax_class),
    })),
  );
  return { subtotal: fromCents(subtotal_cents), taxes };
}

/**
 * Adds a line; a product already in the table gets the quantities added and the price just typed, so the
 * table shows one line per product, as the server would store it.
 */
export function addLine(lines: readonly SaleLine[], line: SaleLine): SaleLine[] {
  const index = lines.findIndex((existing) => existing.product.id === line.product.id);
  if (index === -1) return [...lines, line];
  return lines.map((existing, i) =>
    i === index ? { ...line, quantity: existing.quantity + line.quantity } : existing,
  );
}

/** The most lines a sale takes (saleCreateSchema's items.max). */
const MAX_LINES = 200;

export type ScannedProduct = Pick<Product, "id" | "name" | "sku" | "price" | "available" | "tax_class">;

/**
 * A scanned product (issue 21): a new line of 1 at the product's price, or 1 more on its line (the price
 * there kept, it may have been typed). Refused as the sale itself would be: nothing available ('Agotado'),
 * more than available (the server's own message), past the quantity bound or the number of lines.
 */
export function scanLine(
  lines: readonly SaleLine[],
  product: ScannedProduct,
): { lines: SaleLine[]; line: SaleLine } | { error: string } {
  const existing = lines.find((line) => line.product.id === product.id);
  const quantity = (existing?.quantity ?? 0) + 1;
  if (product.available <= 0) return { error: saleTexts.scanOutOfStock(productSuggestionLabel(product)) };
  if (quantity > product.available) return { error: saleMessages.notAvailable(product.name, product.available) };
  const bound = quantitySchema.safeParse(quantity);
  if (!bound.success) return { error: bound.error.issues[0]?.message ?? saleTexts.scanFailed };
  if (!existing && lines.length >= MAX_LINES) return { error: saleMessages.tooManyLines };
  if (existing) {
    const line = { ...existing, quantity };
    return { lines: lines.map((current) => (current === existing ? line : current)), line };
  }
  const line = {
    product: lineProductOf(product),
    quantity,
    unitPrice: product.price,
  };
  return { lines: [...lines, line], line };
}

/** What the add-product form holds: the chosen product and the two texts as typed. */
export type LineDraft = {
  product: SaleLine["product"] | null;
  quantity: string;
  unitPrice: string;
};

export type LineErrors = Partial<Record<keyof LineDraft, string>>;

/** "12.500,50" is not accepted, "12500,50" and "12500.50" are: one decimal separator, no grouping. */
const parseAmount = (text: string) =>
  /^\d+([.,]\d*)?$/.test(text.trim()) ? Number(text.trim().replace(",", ".")) : NaN;

/**
 * Checks the add-product form (SPEC §5: product, price and quantity all non-empty) with the server's own
 * line rules; returns the line, or the message under each field that is wrong.
 */
export function validateLineDraft(draft: LineDraft): { line: SaleLine } | { errors: LineErrors } {
  const errors: LineErrors = {};
  if (!draft.product) errors.product = saleTexts.productRequired;
  const quantityText = draft.quantity.trim();
  const priceText = draft.unitPrice.trim();
  const parsed = saleLineSchema.safeParse({
    product_id: draft.product?.id ?? "-",
    quantity: quantityText === "" ? undefined : Number(quantityText),
    unit_price: priceText === "" ? undefined : parseAmount(priceText),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "quantity" ? "quantity" : issue.path[0] === "unit_price" ? "unitPrice" : null;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (quantityText === "") errors.quantity = saleTexts.quantityRequired;
  if (priceText === "") errors.unitPrice = saleTexts.priceRequired;
  if (Object.keys(errors).length > 0 || !draft.product || !parsed.success) return { errors };
  return { line: { product: draft.product, quantity: parsed.data.quantity, unitPrice: parsed.data.unit_price } };
}

/** A value typed in a line of the table: the number, or the message the add-product form gives for it. */
export type LineValue = { value: number } | { error: string };

/** A line's quantity typed in place: the add-product form's messages ('La cantidad es obligatoria', the bound). */
export function lineQuantityOf(text: string): LineValue {
  const trimmed = text.trim();
  if (trimmed === "") return { error: saleTexts.quantityRequired };
  const parsed = saleLineSchema.shape.quantity.safeParse(Number(trimmed));
  return parsed.success
    ? { value: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? saleTexts.quantityRequired };
}

/** A line's unit price typed in place, read as the add-product form reads it (a decimal comma, no grouping). */
export function linePriceOf(text: string): LineValue {
  const trimmed = text.trim();
  if (trimmed === "") return { error: saleTexts.priceRequired };
  const parsed = saleLineSchema.shape.unit_price.safeParse(parseAmount(trimmed));
  return parsed.success
    ? { value: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? saleTexts.priceRequired };
}

/** The lines with one product's line changed (its quantity or price corrected in place). */
export function changeLine(
  lines: readonly SaleLine[],
  productId: string,
  change: Partial<Pick<SaleLine, "quantity" | "unitPrice">>,
): SaleLine[] {
  return lines.map((line) => (line.product.id === productId ? { ...line, ...change } : line));
}

export type SaleErrors = { client?: string; lines?: string; payments?: string };

/** SPEC §5: a client and at least one product, checked when 'Registrar Venta' is pressed. */
export function validateSale(client: Client | null, lines: readonly SaleLine[]): SaleErrors {
  const errors: SaleErrors = {};
  if (!client) errors.client = saleTexts.clientRequired;
  if (lines.length === 0) errors.lines = saleTexts.productsRequired;
  return errors;
}

/**
 * POST /sale: the client's identification, always RETAIL in COP (SPEC §3, §9); the payments only when some
 * were taken (issue 35: without them the payload is the specification's).
 */
export function toSalePayload(client: Client, lines: readonly SaleLine[], payments: Payment[] = []): SaleCreateInput {
  return {
    client_id: client.identification,
    type: SALE_TYPE,
    currency: CURRENCY,
    items: lines.map((line) => ({ product_id: line.product.id, quantity: line.quantity, unit_price: line.unitPrice })),
    ...(payments.length > 0 ? { payments } : {}),
  };
}
