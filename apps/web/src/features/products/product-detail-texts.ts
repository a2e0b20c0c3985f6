/** What the product detail says (SPEC §2 "Product detail", §8; the saves the spec leaves dead are ours). */
export const detailTexts = {
  title: "Detalle del producto",
  back: "Volver",
  listPath: "/dashboard/products",
  loading: "Cargando producto...",
  notFound: "No se encontró el producto.",
  forbidden: "No tienes permisos para ver los productos",
  loadError: "Ocurrió un error al cargar el producto",
  noValue: "-",
  saveProductError: "Error al guardar el producto",
  productUpdated: "Producto actualizado correctamente",
  imageUpdated: "Imagen actualizada correctamente",
  imageError: "No se pudo actualizar la imagen",
  stockLevelsSaved: "Inventario óptimo actualizado correctamente",
  entrySaved: "Item guardado correctamente",
  entryError: "Error al guardar el item",
  stockChanged: "Inventario actualizado correctamente",
  stockChangeError: "No se pudo actualizar el inventario",
  invalidQuantity: "Ingrese una cantidad válida.",
  unknownMovement: "Desconocido",
  unknownWarehouse: "Desconocida",
} as const;

/**
 * The withdraw dialog's warning when the units taken out are what pending sales are waiting for (issue 33):
 * how many the product would lack, which sales, and the tick that withdraws anyway.
 */
export const shortageTexts = {
  short: (name: string, sku: string, units: string) => `A ${name} (${sku}) le faltarán ${units}.`,
  sales: (sales: readonly string[]) =>
    `La salida deja sin existencias suficientes ${sales.length === 1 ? "la venta pendiente" : "las ventas pendientes"} ${sales.slice(0, 10).join(", ")}${sales.length > 10 ? ` y ${sales.length - 10} más` : ""}: no se podrán despachar completas.`,
  confirm: "Retirar de todas formas",
} as const;

/** A table whose rows could not be loaded says why in place of them (the API client warned of a 403). */
const tableFailures = {
  forbidden: "No tienes permisos para ver esta información.",
  error: "No se pudo cargar esta información.",
};

export const tableTexts = {
  lots: { title: "Estado actual", loading: "Cargando lotes...", empty: "No hay lotes registrados.", ...tableFailures },
  history: {
    title: "Historial de inventario",
    loading: "Cargando historial...",
    empty: "No hay movimientos registrados.",
    ...tableFailures,
  },
  entries: {
    title: "Entradas de Inventario",
    loading: "Cargando entradas...",
    empty: "No hay entradas registradas.",
    ...tableFailures,
  },
  suppliers: {
    title: "Proveedores",
    loading: "Cargando proveedores...",
    empty: "Ningún proveedor tiene este producto en su lista de precios.",
    ...tableFailures,
  },
} as const;

/** The supplier's own code for the product, under its name in 'Proveedores'. */
export const supplierCode = (code: string) => `Código: ${code}`;

/** A supplier's screen, where its price list is (the product's 'Proveedores' link to it). */
export const supplierPath = (id: string) => `/dashboard/suppliers/${encodeURIComponent(id)}`;

export type TableTexts = (typeof tableTexts)[keyof typeof tableTexts];

/** How a lot is named on buttons and in the modal: its number, or that it has none. */
export const lotName = (lotNumber: string | null) => lotNumber ?? "sin número";
