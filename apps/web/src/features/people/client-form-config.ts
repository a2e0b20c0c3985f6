import type { PersonFormConfig } from "./people-config";

/**
 * The client form's texts (SPEC §2 'Agregar nuevo cliente', §8), for a screen of another feature that
 * creates a client in place: the sale's 'Crear cliente'. The same words as the client screens' own.
 */
export const clientFormConfig: PersonFormConfig = {
  resource: "clients",
  texts: {
    createTitle: "Agregar nuevo cliente",
    editTitle: "Editar cliente",
    created: "Cliente guardado correctamente",
    updated: "Cliente actualizado correctamente",
    saveError: "Error al guardar los datos del cliente",
  },
};
