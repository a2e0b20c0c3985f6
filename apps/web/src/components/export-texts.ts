/** The texts of the 'Exportar' control (issue 20), shared by every list screen and report. */
export const exportTexts = {
  button: "Exportar",
  menuLabel: "Formato de exportación",
  xlsx: "Excel (.xlsx)",
  csv: "CSV",
  cancel: "Cancelar",
  exporting: (format: string) => `Exportando a ${format}…`,
  progressLabel: "Progreso de la exportación",
  received: (size: string) => `${size} recibidos`,
  rows: (rows: string, total: string) => `${rows} de ${total} filas`,
  totalRows: (total: string) => `${total} filas`,
  done: (file: string) => `Se descargó ${file}`,
  cancelled: "Exportación cancelada",
  failed: "No se pudo exportar la lista. Intenta de nuevo.",
} as const;
