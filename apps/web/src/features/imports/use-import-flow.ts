import type { ImportCheckResult, ImportRecord } from "@inventario/shared/import-api";
import type { ImportKind } from "@inventario/shared/imports";
import { useState } from "react";
import { checkCallbacks, type UploadOutcome, writeErrorHandler } from "../../lib/upload-outcome";
import { type FileErrors, fileRefusal, newUpload, type Upload } from "../../lib/uploaded-file";
import { useApplyImport } from "./api/apply-import";
import { useCheckImport } from "./api/check-import";
import { duplicateMessageOf } from "./import-refusals";
import { importTexts } from "./import-texts";

/** What one file of one kind was found to hold: the check's answer, or the errors an apply was refused for. */
export type Review = FileErrors & {
  kind: ImportKind;
  uploadId: string;
  /** The check's counts and ignored columns; null after an apply refused the file (422 names only errors). */
  check: ImportCheckResult | null;
};

/** A failed call (not a refusal for the file's errors), said under the step that made it. */
type Failure = { kind: ImportKind; uploadId: string; step: "check" | "apply"; message: string };

/** The kind and upload a call was made for: its answer is shown only while they are still the chosen ones. */
type Target = { kind: ImportKind; uploadId: string };

/**
 * The screen's steps as state: the kind, the chosen file, the check's answer, the apply and its outcome.
 * A review or a failure belongs to the kind and the upload it was made for: choosing another file or kind
 * hides it (an answer that lands after the user chose another is kept but not shown), and 'Importar' is offered only for the very upload and kind a clean check found rows in.
 */
export function useImportFlow(firstKind: ImportKind) {
  const [kind, setKind] = useState<ImportKind>(firstKind);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [applied, setApplied] = useState<ImportRecord | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const check = useCheckImport();
  const apply = useApplyImport();
  const isCurrent = (of: Target | null) => of !== null && of.kind === kind && of.uploadId === upload?.id;
  const currentReview = isCurrent(review) ? review : null;
  const currentFailure = failure && isCurrent(failure) ? failure : null;

  const chooseKind = (next: ImportKind) => {
    setKind(next);
    setApplied(null);
  };

  const chooseFile = (file: File | null) => {
    setApplied(null);
    const refusal = file ? fileRefusal(file) : null;
    setFileError(refusal);
    setUpload(file && !refusal ? newUpload(file) : null);
  };

  const outcomeOf = (target: Target, step: Failure["step"]): UploadOutcome<ImportCheckResult> => ({
    found: (found) => setReview(found && { ...target, ...found }),
    failed: (message) => setFailure(message === null ? null : { ...target, step, message }),
  });

  const runCheck = () => {
    if (!upload) return;
    const outcome = outcomeOf({ kind, uploadId: upload.id }, "check");
    check.mutate({ kind, upload }, checkCallbacks(outcome, importTexts.checkFailed));
  };

  // A duplicate file is asked about ('Importar de nuevo'), not said as a failure.
  const askIfDuplicate = (error: unknown) => {
    const duplicateMessage = duplicateMessageOf(error);
    if (duplicateMessage) setDuplicate(duplicateMessage);
    return duplicateMessage !== null;
  };

  const runApply = (confirmDuplicate: boolean) => {
    if (!upload) return;
    const outcome = outcomeOf({ kind, uploadId: upload.id }, "apply");
    setDuplicate(null);
    apply.mutate(
      { kind, upload, confirmDuplicate },
      {
        onSuccess: (record) => {
          setApplied(record);
          setUpload(null);
          setReview(null);
          setFailure(null);
        },
        onError: writeErrorHandler(outcome, importTexts.applyFailed, askIfDuplicate),
      },
    );
  };

  const checked = currentReview?.check;
  const canApply =
    !apply.isPending && !check.isPending && checked != null && checked.errors_total === 0 && checked.rows > 0;

  return {
    kind,
    chooseKind,
    upload,
    chooseFile,
    fileError,
    check: runCheck,
    checking: check.isPending,
    review: currentReview,
    failure: currentFailure,
    canApply,
    apply: () => runApply(false),
    applying: apply.isPending,
    applied,
    duplicate,
    confirmDuplicate: () => runApply(true),
    dismissDuplicate: () => setDuplicate(null),
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
