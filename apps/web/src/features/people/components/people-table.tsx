import type { ReactNode } from "react";
import { DataTable } from "../../../components/data-table";
import { listStatus } from "../../../components/list-status";
import { StatusBadge } from "../../../components/status-badge";
import { fullName, MISSING_VALUE, type PeopleConfig, type Person } from "../people-config";

const COLUMNS = ["Identificación", "Estado", "Nombre", "Correo", "Número de celular", "Acciones"];

type PeopleTableProps<T extends Person> = {
  config: PeopleConfig;
  people: T[] | undefined;
  loading: boolean;
  error: unknown;
  busy: boolean;
  renderActions: (person: T) => ReactNode;
};

export function PeopleTable<T extends Person>({
  config,
  people,
  loading,
  error,
  busy,
  renderActions,
}: PeopleTableProps<T>) {
  const { texts } = config;
  return (
    <DataTable
      caption={texts.tableCaption}
      columns={COLUMNS}
      busy={busy}
      status={listStatus({
        texts: { loading: texts.loading, empty: texts.empty, forbidden: texts.listForbidden, error: texts.listError },
        loading,
        rows: people,
        error,
      })}
    >
      {people?.map((person) => (
        <tr key={person.identification} className="hover:bg-gray-50">
          <td className="whitespace-nowrap px-3 py-3 text-gray-800 tabular-nums">{person.identification}</td>
          <td className="whitespace-nowrap px-3 py-3">
            <StatusBadge active={person.is_active} />
          </td>
          <td className="whitespace-nowrap px-3 py-3 font-medium text-gray-900">{fullName(person)}</td>
          <td className="whitespace-nowrap px-3 py-3 text-gray-700">{person.email}</td>
          <td className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            {person.phone_number ?? MISSING_VALUE}
          </td>
          <td className="whitespace-nowrap px-2 py-1.5">{renderActions(person)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
