import { setImmediate as nextTurn } from "node:timers/promises";
import { fromCents } from "@inventario/shared/money";
import type {
  StockCountStatus,
  StockCountVarianceProduct,
  UncountedChoice,
  VarianceFigures,
} from "@inventario/shared/stock-counts";
import type { Db } from "../../db/connection";
import { averageUnitCosts } from "../inventory/stock-ledger";
import * as repo from "./stock-counts.repository";

/** Lines read, or products valued, per statement (the event loop turns between them). */
const BATCH = 1_000;

/** What the report needs to know of its count. */
export type VarianceCount = {
  id: string;
  warehouse_id: string;
  status: StockCountStatus;
  uncounted: UncountedChoice | null;
};

type ProductVariance = StockCountVarianceProduct & { valueCents: number };

export type Variance = {
  valued_at: "adjustment" | "average_cost";
  /** Largest value first (a shortage or a surplus), then by SKU. */
  products: StockCountVarianceProduct[];
  totals: VarianceFigures;
  categories: Array<VarianceFigures & { category: string }>;
};

const emptyFigures = (): VarianceFigures & { surplusCents: number; shortageCents: number } => ({
  products: 0,
  surplus_units: 0,
  shortage_units: 0,
  net_units: 0,
  surplus_value: 0,
  shortage_value: 0,
  net_value: 0,
  surplusCents: 0,
  shortageCents: 0,
});

/** Adds a product's difference to a category's or the count's figures (values summed in cents). */
function addTo(figures: ReturnType<typeof emptyFigures>, product: ProductVariance) {
  figures.products += 1;
  if (product.difference > 0) figures.surplus_units += product.difference;
  else figures.shortage_units -= product.difference;
  if (product.valueCents > 0) figures.surplusCents += product.valueCents;
  else figures.shortageCents -= product.valueCents;
}

const finished = ({ surplusCents, shortageCents, ...figures }: ReturnType<typeof emptyFigures>): VarianceFigures => ({
  ...figures,
  net_units: figures.surplus_units - figures.shortage_units,
  surplus_value: fromCents(surplusCents),
  shortage_value: fromCents(shortageCents),
  net_value: fromCents(surplusCents - shortageCents),
});

/**
 * A count's variance report, computed whole (a batch of lines per statement): the products whose lots
 * differ from the book, by category and in total. Once applied, each lot's difference and value are
 * what the adjustment wrote (so the total is the count's net value), with the lots 'Poner en cero'
 * emptied; before, each lot's count − book, a product's units valued at the warehouse's average cost
 * now, without the lots nobody counted (the apply's choice).
 */
export async function varianceOf(db: Db, count: VarianceCount): Promise<Variance> {
  const applied = count.status === "APPLIED";
  const byProduct = new Map<string, ProductVariance>();
  const sources: Array<"differences" | "zeroed"> =
    applied && count.uncounted === "zero" ? ["differences", "zeroed"] : ["differences"];
  for (const source of sources) {
    for (let after: repo.SheetKey | undefined; ; await nextTurn()) {
      const lines = await repo.varianceLinesAfter(db, count.id, source, after, BATCH);
      for (const line of lines) {
        const product = byProduct.get(line.product_id) ?? {
          product: { id: line.product_id, sku: line.sku, name: line.name, category: line.category },
          lots: 0,
          book: 0,
          counted: 0,
          difference: 0,
          value: 0,
          valueCents: 0,
        };
        const book = Number(line.book_quantity);
        const counted = Number(line.counted ?? 0);
        product.lots += 1;
        product.book += book;
        product.counted += counted;
        product.difference += applied ? Number(line.adjusted ?? 0) : counted - book;
        product.valueCents += applied ? Number(line.adjusted_value_cents ?? 0) : 0;
        byProduct.set(line.product_id, product);
      }
      if (lines.length < BATCH) break;
      const last = lines.at(-1) as (typeof lines)[number];
      after = { product_id: last.product_id, lot_key: last.lot_key };
    }
  }
  const products = [...byProduct.values()];
  if (!applied) await valueAtAverageCost(db, count.warehouse_id, products);
  const totals = emptyFigures();
  const categories = new Map<string, ReturnType<typeof emptyFigures>>();
  for (const product of products) {
    product.value = fromCents(product.valueCents);
    addTo(totals, product);
    const category = categories.get(product.product.category) ?? emptyFigures();
    addTo(category, product);
    categories.set(product.product.category, category);
  }
  products.sort(
    (a, b) => Math.abs(b.valueCents) - Math.abs(a.valueCents) || a.product.sku.localeCompare(b.product.sku, "es"),
  );
  return {
    valued_at: applied ? "adjustment" : "average_cost",
    products: products.map(({ valueCents: _, ...product }) => product),
    totals: finished(totals),
    categories: [...categories.entries()]
      .sort(([a], [b]) => a.localeCompare(b, "es"))
      .map(([category, figures]) => ({ category, ...finished(figures) })),
  };
}

/** Each product's difference at the warehouse's average cost now, a batch of products per read. */
async function valueAtAverageCost(db: Db, warehouseId: string, products: ProductVariance[]) {
  for (let start = 0; start < products.length; start += BATCH) {
    const batch = products.slice(start, start + BATCH);
    const costs = await averageUnitCosts(
      db,
      batch.map((product) => product.product.id),
      warehouseId,
    );
    for (const product of batch)
      product.valueCents = Math.round(product.difference * (costs.get(product.product.id) ?? 0));
    await nextTurn();
  }
}
