import type { Paged } from "@inventario/shared/pagination";
import type { Client } from "@inventario/shared/people";
import { api } from "../../../lib/api-client";

const FORBIDDEN = "No tienes permisos para ver los clientes";

/** The first page of matching clients; only active ones can buy (the server refuses the others). */
export async function searchClients(search: string, signal?: AbortSignal): Promise<Client[]> {
  const { data } = await api.get<Paged<Client>>("/clients", {
    signal,
    forbiddenMessage: FORBIDDEN,
    query: { page: 1, search },
  });
  return data.filter((client) => client.is_active);
}
