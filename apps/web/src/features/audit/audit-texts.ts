import { auditMessages } from "@inventario/shared/audit";

/** What the 'Auditoría' screen says (issue 34); the actions', records' and fields' names are the shared ones. */
export const auditTexts = {
  title: "Auditoría",
  tableCaption: "Registros de auditoría",
  search: "Buscar por registro o valor cambiado",
  user: "Usuario",
  allUsers: "Todos los usuarios",
  /** A user chosen in the URL whose name no row on screen gives (nothing of theirs matches the filters). */
  chosenUser: "Usuario elegido",
  entity: "Tipo de registro",
  allEntities: "Todos",
  action: "Acción",
  allActions: "Todas",
  from: "Desde",
  to: "Hasta",
  rangeInvalid: auditMessages.dateRangeInvalid,
  loading: "Cargando auditoría...",
  empty: auditMessages.empty,
  /** When a user, record type, action or date narrows the list to nothing. */
  noneFiltered: "Ningún registro de auditoría coincide con los filtros",
  noMatch: "Ningún registro de auditoría coincide",
  forbidden: "No tienes permisos para ver la auditoría",
  error: auditMessages.loadFailed,
  // Past the 1.000 counted rows («más de 1.000»), the next rows by `next_after`.
  moreRows: "Ver más registros",
  firstRows: "Volver al inicio",
} as const;
