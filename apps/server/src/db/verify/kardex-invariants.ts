import { movementTypes } from "@inventario/shared/movements";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../connection";
import { isPostgres } from "../dialect";
import { signedColumn, signedQuantity } from "../signed-quantity";
import { type Invariant, productInScope, type VerifyScope } from "./invariant";

/** The movement types that take stock out, as an SQL list: their value is the warehouse's average. */
const EXIT_TYPES = sql.raw(
  `(${Object.entries(movementTypes)
    .filter(([, { direction }]) => direction === -1)
    .map(([code]) => `'${code}'`)
    .join(", ")})`,
);

/**
 * shared/valuation.ts's exitValueCents in SQL: `quantity` units leaving a balance of `units` worth
 * `value` take their share of it rounded half up to the cent, or all of it when they empty it. Integer
 * division on both dialects; PostgreSQL computes in numeric, exact at any size. SQLite's integers stop
 * at 2^63 (past it SQLite computes in floating point), so there a share whose 2 × quantity × value
 * passes 4.6 × 10^18 — an exit of a million units from a warehouse holding 46,000 million pesos of
 * the product — is not recomputed: `kept` stands for it (its balances are still checked). The tests
 * compare it with exitValueCents on the rounding edges (db-verify.test.ts).
 */
export function exitValue(db: Db, quantity: string, units: string, value: string, kept: string): RawBuilder<number> {
  const [q, u, v] = [sql.ref(quantity), sql.ref(units), sql.ref(value)];
  const share = isPostgres(db)
    ? sql`div(2 * ${q}::numeric * ${v} + ${u}, 2 * ${u})`
    : sql`case when ${q} * 1.0 * ${v} < 4.6e18 then (2 * ${q} * ${v} + ${u}) / (2 * ${u}) else ${sql.ref(kept)} end`;
  return sql<number>`case when ${q} >= ${u} then ${v} else ${share} end`;
}

/**
 * A daily-totals check: the rows whose kept totals (the CTE `kept`) differ from the ones summed again
 * (the CTE `expected`), both keyed by `key`, one row a key; a key missing on either side counts as 0.
 * Each row answers its key as `id` and, of `figures` (a column and its Spanish name, in order), the first
 * that differs, with both values.
 */
function figureMismatch(figures: ReadonlyArray<readonly [string, string]>) {
  const keptOf = (column: string) => `coalesce(d.${column}, 0)`;
  const expectedOf = (column: string) => `coalesce(s.${column}, 0)`;
  const differs = (column: string) => `${keptOf(column)} <> ${expectedOf(column)}`;
  const firstDiffering = (answer: (column: string, label: string) => string) => {
    const [lastColumn, lastLabel] = figures[figures.length - 1] as readonly [string, string];
    const whens = figures
      .slice(0, -1)
      .map(([column, label]) => `when ${differs(column)} then ${answer(column, label)}`);
    return `case ${whens.join(" ")} else ${answer(lastColumn, lastLabel)} end`;
  };
  const columns = `${firstDiffering((_, label) => `'${label}'`)} as figure, ${firstDiffering(keptOf)} as kept, ${firstDiffering(expectedOf)} as expected`;
  const anyDiffers = figures.map(([column]) => differs(column)).join(" or ");
  return {
    rowsDiffering: (key: string, expected: string, kept: string) =>
      sql.raw(`select k.${key} as id, ${columns}
      from (select ${key} from ${expected} union select ${key} from ${kept}) k
      left join ${expected} s on s.${key} = k.${key} left join ${kept} d on d.${key} = k.${key}
      where ${anyDiffers}`),
  };
}

const ledgerDaily = figureMismatch([
  ["n", "movimientos"],
  ["q", "unidades"],
  ["v", "valor"],
]);
const salesDaily = figureMismatch([
  ["n", "ventas"],
  ["u", "unidades"],
  ["a", "importe"],
]);
const salesProductFigures = figureMismatch([
  ["n", "ventas"],
  ["u", "unidades"],
  ["a", "importe"],
  ["e", "filas sin ventas"],
]);

