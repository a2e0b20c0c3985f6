import type { Supplier } from "@inventario/shared/suppliers";
import { Eye, Pencil, RotateCcw, Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { IconButton, IconLink } from "../../../components/icon-action";
import { supplierTexts } from "../supplier-texts";

/** What the page lets the user do with a row: each action only with its handler (see `useCan`). */
export type SupplierRowHandlers = {
  onEdit?: ((supplier: Supplier) => void) | undefined;
  onDeactivate?: ((supplier: Supplier) => void) | undefined;
  onReactivate?: ((supplier: Supplier) => void) | undefined;
};

type SupplierRowActionsProps = SupplierRowHandlers & {
  supplier: Supplier;
  /** Its deactivation or reactivation is on its way: pressing again would only repeat it. */
  pending: boolean;
};

type IconButtonProps = ComponentProps<typeof IconButton>;

/**
 * View and edit; then deactivating an active supplier or reactivating an inactive one, the two ways of
 * switching its state, so a row offers the one that applies.
 */
export function SupplierRowActions({ supplier, pending, onEdit, onDeactivate, onReactivate }: SupplierRowActionsProps) {
  const { name } = supplier;
  const switchState: IconButtonProps | null = supplier.is_active
    ? onDeactivate
      ? { icon: Trash2, label: supplierTexts.deactivate(name), tone: "danger", onClick: () => onDeactivate(supplier) }
      : null
    : onReactivate
      ? {
          icon: RotateCcw,
          label: supplierTexts.reactivate(name),
          tone: "success",
          onClick: () => onReactivate(supplier),
        }
      : null;
  return (
    <div className="flex items-center gap-0.5">
      <IconLink icon={Eye} label={supplierTexts.view(name)} to={supplierTexts.viewPath(supplier.id)} />
      {onEdit ? <IconButton icon={Pencil} label={supplierTexts.edit(name)} onClick={() => onEdit(supplier)} /> : null}
      {switchState ? <IconButton {...switchState} disabled={pending} /> : null}
    </div>
  );
}
