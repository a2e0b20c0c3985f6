import { Trash2 } from "lucide-react";
import { ActionsCell } from "./data-row";
import { IconButton } from "./icon-action";

/**
 * In the table, a cell's text or control centred on the line of the boxes beside it (2.625 rem, a box's
 * height); rows stay top-aligned, so a box's message below it does not move the rest of its row.
 */
export const ON_BOX_LINE = "sm:flex sm:min-h-10.5 sm:items-center";

/** The server's message about a whole row (its product), under what the row names; nothing without one. */
export function RowError({ message }: { message: string | undefined }) {
  return message ? (
    <span role="alert" className="mt-1 block text-xs text-red-700">
      {message}
    </span>
  ) : null;
}

/** 'Quitar' of a row edited in place (a price list's, a purchase order's): a trash icon named for its product. */
export function RemoveRowCell({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    // 13 px above a 32 px button: centred on the boxes' line, as the other cells.
    <ActionsCell className="whitespace-nowrap px-2 py-[0.8125rem]">
      <IconButton icon={Trash2} tone="danger" label={label} onClick={onRemove} />
    </ActionsCell>
  );
}
