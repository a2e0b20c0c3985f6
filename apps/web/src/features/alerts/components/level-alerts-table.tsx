import type { AlertRow, ProductAlertRow } from "@inventario/shared/alerts";
import { CornerDownRight } from "lucide-react";
import type { ReactNode } from "react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { DataTable, RowGroup } from "../../../components/data-table";
import { ScreenLink } from "../../../components/screen-link";
import { formatQuantity } from "../../../lib/format-quantity";
import { newTransferPath } from "../../../lib/transfer-prefill";
import { alertColumns, alertTexts, purchaseSuggestionsPath } from "../alert-texts";
import type { LevelAlertKind } from "../api/list-alerts";
import { AlertProductCell } from "./alert-product-cell";

type LevelAlertsTableProps = {
  kind: LevelAlertKind;
  rows: ProductAlertRow[] | undefined;
  status: ReactNode;
  busy: boolean;
  /** May create transfers (`transfers:create`): a warehouse's row offers 'Trasladar'. */
  canTransfer: boolean;
};

const figure = (value: number | null) => (value === null ? alertTexts.noValue : formatQuantity(value));

const actionLink =
  "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 hover:text-indigo-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500";

/** 'Pedir': the row's product, in its warehouse, in 'Sugerido de compra' (nothing for who may not read it). */
function OrderLink({ row }: { row: AlertRow }) {
  return (
    <ScreenLink
      to={purchaseSuggestionsPath(row.warehouse?.id ?? "", row.product.sku)}
      className={actionLink}
      fallback={<span className="text-gray-500">{alertTexts.noValue}</span>}
    >
      <span aria-hidden="true">{alertTexts.orderAction}</span>
      <span className="sr-only">{alertTexts.orderActionLabel(row.product.sku, row.warehouse?.name ?? null)}</span>
    </ScreenLink>
  );
}

/**
 * How many units 'Trasladar' proposes: enough to bring the warehouse up to its maximum, and at least just
 * above its minimum (at the minimum it would still be low), but no more than the source holds above its
 * own minimum.
 */
export function transferQuantity(row: AlertRow, spare: number): number {
  const target = Math.max(row.maximum ?? 0, (row.minimum ?? 0) + 1);
  return Math.max(1, Math.min(target - row.quantity, spare));
}

/** 'Trasladar': the transfer form filled in, from the warehouse that can spare units to this row's one. */
function TransferLink({ row }: { row: AlertRow }) {
  const source = row.transfer_from;
  if (!source || !row.warehouse) return null;
  return (
    <ScreenLink
      to={newTransferPath({
        product: row.product.id,
        from: source.id,
        to: row.warehouse.id,
        quantity: transferQuantity(row, source.available),
      })}
      className={actionLink}
      fallback={null}
    >
      <span aria-hidden="true" title={alertTexts.transferSource(source.name, formatQuantity(source.available))}>
        {alertTexts.transferAction}
      </span>
      <span className="sr-only">
        {alertTexts.transferActionLabel(row.product.sku, row.warehouse.name, source.name)}
      </span>
    </ScreenLink>
  );
}

const figureCell = "whitespace-nowrap px-3 py-3 tabular-nums";
/** On a phone a row's figures are three columns, each its name over its value. */
const phoneGrid = "max-sm:grid-cols-3 max-sm:gap-y-3";
const fullWidth = "max-sm:col-span-full";

/** What is available: red when nothing is, amber when low; neutral for a product whose own figures are fine. */
function availableTone(row: AlertRow, alerting: boolean): string {
  if (!alerting) return "text-gray-900";
  return row.quantity <= 0 ? "text-red-700" : "text-amber-800";
}

/**
 * A row's figures: available (coloured by `alerting`), minimum, maximum, reserved, on order, and on 'Stock
 * bajo' what to reorder. An array of cells, not a component: the row numbers the cells it is given one by one.
 */
function figureCells(kind: LevelAlertKind, row: AlertRow, alerting: boolean) {
  const muted = "text-gray-700";
  const figures: [name: string, value: number | null, tone: string][] = [
    ["available", row.quantity, `font-semibold ${availableTone(row, alerting)}`],
    ["minimum", row.minimum, muted],
    ["maximum", row.maximum, muted],
    ["reserved", row.reserved, muted],
    ["on-order", row.on_order, muted],
  ];
  // Only what is itself low is reordered: a product whose own figures are fine shows none.
  if (kind === "low") figures.push(["reorder", alerting ? row.suggested_reorder : null, "font-medium text-gray-900"]);
  return figures.map(([name, value, tone]) => (
    <DataCell key={name} stacked className={`${figureCell} ${tone}`}>
      {figure(value)}
    </DataCell>
  ));
}

/**
 * 'Stock bajo' and 'Agotados', one group per product: the product as a whole (all its warehouses: what is
 * available against its minimum and maximum, what pending picking requests hold, what is on order), then
 * each of its warehouses in the alert, indented. The product's name heads all of them (a row header
 * spanning the group). Its own figures are coloured only when they are themselves in the alert, not when
 * only a warehouse is. 'Stock bajo' adds how much to reorder to reach the maximum. Each row offers 'Pedir';
 * a warehouse's row 'Trasladar' when another warehouse can spare units. On a phone, a card per product with
 * its warehouses as sections.
 */
export function LevelAlertsTable({ kind, rows, status, busy, canTransfer }: LevelAlertsTableProps) {
  return (
    <DataTable caption={alertTexts.tableCaption(kind)} columns={alertColumns[kind]} busy={busy} status={status} grouped>
      {rows?.map((row) => (
        <RowGroup key={row.product.id} className="sm:divide-y sm:divide-gray-100 sm:hover:bg-gray-50">
          <DataRow className={`align-top ${phoneGrid}`}>
            <AlertProductCell product={row.product} rowSpan={row.warehouses.length + 1} width="min-w-40" />
            <DataCell rowHeader className={`px-3 py-3 text-left font-normal text-gray-700 ${fullWidth}`}>
              {alertTexts.allWarehouses}
            </DataCell>
            {figureCells(kind, row, row.own_alert)}
            <ActionsCell>
              <OrderLink row={row} />
            </ActionsCell>
          </DataRow>
          {row.warehouses.map((alert) => (
            <DataRow key={alert.warehouse?.id} firstColumn={1} className={`align-top ${phoneGrid}`}>
              <DataCell
                rowHeader
                label=""
                className={`px-3 py-3 text-left font-normal text-gray-900 max-sm:font-semibold ${fullWidth}`}
              >
                <span className="flex items-start gap-1.5 sm:whitespace-nowrap">
                  <CornerDownRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400" />
                  {alert.warehouse?.name}
                </span>
              </DataCell>
              {figureCells(kind, alert, true)}
              <ActionsCell>
                <div className="flex items-center gap-1">
                  <OrderLink row={alert} />
                  {canTransfer ? <TransferLink row={alert} /> : null}
                </div>
              </ActionsCell>
            </DataRow>
          ))}
        </RowGroup>
      ))}
    </DataTable>
  );
}
