import { type ReactNode, useState } from "react";
import { ExportMenu } from "../../../components/export-menu";
import { ListPageFrame } from "../../../components/list-page-frame";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useSearchQuery } from "../../../lib/use-search-query";
import { useDeletePerson } from "../api/delete-person";
import { usePeopleList } from "../api/list-people";
import { useReactivatePerson } from "../api/reactivate-person";
import { PeopleTable } from "../components/people-table";
import { PersonFormModal, type PersonFormTarget } from "../components/person-form-modal";
import { PersonRowActions } from "../components/person-row-actions";
import { fullName, type PeopleConfig, type Person } from "../people-config";

const SEARCH_LABEL = "Buscar por identificación, nombre, apellido o correo";

type PeopleListPageProps<T extends Person> = {
  config: PeopleConfig;
  /** Row actions only one kind of person has (assigning an employee's permissions). */
  renderExtraActions?: (person: T) => ReactNode;
};

/** 'Mis Clientes' and 'Mis empleados' (SPEC §2): search, paged table, row actions and the add/edit modal. */
export function PeopleListPage<T extends Person>({ config, renderExtraActions }: PeopleListPageProps<T>) {
  const { resource, texts } = config;
  const { text, setText, search, page, setPage } = useSearchQuery();
  const list = usePeopleList<T>(config, search, page);
  const remove = useDeletePerson(config);
  const reactivate = useReactivatePerson(config);
  const [formTarget, setFormTarget] = useState<PersonFormTarget | null>(null);
  // Only what the user may do is offered (reactivating is an update, as on the server).
  const canCreate = useCan(`${resource}:create`);
  const canUpdate = useCan(`${resource}:update`);
  const canDelete = useCan(`${resource}:delete`);
  useListErrorToast(list.error, texts.listError);

  const pendingFor = (identification: string) =>
    (remove.isPending && remove.variables === identification) ||
    (reactivate.isPending && reactivate.variables === identification);

  const confirmDelete = (person: T) => {
    if (!window.confirm(`Seguro que quieres eliminar a ${fullName(person)}?`)) return;
    remove.mutate(person.identification);
  };

  return (
    <>
      <ListPageFrame
        title={texts.listTitle}
        addLabel={texts.addButton}
        onAdd={canCreate ? () => setFormTarget({ person: null }) : undefined}
        searchLabel={SEARCH_LABEL}
        searchText={text}
        onSearchChange={setText}
        page={page}
        totalPages={list.data?.total_pages ?? 0}
        onPageChange={setPage}
        actions={<ExportMenu path={`/${resource}`} query={{ search }} />}
      >
        <PeopleTable<T>
          config={config}
          people={list.data?.data}
          loading={list.isPending}
          error={list.error}
          busy={list.isPlaceholderData}
          renderActions={(person) => (
            <PersonRowActions
              resource={resource}
              person={person}
              pending={pendingFor(person.identification)}
              onEdit={canUpdate ? () => setFormTarget({ person }) : undefined}
              onDelete={canDelete ? () => confirmDelete(person) : undefined}
              onReactivate={canUpdate ? () => reactivate.mutate(person.identification) : undefined}
              extra={renderExtraActions?.(person)}
            />
          )}
        />
      </ListPageFrame>
      {formTarget ? <PersonFormModal config={config} target={formTarget} onClose={() => setFormTarget(null)} /> : null}
    </>
  );
}
