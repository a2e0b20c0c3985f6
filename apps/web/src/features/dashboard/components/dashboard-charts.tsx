import { formatPesos } from "@inventario/shared/money-format";
import { type MovementType, movementLabel } from "@inventario/shared/movement-types";
import { periodShortLabel } from "@inventario/shared/report-periods";
import type { DashboardCharts as Charts } from "@inventario/shared/reports";
import { type ReactNode, useMemo } from "react";
import { formatCompactPesos, formatCount } from "../../../components/chart/axis-format";
import { BarChart } from "../../../components/chart/bar-chart";
import { ChartFigure, ChartLegend } from "../../../components/chart/chart-figure";
import { LoadingStatus } from "../../../components/list-status";
import { formatQuantity } from "../../../lib/format-quantity";
import { useCan } from "../../../lib/my-permissions";
import { useDashboardCharts } from "../api/get-dashboard-charts";
import { DaysTable } from "./days-table";

/**
 * One colour per movement type, told apart also by place in the stack and by the legend and table. The
 * order is the stack's, the legend's and the table's: what comes in, then what goes out. Typed by every
 * movement type (shared/movement-types.ts): a new type without its colour does not compile.
 */
const TYPE_COLORS: Record<MovementType, string> = {
  IN: "#059669",
  REPLENISH: "#0891b2",
  RETURN: "#7c3aed",
  OPENING: "#0d9488",
  PURCHASE: "#2563eb",
  TRANSFER_IN: "#4f46e5",
  ADJUSTMENT_IN: "#65a30d",
  TRANSFER_OUT: "#64748b",
  SUPPLIER_RETURN: "#be185d",
  ADJUSTMENT_OUT: "#a16207",
  WITHDRAWAL: "#d97706",
  OUT: "#dc2626",
};

const TYPES = Object.keys(TYPE_COLORS) as MovementType[];

const texts = {
  region: "Gráficos de los últimos 30 días",
  salesTitle: "Ventas por día (últimos 30 días)",
  salesSummary: (total: string) =>
    `Gráfico de barras del total vendido en cada uno de los últimos 30 días; en total ${total}. Las cifras están en la tabla.`,
  movementsTitle: "Movimientos por día y tipo (últimos 30 días)",
  movementsSummary: (total: number) =>
    `Gráfico de barras apiladas de los movimientos de inventario de cada uno de los últimos 30 días por tipo; ${total} en total. Las cifras están en la tabla.`,
  date: "Fecha",
  sales: "Ventas",
  amount: "Total",
  total: "Total",
  loading: "Cargando gráfico...",
  error: "No se pudo cargar el gráfico.",
  noSales: "No hubo ventas en los últimos 30 días.",
  noMovements: "No hubo movimientos en los últimos 30 días.",
} as const;

const cell = "whitespace-nowrap px-3 py-2 text-right text-gray-700 tabular-nums";
const head = "whitespace-nowrap px-3 py-2 text-right font-semibold text-gray-700";

function SalesPerDay({ charts, status }: { charts: Charts | undefined; status: ReactNode }) {
  const days = charts?.sales ?? null;
  const labels = useMemo(() => (days ?? []).map((d) => periodShortLabel(d.date, "day")), [days]);
  const series = useMemo(
    () => [{ name: texts.amount, color: "#4f46e5", values: (days ?? []).map((d) => d.amount) }],
    [days],
  );
  const total = (days ?? []).reduce((sum, d) => sum + d.amount, 0);
  const empty = days?.every((d) => d.sales === 0) ?? false;
  return (
    <ChartFigure
      title={texts.salesTitle}
      status={status ?? (empty ? texts.noSales : null)}
      chart={
        <BarChart
          labels={labels}
          series={series}
          formatY={formatCompactPesos}
          summary={texts.salesSummary(formatPesos(total))}
        />
      }
      table={
        <DaysTable
          caption={texts.salesTitle}
          dateHeader={texts.date}
          headers={
            <>
              <th scope="col" className={head}>
                {texts.sales}
              </th>
              <th scope="col" className={head}>
                {texts.amount}
              </th>
            </>
          }
          days={days ?? []}
          cells={(d) => (
            <>
              <td className={cell}>{formatQuantity(d.sales)}</td>
              <td className={cell}>{formatPesos(d.amount)}</td>
            </>
          )}
        />
      }
    />
  );
}

function MovementsPerDay({ charts, status }: { charts: Charts | undefined; status: ReactNode }) {
  const days = charts?.movements ?? null;
  const labels = useMemo(() => (days ?? []).map((d) => periodShortLabel(d.date, "day")), [days]);
  const series = useMemo(
    () =>
      TYPES.map((type) => ({
        name: movementLabel(type),
        color: TYPE_COLORS[type],
        values: (days ?? []).map((d) => d.counts[type] ?? 0),
      })),
    [days],
  );
  const dayTotal = (counts: Record<MovementType, number>) => TYPES.reduce((sum, type) => sum + (counts[type] ?? 0), 0);
  const total = (days ?? []).reduce((sum, d) => sum + dayTotal(d.counts), 0);
  return (
    <ChartFigure
      title={texts.movementsTitle}
      status={status ?? (days !== null && total === 0 ? texts.noMovements : null)}
      chart={<BarChart labels={labels} series={series} formatY={formatCount} summary={texts.movementsSummary(total)} />}
      legend={<ChartLegend items={series} />}
      table={
        <DaysTable
          caption={texts.movementsTitle}
          dateHeader={texts.date}
          headers={
            <>
              {TYPES.map((type) => (
                <th key={type} scope="col" className={head}>
                  {movementLabel(type)}
                </th>
              ))}
              <th scope="col" className={head}>
                {texts.total}
              </th>
            </>
          }
          days={days ?? []}
          cells={(d) => (
            <>
              {TYPES.map((type) => (
                <td key={type} className={cell}>
                  {formatQuantity(d.counts[type] ?? 0)}
                </td>
              ))}
              <td className={`${cell} font-medium text-gray-900`}>{formatQuantity(dayTotal(d.counts))}</td>
            </>
          )}
        />
      }
    />
  );
}

/**
 * The home screen's two charts over the last 30 business days (issue 20): sales per day for whoever may
 * read sales, movements per day by type for whoever may read movements (the server answers each series
 * only to them). Asked again each time the dashboard opens; a failure is told in place of the chart.
 */
export function DashboardCharts() {
  const canDashboard = useCan("dashboard:read");
  const canSales = useCan("sales:read");
  const canMovements = useCan("movements:read");
  const enabled = canDashboard && (canSales || canMovements);
  const charts = useDashboardCharts(enabled);
  if (!enabled) return null;
  const status = charts.isPending ? <LoadingStatus text={texts.loading} /> : charts.isError ? texts.error : null;
  return (
    <section aria-label={texts.region} className="mt-8 grid gap-4 xl:grid-cols-2">
      {canSales && charts.data?.sales !== null ? <SalesPerDay charts={charts.data} status={status} /> : null}
      {canMovements && charts.data?.movements !== null ? (
        <MovementsPerDay charts={charts.data} status={status} />
      ) : null}
    </section>
  );
}
