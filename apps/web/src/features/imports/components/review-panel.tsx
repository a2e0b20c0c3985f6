import { CircleAlert, CircleCheck, FileDown, Info } from "lucide-react";
import { Button } from "../../../components/button";
import { Spinner } from "../../../components/spinner";
import { downloadErrors } from "../api/download-errors";
import type { Upload } from "../api/upload";
import { importTexts } from "../import-texts";
import { useFileDownload } from "../use-file-download";
import type { Review } from "../use-import-flow";
import { ImportErrorsTable } from "./import-errors-table";
import { ReviewCounts } from "./review-counts";

/** A notice's look: an icon and a sentence on a tinted band. */
const NOTICE = "flex items-start gap-2 rounded-lg px-3 py-2 text-sm";

function IgnoredColumns({ columns }: { columns: readonly string[] }) {
  return (
    <p className={`${NOTICE} bg-sky-50 text-sky-900`}>
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">{importTexts.ignoredColumns([...columns])}</span>
    </p>
  );
}

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
      {check && check.ignored_columns.length > 0 ? <IgnoredColumns columns={check.ignored_columns} /> : null}
      {total > 0 ? (
        <>
          <p role="alert" className={`${NOTICE} bg-red-50 font-medium text-red-800`}>
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{importTexts.hasErrors(total)}</span>
          </p>
          <ErrorsDownload review={review} upload={upload} />
          {total > errors.length ? (
            <p className="text-sm text-gray-700">{importTexts.moreErrors(errors.length, total - errors.length)}</p>
          ) : null}
          <ImportErrorsTable key={`${review.uploadId}:${check ? "check" : "apply"}`} errors={errors} />
        </>
      ) : check && check.rows === 0 ? (
        <p role="status" className={`${NOTICE} bg-amber-50 text-amber-900`}>
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{importTexts.noRows}</span>
        </p>
      ) : check ? (
        <p role="status" className={`${NOTICE} bg-green-50 font-medium text-green-900`}>
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{importTexts.ready(check.rows)}</span>
        </p>
      ) : null}
    </div>
  );
}