/** `column` (a product) is one the scope covers: all, or those of the sales registered or cancelled since. */
const soldProductInScope = (scope: VerifyScope, column: string) =>
  scope.changedSince === undefined
    ? sql<boolean>`1 = 1`
    : sql<boolean>`${sql.ref(column)} in (select sl.product_id from sale_lines sl inner join sales ss on ss.id = sl.sale_id
        where ss.created_at >= ${scope.changedSince} or ss.cancelled_at >= ${scope.changedSince})`;

/**
 * The kardex valorizado (migration 0019, docs/decisions/0019-kardex-valuation.md, shared/valuation.ts):
 * each ledger row keeps the balances after it, of its product and of its product in its warehouse; the
 * daily totals (ledger_daily, sales_daily, sales_product_daily and its totals) sum the ledger and the sales. Each balance is checked against
 * the row before it in the same partition (a window over the ledger's own indexes, streamed by the
 * database), so the whole history is never read into the process.
 */
export const KARDEX_INVARIANTS: Invariant[] = [
  {
    key: "kardex-product",
    rule: "Cada saldo del kardex de un producto es el saldo anterior ± el movimiento (unidades y valor)",
    subject: "movimiento",
    broken: (_db, scope) => sql`
      select id,
        case when balance_quantity <> previous_quantity + signed_quantity then 'unidades' else 'valor' end as figure,
        case when balance_quantity <> previous_quantity + signed_quantity then balance_quantity
          else balance_value_cents end as kept,
        case when balance_quantity <> previous_quantity + signed_quantity then previous_quantity + signed_quantity
          else previous_value + signed_value end as expected
      from (
        select m.id, m.balance_quantity, m.balance_value_cents,
          ${signedQuantity("m")} as signed_quantity, ${signedColumn("m", "value_cents")} as signed_value,
          lag(m.balance_quantity, 1, 0) over (partition by m.product_id order by m.id) as previous_quantity,
          lag(m.balance_value_cents, 1, 0) over (partition by m.product_id order by m.id) as previous_value
        from movements m where ${productInScope(scope, "m.product_id")}) t
      where balance_quantity <> previous_quantity + signed_quantity
        or balance_value_cents <> previous_value + signed_value`,
  },
  {
    key: "kardex-warehouse",
    rule:
      "Cada saldo del kardex de un producto en una bodega es el anterior ± el movimiento; cada salida " +
      "sale al costo promedio de la bodega; una bodega vacía no tiene valor",
    subject: "movimiento",
    broken: (db, scope) => sql`
      select id, figure, kept, expected from (
        select id,
          case
            when balance_quantity <> previous_quantity + signed_quantity then 'unidades en la bodega'
            when balance_value <> previous_value + signed_value then 'valor en la bodega'
            when is_exit = 1 and value_cents <> exit_value then 'valor de la salida (costo promedio)'
            when balance_value < 0 or (balance_quantity = 0 and balance_value <> 0) then 'valor de la bodega vacía'
          end as figure,
          case
            when balance_quantity <> previous_quantity + signed_quantity then balance_quantity
            when balance_value <> previous_value + signed_value then balance_value
            when is_exit = 1 and value_cents <> exit_value then value_cents
            else balance_value
          end as kept,
          case
            when balance_quantity <> previous_quantity + signed_quantity then previous_quantity + signed_quantity
            when balance_value <> previous_value + signed_value then previous_value + signed_value
            when is_exit = 1 and value_cents <> exit_value then exit_value
            else 0
          end as expected
        from (
          select t.*, ${exitValue(db, "t.quantity", "t.previous_quantity", "t.previous_value", "t.value_cents")} as exit_value
          from (
            select m.id, m.quantity, m.value_cents,
              case when m.type in ${EXIT_TYPES} then 1 else 0 end as is_exit,
              m.warehouse_balance_quantity as balance_quantity, m.warehouse_balance_value_cents as balance_value,
              ${signedQuantity("m")} as signed_quantity, ${signedColumn("m", "value_cents")} as signed_value,
              lag(m.warehouse_balance_quantity, 1, 0)
                over (partition by m.product_id, m.warehouse_id order by m.id) as previous_quantity,
              lag(m.warehouse_balance_value_cents, 1, 0)
                over (partition by m.product_id, m.warehouse_id order by m.id) as previous_value
            from movements m where ${productInScope(scope, "m.product_id")}) t) v) checked
      where figure is not null`,
  },
  {
    key: "last-balance",
    rule: "El último saldo del kardex de cada producto es su stock",
    subject: "producto",
    broken: (_db, scope) => sql`
      select p.id, p.stock as kept, coalesce(m.balance_quantity, 0) as expected
      from products p left join movements m on m.id = (
        select x.id from movements x where x.product_id = p.id order by x.id desc limit 1)
      where ${productInScope(scope, "p.id")} and coalesce(m.balance_quantity, 0) <> p.stock`,
  },
  {
    key: "ledger-daily",
    rule: "Los totales diarios del libro (ledger_daily) suman, por tipo de movimiento, los movimientos del libro",
    subject: "tipo de movimiento",
    wholeDatabaseOnly: true,
    broken: () => sql`
      with ledger as (select type, count(*) as n, sum(quantity) as q, sum(value_cents) as v
                      from movements group by type),
        daily as (select type, sum(movements) as n, sum(quantity) as q, sum(value_cents) as v
                  from ledger_daily group by type)
      ${ledgerDaily.rowsDiffering("type", "ledger", "daily")}`,
  },
  {
    key: "sales-daily",
    rule: "Los totales diarios de ventas (sales_daily) suman, por empleado, las ventas no anuladas (ventas, unidades e importe)",
    subject: "empleado",
    wholeDatabaseOnly: true,
    broken: () => sql`
      with sold as (select coalesce(s.employee_id, '') as employee, count(*) as n, sum(s.total_cents) as a,
                      sum(l.units) as u
                    from sales s left join (select sale_id, sum(quantity) as units from sale_lines group by sale_id) l
                      on l.sale_id = s.id
                    where s.status <> 'CANCELLED' group by coalesce(s.employee_id, '')),
        daily as (select employee_id as employee, sum(sales) as n, sum(amount_cents) as a, sum(units) as u
                  from sales_daily group by employee_id)
      ${salesDaily.rowsDiffering("employee", "sold", "daily")}`,
  },
  {
    // Per product over every day: a business day cannot be computed in portable SQL (it needs the zone).
    key: "sales-product-daily",
    rule: "Las ventas por día y producto (sales_product_daily) suman, por producto, las líneas de las ventas no anuladas (ventas, unidades e importe), y ninguna fila queda sin ventas",
    subject: "producto",
    broken: (_db, scope) => sql`
      with sold as (select l.product_id as product, count(*) as n, sum(l.quantity) as u,
                      sum(l.subtotal_cents) as a, 0 as e
                    from sale_lines l inner join sales s on s.id = l.sale_id
                    where s.status <> 'CANCELLED' and ${soldProductInScope(scope, "l.product_id")}
                    group by l.product_id),
        daily as (select product_id as product, sum(sales) as n, sum(units) as u, sum(amount_cents) as a,
                    sum(case when sales <= 0 then 1 else 0 end) as e
                  from sales_product_daily where ${soldProductInScope(scope, "product_id")} group by product_id)
      ${salesProductFigures.rowsDiffering("product", "sold", "daily")}`,
  },
  {
    key: "sales-product-totals",
    rule: "Los totales por producto (sales_product_totals) suman sus ventas por día (ventas, unidades e importe), y ninguna fila queda sin ventas",
    subject: "producto",
    broken: (_db, scope) => sql`
      with daily as (select product_id as product, sum(sales) as n, sum(units) as u, sum(amount_cents) as a, 0 as e
                     from sales_product_daily where ${soldProductInScope(scope, "product_id")} group by product_id),
        totals as (select product_id as product, sales as n, units as u, amount_cents as a,
                     case when sales <= 0 then 1 else 0 end as e
                   from sales_product_totals where ${soldProductInScope(scope, "product_id")})
      ${salesProductFigures.rowsDiffering("product", "daily", "totals")}`,
  },
];
