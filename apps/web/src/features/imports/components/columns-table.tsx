import { type ImportKind, importColumns } from "@inventario/shared/imports";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { importTexts, kindTexts } from "../import-texts";

const { column, required, help } = importTexts.columnHeaders;
const COLUMNS = [column, required, help];

const NEED_CLASSES = {
  key: "font-semibold text-gray-900",
  create: "font-medium text-gray-800",
  optional: "text-gray-600",
} as const;

/** The kind's columns as the template has them: the header to write, whether a row needs it, what goes in it. */
export function ColumnsTable({ kind }: { kind: ImportKind }) {
  return (
    <DataTable caption={importTexts.columnsCaption(kindTexts[kind].label)} columns={COLUMNS}>
      {importColumns[kind].map((each) => (
        <DataRow key={each.field}>
          <DataCell className="whitespace-nowrap px-3 py-2.5 font-medium text-gray-900">{each.header}</DataCell>
          <DataCell className={`whitespace-nowrap px-3 py-2.5 ${NEED_CLASSES[each.need]}`}>
            {kind === "stock" && each.need === "create" ? importTexts.need.always : importTexts.need[each.need]}
          </DataCell>
          <DataCell stacked className="min-w-64 px-3 py-2.5 text-gray-700">
            <span className="block">{each.help}</span>
            {each.synonyms.length > 0 ? (
              <span className="block text-xs text-gray-600">{importTexts.synonyms(each.synonyms.join(", "))}</span>
            ) : null}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
