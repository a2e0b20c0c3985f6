/** What the spreadsheet upload pieces say (the file's drop zone, its errors' table), wherever a file is sent. */
export const spreadsheetTexts = {
  dropTitle: "Arrastra aquí el archivo",
  dropOr: "o",
  choose: "Elegir archivo",
  chooseOther: "Elegir otro archivo",
  fileHint: "Libro de Excel (.xlsx) o archivo .csv, hasta 20 MB.",
  chosen: "Archivo elegido",
  remove: "Quitar archivo",
  errorsCaption: "Errores del archivo",
  errorHeaders: { row: "Fila", column: "Columna", value: "Valor", message: "Mensaje" },
  emptyValue: "(vacía)",
  downloadErrors: "Descargar errores",
  downloadingErrors: "Descargando errores...",
  errorsDone: (name: string) => `Archivo de errores ${name} descargado`,
  errorsFailed: "No se pudo descargar el archivo de errores",
  errorsFileHint: "El archivo de errores es tu mismo archivo con una columna «Errores» en cada fila que falla.",
} as const;
