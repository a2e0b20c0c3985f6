import { useId } from "react";
import { ExportMenu } from "../../../components/export-menu";
import { ListFrame } from "../../../components/list-frame";
import { listStatus } from "../../../components/list-status";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useUrlPage } from "../../../lib/use-url-search-query";
import { useImportList } from "../api/list-imports";
import { importTexts } from "../import-texts";
import { ImportsTable } from "./imports-table";

const statusTexts = {
  loading: importTexts.historyLoading,
  empty: importTexts.historyEmpty,
  forbidden: importTexts.historyForbidden,
  error: importTexts.historyError,
};

/** 'Importaciones realizadas': every import applied, newest first, paged (page in the URL), with its export. */
export function ImportsHistory() {
  const headingId = useId();
  const { page, setPage } = useUrlPage();
  const list = useImportList(page);
  useListErrorToast(list.error, importTexts.historyError);
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {importTexts.historyHeading}
        </h2>
        <ExportMenu path="/imports" />
      </div>
      <ListFrame page={page} data={list.data} onPageChange={setPage}>
        <ImportsTable imports={list.rows} status={listStatus({ texts: statusTexts, list })} busy={list.busy} />
      </ListFrame>
    </section>
  );
}
