import { SearchCheck } from "lucide-react";
import { Button } from "../../../components/button";
import { DetailSection } from "../../../components/detail-section";
import { FileDropZone } from "../../../components/file-drop-zone";
import { LoadingStatus } from "../../../components/list-status";
import { Notice } from "../../../components/notice";
import { Spinner } from "../../../components/spinner";
import { importTexts } from "../import-texts";
import type { ImportFlow } from "../use-import-flow";
import { ReviewPanel } from "./review-panel";

/** Step 2: the file, its check ('Revisar archivo') and what the check found. */
export function FileStep({ flow }: { flow: ImportFlow }) {
  const { upload, review, failure, checking, applying } = flow;
  return (
    <DetailSection look="card" title={importTexts.fileStep}>
      <FileDropZone
        label={importTexts.fileInput}
        file={upload?.file ?? null}
        onChoose={flow.chooseFile}
        error={flow.fileError}
        disabled={applying}
      />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={flow.check} disabled={!upload || checking || applying}>
          {checking ? <Spinner /> : <SearchCheck aria-hidden="true" className="size-4" />}
          {importTexts.check}
        </Button>
        {checking ? (
          <span className="text-sm text-gray-700">
            <LoadingStatus text={importTexts.checking} />
          </span>
        ) : null}
      </div>
      {failure?.step === "check" ? (
        <Notice tone="error" className="mt-4">
          {failure.message}
        </Notice>
      ) : null}
      {review && upload && !checking ? (
        <div className="mt-6 border-t border-gray-200 pt-5">
          <ReviewPanel review={review} upload={upload} />
        </div>
      ) : null}
    </DetailSection>
  );
}
