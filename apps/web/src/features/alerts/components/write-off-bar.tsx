import { type AlertRow, MAX_WRITE_OFF_LOTS } from "@inventario/shared/alerts";
import { PackageX } from "lucide-react";
import { Button } from "../../../components/button";
import { PageSelectBox } from "../../../components/page-select-box";
import { alertTexts } from "../alert-texts";
import type { LotSelection } from "../lot-selection";
import { checkboxClass } from "./expiry-alerts-table";

type WriteOffBarProps = {
  rows: readonly AlertRow[];
  selection: LotSelection;
  onWriteOff: () => void;
};

/**
 * Above the 'Vencidos' table: select the whole page (mixed when part of it is), how many lots are chosen,
 * and 'Dar de baja', which waits for at least one and refuses past what one write-off takes.
 */
export function WriteOffBar({ rows, selection, onWriteOff }: WriteOffBarProps) {
  const count = selection.lots.length;
  const tooMany = count > MAX_WRITE_OFF_LOTS;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <PageSelectBox
        state={selection.pageState(rows)}
        label={alertTexts.selectPage}
        checkboxClassName={checkboxClass}
        disabled={!rows.some(selection.isSelectable)}
        onToggle={() => selection.togglePage(rows)}
      />
      <p aria-live="polite" className="text-sm text-gray-700">
        {count > 0 ? alertTexts.selected(count) : null}
        {tooMany ? (
          <span className="ml-2 font-medium text-red-700">{alertTexts.tooManyLots(MAX_WRITE_OFF_LOTS)}</span>
        ) : null}
      </p>
      <div className="flex items-center gap-2 sm:ml-auto">
        {count > 0 ? (
          <Button variant="ghost" onClick={selection.clear}>
            {alertTexts.clearSelection}
          </Button>
        ) : null}
        <Button variant="danger" disabled={count === 0 || tooMany} onClick={onWriteOff}>
          <PackageX aria-hidden="true" className="size-4" />
          {alertTexts.writeOff}
        </Button>
      </div>
    </div>
  );
}
