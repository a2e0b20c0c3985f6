import { columns } from "../../lib/export/columns";
import type { PeopleExportKind } from "../people/people.export";
import { personColumns, yesNo } from "../people/people.export";
import { type ClientRow, clientList } from "./clients.repository";

export const clientColumns = columns<ClientRow>()([
  ...personColumns<ClientRow>(),
  { header: "Activo", kind: "text", value: (row) => yesNo(row.is_active) },
]);

export const clientsExportKind: PeopleExportKind<ClientRow> = {
  list: clientList,
  name: "clientes",
  sheet: "Clientes",
  columns: clientColumns,
};
