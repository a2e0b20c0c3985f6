import { formatPesos } from "@inventario/shared/money";
import type { BalanceFigures, KardexPage, KardexRow } from "@inventario/shared/reports";
import type { ReactNode } from "react";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { formatDisplayTime } from "../../../lib/format-time";
import { kardexTexts } from "../kardex-texts";
import { MovementType } from "./movement-type";

const { columns } = kardexTexts;
const GROUP_SIZE = 3;
/** Fecha, Tipo, Documento, Bodega, Lote: the columns before the figures. */
const LEAD_COLUMNS = [columns.date, columns.type, columns.document, columns.warehouse, columns.lot];
const FIGURE_GROUPS = [
  { title: columns.entries, names: [columns.quantity, columns.unitCost, columns.total] },
  { title: columns.exits, names: [columns.quantity, columns.unitCost, columns.total] },
  { title: columns.balance, names: [columns.quantity, columns.averageCost, columns.value] },
];
const COLUMN_COUNT = LEAD_COLUMNS.length + FIGURE_GROUPS.length * GROUP_SIZE;

const cell = "whitespace-nowrap px-3 py-2.5";
// Fourteen columns rarely fit beside the sidebar: the texts wrap and the figures sit closer, so less of
// the table hides off to the right.
const wrapping = "px-3 py-2.5 text-gray-700";
const figureBase = "whitespace-nowrap px-2.5 py-2.5 text-right tabular-nums";
const figure = `${figureBase} text-gray-800`;
/** Each group of figures starts with a rule, so three "Cantidad" columns are told apart at a glance. */
const groupStart = "border-l border-gray-200";
// The date stays in view while a narrow screen scrolls the figures. A box shadow draws its edge: a
// collapsed border would stay behind when the cell sticks.
const sticky = "sticky left-0 z-10 shadow-[inset_-1px_0_0_var(--color-gray-200)]";

type Flow = KardexRow["entry"];

function FlowCells({ flow }: { flow: Flow }) {
  if (!flow) {
    return (
      <>
        <td className={`${figure} ${groupStart}`} />
        <td className={figure} />
        <td className={figure} />
      </>
    );
  }
  return (
    <>
      <td className={`${figure} ${groupStart}`}>{formatQuantity(flow.quantity)}</td>
      <td className={figure}>{formatPesos(flow.unit_cost)}</td>
      <td className={figure}>{formatPesos(flow.total)}</td>
    </>
  );
}

function BalanceCells({ balance, strong = false }: { balance: BalanceFigures; strong?: boolean }) {
  const tone = strong ? "font-semibold text-gray-900" : "text-gray-800";
  return (
    <>
      <td className={`${figureBase} ${groupStart} ${tone}`}>{formatQuantity(balance.quantity)}</td>
      <td className={`${figureBase} ${tone}`}>{formatPesos(balance.average_cost)}</td>
      <td className={`${figureBase} ${tone}`}>{formatPesos(balance.value)}</td>
    </>
  );
}

/**
 * 'Saldo inicial' before the range's first movement, or 'Saldo final' after its last: named in the date
 * column, which stays in view on a narrow screen.
 */
function BalanceRow({ label, date, balance }: { label: string; date: string; balance: BalanceFigures }) {
  return (
    <tr className="bg-indigo-50">
      <th scope="row" className={`${cell} ${sticky} bg-indigo-50 font-semibold text-gray-900`}>
        <span className="block">{label}</span>
        <span className="block text-xs font-normal text-gray-700 tabular-nums">{formatDisplayDate(date)}</span>
      </th>
      <td colSpan={COLUMN_COUNT - 1 - GROUP_SIZE} />
      <BalanceCells balance={balance} strong />
    </tr>
  );
}

