import { formatPesos } from "@inventario/shared/money";
import type { BalanceFigures, KardexPage, KardexRow } from "@inventario/shared/reports";
import { MoveHorizontal } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { HeaderCell, HeaderRow, ListBody, ListHead, ListTable, StatusRow } from "../../../components/data-table";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { formatDisplayTime } from "../../../lib/format-time";
import { kardexTexts } from "../kardex-texts";
import { useKardexStickyEdges } from "../use-kardex-sticky-edges";
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
/** What a phone's card calls each figure of a group, the group's name included. */
const [ENTRY_LABELS, EXIT_LABELS, BALANCE_LABELS] = FIGURE_GROUPS.map((group) =>
  group.names.map((name) => kardexTexts.figureLabel(group.title, name)),
) as [string[], string[], string[]];

const cell = "whitespace-nowrap px-3 py-2.5";
// Fourteen columns rarely fit beside the sidebar: the texts wrap and the figures sit closer, so less of
// the table hides off to the right.
const wrapping = "px-3 py-2.5 text-gray-700";
const figureBase = "whitespace-nowrap px-2.5 py-2.5 text-right tabular-nums";
const figure = `${figureBase} text-gray-800`;
/** Each group of figures starts with a rule, so three "Cantidad" columns are told apart at a glance. */
const groupStart = "border-l border-gray-200 max-sm:border-l-0";
// Fourteen columns do not fit beside the sidebar (1,508 px in a 1,044 px box at 1366 px): what a kardex is
// read for stays in view while the rest scrolls beneath — the date always, the three 'Saldo' figures
// from 1024 px (held at the right edge), the document from 1280 px. Box shadows draw their edges (a
// collapsed border would stay behind when the cell sticks) and a soft shade says that columns pass
// under them. A phone's card does not scroll. The offsets come from use-kardex-sticky-edges.ts.
const sticky = "sticky left-0 z-10 shadow-[inset_-1px_0_0_var(--color-gray-200)] max-sm:static";
const stickyDocument =
  "xl:sticky xl:left-[var(--kardex-document-left,8rem)] xl:z-10 xl:shadow-[inset_-1px_0_0_var(--color-gray-200),6px_0_6px_-6px_rgb(0_0_0/0.18)]";
const stickyBalance = [
  "lg:sticky lg:right-[var(--kardex-quantity-right,16rem)] lg:z-10 lg:border-l-0 lg:shadow-[inset_1px_0_0_var(--color-gray-200),-6px_0_6px_-6px_rgb(0_0_0/0.18)]",
  "lg:sticky lg:right-[var(--kardex-average-right,8rem)] lg:z-10",
  "lg:sticky lg:right-0 lg:z-10",
] as const;
/** The held lead columns' header cells: Fecha always, Documento (the third) from 1280 px. */
const LEAD_STICKY: Record<number, string> = { 0: `${sticky} bg-gray-50`, 2: `${stickyDocument} bg-gray-50` };
// Its rules as inset shadows too: the collapsed border under 'Saldo' would stay behind as it sticks.
const BALANCE_HEAD_STICKY =
  "lg:sticky lg:right-0 lg:z-10 lg:border-0 lg:shadow-[inset_1px_0_0_var(--color-gray-200),inset_0_-1px_0_var(--color-gray-200),-6px_0_6px_-6px_rgb(0_0_0/0.18)] bg-gray-50";
// An empty cell (a movement's missing entry or exit, the balance row's gap) takes no line in a phone's
// card, yet stays a cell for screen readers: the row keeps its fourteen columns.
const emptyOnPhone = "max-sm:sr-only";

type Flow = KardexRow["entry"];

/** An entry's or exit's cells; its quantity in the unit its lot is counted in (a balance sums lots, so it has none). */
function FlowCells({ flow, unit, labels }: { flow: Flow; unit: string; labels: string[] }) {
  if (!flow) {
    return (
      <>
        <DataCell label={labels[0]} className={`${figure} ${groupStart} ${emptyOnPhone}`} />
        <DataCell label={labels[1]} className={`${figure} ${emptyOnPhone}`} />
        <DataCell label={labels[2]} className={`${figure} ${emptyOnPhone}`} />
      </>
    );
  }
  return (
    <>
      <DataCell label={labels[0]} className={`${figure} ${groupStart}`}>
        {formatQuantity(flow.quantity, unit)}
      </DataCell>
      <DataCell label={labels[1]} className={figure}>
        {formatPesos(flow.unit_cost)}
      </DataCell>
      <DataCell label={labels[2]} className={figure}>
        {formatPesos(flow.total)}
      </DataCell>
    </>
  );
}

function BalanceCells({ balance, strong = false }: { balance: BalanceFigures; strong?: boolean }) {
  // Held cells paint their row's background, or the scrolled figures would show through them.
  const tone = strong ? "bg-indigo-50 font-semibold text-gray-900" : "bg-white text-gray-800";
  return (
    <>
      <DataCell label={BALANCE_LABELS[0]} className={`${figureBase} ${groupStart} ${stickyBalance[0]} ${tone}`}>
        {formatQuantity(balance.quantity)}
      </DataCell>
      <DataCell label={BALANCE_LABELS[1]} className={`${figureBase} ${stickyBalance[1]} ${tone}`}>
        {formatPesos(balance.average_cost)}
      </DataCell>
      <DataCell label={BALANCE_LABELS[2]} className={`${figureBase} ${stickyBalance[2]} ${tone}`}>
        {formatPesos(balance.value)}
      </DataCell>
    </>
  );
}

/**
 * 'Saldo inicial' before the range's first movement, or 'Saldo final' after its last: named in the date
 * column, which stays in view on a narrow screen (and is the card's title on a phone).
 */
