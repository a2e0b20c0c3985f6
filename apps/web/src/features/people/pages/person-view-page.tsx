import type { ReactNode } from "react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { LoadingStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { RecordHistory } from "../../../components/record-history";
import { StatusBadge } from "../../../components/status-badge";
import { ApiRequestError } from "../../../lib/api-error";
import { formatDisplayDate } from "../../../lib/format-date";
import { usePerson } from "../api/get-person";
import { auditEntityOf, listPath, MISSING_VALUE, type PeopleConfig, type Person } from "../people-config";

export type PersonDetail = {
  label: string;
  value: ReactNode;
};

type PersonViewPageProps<T extends Person> = {
  config: PeopleConfig;
  /** Fields only one kind of person has (an employee's role and hiring date). */
  extraDetails?: (person: T) => PersonDetail[];
};

const IDENTIFICATION_PATTERN = /^\d{10}$/;

function detailsOf(person: Person): PersonDetail[] {
  return [
    { label: "Nombres", value: person.name },
    { label: "Apellidos", value: person.last_name },
    { label: "Identificación", value: person.identification },
    { label: "Celular", value: person.phone_number ?? MISSING_VALUE },
    { label: "Correo", value: person.email },
    { label: "Fecha de nacimiento", value: person.birthday ? formatDisplayDate(person.birthday) : MISSING_VALUE },
    { label: "Estado", value: <StatusBadge active={person.is_active} /> },
  ];
}

function Message({ children }: { children: ReactNode }) {
  return <p className="text-gray-700">{children}</p>;
}

/**
 * The read-only details screen (SPEC route table: headed 'Editar Cliente' although nothing is edited) and,
 * for those who read the audit trail, the person's 'Historial de cambios'.
 */
export function PersonViewPage<T extends Person>({ config, extraDetails }: PersonViewPageProps<T>) {
  const { texts } = config;
  const { identification = "" } = useParams();
  const wellFormed = IDENTIFICATION_PATTERN.test(identification);
  const query = usePerson<T>(config, identification, wellFormed);
  const recordId = query.data?.id ?? null;

  let body: ReactNode;
  if (!wellFormed || (query.error instanceof ApiRequestError && query.error.status === 404)) {
    body = <Message>{texts.notFound}</Message>;
  } else if (query.data) {
    const details = [...detailsOf(query.data), ...(extraDetails?.(query.data) ?? [])];
    body = (
      <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {details.map(({ label, value }) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm font-medium text-gray-600">{label}</dt>
            <dd className="mt-1 break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    );
  } else if (query.error) {
    const forbidden = query.error instanceof ApiRequestError && query.error.status === 403;
    body = <Message>{forbidden ? texts.listForbidden : query.error.message}</Message>;
  } else {
    body = <LoadingStatus text={texts.viewLoading} />;
  }

  return (
    <>
      <PageHeader title={texts.viewTitle} actions={<BackLink to={listPath(config.resource)} label="Volver" />} />
      <div className="grid gap-6">
        <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">{body}</section>
        {recordId ? <RecordHistory entity={auditEntityOf[config.resource]} entityId={recordId} /> : null}
      </div>
    </>
  );
}
