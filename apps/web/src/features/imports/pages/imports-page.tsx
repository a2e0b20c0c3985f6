import type { ImportKind } from "@inventario/shared/imports";
import { LoadingStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { ApplyStep } from "../components/apply-step";
import { DuplicateImportModal } from "../components/duplicate-import-modal";
import { FileStep } from "../components/file-step";
import { ImportsHistory } from "../components/imports-history";
import { KindStep } from "../components/kind-step";
import { useImportableKinds } from "../import-kinds";
import { importTexts } from "../import-texts";
import { useImportFlow } from "../use-import-flow";

/** The three steps, for a user who may import `kinds` (at least one). */
function ImportSteps({ kinds }: { kinds: readonly [ImportKind, ...ImportKind[]] }) {
  const flow = useImportFlow(kinds[0]);
  return (
    <div className="space-y-6">
      <KindStep kinds={kinds} kind={flow.kind} onChange={flow.chooseKind} locked={flow.applying} />
      <FileStep flow={flow} />
      <ApplyStep flow={flow} />
      {flow.duplicate ? (
        <DuplicateImportModal
          message={flow.duplicate}
          onConfirm={flow.confirmDuplicate}
          onClose={flow.dismissDuplicate}
        />
      ) : null}
    </div>
  );
}

const hasOne = (kinds: readonly ImportKind[]): kinds is readonly [ImportKind, ...ImportKind[]] => kinds.length > 0;

/**
 * 'Importar datos' (issue 31): choose what to import among the kinds the user may, download its template,
 * upload the file and check it, import it when the check finds no error; the imports made, below.
 */
export function ImportsPage() {
  const kinds = useImportableKinds();
  return (
    <>
      <PageHeader title={importTexts.title} />
      <p className="-mt-3 mb-6 max-w-3xl text-sm text-gray-700">{importTexts.intro}</p>
      {kinds === null ? (
        <p className="py-10 text-center text-gray-600">
          <LoadingStatus text={importTexts.permissionsLoading} />
        </p>
      ) : hasOne(kinds) ? (
        <ImportSteps kinds={kinds} />
      ) : null}
      <div className="mt-8">
        <ImportsHistory />
      </div>
    </>
  );
}
