import { PAGE_SIZE } from "@inventario/shared/constants";
import type { ImportErrorItem } from "@inventario/shared/import-api";
import { useState } from "react";
import { DataCell, DataRow } from "./data-row";
import { DataTable } from "./data-table";
import { ListFooter } from "./list-frame";
import { spreadsheetTexts } from "./spreadsheet-texts";

const { row, column, value, message } = spreadsheetTexts.errorHeaders;
const COLUMNS = [row, column, value, message];
/** On a phone each error is a card titled by what is wrong. */
const MESSAGE_COLUMN = 3;

/**
 * The errors the server listed of an uploaded spreadsheet (an import, a count's sheet) (at most 1,000), a page of ten at a time like every list: the row as the
 * spreadsheet numbers it, the column as the file names it, the value read and what is wrong with it.
 */
export function ImportErrorsTable({ errors }: { errors: readonly ImportErrorItem[] }) {
  const [page, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(errors.length / PAGE_SIZE));
  const shown = errors.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <>
      <DataTable caption={spreadsheetTexts.errorsCaption} columns={COLUMNS} titleColumn={MESSAGE_COLUMN}>
        {shown.map((error, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the server's list never changes order, and two errors may share row, column and value.
          <DataRow key={(page - 1) * PAGE_SIZE + index}>
            <DataCell className="whitespace-nowrap px-3 py-2.5 text-gray-900 tabular-nums">{error.row}</DataCell>
            <DataCell className="px-3 py-2.5 text-gray-800">{error.column}</DataCell>
            <DataCell className="max-w-56 px-3 py-2.5 font-mono text-xs break-words text-gray-800">
              {error.value === "" ? (
                <span className="font-sans text-sm text-gray-600 italic">{spreadsheetTexts.emptyValue}</span>
              ) : (
                error.value
              )}
            </DataCell>
            <DataCell className="min-w-64 px-3 py-2.5 text-red-800">{error.message}</DataCell>
          </DataRow>
        ))}
      </DataTable>
      <ListFooter
        page={page}
        data={{ data: shown, page, total: errors.length, total_pages: totalPages }}
        onPageChange={setPage}
      />
    </>
  );
}
