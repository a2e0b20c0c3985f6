import { Import } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/button";
import { DetailSection } from "../../../components/detail-section";
import { Notice } from "../../../components/notice";
import { Spinner } from "../../../components/spinner";
import { importTexts, kindTexts } from "../import-texts";
import type { ImportFlow } from "../use-import-flow";
import { AppliedNotice } from "./applied-notice";

/**
 * Step 3: 'Importar', offered once a check found rows and no error in the file chosen, for the kind chosen;
 * then what was imported, or why it was not.
 */
export function ApplyStep({ flow }: { flow: ImportFlow }) {
  const hintId = useId();
  const rows = flow.review?.check?.rows ?? 0;
  return (
    <DetailSection look="card" title={importTexts.applyStep}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <Button onClick={flow.apply} disabled={!flow.canApply} aria-describedby={hintId}>
          {flow.applying ? <Spinner /> : <Import aria-hidden="true" className="size-4" />}
          {flow.applying ? importTexts.applying : importTexts.apply}
        </Button>
        <p id={hintId} className="min-w-0 flex-1 basis-64 text-sm text-gray-700">
          {flow.canApply || flow.applying
            ? importTexts.applyReady(rows, kindTexts[flow.kind].label)
            : importTexts.applyHint}
        </p>
      </div>
      {flow.failure?.step === "apply" ? (
        <Notice tone="error" className="mt-4">
          {flow.failure.message}
        </Notice>
      ) : null}
      {flow.applied ? (
        <div className="mt-4">
          <AppliedNotice record={flow.applied} />
        </div>
      ) : null}
    </DetailSection>
  );
}