function MovementRow({ row }: { row: KardexRow }) {
  return (
    <tr>
      <td className={`${cell} ${sticky} bg-white tabular-nums`}>
        <span className="block text-gray-800">{formatDisplayDate(row.created_at)}</span>
        <span className="block text-xs text-gray-600">{formatDisplayTime(row.created_at)}</span>
      </td>
      <td className={cell}>
        <MovementType type={row.type} />
      </td>
      <td className={`${wrapping} min-w-32 max-w-48`}>{row.document ?? kardexTexts.noValue}</td>
      <td className={`${wrapping} min-w-28 max-w-40`}>{row.warehouse.name}</td>
      <td className={`${cell} font-mono text-gray-700`}>{row.lot_number ?? kardexTexts.noValue}</td>
      <FlowCells flow={row.entry} />
      <FlowCells flow={row.exit} />
      <BalanceCells balance={row.balance} />
    </tr>
  );
}

/**
 * A text in place of the rows, at the left and held there while the table scrolls: centred across the
 * wide table it would sit off a phone's screen.
 */
function StatusRow({ children }: { children: ReactNode }) {
  return (
    <tr>
      <td colSpan={COLUMN_COUNT} className="px-4 py-8 text-gray-600">
        <div className="sticky left-4 w-fit">{children}</div>
      </td>
    </tr>
  );
}

type KardexTableProps = {
  kardex: KardexPage | undefined;
  /** Loading or failed: said in place of the rows. */
  status: ReactNode;
  busy: boolean;
};

/**
 * The kardex valorizado: one row per movement under a two-level header (Entradas, Salidas and Saldo
 * each with their three figures), the opening balance first on page 1, the range's closing balance in
 * the footer of every page. Narrow screens scroll it sideways with the date column held in place.
 */
export function KardexTable({ kardex, status, busy }: KardexTableProps) {
  const rows = kardex?.data;
  return (
    <section
      aria-label={kardexTexts.caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <table aria-busy={busy} className="min-w-full text-left text-sm">
        <caption className="sr-only">{kardexTexts.caption}</caption>
        <colgroup span={LEAD_COLUMNS.length} />
        {FIGURE_GROUPS.map((group) => (
          <colgroup key={group.title} span={GROUP_SIZE} />
        ))}
        <thead className="border-b border-gray-200 bg-gray-50 text-gray-700">
          <tr>
            {LEAD_COLUMNS.map((name, index) => (
              <th
                key={name}
                scope="col"
                rowSpan={2}
                className={`${cell} align-bottom font-semibold ${index === 0 ? `${sticky} bg-gray-50` : ""}`}
              >
                {name}
              </th>
            ))}
            {FIGURE_GROUPS.map((group) => (
              <th
                key={group.title}
                scope="colgroup"
                colSpan={GROUP_SIZE}
                className={`${cell} ${groupStart} border-b text-center font-semibold`}
              >
                {group.title}
              </th>
            ))}
          </tr>
          <tr>
            {FIGURE_GROUPS.flatMap((group) =>
              group.names.map((name, index) => (
                <th
                  key={`${group.title}-${name}`}
                  scope="col"
                  className={`${figureBase} font-medium ${index === 0 ? groupStart : ""}`}
                >
                  {name}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody className={`divide-y divide-gray-100 transition-opacity ${busy ? "opacity-60" : ""}`}>
          {status || !kardex || !rows ? (
            <StatusRow>{status}</StatusRow>
          ) : (
            <>
              {kardex.page === 1 ? (
                <BalanceRow label={kardexTexts.opening} date={kardex.from} balance={kardex.opening} />
              ) : null}
              {rows.length === 0 ? (
                <StatusRow>{kardexTexts.empty}</StatusRow>
              ) : (
                rows.map((row) => <MovementRow key={row.id} row={row} />)
              )}
            </>
          )}
        </tbody>
        {kardex && rows && !status ? (
          <tfoot className="border-t-2 border-gray-200">
            <BalanceRow label={kardexTexts.closing} date={kardex.to} balance={kardex.closing} />
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
