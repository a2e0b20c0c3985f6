import type { PeopleConfig } from "../people/people-config";

/** The employee screens' texts (SPEC §2, §8); where the spec only words the client screen, its pattern. */
export const employeesConfig: PeopleConfig = {
  resource: "employees",
  texts: {
    listTitle: "Mis empleados",
    tableCaption: "Lista de empleados",
    addButton: "Agregar empleado",
    loading: "Cargando empleados...",
    empty: "No hay empleados registrados.",
    noMatch: "Ningún empleado coincide",
    listForbidden: "No tienes permisos para ver los empleados",
    listError: "Ocurrió un error al cargar los empleados",
    createTitle: "Agregar nuevo empleado",
    editTitle: "Editar empleado",
    created: "Empleado guardado correctamente",
    updated: "Empleado actualizado correctamente",
    deleted: "Empleado Eliminado correctamente",
    reactivated: "Empleado reactivado correctamente",
    saveError: "Error al guardar los datos del empleado",
    viewTitle: "Editar Empleado",
    viewLoading: "Cargando empleado...",
    notFound: "No se encontró el empleado.",
  },
};
