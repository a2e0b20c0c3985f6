import type { ImportKind } from "@inventario/shared/imports";
import { FileDown } from "lucide-react";
import { Button } from "../../../components/button";
import { DetailSection } from "../../../components/detail-section";
import { Spinner } from "../../../components/spinner";
import { useFileDownload } from "../../../lib/use-file-download";
import { downloadTemplate } from "../api/download-template";
import { importTexts, kindTexts } from "../import-texts";
import { ColumnsTable } from "./columns-table";
import { KindPicker } from "./kind-picker";

type KindStepProps = {
  kinds: readonly ImportKind[];
  kind: ImportKind;
  onChange: (kind: ImportKind) => void;
  /** While a file is being imported the kind stays as it is. */
  locked: boolean;
};

/** Step 1: what to import, what the kind's file must hold, and its template. */
export function KindStep({ kinds, kind, onChange, locked }: KindStepProps) {
  const template = useFileDownload({ done: importTexts.templateDone, failed: importTexts.templateError });
  const { label, description } = kindTexts[kind];
  return (
    <DetailSection look="card" title={importTexts.kindStep}>
      <KindPicker kinds={kinds} kind={kind} onChange={onChange} legend={importTexts.kindLegend} disabled={locked} />
      <div className="mt-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-3xl">
          <h3 className="text-base font-semibold text-gray-900">{importTexts.columnsHeading(label)}</h3>
          <p className="mt-1 text-sm text-gray-700">{description}</p>
          <p className="mt-1 text-sm text-gray-600">{importTexts.columnsHint}</p>
        </div>
        <Button
          variant="secondary"
          disabled={template.busy}
          onClick={() => template.run((signal) => downloadTemplate(kind, signal))}
        >
          {template.busy ? <Spinner /> : <FileDown aria-hidden="true" className="size-4" />}
          {template.busy ? importTexts.templateLoading : importTexts.template}
        </Button>
      </div>
      <div className="mt-4">
        <ColumnsTable kind={kind} />
      </div>
    </DetailSection>
  );
}
