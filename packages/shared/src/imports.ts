/**
 * Importing spreadsheets (issue 31, docs/decisions/0025-imports.md): the kinds, the limits and the Spanish
 * messages both apps show. The columns of each kind and the answers' schemas follow with the routes.
 */

/** What can be imported; each kind has its permission `imports:<kind>`. */
export const IMPORT_KINDS = ["products", "stock", "clients", "employees", "warehouses"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The largest upload (multipart refuses more with 413). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** Data rows in one file (the header row aside). */
export const MAX_IMPORT_ROWS = 100_000;
/** Characters in one cell: far above any field's own bound, far below a cell a spreadsheet allows. */
export const MAX_CELL_CHARS = 2_000;

const rows = new Intl.NumberFormat("es-CO").format(MAX_IMPORT_ROWS);

export const importMessages = {
  /** Why a whole file is refused (nothing is validated, nothing written). */
  file: {
    missing: "Adjunta un archivo .xlsx o .csv",
    malformed: "El archivo no llegó completo o el formulario está mal formado. Intenta subirlo de nuevo.",
    tooLarge: `El archivo supera ${MAX_IMPORT_BYTES / 1024 / 1024} MB: divídelo en varios archivos.`,
    notSpreadsheet: "El archivo no es una hoja de cálculo: sube un libro de Excel (.xlsx) o un archivo .csv.",
    notUtf8: "El archivo .csv no está en UTF-8: en Excel, guárdalo como «CSV UTF-8 (delimitado por comas)».",
    brokenXlsx: "El archivo .xlsx está dañado o no es un libro de Excel: ábrelo y guárdalo de nuevo como .xlsx.",
    tooBigInflated:
      "El libro de Excel ocupa demasiado al abrirlo (más de lo que cabe en 100.000 filas): revisa que no tenga hojas o celdas de más.",
    noSheet: "El libro de Excel no tiene ninguna hoja.",
    empty: "La hoja está vacía: la primera fila debe tener los encabezados de las columnas.",
    tooManyRows: `El archivo tiene más de ${rows} filas de datos: divídelo en varios archivos.`,
  },
  /** Why one cell is refused (an error of its row). */
  cell: {
    tooLong: `La celda supera ${new Intl.NumberFormat("es-CO").format(MAX_CELL_CHARS)} caracteres`,
    formulaError: "La celda tiene un error de fórmula",
  },
} as const;
