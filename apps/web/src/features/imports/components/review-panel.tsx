import { FileDown } from "lucide-react";
import { Button } from "../../../components/button";
import { ImportErrorsTable } from "../../../components/import-errors-table";
import { Notice } from "../../../components/notice";
import { Spinner } from "../../../components/spinner";
import type { Upload } from "../../../lib/uploaded-file";
import { downloadErrors } from "../api/download-errors";
import { importTexts } from "../import-texts";
import { useFileDownload } from "../use-file-download";
import type { Review } from "../use-import-flow";
import { ReviewCounts } from "./review-counts";

function ErrorsDownload({ review, upload }: { review: Review; upload: Upload }) {
  const download = useFileDownload({ done: importTexts.errorsDone, failed: importTexts.errorsFailed });
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button
        variant="secondary"
        disabled={download.busy}
        onClick={() => download.run((signal) => downloadErrors(review.kind, upload, signal))}
      >
        {download.busy ? <Spinner /> : <FileDown aria-hidden="true" className="size-4" />}
        {download.busy ? importTexts.downloadingErrors : importTexts.downloadErrors}
      </Button>
      <p className="min-w-0 flex-1 basis-64 text-sm text-gray-600">{importTexts.errorsFileHint}</p>
    </div>
  );
}

/**
 * What the check found in the file (or why an apply refused it): the counts, the columns no field takes,
 * and every error listed, with the errors file to fix them in; or that it is ready.
 */
export function ReviewPanel({ review, upload }: { review: Review; upload: Upload }) {
  const { check, errors, errors_total: total } = review;
  return (
    <div className="space-y-4">
      <h3 className="text-base font-semibold text-gray-900">
        {check ? importTexts.resultHeading : importTexts.refusedHeading}
      </h3>
      {check ? <ReviewCounts check={check} /> : null}
      {check && check.ignored_columns.length > 0 ? (
        <Notice tone="info">{importTexts.ignoredColumns([...check.ignored_columns])}</Notice>
      ) : null}
      {total > 0 ? (
        <>
          <Notice tone="error">{importTexts.hasErrors(total)}</Notice>
          <ErrorsDownload review={review} upload={upload} />
          {total > errors.length ? (
            <p className="text-sm text-gray-700">{importTexts.moreErrors(errors.length, total - errors.length)}</p>
          ) : null}
          <ImportErrorsTable key={`${review.uploadId}:${check ? "check" : "apply"}`} errors={errors} />
        </>
      ) : check && check.rows === 0 ? (
        <Notice tone="warning">{importTexts.noRows}</Notice>
      ) : check ? (
        <Notice tone="success">{importTexts.ready(check.rows)}</Notice>
      ) : null}
    </div>
  );
}
