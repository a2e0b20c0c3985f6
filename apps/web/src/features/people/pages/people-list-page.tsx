import { type ReactNode, useState } from "react";
import { ListPageFrame } from "../../../components/list-page-frame";
import { listStatus } from "../../../components/list-status";
import { urlSearchedList } from "../../../components/url-searched-list";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useUrlSearchQuery } from "../../../lib/use-url-search-query";
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

/**
 * 'Mis Clientes' and 'Mis empleados' (SPEC §2): search, paged table, row actions and the add/edit modal.
 * The search and page live in the URL, so a reload or Back from a person's view keeps them.
 */
export function PeopleListPage<T extends Person>({ config, renderExtraActions }: PeopleListPageProps<T>) {
  const { resource, texts } = config;
  const query = useUrlSearchQuery();
  const list = usePeopleList<T>(config, query.search, query.page);
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
        {...urlSearchedList(query, list.data, { searchLabel: SEARCH_LABEL, exportPath: `/${resource}` })}
      >
        <PeopleTable<T>
          config={config}
          people={list.rows}
          status={listStatus({
            texts: {
              loading: texts.loading,
              empty: texts.empty,
              noMatch: texts.noMatch,
              forbidden: texts.listForbidden,
              error: texts.listError,
            },
            list,
            search: query.search,
            onClearSearch: query.clearSearch,
          })}
          busy={list.busy}
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
