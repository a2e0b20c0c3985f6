import type { StockCountUpload } from "@inventario/shared/stock-counts";
import { useState } from "react";
import { checkCallbacks, type UploadOutcome, writeErrorHandler } from "../../lib/upload-outcome";
import { type FileErrors, fileRefusal, newUpload, type Upload } from "../../lib/uploaded-file";
import { useCheckCountSheet, useRecordCountSheet } from "./api/upload-count-sheet";
import { uploadTexts } from "./stock-count-texts";

/** What one chosen file was found to hold: the check's answer, or the errors a record was refused for. */
export type SheetReview = FileErrors & {
  uploadId: string;
  /** The check's figures; null after recording was refused (422 names only the errors). */
  check: StockCountUpload | null;
};

/** A failed call (not a refusal for the file's errors), said in the dialog. */
type Failure = { uploadId: string; message: string };

/**
 * 'Subir hoja de conteo' as state: the chosen file is checked at once (dry run); 'Registrar conteo' is
 * offered only for the very upload a clean check found counted rows in. Choosing another file hides what
 * was found for the one before (an answer that lands late is kept but not shown).
 */
export function useSheetUpload(countId: string) {
  const [upload, setUpload] = useState<Upload | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [review, setReview] = useState<SheetReview | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const check = useCheckCountSheet(countId);
  const record = useRecordCountSheet(countId);
  const isCurrent = <T extends { uploadId: string }>(of: T | null): of is T =>
    of !== null && of.uploadId === upload?.id;
  const currentReview = isCurrent(review) ? review : null;
  const outcomeOf = (uploadId: string): UploadOutcome<StockCountUpload> => ({
    found: (found) => setReview(found && { uploadId, ...found }),
    failed: (message) => setFailure(message === null ? null : { uploadId, message }),
  });

  const choose = (file: File | null) => {
    const refusal = file ? fileRefusal(file) : null;
    const next = file && !refusal ? newUpload(file) : null;
    setFileError(refusal);
    setUpload(next);
    if (!next) return;
    check.mutate(next, checkCallbacks(outcomeOf(next.id), uploadTexts.checkFailed));
  };

  const submit = (onRecorded: () => void) => {
    if (!upload) return;
    record.mutate(upload, {
      onSuccess: onRecorded,
      onError: writeErrorHandler(outcomeOf(upload.id), uploadTexts.failed),
    });
  };

  const checked = currentReview?.check;
  return {
    upload,
    choose,
    fileError,
    checking: check.isPending,
    review: check.isPending ? null : currentReview,
    failure: isCurrent(failure) ? failure.message : null,
    canRecord:
      !check.isPending && !record.isPending && checked != null && checked.errors_total === 0 && checked.counted > 0,
    submit,
    recording: record.isPending,
  };
}

export type SheetUpload = ReturnType<typeof useSheetUpload>;
