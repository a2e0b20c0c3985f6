import type { ImportCheckResult, ImportRecord } from "@inventario/shared/import-api";
import type { ImportKind } from "@inventario/shared/imports";
import { useState } from "react";
import { isAbortError } from "../../lib/api-error";
import {
  type FileErrors,
  failureMessageOf,
  fileRefusal,
  newUpload,
  refusedErrorsOf,
  type Upload,
} from "../../lib/uploaded-file";
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
  const isCurrent = (of: { kind: ImportKind; uploadId: string } | null) =>
    of !== null && of.kind === kind && of.uploadId === upload?.id;
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

  const runCheck = () => {
    if (!upload) return;
    const target = { kind, uploadId: upload.id };
    check.mutate(
      { kind, upload },
      {
        onSuccess: (result) => {
          setFailure(null);
          setReview({ ...target, check: result, errors: result.errors, errors_total: result.errors_total });
        },
        onError: (error) => {
          if (isAbortError(error)) return;
          setReview(null);
          setFailure({ ...target, step: "check", message: failureMessageOf(error, importTexts.checkFailed) });
        },
      },
    );
  };

  const runApply = (confirmDuplicate: boolean) => {
    if (!upload) return;
    const target = { kind, uploadId: upload.id };
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
        onError: (error) => {
          if (isAbortError(error)) return;
          const refused = refusedErrorsOf(error);
          if (refused) {
            setFailure(null);
            setReview({ ...target, check: null, ...refused });
            return;
          }
          const duplicateMessage = duplicateMessageOf(error);
          if (duplicateMessage) setDuplicate(duplicateMessage);
          else setFailure({ ...target, step: "apply", message: failureMessageOf(error, importTexts.applyFailed) });
        },
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
