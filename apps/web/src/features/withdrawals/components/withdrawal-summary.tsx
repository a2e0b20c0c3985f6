import type { Withdrawal } from "@inventario/shared/withdrawals";
import { PickingId, pickingIdSegment } from "../../../components/picking-id";
import { TextField } from "../../../components/text-field";
import { withdrawalStatusLabel, withdrawalStatusTone, withdrawalTexts } from "../withdrawal-texts";
import { WithdrawalStatusBadge } from "./withdrawal-status-badge";

/**
 * 'Datos de la solicitud': its number, short id, state, who asked for it and its first item, read-only.
 * On a wide screen the first three take what they need and the two boxes share the rest, so a full
 * name is not cut; on a medium one the name takes two of the three columns.
 */
export function WithdrawalSummary({ withdrawal }: { withdrawal: Withdrawal }) {
  const firstItem = withdrawal.items[0];
  return (
    <section
      aria-label="Datos de la solicitud"
      className="mb-6 grid grid-cols-2 gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-3 sm:p-6 lg:grid-cols-[auto_auto_auto_minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div>
        <p className="mb-1.5 text-sm font-medium text-gray-800">{withdrawalTexts.number}</p>
        <p className="py-2 font-mono text-sm font-semibold text-gray-900">{withdrawal.number}</p>
      </div>
      <div>
        <p className="mb-1.5 text-sm font-medium text-gray-800">Solicitud</p>
        <p className="py-2">
          <PickingId id={withdrawal.id} />
        </p>
      </div>
      <div>
        <p className="mb-1.5 text-sm font-medium text-gray-800">Estado</p>
        <p className="py-2">
          <WithdrawalStatusBadge
            tone={withdrawalStatusTone(withdrawal.status)}
            label={withdrawalStatusLabel(withdrawal.status)}
          />
        </p>
      </div>
      <TextField
        label={withdrawalTexts.employee}
        value={withdrawal.requested_by}
        readOnly
        className="col-span-2 min-w-0 lg:col-span-1"
      />
      <TextField
        label={withdrawalTexts.firstItem}
        value={firstItem ? pickingIdSegment(firstItem.id) : ""}
        readOnly
        className="col-span-2 min-w-0 sm:col-span-1"
      />
    </section>
  );
}
