import { stockCountInputSchema } from "@inventario/shared/stock-counts";
import { convertingResolver } from "../../lib/converting-resolver";

/** 'Nuevo conteo' as typed: the SKUs as one text, one per line or separated by commas. */
export type NewCountValues = {
  warehouse_id: string;
  blind: boolean;
  scope: { category: string; search: string; skus: string };
  note: string;
};

export const emptyNewCount: NewCountValues = {
  warehouse_id: "",
  blind: false,
  scope: { category: "", search: "", skus: "" },
  note: "",
};

/** The fields whose server messages (an unknown SKU, an inactive warehouse) go under them. */
export const NEW_COUNT_FIELDS = ["warehouse_id", "scope.category", "scope.search", "scope.skus", "note"] as const;

/** "A-1, b-2\nC-3" → ["A-1", "b-2", "C-3"]: blanks dropped (the server compares SKUs ignoring case). */
export const parseSkus = (text: string): string[] =>
  text
    .split(/[\n,;]+/)
    .map((sku) => sku.trim())
    .filter((sku) => sku !== "");

/** Checked with the route's own schema, so the form and the server refuse the same values. */
export const newCountResolver = convertingResolver<NewCountValues, typeof stockCountInputSchema>(
  stockCountInputSchema,
  ({ scope, ...values }) => ({ ...values, scope: { ...scope, skus: parseSkus(scope.skus) } }),
);
