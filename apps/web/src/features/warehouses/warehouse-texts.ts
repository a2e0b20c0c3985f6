/** What the warehouse screens say, as the spec words it (SPEC §2 "Bodegas", §8). */
export const warehouseTexts = {
  listTitle: "Bodegas",
  tableCaption: "Lista de bodegas",
  addButton: "Agregar bodega",
  search: "Buscar bodega por: nombre",
  loading: "Cargando bodegas...",
  empty: "No hay bodegas registradas.",
  noMatch: "Ninguna bodega coincide",
  listForbidden: "No tienes permisos para ver los almacenes",
  actionError: "Error al realizar la acción",
  createTitle: "Agregar nueva Bodega",
  editTitle: "Editar Bodega",
  created: "Bodega guardada correctamente",
  updated: "Bodega actualizada correctamente",
  deleted: "Almacén Eliminado correctamente",
  deleteError: "Ha ocurrido un error",
} as const;

/** What the warehouse list says in place of its rows (`listStatus`); a failed load says the spec's error. */
export const warehouseListStatusTexts = {
  loading: warehouseTexts.loading,
  empty: warehouseTexts.empty,
  noMatch: warehouseTexts.noMatch,
  forbidden: warehouseTexts.listForbidden,
  error: warehouseTexts.actionError,
};

/** Where a warehouse's own screens are: its 'Existencias' (features/warehouse-stock). */
export const warehousePaths = {
  stock: (id: string) => `/dashboard/warehouses/${encodeURIComponent(id)}/stock`,
};
