import { ErrorsFileDownload } from "../../../components/errors-file-download";
import { ImportErrorsTable } from "../../../components/import-errors-table";
import { Notice } from "../../../components/notice";
import type { Upload } from "../../../lib/uploaded-file";
import { downloadErrors } from "../api/download-errors";
import { importTexts } from "../import-texts";
import type { Review } from "../use-import-flow";
import { ReviewCounts } from "./review-counts";

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
          <ErrorsFileDownload download={(signal) => downloadErrors(review.kind, upload, signal)} />
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
