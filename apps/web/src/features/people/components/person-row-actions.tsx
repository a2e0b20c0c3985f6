import { Eye, Pencil, RotateCcw, Trash2 } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { IconButton, IconLink } from "../../../components/icon-action";
import { fullName, type PeopleResource, type Person, viewPath } from "../people-config";

type PersonRowActionsProps = {
  resource: PeopleResource;
  person: Person;
  /** A delete or reactivation of this row is on its way: pressing again would only repeat it. */
  pending: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReactivate: () => void;
  extra?: ReactNode;
};

type IconButtonProps = ComponentProps<typeof IconButton>;

/**
 * Active rows: view, edit, delete. Inactive rows: view and reactivate (SPEC §2, working version). Every
 * action is offered to everyone: the server decides, and its 403 is shown as the spec's warning.
 */
export function PersonRowActions({
  resource,
  person,
  pending,
  onEdit,
  onDelete,
  onReactivate,
  extra,
}: PersonRowActionsProps) {
  const name = fullName(person);
  // Deleting and reactivating are the two ways of switching the state, so a row offers the one that applies.
  const switchState: IconButtonProps = person.is_active
    ? { icon: Trash2, label: `Eliminar a ${name}`, tone: "danger", onClick: onDelete }
    : { icon: RotateCcw, label: `Reactivar a ${name}`, tone: "success", onClick: onReactivate };

  return (
    <div className="flex items-center gap-0.5">
      <IconLink icon={Eye} label={`Ver a ${name}`} to={viewPath(resource, person.identification)} />
      {person.is_active ? <IconButton icon={Pencil} label={`Editar a ${name}`} onClick={onEdit} /> : null}
      <IconButton {...switchState} disabled={pending} />
      {extra}
    </div>
  );
}
