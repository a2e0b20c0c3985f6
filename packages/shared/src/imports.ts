/**
 * Importing spreadsheets (issue 31, docs/decisions/0025-imports.md): the kinds, the limits and the Spanish
 * messages both apps show. The columns of each kind and the answers' schemas follow with the routes.
 */

import type { Permission } from "./permissions";

/** What can be imported; each kind has its permission `imports:<kind>`. */
export const IMPORT_KINDS = ["products", "stock", "clients", "employees", "warehouses", "suppliers"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The permission that lets a user import a kind (each is in the permissions' catalogue). */
export const importPermission = (kind: ImportKind): Permission => `imports:${kind}`;

/** Every kind's permission, in the kinds' order: any one opens the screen and its history. */
export const IMPORT_PERMISSIONS = IMPORT_KINDS.map(importPermission) as unknown as readonly [
  Permission,
  ...Permission[],
];

/** Each kind as the screen and the history name it. */
export const importKindLabels: Record<ImportKind, string> = {
  products: "Productos",
  stock: "Existencias iniciales",
  clients: "Clientes",
  employees: "Empleados",
  warehouses: "Bodegas",
  suppliers: "Proveedores",
};

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
    integer: "Debe ser un número entero, p. ej. 1.200",
    money: "Debe ser un valor en pesos, p. ej. 12.500 o $ 12.500,50",
    date: "Debe ser una fecha dd/mm/aaaa",
    yesNo: "Debe ser Sí o No",
    taxClass: "Debe ser IVA 19 %, IVA 5 %, Exento o Excluido",
  },
  /** Why a row is refused against the file or the database. */
  row: {
    repeated: (row: number) => `Repetida: la fila ${row} tiene la misma clave`,
    productDeleted: "El producto con ese código fue eliminado: no se puede importar de nuevo",
    productUnknown: "No existe un producto con ese código: impórtalo antes en «Productos»",
    warehouseUnknown: "No existe una bodega activa con ese nombre",
    lotOtherExpiry: (date: string) => `El lote ya existe con otra fecha de vencimiento (${date})`,
    lotExpiryInFile: (row: number) => `La fila ${row} tiene el mismo lote con otra fecha de vencimiento`,
    lotOtherUnit: (unit: string) => `El lote ya existe en esa bodega con otra unidad (${unit})`,
    emailTaken: "Ya existe otra persona con ese correo",
    emailRepeated: (row: number) => `Repetido: la fila ${row} tiene el mismo correo`,
    warehouseHoldsStock: "No se puede desactivar la bodega porque todavía tiene existencias",
    nitCheckDigit: "El dígito de verificación no corresponde al NIT",
  },
  /** Why the header row is refused (the file's one error). */
  header: {
    missingKey: (headers: string[]) =>
      `Falta la columna ${headers.map((header) => `«${header}»`).join(" y ")}: la primera fila debe tener los encabezados de la plantilla.`,
    repeated: (header: string) => `La columna «${header}» está dos veces.`,
  },
} as const;

/**
 * How a cell becomes a field's value (the server's `modules/imports/import-cells.ts`): text as typed (a
 * number keeps the digits the file wrote, so "0012" and a 10-digit identification survive); an integer;
 * pesos with or without `$` and thousands separators; a date (an Excel date, aaaa-mm-dd or dd/mm/aaaa);
 * yes or no; an IVA class by its label or rate ("IVA 19 %", "19", "Exento").
 */
export type ImportValueType = "text" | "integer" | "money" | "date" | "yesNo" | "taxClass";

export type ImportColumn = {
  /** The API field it fills. */
  field: string;
  /** The template's header. */
  header: string;
  /** Other headers that mean the same column (compared as `normalizeHeader` leaves them). */
  synonyms: readonly string[];
  type: ImportValueType;
  /**
   * "key": a row is matched by it (with the kind's other key columns): a file without it is refused.
   * "create": a row that creates needs it; a row that updates may leave it out (the column then keeps
   * its value). "optional": empty is allowed (null, or the default the help states).
   */
  need: "key" | "create" | "optional";
  /** What the template's second sheet says of it. */
  help: string;
  /** The value of an "optional" column left empty or missing, when it is not null. */
  empty?: number | boolean;
};

const column = (
  field: string,
  header: string,
  type: ImportValueType,
  need: ImportColumn["need"],
  help: string,
  synonyms: readonly string[] = [],
  empty?: number | boolean,
): ImportColumn => ({ field, header, synonyms, type, need, help, ...(empty === undefined ? {} : { empty }) });

const personColumns: readonly ImportColumn[] = [
  column("identification", "Identificación", "text", "key", "10 dígitos, sin puntos.", [
    "Cédula",
    "Cedula de ciudadania",
    "CC",
    "Documento",
    "Número de identificación",
    "Número de documento",
  ]),
  column("name", "Nombres", "text", "create", "Hasta 100 caracteres.", ["Nombre"]),
  column("last_name", "Apellidos", "text", "create", "Hasta 100 caracteres.", ["Apellido"]),
  column("email", "Correo", "text", "create", "Un correo válido, p. ej. nombre@empresa.co.", [
    "Correo electrónico",
    "Email",
    "E-mail",
    "Mail",
  ]),
  column(
    "birthday",
    "Fecha de nacimiento",
    "date",
    "create",
    "dd/mm/aaaa (o una fecha de Excel); no posterior a hoy.",
    ["Nacimiento", "Fecha nacimiento", "Cumpleaños"],
  ),
  column("phone_number", "Celular", "text", "create", "10 dígitos.", [
    "Teléfono",
    "Telefono celular",
    "Móvil",
    "Teléfono móvil",
  ]),
];

