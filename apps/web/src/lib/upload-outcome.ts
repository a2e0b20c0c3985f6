import { isAbortError } from "./api-error";
import { type FileErrors, failureMessageOf, refusedErrorsOf } from "./uploaded-file";

/** What a file was found to hold: the check's answer, or null when only a write's refusal named its errors. */
export type FoundInFile<Check> = FileErrors & { check: Check | null };

/**
 * Where a screen keeps what one upload's calls answered (an import's file, a count's sheet): what the file
 * holds, or why a call failed. Null hides either.
 */
export type UploadOutcome<Check> = {
  found: (found: FoundInFile<Check> | null) => void;
  failed: (message: string | null) => void;
};

/**
 * A check's (dry run's) callbacks: its answer is what the file holds; a failure hides that and says why
 * (the server's message, else `fallback`). An aborted call (the user left) says nothing.
 */
export function checkCallbacks<Check extends FileErrors>(outcome: UploadOutcome<Check>, fallback: string) {
  return {
    onSuccess: (result: Check) => {
      outcome.failed(null);
      outcome.found({ check: result, errors: result.errors, errors_total: result.errors_total });
    },
    onError: (error: unknown) => {
      if (isAbortError(error)) return;
      outcome.found(null);
      outcome.failed(failureMessageOf(error, fallback));
    },
  };
}

/**
 * A write's failure: refused for the file's errors (422, found again when writing), they are what the file
 * holds; otherwise `other` may take a failure the screen says its own way (true when it did), and any other
 * is said (the server's message, else `fallback`). An aborted call says nothing.
 */
export function writeErrorHandler<Check>(
  outcome: UploadOutcome<Check>,
  fallback: string,
  other: (error: unknown) => boolean = () => false,
) {
  return (error: unknown) => {
    if (isAbortError(error)) return;
    const refused = refusedErrorsOf(error);
    if (refused) {
      outcome.failed(null);
      outcome.found({ check: null, ...refused });
    } else if (!other(error)) outcome.failed(failureMessageOf(error, fallback));
  };
}
