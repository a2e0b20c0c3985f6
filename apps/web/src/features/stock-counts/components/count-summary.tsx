import { formatPesos } from "@inventario/shared/money";
import { type StockCount, uncountedChoiceLabels } from "@inventario/shared/stock-counts";
import { dateTimeText } from "../../../components/date-time";
import { detailCardClassName, FactList } from "../../../components/detail-section";
import { countListTexts, NO_VALUE, countDetailTexts as texts } from "../stock-count-texts";
import { CountStatusBadge } from "./count-status-badge";

/** What the count covers, in words: the whole warehouse, or its category, search and SKU list. */
function scopeText({ scope }: StockCount): string {
  const parts = [
    scope.category ? texts.scopeCategory(scope.category) : null,
    scope.search ? texts.scopeSearch(scope.search) : null,
    scope.skus !== null ? texts.scopeSkus(scope.skus) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(" · ") : texts.wholeWarehouse;
}

/** The count at a glance: number, state, warehouse, scope, who opened and approved it, and the net value once known. */
export function CountSummary({ count }: { count: StockCount }) {
  const facts = [
    { label: texts.number, value: <span className="font-mono">{count.number}</span> },
    { label: texts.status, value: <CountStatusBadge status={count.status} />, wide: true },
    { label: texts.warehouse, value: count.warehouse.name },
    { label: texts.blind, value: count.blind ? countListTexts.yes : countListTexts.no },
    { label: texts.scope, value: scopeText(count) },
    { label: texts.openedBy, value: count.opened_by ?? NO_VALUE },
    { label: texts.createdAt, value: dateTimeText(count.created_at) },
    { label: texts.countedLines, value: count.counted_lines.toLocaleString("es-CO") },
    ...(count.approved_by ? [{ label: texts.approvedBy, value: count.approved_by }] : []),
    ...(count.applied_at ? [{ label: texts.appliedAt, value: dateTimeText(count.applied_at) }] : []),
    ...(count.uncounted ? [{ label: texts.uncounted, value: uncountedChoiceLabels[count.uncounted] }] : []),
    ...(count.net_value !== null ? [{ label: texts.netValue, value: formatPesos(count.net_value) }] : []),
  ];
  return (
    <section aria-label={texts.summary} className={detailCardClassName}>
      <FactList columns={4} facts={facts} />
      {count.note ? (
        <div className="mt-4 border-t border-gray-100 pt-4 text-sm">
          <p className="text-gray-600">{texts.note}</p>
          <p className="mt-1 break-words whitespace-pre-line text-gray-900">{count.note}</p>
        </div>
      ) : null}
      {count.reason ? (
        <div className="mt-4 border-t border-gray-100 pt-4 text-sm">
          <p className="text-gray-600">{texts.reason}</p>
          <p className="mt-1 break-words whitespace-pre-line text-gray-900">{count.reason}</p>
        </div>
      ) : null}
    </section>
  );
}
