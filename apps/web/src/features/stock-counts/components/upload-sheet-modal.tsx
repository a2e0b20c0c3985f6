import type { ImportErrorItem } from "@inventario/shared/import-api";
import type { StockCount } from "@inventario/shared/stock-counts";
import { ClipboardCheck } from "lucide-react";
import { Button } from "../../../components/button";
import { ErrorsFileDownload } from "../../../components/errors-file-download";
import { FileDropZone } from "../../../components/file-drop-zone";
import { ImportErrorsTable } from "../../../components/import-errors-table";
import { keepWhole } from "../../../components/keep-whole";
import { LoadingStatus } from "../../../components/list-status";
import { Modal } from "../../../components/modal";
import { Notice } from "../../../components/notice";
import { Spinner } from "../../../components/spinner";
import type { Upload } from "../../../lib/uploaded-file";
import { downloadSheetErrors } from "../api/upload-count-sheet";
import { uploadTexts as texts } from "../stock-count-texts";
import { type SheetReview, useSheetUpload } from "../use-sheet-upload";

const count = new Intl.NumberFormat("es-CO");

/** The errors in the file's order of rows (the server lists a row's cells before the checks across rows). */
const byRow = (errors: readonly ImportErrorItem[]) => [...errors].sort((a, b) => a.row - b.row);

/**
 * What the check found: the rows read and those counted, the columns not read, every error (and the file
 * with them, to fix in Excel) or that it is ready.
 */
function ReviewPanel({ review, countId, upload }: { review: SheetReview; countId: string; upload: Upload }) {
  const { check, errors, errors_total: total } = review;
  return (
    <div className="mt-5 space-y-4 border-t border-gray-200 pt-5">
      {check ? (
        <dl className="grid grid-cols-2 gap-3">
          {(["rows", "counted"] as const).map((figure) => (
            <div key={figure} className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2">
              <dt className="text-sm text-gray-600">{texts.figures[figure]}</dt>
              <dd className="text-xl font-semibold text-gray-900 tabular-nums">{count.format(check[figure])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {check && check.ignored_columns.length > 0 ? (
        <Notice tone="info">{texts.ignoredColumns(check.ignored_columns)}</Notice>
      ) : null}
      {total > 0 ? (
        <>
          <Notice tone="error">{check ? texts.hasErrors(total) : `${texts.refused} ${texts.hasErrors(total)}`}</Notice>
          <ErrorsFileDownload download={(signal) => downloadSheetErrors(countId, upload, signal)} />
          {total > errors.length ? (
            <p className="text-sm text-gray-700">{texts.moreErrors(errors.length, total)}</p>
          ) : null}
          <ImportErrorsTable key={`${review.uploadId}:${check ? "check" : "record"}`} errors={byRow(errors)} />
        </>
      ) : check && check.counted === 0 ? (
        <Notice tone="warning">{texts.noCounted}</Notice>
      ) : check ? (
        <Notice tone="success">{texts.ready(check.counted)}</Notice>
      ) : null}
    </div>
  );
}

/**
 * 'Subir hoja de conteo': the filled sheet (the exported one, .xlsx or .csv) is checked as it is chosen;
 * every error is listed and nothing can be recorded until a corrected file checks clean. 'Registrar conteo'
 * then sets the user's count of each line the sheet counts.
 */
export function UploadSheetModal({ count: stockCount, onClose }: { count: StockCount; onClose: () => void }) {
  const flow = useSheetUpload(stockCount.id);
  return (
    <Modal
      open
      size="lg"
      title={keepWhole(texts.title(stockCount.number), stockCount.number)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button onClick={() => flow.submit(onClose)} disabled={!flow.canRecord}>
            {flow.recording ? <Spinner /> : <ClipboardCheck aria-hidden="true" className="size-4" />}
            {flow.recording ? texts.recording : texts.submit}
          </Button>
        </>
      }
    >
      <div className="mb-4 space-y-2 text-sm text-gray-700">
        <p>{texts.explanation}</p>
        <p>{texts.exportFirst}</p>
      </div>
      <FileDropZone
        label={texts.fileInput}
        file={flow.upload?.file ?? null}
        onChoose={flow.choose}
        error={flow.fileError}
        disabled={flow.recording}
      />
      {flow.checking ? (
        <p className="mt-4 text-sm text-gray-700">
          <LoadingStatus text={texts.checking} />
        </p>
      ) : null}
      {flow.failure ? (
        <Notice tone="error" className="mt-4">
          {flow.failure}
        </Notice>
      ) : null}
      {flow.review && flow.upload ? (
        <ReviewPanel review={flow.review} countId={stockCount.id} upload={flow.upload} />
      ) : null}
    </Modal>
  );
}