/** Every kind's columns, in the template's order. */
export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  products: [
    column("sku", "Código", "text", "key", "El SKU: letras, números, puntos y guiones; se guarda en mayúsculas.", [
      "SKU",
      "Código de producto",
      "Referencia",
      "Ref",
      "Cod",
    ]),
    column("name", "Nombre", "text", "create", "Hasta 120 caracteres.", ["Producto", "Nombre del producto"]),
    column("description", "Descripción", "text", "create", "Hasta 1.000 caracteres.", ["Detalle"]),
    column("category", "Categoría", "text", "create", "Hasta 80 caracteres.", ["Línea", "Grupo"]),
    column("price", "Precio", "money", "create", "En pesos, p. ej. 12.500 o $ 12.500,50.", [
      "Precio de venta",
      "Valor",
      "PVP",
    ]),
    column("image_url", "URL de la imagen", "text", "optional", "Opcional: la dirección de una imagen.", [
      "Imagen",
      "Foto",
    ]),
    column(
      "tax_class",
      "IVA",
      "taxClass",
      "optional",
      "IVA 19 %, IVA 5 %, Exento o Excluido. Vacía: un producto nuevo toma la de «Empresa» (IVA 19 % si es responsable de IVA); uno existente conserva la suya.",
      ["Clase de IVA", "Tarifa de IVA", "Tarifa IVA", "Impuesto"],
    ),
  ],
  stock: [
    column("sku", "Código", "text", "key", "El código de un producto que existe o que se importa antes.", [
      "SKU",
      "Código de producto",
      "Referencia",
    ]),
    column("warehouse", "Bodega", "text", "key", "El nombre de una bodega activa.", ["Almacén", "Nombre de la bodega"]),
    column("lot_number", "Lote", "text", "optional", "Opcional: el número de lote.", ["Número de lote", "No. lote"]),
    column("quantity", "Cantidad", "integer", "create", "Unidades, un número entero mayor o igual a 1.", [
      "Existencias",
      "Stock",
      "Unidades",
    ]),
    column("unit", "Unidad", "text", "create", "p. ej. UND, KG, LT (hasta 10 caracteres).", ["Unidad de medida", "UM"]),
    column("costs", "Costo unitario", "money", "create", "En pesos, el costo de una unidad.", [
      "Costo",
      "Costo unidad",
    ]),
    column("expiration_date", "Fecha de vencimiento", "date", "optional", "Opcional: dd/mm/aaaa.", [
      "Vencimiento",
      "Vence",
      "Fecha vencimiento",
    ]),
    column("min_stock", "Stock mínimo", "integer", "optional", "Opcional (0 si se deja vacío).", ["Mínimo"], 0),
    column("max_stock", "Stock máximo", "integer", "optional", "Opcional (0 si se deja vacío).", ["Máximo"], 0),
  ],
  clients: personColumns,
  employees: personColumns,
  warehouses: [
    column("name", "Nombre", "text", "key", "El nombre de la bodega (hasta 80 caracteres).", [
      "Bodega",
      "Nombre de la bodega",
      "Almacén",
    ]),
    column(
      "is_active",
      "Activa",
      "yesNo",
      "optional",
      "Opcional: Sí o No (Sí si se deja vacío).",
      ["Activo", "Estado"],
      true,
    ),
  ],
  suppliers: [
    column("nit", "NIT", "text", "key", "Solo los dígitos, sin puntos, guiones ni dígito de verificación.", [
      "NIT proveedor",
      "Número de identificación tributaria",
      "Identificación",
      "Documento",
    ]),
    column("dv", "DV", "integer", "create", "El dígito de verificación del NIT (0 a 9).", [
      "Dígito de verificación",
      "Digito verificacion",
    ]),
    column("name", "Razón social", "text", "create", "Hasta 150 caracteres.", [
      "Nombre",
      "Proveedor",
      "Nombre del proveedor",
      "Empresa",
    ]),
    column("contact_name", "Contacto", "text", "optional", "Opcional: nombre de la persona de contacto.", [
      "Nombre de contacto",
      "Persona de contacto",
    ]),
    column("email", "Correo", "text", "optional", "Opcional: p. ej. compras@proveedor.co.", [
      "Correo electrónico",
      "Email",
      "E-mail",
    ]),
    column("phone", "Teléfono", "text", "optional", "Opcional: dígitos, espacios, +, - y paréntesis.", [
      "Celular",
      "Teléfono de contacto",
    ]),
    column("address", "Dirección", "text", "optional", "Opcional: hasta 200 caracteres.", ["Domicilio"]),
    column("city", "Ciudad", "text", "optional", "Opcional: hasta 80 caracteres.", ["Municipio"]),
    column(
      "payment_terms_days",
      "Plazo de pago (días)",
      "integer",
      "optional",
      "Opcional: días de crédito, de 0 a 365 (0 si se deja vacío: de contado).",
      ["Plazo de pago", "Plazo", "Días de crédito", "Crédito"],
      0,
    ),
    column(
      "is_active",
      "Activo",
      "yesNo",
      "optional",
      "Opcional: Sí o No (Sí si se deja vacío).",
      ["Activa", "Estado"],
      true,
    ),
  ],
};

/** A header as it is compared: lower case, no accents, `_`, `-` and `.` as spaces, spaces collapsed. */
export function normalizeHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[_\-.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
