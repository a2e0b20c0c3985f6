/** What the product screens say, as the spec words it (SPEC §2 "Mis Productos", §8). */
export const productTexts = {
  listTitle: "Mis Productos",
  tableCaption: "Lista de productos",
  addButton: "Agregar producto",
  search: "Buscar producto por: nombre o SKU",
  /** Under a product's quantity in the list, when sent purchase orders still bring some (issue 32). */
  onOrder: (quantity: string) => `En camino: ${quantity}`,
  loading: "Cargando productos...",
  empty: "No hay productos registrados.",
  noMatch: "Ningún producto coincide",
  listForbidden: "No tienes permisos para ver los productos",
  listError: "Ocurrió un error al cargar los productos",
  createTitle: "Agregar nuevo producto",
  editTitle: "Editar producto",
  created: "Producto guardado correctamente",
  updated: "Producto actualizado correctamente",
  deleted: "Producto Eliminado correctamente",
  saveError: "Error al guardar el producto",
  deleteError: "Ha ocurrido un error",
  warehouseRequired: "Debe seleccionar un almacén antes de continuar.",
  warehousesForbidden: "No tienes permisos para ver los almacenes",
} as const;

export const productViewPath = (id: string) => `/dashboard/products/view/${id}`;

/** What the product list says in place of its rows (`listStatus`). */
export const productListStatusTexts = {
  loading: productTexts.loading,
  empty: productTexts.empty,
  noMatch: productTexts.noMatch,
  forbidden: productTexts.listForbidden,
  error: productTexts.listError,
};
