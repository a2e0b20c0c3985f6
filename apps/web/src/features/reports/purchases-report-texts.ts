/** What Reportes → 'Compras' says (issue 32). */
export const purchasesReportTexts = {
  title: "Compras",
  subtitle:
    "Lo recibido de los proveedores entre dos fechas (recepciones, unidades y su valor al costo de cada recepción), agrupado como elijas. Las fechas son las del negocio (Bogotá).",
  from: "Desde",
  to: "Hasta",
  group: "Agrupar por",
  totalsLabel: "Totales del rango",
  totals: { receipts: "Recepciones", units: "Unidades", amount: "Valor recibido" },
  tableCaption: (group: string) => `Compras por ${group.toLowerCase()}`,
  columns: { receipts: "Recepciones", units: "Unidades", amount: "Valor recibido" },
  periodColumn: "Periodo",
  loading: "Cargando el reporte de compras...",
  empty: "No hay recepciones de compra en el rango.",
  forbidden: "No tienes permisos para ver los reportes.",
  error: "No se pudo cargar el reporte de compras.",
} as const;
