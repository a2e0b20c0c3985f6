import { columns } from "../../lib/export/columns";
import type { PeopleExportKind } from "../people/people.export";
import { yesNo } from "../people/people.export";
import { type ClientRow, clientList } from "./clients.repository";

export const clientColumns = columns<ClientRow>()([
  { header: "Identificación", kind: "text", value: (row) => row.identification },
  { header: "Nombre", kind: "text", value: (row) => row.name },
  { header: "Apellido", kind: "text", value: (row) => row.last_name },
  { header: "Correo", kind: "text", value: (row) => row.email },
  { header: "Teléfono", kind: "text", value: (row) => row.phone_number },
  { header: "Fecha de nacimiento", kind: "date", value: (row) => row.birthday },
  { header: "Activo", kind: "text", value: (row) => yesNo(row.is_active) },
]);

export const clientsExportKind: PeopleExportKind<ClientRow> = {
  list: clientList,
  name: "clientes",
  sheet: "Clientes",
  columns: clientColumns,
};
