// The kardex's figures for the generated ledger (migration 0019; shared/valuation.ts): each movement's
// value and the balances after it, of its product and of its product in its warehouse, computed as the
// movements are produced (in time order), and ledger_daily's per-day totals written at the end.

import { addDays } from "@inventario/shared/alerts";
import { type MovementType, movementTypes } from "@inventario/shared/movements";
import { applyMovement, type Balance, movementValueCents, type StatedCost } from "@inventario/shared/valuation";
import { businessDateOf, businessDayStart } from "../../apps/server/src/lib/business-date";

export type Valued = { value: number; product: Balance; warehouse: Balance };

export class LedgerValuation {
  private readonly productQuantity: Float64Array;
  private readonly productValue: Float64Array;
  /** Per (product, warehouse) pair, its slot in the two arrays below. */
  private readonly pairs = new Map<number, number>();
  private readonly pairQuantity: number[] = [];
  private readonly pairValue: number[] = [];
  private readonly daily = new Map<string, { movements: number; quantity: number; value: number }>();
  /** The business day of the last movement and when it ends: a new day is computed only past it. */
  private day = "";
  private dayEnds = Number.NEGATIVE_INFINITY;

  constructor(
    products: number,
    private readonly warehouses: number,
  ) {
    this.productQuantity = new Float64Array(products);
    this.productValue = new Float64Array(products);
  }

  /** Values a movement of product `p` in warehouse `w` at `time` (ms) and records it. */
  record(p: number, w: number, type: MovementType, quantity: number, time: number, stated: StatedCost): Valued {
    const key = p * this.warehouses + w;
    let slot = this.pairs.get(key);
    if (slot === undefined) {
      slot = this.pairQuantity.length;
      this.pairs.set(key, slot);
      this.pairQuantity.push(0);
      this.pairValue.push(0);
    }
    const before = { quantity: this.pairQuantity[slot]!, valueCents: this.pairValue[slot]! };
    const value = movementValueCents(type, quantity, before, stated);
    const direction = movementTypes[type].direction;
    const warehouse = applyMovement(before, direction, quantity, value);
    const product = applyMovement(
      { quantity: this.productQuantity[p]!, valueCents: this.productValue[p]! },
      direction,
      quantity,
      value,
    );
    this.pairQuantity[slot] = warehouse.quantity;
    this.pairValue[slot] = warehouse.valueCents;
    this.productQuantity[p] = product.quantity;
    this.productValue[p] = product.valueCents;
    this.addToDay(time, type, quantity, value);
    return { value, product, warehouse };
  }

  private addToDay(time: number, type: MovementType, quantity: number, value: number) {
    if (time >= this.dayEnds || time < this.dayEnds - 86_400_000 * 2) {
      this.day = businessDateOf(new Date(time).toISOString());
      this.dayEnds = businessDayStart(addDays(this.day, 1));
    }
    const key = `${this.day}|${type}`;
    const totals = this.daily.get(key) ?? { movements: 0, quantity: 0, value: 0 };
    totals.movements += 1;
    totals.quantity += quantity;
    totals.value += value;
    this.daily.set(key, totals);
  }

  /** ledger_daily's rows (day, type, shard, movements, quantity, value_cents), all in shard 0. */
  dailyRows(): Array<[string, string, number, number, number, number]> {
    return [...this.daily].map(([key, t]) => {
      const [day, type] = key.split("|") as [string, string];
      return [day, type, 0, t.movements, t.quantity, t.value];
    });
  }
}
