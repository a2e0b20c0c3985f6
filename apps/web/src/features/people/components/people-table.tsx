import type { ReactNode } from "react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { StatusBadge } from "../../../components/status-badge";
import { fullName, MISSING_VALUE, type PeopleConfig, type Person } from "../people-config";

const COLUMNS = ["Identificación", "Estado", "Nombre", "Correo", "Número de celular", "Acciones"];
/** The name is a card's title on a phone. */
const NAME_COLUMN = 2;

type PeopleTableProps<T extends Person> = {
  config: PeopleConfig;
  people: T[] | undefined;
  /** Loading, empty, nothing matched or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
  renderActions: (person: T) => ReactNode;
};

export function PeopleTable<T extends Person>({ config, people, status, busy, renderActions }: PeopleTableProps<T>) {
  const { texts } = config;
  return (
    <DataTable caption={texts.tableCaption} columns={COLUMNS} titleColumn={NAME_COLUMN} busy={busy} status={status}>
      {people?.map((person) => (
        <DataRow key={person.identification} className="hover:bg-gray-50">
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-800 tabular-nums">
            {person.identification}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3">
            <StatusBadge active={person.is_active} />
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-medium text-gray-900">{fullName(person)}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">{person.email}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            {person.phone_number ?? MISSING_VALUE}
          </DataCell>
          <ActionsCell>{renderActions(person)}</ActionsCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
