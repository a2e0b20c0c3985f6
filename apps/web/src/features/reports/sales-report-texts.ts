/** What Reportes → 'Ventas' says (issue 20). */
export const salesReportTexts = {
  title: "Ventas",
  subtitle: "Ventas no anuladas entre dos fechas, agrupadas como elijas. Las fechas son las del negocio (Bogotá).",
  from: "Desde",
  to: "Hasta",
  group: "Agrupar por",
  totalsLabel: "Totales del rango",
  totals: { sales: "Ventas", units: "Unidades", averageTicket: "Ticket promedio", amount: "Total" },
  chartTitle: (period: string) => `Total vendido por ${period}`,
  chartSummary: (period: string, count: number, from: string, to: string) =>
    `Gráfico de barras del total vendido por ${period}, ${count} barras, del ${from} al ${to}. Las cifras están en la tabla.`,
  periodNames: { day: "día", week: "semana", month: "mes" },
  chartEmpty: "No hay ventas en el rango.",
  tableCaption: (group: string) => `Ventas por ${group.toLowerCase()}`,
  columns: { sales: "Ventas", units: "Unidades", averageTicket: "Ticket promedio", amount: "Total" },
  periodColumn: "Periodo",
  topTitle: "Los 10 productos más vendidos",
  topCaption: "Los 10 productos con mayor total vendido en el rango",
  topColumns: { rank: "#", product: "Producto", units: "Unidades", amount: "Total" },
  topEmpty: "Ningún producto se vendió en el rango.",
  topLoading: "Cargando los productos más vendidos...",
  topError: "No se pudieron cargar los productos más vendidos.",
  loading: "Cargando el reporte de ventas...",
  empty: "No hay ventas en el rango.",
  forbidden: "No tienes permisos para ver los reportes.",
  error: "No se pudo cargar el reporte de ventas.",
  noEmployee: "Sin empleado",
  /** A run of periods without sales between two listed ones: "Sin ventas: 3 días (03/03/2026 – 05/03/2026)". */
  gap: (count: number, period: "day" | "week" | "month", from: string, to: string) => {
    const [one, many] = { day: ["día", "días"], week: ["semana", "semanas"], month: ["mes", "meses"] }[period];
    return `Sin ventas: ${count} ${count === 1 ? one : many} (${from === to ? from : `${from} – ${to}`})`;
  },
  totalRow: "Total",
  taxBase: "Base (antes de IVA)",
  taxClass: (label: string, base: string) => `${label}: base ${base}`,
  taxAmount: (tax: string) => `IVA ${tax}`,
  taxesLoading: "Cargando la base y el IVA del rango...",
  taxesError: "No se pudieron cargar la base y el IVA del rango.",
} as const;
