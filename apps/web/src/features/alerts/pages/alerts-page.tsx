import { useEffect, useId, useState } from "react";
import { ExportMenu } from "../../../components/export-menu";
import { ListFrame } from "../../../components/list-frame";
import { listStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { useAlertSummary } from "../../../lib/alert-summary";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { MY_WAREHOUSES } from "../../../lib/warehouse-filter-param";
import { alertTexts } from "../alert-texts";
import { isLevelKind, useAlertList } from "../api/list-alerts";
import { AlertFilters } from "../components/alert-filters";
import { AlertTabs, tabId } from "../components/alert-tabs";
import { ExpiryAlertsTable } from "../components/expiry-alerts-table";
import { LevelAlertsTable } from "../components/level-alerts-table";
import { SuggestionsLink } from "../components/suggestions-link";
import { WriteOffBar } from "../components/write-off-bar";
import { WriteOffModal } from "../components/write-off-modal";
import { useLotSelection } from "../lot-selection";
import { useAlertListQuery } from "../use-alert-list-query";

/**
 * 'Alertas' (issue 19): low, out-of-stock, expiring and expired stock as four tabs, each searched, filtered
 * by warehouse and paged, everything in the URL. 'Vencidos' lets a user with `inventory:withdraw` choose
 * lots and write them off.
 */
export function AlertsPage() {
  const query = useAlertListQuery();
  const { filters } = query;
  const list = useAlertList(filters);
  const summary = useAlertSummary(query.days);
  const canWriteOff = useCan("inventory:withdraw");
  const canTransfer = useCan("transfers:create");
  const selection = useLotSelection();
  const [confirming, setConfirming] = useState(false);
  const panelId = useId();
  useListErrorToast(list.error, alertTexts.listError);

  // Another tab, warehouse or search shows other lots: a choice made among the previous ones is dropped.
  const { clear } = selection;
  // biome-ignore lint/correctness/useExhaustiveDependencies: clearing is what a change of these filters means.
  useEffect(() => clear(), [filters.kind, filters.warehouse, filters.search]);

  // The rows on screen, drawn as the kind they are: the previous tab's stay while the next one loads.
  const shown = list.data ?? { kind: filters.kind, data: undefined };
  const status = listStatus({
    texts: {
      loading: alertTexts.loading,
      // A search says what it looked for; a warehouse alone narrowed the list to nothing.
      empty: filters.warehouse !== "" ? alertTexts.emptySearch : alertTexts.empty[filters.kind],
      noMatch: alertTexts.noMatch,
      forbidden: alertTexts.listForbidden,
      error: alertTexts.listError,
    },
    list,
    search: filters.search,
    onClearSearch: query.clearSearch,
  });
  const busy = list.busy;
  const selecting = filters.kind === "expired" && canWriteOff;

  return (
    <>
      <PageHeader
        title={alertTexts.title}
        actions={
          <ExportMenu
            path="/alerts"
            query={{ kind: filters.kind, days: filters.days, warehouse_id: filters.warehouse, search: filters.search }}
          />
        }
      />
      <AlertTabs kind={filters.kind} onChange={query.setKind} summary={summary.data} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(panelId, filters.kind)}>
        <ListFrame
          toolbar={<AlertFilters query={query} />}
          page={filters.page}
          data={list.data}
          onPageChange={query.setPage}
        >
          {selecting ? (
            <WriteOffBar
              rows={isLevelKind(shown.kind) ? [] : (shown.data ?? [])}
              selection={selection}
              onWriteOff={() => setConfirming(true)}
            />
          ) : null}
          {filters.kind === "low" ? (
            <SuggestionsLink warehouse={filters.warehouse === MY_WAREHOUSES ? "" : filters.warehouse} />
          ) : null}
          {shown.kind === "low" || shown.kind === "out" ? (
            <LevelAlertsTable
              kind={shown.kind}
              rows={shown.data}
              status={status}
              busy={busy}
              canTransfer={canTransfer}
            />
          ) : (
            <ExpiryAlertsTable
              kind={shown.kind}
              rows={shown.data}
              status={status}
              busy={busy}
              selection={selecting ? selection : undefined}
            />
          )}
        </ListFrame>
      </div>
      {confirming ? (
        <WriteOffModal
          lots={selection.lots}
          onClose={() => setConfirming(false)}
          onWrittenOff={() => {
            setConfirming(false);
            selection.clear();
          }}
        />
      ) : null}
    </>
  );
}