function BalanceRow({ label, date, balance }: { label: string; date: string; balance: BalanceFigures }) {
  return (
    <DataRow className="bg-indigo-50">
      <DataCell rowHeader className={`${cell} ${sticky} bg-indigo-50 font-semibold text-gray-900`}>
        <span className="block">{label}</span>
        <span className="block text-xs font-normal text-gray-700 tabular-nums">{formatDisplayDate(date)}</span>
      </DataCell>
      <DataCell label="" colSpan={COLUMN_COUNT - 1 - GROUP_SIZE} className={emptyOnPhone} />
      <BalanceCells balance={balance} strong />
    </DataRow>
  );
}

function MovementRow({ row }: { row: KardexRow }) {
  return (
    <DataRow>
      <DataCell className={`${cell} ${sticky} bg-white tabular-nums`}>
        <span className="block text-gray-800">{formatDisplayDate(row.created_at)}</span>
        <span className="block text-xs text-gray-600">{formatDisplayTime(row.created_at)}</span>
      </DataCell>
      <DataCell className={cell}>
        <MovementType type={row.type} />
      </DataCell>
      <DataCell className={`${wrapping} ${stickyDocument} min-w-32 max-w-48 bg-white`}>
        {row.document ?? kardexTexts.noValue}
      </DataCell>
      <DataCell className={`${wrapping} min-w-28 max-w-40`}>{row.warehouse.name}</DataCell>
      <DataCell className={`${cell} font-mono text-gray-700`}>{row.lot_number ?? kardexTexts.noValue}</DataCell>
      <FlowCells flow={row.entry} unit={row.unit} labels={ENTRY_LABELS} />
      <FlowCells flow={row.exit} unit={row.unit} labels={EXIT_LABELS} />
      <BalanceCells balance={row.balance} />
    </DataRow>
  );
}

/**
 * A text in place of the rows, at the left and held there while the table scrolls: centred across the
 * wide table it would sit off a phone's screen.
 */
function KardexStatus({ children }: { children: ReactNode }) {
  return (
    <StatusRow span={COLUMN_COUNT} className="px-4 py-8 text-gray-600">
      <div className="sticky left-4 w-fit">{children}</div>
    </StatusRow>
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
 * the footer of every page. Wide screens scroll it sideways with the date column held in place; a phone
 * shows each row as a card, its figures named with their group ('Entradas · Cantidad').
 */
export function KardexTable({ kardex, status, busy }: KardexTableProps) {
  const rows = kardex?.data;
  const wrapper = useRef<HTMLDivElement>(null);
  const { overflows } = useKardexStickyEdges(wrapper);
  return (
    <div ref={wrapper}>
      {overflows ? (
        <p className="mb-2 flex items-center gap-1.5 text-sm text-gray-600 max-sm:hidden">
          <MoveHorizontal aria-hidden="true" className="size-4 shrink-0" />
          {kardexTexts.scrollHint}
        </p>
      ) : null}
      <ListTable
        caption={kardexTexts.caption}
        labels={LEAD_COLUMNS}
        busy={busy}
        className="min-w-full text-left text-sm"
      >
        <colgroup span={LEAD_COLUMNS.length} />
        {FIGURE_GROUPS.map((group) => (
          <colgroup key={group.title} span={GROUP_SIZE} />
        ))}
        <ListHead className="border-b border-gray-200 bg-gray-50 text-gray-700">
          <HeaderRow>
            {LEAD_COLUMNS.map((name, index) => (
              <HeaderCell
                key={name}
                rowSpan={2}
                className={`${cell} align-bottom font-semibold ${LEAD_STICKY[index] ?? ""}`}
              >
                {name}
              </HeaderCell>
            ))}
            {FIGURE_GROUPS.map((group, index) => (
              <HeaderCell
                key={group.title}
                scope="colgroup"
                colSpan={GROUP_SIZE}
                className={`${cell} ${groupStart} border-b text-center font-semibold ${
                  index === FIGURE_GROUPS.length - 1 ? BALANCE_HEAD_STICKY : ""
                }`}
              >
                {group.title}
              </HeaderCell>
            ))}
          </HeaderRow>
          <HeaderRow>
            {FIGURE_GROUPS.flatMap((group, groupIndex) =>
              group.names.map((name, index) => (
                <HeaderCell
                  key={`${group.title}-${name}`}
                  className={`${figureBase} font-medium ${index === 0 ? groupStart : ""} ${
                    groupIndex === FIGURE_GROUPS.length - 1 ? `${stickyBalance[index]} bg-gray-50` : ""
                  }`}
                >
                  {name}
                </HeaderCell>
              )),
            )}
          </HeaderRow>
        </ListHead>
        <ListBody>
          {status || !kardex || !rows ? (
            <KardexStatus>{status}</KardexStatus>
          ) : (
            <>
              {kardex.page === 1 ? (
                <BalanceRow label={kardexTexts.opening} date={kardex.from} balance={kardex.opening} />
              ) : null}
              {rows.length === 0 ? (
                <KardexStatus>{kardexTexts.empty}</KardexStatus>
              ) : (
                rows.map((row) => <MovementRow key={row.id} row={row} />)
              )}
            </>
          )}
        </ListBody>
        {kardex && rows && !status ? (
          // biome-ignore lint/a11y/noRedundantRoles: the table's parts keep their roles on a phone (see ListTable).
          <tfoot role="rowgroup" className="border-t-2 border-gray-200 max-sm:mt-3 max-sm:block">
            <BalanceRow label={kardexTexts.closing} date={kardex.to} balance={kardex.closing} />
          </tfoot>
        ) : null}
      </ListTable>
    </div>
  );
}
