import { type ImportKind, importKindLabels } from "@inventario/shared/imports";
import { spreadsheetTexts } from "../../components/spreadsheet-texts";

const count = new Intl.NumberFormat("es-CO");
const n = (value: number) => count.format(value);

/** What each kind is called (shared with the history's export) and what its file brings. */
export const kindTexts: Record<ImportKind, { label: string; description: string }> = {
  products: {
    label: importKindLabels.products,
    description: "Código, nombre, descripción, categoría y precio. Crea los nuevos y actualiza los que ya existen.",
  },
  stock: {
    label: importKindLabels.stock,
    description: "Stock por bodega y lote, con su costo. Se suma a las existencias como saldo inicial.",
  },
  clients: {
    label: importKindLabels.clients,
    description: "Identificación, nombres, apellidos, correo, fecha de nacimiento y celular.",
  },
  employees: {
    label: importKindLabels.employees,
    description: "Los mismos datos de los clientes. Se crean sin acceso al sistema.",
  },
  warehouses: {
    label: importKindLabels.warehouses,
    description: "Nombre de cada bodega y si está activa.",
  },
  suppliers: {
    label: importKindLabels.suppliers,
    description: "NIT con su dígito de verificación, razón social, contacto, ciudad y plazo de pago.",
  },
};

/** What the screen 'Importar datos' (issue 31) says; the server's refusals are the shared messages. */
export const importTexts = {
  title: "Importar datos",
  intro:
    "Carga datos desde un libro de Excel (.xlsx) o un archivo .csv. Primero se revisa el archivo: si una sola fila tiene un error, no se importa nada.",

  permissionsLoading: "Cargando permisos...",

  kindStep: "1. Elige qué importar",
  kindLegend: "Qué vas a importar",
  columnsHeading: (label: string) => `Columnas de «${label}»`,
  columnsHint:
    "La primera fila del archivo lleva estos encabezados; el orden no importa. Las columnas de más se ignoran.",
  columnsCaption: (label: string) => `Columnas de la plantilla de ${label}`,
  columnHeaders: { column: "Columna", required: "Obligatoria", help: "Qué escribir" },
  need: {
    key: "Sí: identifica la fila",
    create: "Sí, al crear",
    optional: "No",
    /** Opening stock: every row adds units (creates), so a "create" column is always needed. */
    always: "Sí",
  },
  synonyms: (names: string) => `También se reconoce como: ${names}.`,
  template: "Descargar plantilla",
  templateLoading: "Descargando plantilla...",
  templateDone: (name: string) => `Plantilla ${name} descargada`,
  templateError: "No se pudo descargar la plantilla",

  fileStep: "2. Sube el archivo y revísalo",
  fileInput: "Archivo a importar",
  dropTitle: spreadsheetTexts.dropTitle,
  remove: spreadsheetTexts.remove,
  check: "Revisar archivo",
  checking: "Revisando archivo...",
  checkFailed: "No se pudo revisar el archivo",

  resultHeading: "Resultado de la revisión",
  refusedHeading: "No se importó nada",
  counts: { rows: "Filas", create: "A crear", update: "A actualizar", unchanged: "Sin cambios" },
  ignoredColumns: (columns: string[]) =>
    `${columns.length === 1 ? "Esta columna no corresponde" : "Estas columnas no corresponden"} a ningún dato y no se importa${columns.length === 1 ? "" : "n"}: ${columns.map((column) => `«${column}»`).join(", ")}.`,
  ready: (rows: number) =>
    rows === 1
      ? "El archivo no tiene errores: 1 fila lista para importar."
      : `El archivo no tiene errores: ${n(rows)} filas listas para importar.`,
  noRows: "El archivo no tiene filas de datos debajo de los encabezados: no hay nada que importar.",
  hasErrors: (total: number) =>
    total === 1
      ? "El archivo tiene 1 error. Corrígelo y vuelve a revisarlo: mientras tenga errores no se importa nada."
      : `El archivo tiene ${n(total)} errores. Corrígelos y vuelve a revisarlo: mientras tenga errores no se importa nada.`,
  moreErrors: (shown: number, more: number) =>
    `Se muestran los primeros ${n(shown)} errores; ${more === 1 ? "el otro está" : `los otros ${n(more)} están`} en el archivo de errores.`,
  errorsCaption: spreadsheetTexts.errorsCaption,
  emptyValue: spreadsheetTexts.emptyValue,

  applyStep: "3. Importa",
  apply: "Importar",
  applying: "Importando...",
  applyHint: "Revisa el archivo: el botón se activa cuando la revisión no encuentra errores.",
  applyReady: (rows: number, label: string) =>
    `Se importarán ${rows === 1 ? "1 fila" : `${n(rows)} filas`} de ${label.toLowerCase()}.`,
  applyFailed: "No se pudo importar el archivo",
  applied: (number: string) => `Importación ${number} realizada`,
  appliedDetail: (record: { rows: number; create: number; update: number; unchanged: number }) =>
    `${n(record.rows)} ${record.rows === 1 ? "fila" : "filas"}: ${n(record.create)} ${record.create === 1 ? "creada" : "creadas"}, ${n(record.update)} ${record.update === 1 ? "actualizada" : "actualizadas"}, ${n(record.unchanged)} sin cambios.`,
  appliedStock: "Las existencias quedaron como saldo inicial en el kardex de cada producto.",

  duplicateTitle: "¿Importar otra vez estas existencias?",
  duplicateConfirm: "Importar de nuevo",
  cancel: "Cancelar",

  historyHeading: "Importaciones realizadas",
  historyCaption: "Lista de importaciones realizadas",
  historyColumns: ["Número", "Tipo", "Archivo", "Filas", "Creados", "Actualizados", "Sin cambios", "Usuario", "Fecha"],
  historyLoading: "Cargando importaciones...",
  historyEmpty: "Aún no se ha importado ningún archivo.",
  historyForbidden: "No tienes permisos para ver las importaciones",
  historyError: "Ocurrió un error obteniendo las importaciones",
} as const;
