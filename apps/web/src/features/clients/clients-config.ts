import type { PeopleConfig } from "../people/people-config";

/** The client screens' texts, as the spec words them (SPEC §2, §8). */
export const clientsConfig: PeopleConfig = {
  resource: "clients",
  texts: {
    listTitle: "Mis Clientes",
    tableCaption: "Lista de clientes",
    addButton: "Agregar usuario",
    loading: "Cargando usuarios...",
    empty: "No hay usuarios registrados.",
    noMatch: "Ningún cliente coincide",
    listForbidden: "No tienes permisos para ver los clientes",
    listError: "Error al obtener los clientes",
    createTitle: "Agregar nuevo cliente",
    editTitle: "Editar cliente",
    created: "Cliente guardado correctamente",
    updated: "Cliente actualizado correctamente",
    deleted: "Cliente Eliminado correctamente",
    reactivated: "Cliente reactivado correctamente",
    saveError: "Error al guardar los datos del cliente",
    viewTitle: "Editar Cliente",
    viewLoading: "Cargando cliente...",
    notFound: "No se encontró el cliente.",
  },
};
