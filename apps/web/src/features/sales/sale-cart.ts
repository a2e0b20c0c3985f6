import { clientSchema } from "@inventario/shared/people";
import { taxClassSchema } from "@inventario/shared/taxes";
import { z } from "zod";
import { onUserItemChange, readUserItem, removeUserItem, writeUserItem } from "../../lib/user-storage";
import type { SaleLine } from "./sale-lines";
import { emptyPayments, OTHER_METHODS, type PaymentDraft } from "./sale-payments";

/**
 * The sale being put together at the counter (issue 35): its client, lines and the payments typed, kept in
 * the browser for the signed-in user until the sale is registered or emptied ('Vaciar venta'), so a reload,
 * another screen or a new tab finds it. A product gone meanwhile is the server's to refuse when registering.
 */
export type SaleCart = { client: z.infer<typeof clientSchema> | null; lines: SaleLine[]; payments: PaymentDraft };

export const emptyCart: SaleCart = { client: null, lines: [], payments: emptyPayments };

const ITEM = "sale-cart";

/**
 * The shape kept, with its version: a change of `SaleCart` that an older kept value would not fit raises
 * `VERSION`, and what an older version kept is then dropped rather than misread.
 */
const VERSION = 1;

const storedCartSchema = z.object({
  version: z.literal(VERSION),
  client: clientSchema.nullable(),
  lines: z.array(
    z.object({
      product: z.object({
        id: z.string().min(1),
        name: z.string(),
        sku: z.string(),
        tax_class: taxClassSchema,
        price: z.number().optional(),
      }),
      quantity: z.number().int().positive(),
      unitPrice: z.number().nonnegative(),
    }),
  ),
  payments: z.object({
    cash: z.string(),
    others: z.array(z.object({ method: z.enum(OTHER_METHODS), amount: z.string() })),
  }),
});

export const isEmptyCart = (cart: SaleCart) =>
  cart.client === null && cart.lines.length === 0 && cart.payments.cash === "" && cart.payments.others.length === 0;

/** A kept value read back: the cart, or the empty one for nothing kept or a shape this version does not know. */
function cartOf(value: unknown): SaleCart {
  if (value === null) return emptyCart;
  const parsed = storedCartSchema.safeParse(value);
  if (!parsed.success) return emptyCart;
  const { client, lines, payments } = parsed.data;
  return { client, lines, payments };
}

/** The cart kept for `userId`; a value that no longer fits is removed. */
export function readCart(userId: string): SaleCart {
  const value = readUserItem(userId, ITEM);
  const cart = cartOf(value);
  if (value !== null && cart === emptyCart) removeUserItem(userId, ITEM);
  return cart;
}

/** Keeps the cart; an empty one is removed. */
export function writeCart(userId: string, cart: SaleCart): void {
  if (isEmptyCart(cart)) removeUserItem(userId, ITEM);
  else writeUserItem(userId, ITEM, { version: VERSION, ...cart });
}

/** The cart as another tab of the same user left it (registered there: emptied here too). */
export function onCartChange(userId: string, listener: (cart: SaleCart) => void): () => void {
  return onUserItemChange(userId, ITEM, (value) => listener(cartOf(value)));
}
