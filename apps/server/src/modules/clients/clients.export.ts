import { peopleExportKind } from "../people/people.export";
import { clientList } from "./clients.repository";

export const clientsExportKind = peopleExportKind({ list: clientList, name: "clientes", sheet: "Clientes" });
