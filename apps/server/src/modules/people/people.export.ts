import type { Db } from "../../db/connection";
import type { ListShape } from "../../db/lists/list-page";
import { EXPORT_BATCH_ROWS } from "../../lib/export/batches";
import type { Column, ExportSource } from "../../lib/export/columns";

/** What a kind of person exports: its list, file name, sheet and columns (clients.export.ts, employees.export.ts). */
export type PeopleExportKind<Row extends { id: string }> = {
  list: ListShape<Row>;
  name: string;
  sheet: string;
  columns: ReadonlyArray<Column<Row>>;
};

/** Sí / No for a 1/0 or boolean flag (SQLite answers numbers, PostgreSQL booleans). */
export const yesNo = (flag: unknown) => (flag === true || Number(flag) === 1 ? "Sí" : "No");

export type PeopleExport = { list(search: string | undefined): Promise<ExportSource<unknown>> };

export function createPeopleExport<Row extends { id: string }>(db: Db, kind: PeopleExportKind<Row>): PeopleExport {
  return {
    /** Everyone of the list or of its search, by last name, as the pages show them. */
    list: async (search) =>
      ({
        name: kind.name,
        sheet: kind.sheet,
        columns: kind.columns,
        total: await kind.list.count(db, search),
        rows: kind.list.walk(db, { search, size: EXPORT_BATCH_ROWS }),
      }) as ExportSource<unknown>,
  };
}
