import { ExportMenu } from "../../../components/export-menu";
import type { QueryParams } from "../../../lib/api-client";

type ReportHeadingProps = {
  texts: { title: string; subtitle: string };
  /** The report's call, which answers `format=xlsx|csv` with every row. */
  exportPath: string;
  /** The screen's filters as the call takes them; null while they are ones the server would refuse (no 'Exportar'). */
  exportQuery: QueryParams | null;
};

/** A tab of 'Reportes': its title with 'Exportar' beside it, and under them what the report shows. */
export function ReportHeading({ texts, exportPath, exportQuery }: ReportHeadingProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900">{texts.title}</h2>
        {exportQuery ? <ExportMenu path={exportPath} query={exportQuery} /> : null}
      </div>
      <p className="mb-4 text-sm text-gray-600">{texts.subtitle}</p>
    </>
  );
}
