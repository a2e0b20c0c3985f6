import {
  type ImportColumn,
  type ImportKind,
  type ImportValueType,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from "@inventario/shared/imports";

/**
 * The Spanish texts of an import's files: the template's two sheets and the errors file's column. Server
 * texts kept with the files that write them (as an export's headers are); tests read them from here.
 */

const count = new Intl.NumberFormat("es-CO");

export const templateTexts = {
  dataSheet: "Datos",
  instructionsSheet: "Instrucciones",
  /** The hidden sheet holding a validation list too long to write inline. */
  listsSheet: "Listas",
  title: (kind: ImportKind) => `Cómo importar ${kindNames[kind]}`,
  /** The note above the column table, one line a row. */
  how: (kind: ImportKind): string[] => [
    "1. Escribe un registro por fila en la hoja «Datos», debajo de los encabezados. No cambies los encabezados; el orden de las columnas no importa y las columnas que no se reconocen se ignoran.",
    "2. La fila 2 de «Datos» es un ejemplo: reemplázala o bórrala antes de subir el archivo.",
    "3. Sube el archivo como libro de Excel (.xlsx) o como .csv (UTF-8). Primero se revisa sin guardar nada: verás todos los errores a la vez, con su fila y su columna.",
    "4. Se importa todo o nada: si una fila tiene un error no se importa ninguna. Descarga el archivo con la columna «Errores», corrígelo y súbelo de nuevo.",
    kindRule[kind],
    `Límites: hasta ${count.format(MAX_IMPORT_ROWS)} filas de datos y ${MAX_IMPORT_BYTES / 1024 / 1024} MB por archivo.`,
  ],
  tableHeaders: ["Columna", "Obligatoria", "Formato", "Valores permitidos / ayuda", "Otros encabezados aceptados"],
  /** A validation list's message when a typed value is not in it. */
  listError: {
    title: "Valor no válido",
    yesNo: "Escribe Sí o No.",
    taxClass: "Elige IVA 19 %, IVA 5 %, Exento o Excluido.",
    warehouse: "No hay una bodega activa con ese nombre. Revisa el nombre en la lista.",
  },
  yes: "Sí",
  no: "No",
} as const;

const kindNames: Record<ImportKind, string> = {
  products: "productos",
  stock: "existencias iniciales",
  clients: "clientes",
  employees: "empleados",
  warehouses: "bodegas",
  suppliers: "proveedores",
};

const kindRule: Record<ImportKind, string> = {
  products:
    "Una fila cuyo código ya existe actualiza ese producto (solo las columnas que trae el archivo); un código nuevo crea el producto.",
  stock:
    "Cada fila suma unidades como «Saldo inicial» en la bodega y el lote indicados: importar el mismo archivo dos veces las sumaría de nuevo.",
  clients:
    "Una fila cuya identificación ya existe actualiza ese cliente (solo las columnas que trae el archivo); una nueva crea el cliente.",
  employees:
    "Una fila cuya identificación ya existe actualiza ese empleado (solo las columnas que trae el archivo); una nueva lo crea, sin acceso al sistema.",
  warehouses: "Una fila cuyo nombre ya existe actualiza esa bodega; un nombre nuevo crea la bodega.",
  suppliers:
    "Una fila cuyo NIT ya existe actualiza ese proveedor (solo las columnas que trae el archivo); un NIT nuevo crea el proveedor.",
};

/**
 * The 'Obligatoria' cell. An opening-stock row always creates a lot, so what it needs to create it
 * always needs.
 */
export function requiredLabel(kind: ImportKind, column: ImportColumn): string {
  if (column.need === "key") return "Sí (clave)";
  if (column.need === "create") return kind === "stock" ? "Sí" : "Para crear";
  return "No";
}

export const formatLabels: Record<ImportValueType, string> = {
  text: "Texto",
  integer: "Número entero",
  money: "Valor en pesos",
  date: "Fecha dd/mm/aaaa",
  yesNo: "Sí o No",
  taxClass: "Clase de IVA",
};

export const errorsFileTexts = {
  /** The column added to the uploaded file. */
  column: "Errores",
  /** The header row's cell when the header itself has errors (a missing key column). */
  headerWithErrors: (messages: string) => `Errores: ${messages}`,
  /** An error on a row the file does not have (none is expected: every error names a row it read). */
  otherRow: (row: number, messages: string) => `Fila ${row}: ${messages}`,
} as const;
