import { clientFormConfig } from "../people/client-form-config";
import type { PeopleConfig } from "../people/people-config";

/** The client screens' texts, as the spec words them (SPEC §2, §8); the form's are shared with the sale's 'Crear cliente'. */
export const clientsConfig: PeopleConfig = {
  resource: clientFormConfig.resource,
  texts: {
    ...clientFormConfig.texts,
    listTitle: "Mis Clientes",
    tableCaption: "Lista de clientes",
    addButton: "Agregar usuario",
    loading: "Cargando usuarios...",
    empty: "No hay usuarios registrados.",
    noMatch: "Ningún cliente coincide",
    listForbidden: "No tienes permisos para ver los clientes",
    listError: "Error al obtener los clientes",
    deleted: "Cliente Eliminado correctamente",
    reactivated: "Cliente reactivado correctamente",
    viewTitle: "Editar Cliente",
    viewLoading: "Cargando cliente...",
    notFound: "No se encontró el cliente.",
  },
};
