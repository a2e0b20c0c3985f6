import { Eye, Pencil, RotateCcw, Trash2 } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { IconButton, IconLink } from "../../../components/icon-action";
import { fullName, type PeopleResource, type Person, viewPath } from "../people-config";

type PersonRowActionsProps = {
  resource: PeopleResource;
  person: Person;
  /** A delete or reactivation of this row is on its way: pressing again would only repeat it. */
  pending: boolean;
  /** Each action is offered only with its handler: the page leaves out what the user may not do. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  onReactivate?: (() => void) | undefined;
  extra?: ReactNode;
};

type IconButtonProps = ComponentProps<typeof IconButton>;

/**
 * Active rows: view, edit, delete. Inactive rows: view and reactivate (SPEC §2, working version), each only
 * for a user who may (the server still decides, and its 403 is shown as the spec's warning).
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
  const switchState: IconButtonProps | null = person.is_active
    ? onDelete
      ? { icon: Trash2, label: `Eliminar a ${name}`, tone: "danger", onClick: onDelete }
      : null
    : onReactivate
      ? { icon: RotateCcw, label: `Reactivar a ${name}`, tone: "success", onClick: onReactivate }
      : null;

  return (
    <div className="flex items-center gap-0.5">
      <IconLink icon={Eye} label={`Ver a ${name}`} to={viewPath(resource, person.identification)} />
      {person.is_active && onEdit ? <IconButton icon={Pencil} label={`Editar a ${name}`} onClick={onEdit} /> : null}
      {switchState ? <IconButton {...switchState} disabled={pending} /> : null}
      {extra}
    </div>
  );
}
