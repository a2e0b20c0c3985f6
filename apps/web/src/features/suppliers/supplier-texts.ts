import { SUPPLIERS_FORBIDDEN } from "../../lib/supplier-record";

/** What the supplier screens say (issue 32); the form's and the server's messages are the shared `supplierMessages`. */
export const supplierTexts = {
  listTitle: "Proveedores",
  listPath: "/dashboard/suppliers",
  viewPath: (id: string) => `/dashboard/suppliers/${encodeURIComponent(id)}`,
  tableCaption: "Lista de proveedores",
  addButton: "Agregar proveedor",
  search: "Buscar proveedor por: NIT o razón social",
  loading: "Cargando proveedores...",
  empty: "No hay proveedores registrados.",
  noMatch: "Ningún proveedor coincide",
  listForbidden: SUPPLIERS_FORBIDDEN,
  listError: "Error al obtener los proveedores",
  saveError: "Error al guardar el proveedor",
  createTitle: "Agregar proveedor",
  editTitle: "Editar proveedor",
  created: (name: string) => `Proveedor ${name} creado correctamente`,
  updated: (name: string) => `Proveedor ${name} actualizado correctamente`,
  deactivated: (name: string) => `Proveedor ${name} desactivado correctamente`,
  reactivated: (name: string) => `Proveedor ${name} reactivado correctamente`,
  confirmDeactivate: (name: string) => `¿Seguro que quieres desactivar a ${name}? Podrás reactivarlo después.`,
  view: (name: string) => `Ver ${name}`,
  edit: (name: string) => `Editar ${name}`,
  deactivate: (name: string) => `Desactivar ${name}`,
  reactivate: (name: string) => `Reactivar ${name}`,
  viewTitle: "Detalle del proveedor",
  viewLoading: "Cargando proveedor...",
  notFound: "No se encontró el proveedor.",
  back: "Volver",
  editButton: "Editar",
  noValue: "—",
  days: (days: number) => (days === 1 ? "1 día" : `${days} días`),
} as const;

/** The list's columns and the form's labels: one name per field on every screen. */
export const supplierLabels = {
  nit: "NIT",
  dv: "DV",
  name: "Razón social",
  contact_name: "Contacto",
  email: "Correo",
  phone: "Teléfono",
  address: "Dirección",
  city: "Ciudad",
  payment_terms_days: "Plazo de pago (días)",
  paymentTerms: "Plazo de pago",
  status: "Estado",
  actions: "Acciones",
} as const;

/** What the supplier list says in place of its rows (`listStatus`). */
export const supplierListStatusTexts = {
  loading: supplierTexts.loading,
  empty: supplierTexts.empty,
  noMatch: supplierTexts.noMatch,
  forbidden: supplierTexts.listForbidden,
  error: supplierTexts.listError,
};

/** 'Productos del proveedor': the supplier's price list, read or edited in place. */
export const priceListTexts = {
  title: "Productos del proveedor",
  caption: "Lista de precios del proveedor",
  loading: "Cargando productos del proveedor...",
  empty: "Este proveedor todavía no tiene productos en su lista de precios.",
  forbidden: "No tienes permisos para ver esta información.",
  error: "No se pudo cargar la lista de precios.",
  columns: {
    product: "Producto",
    sku: "SKU",
    supplierSku: "Código del proveedor",
    unitCost: "Costo unitario",
    minQuantity: "Cantidad mínima",
    packSize: "Unidades por empaque",
    leadTime: "Días de entrega",
    preferred: "Preferido",
    actions: "Acciones",
  },
  /** An input's name in a row: its column and the row's product, so each one is told apart. */
  inputLabel: (column: string, product: string) => `${column} de ${product}`,
  remove: (product: string) => `Quitar ${product} de la lista`,
  addProduct: "Agregar producto",
  addHint: "Busca por nombre o SKU (mínimo 3 caracteres) y elige el producto.",
  alreadyListed: "Ese producto ya está en la lista.",
  preferredBadge: "Preferido",
  unsaved: "Cambios sin guardar",
  save: "Guardar lista de precios",
  discard: "Descartar cambios",
  saved: (supplier: string) => `Lista de precios de ${supplier} guardada correctamente`,
  saveError: "Error al guardar la lista de precios",
  productPath: (id: string) => `/dashboard/products/view/${encodeURIComponent(id)}`,
} as const;
