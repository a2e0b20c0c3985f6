import type { SaleDetail } from "@inventario/shared/sales";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { DateTimeCell } from "../../../components/date-time-cell";
import { DetailSection, detailCardClassName } from "../../../components/detail-section";
import { Notice } from "../../../components/notice";
import { ScreenLink } from "../../../components/screen-link";
import { detailColumns, detailTexts, pickingStatusLabels } from "../sale-history-texts";
import { pickingRequestPath } from "../sale-texts";

const linkClassName =
  "text-sm font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500";

/** The sale's picking request, with a link to it for whoever may read picking requests, and its dispatches. */
export function SalePickingBlock({ sale }: { sale: SaleDetail }) {
  const { withdrawal } = sale;
  const short = sale.lines.filter((line) => line.short > 0);
  return (
    <DetailSection
      title={
        <>
          {detailTexts.picking} {/* One piece on a narrow screen: A-000123, never A- and 000123 on two lines. */}
          <span className="whitespace-nowrap">{withdrawal.number}</span>
        </>
      }
      action={
        <ScreenLink
          to={pickingRequestPath(withdrawal.id)}
          className={linkClassName}
          // 'Ver solicitud …' says nothing without the link; the title already names the request.
          fallback={null}
        >
          {detailTexts.pickingLink(withdrawal.number)}
        </ScreenLink>
      }
    >
      <p className="mb-3 text-sm text-gray-700">
        {detailTexts.pickingStatus}:{" "}
        <span className="font-semibold text-gray-900">{pickingStatusLabels[withdrawal.status]}</span>
      </p>
      {short.length > 0 ? (
        <Notice tone="warning" className="mb-3">
          {detailTexts.short(short)}
        </Notice>
      ) : null}
      {withdrawal.dispatches.length === 0 ? (
        // Said in a card rather than in an empty table a phone would scroll sideways to read.
        <p className={`${detailCardClassName} text-sm text-gray-600`}>{detailTexts.noDispatches}</p>
      ) : (
        <DataTable caption={detailTexts.dispatchesCaption} columns={detailColumns.dispatches}>
          {withdrawal.dispatches.map((dispatch, index) => (
            // A product may leave twice from the same lot; the position tells those rows apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: dispatches are never reordered on screen.
            <DataRow key={`${dispatch.product_id}-${dispatch.warehouse_id}-${index}`}>
              <DataCell className="min-w-40 px-3 py-3 font-medium text-gray-900">{dispatch.product_name}</DataCell>
              <DataCell className="px-3 py-3 text-gray-700">{dispatch.warehouse_name}</DataCell>
              <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">
                {dispatch.lot_number ?? detailTexts.noValue}
              </DataCell>
              <DataCell className="whitespace-nowrap px-3 py-3 tabular-nums text-gray-800">
                {dispatch.quantity}
              </DataCell>
              <DateTimeCell value={dispatch.created_at} />
            </DataRow>
          ))}
        </DataTable>
      )}
    </DetailSection>
  );
}
