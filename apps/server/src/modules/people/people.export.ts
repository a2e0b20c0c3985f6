import type { Db } from "../../db/connection";
import type { ListShape } from "../../db/lists/list-page";
import { EXPORT_BATCH_ROWS } from "../../lib/export/batches";
import { type CellValue, type Column, columns, type ExportSource } from "../../lib/export/columns";

/** Sí / No for a 1/0 or boolean flag (SQLite answers numbers, PostgreSQL booleans). */
export const yesNo = (flag: unknown) => (flag === true || Number(flag) === 1 ? "Sí" : "No");

/** The fields every kind of person has, as its list row holds them. */
type PersonFields = Record<"identification" | "name" | "last_name" | "email" | "phone_number" | "birthday", CellValue>;

/** The columns every person's export opens with (clients and employees), in the order the pages show them. */
const personColumns = <Row extends PersonFields>() =>
  columns<Row>()([
    { header: "Identificación", kind: "text", value: (row) => row.identification },
    { header: "Nombre", kind: "text", value: (row) => row.name },
    { header: "Apellido", kind: "text", value: (row) => row.last_name },
    { header: "Correo", kind: "text", value: (row) => row.email },
    { header: "Teléfono", kind: "text", value: (row) => row.phone_number },
    { header: "Fecha de nacimiento", kind: "date", value: (row) => row.birthday },
  ]);

type PersonRow = PersonFields & { id: string; is_active: unknown };

/** What a kind of person exports: its list, file name, sheet and columns (clients.export.ts, employees.export.ts). */
export type PeopleExportKind<Row extends PersonRow> = {
  list: ListShape<Row>;
  name: string;
  sheet: string;
  columns: ReadonlyArray<Column<Row>>;
};

/**
 * A kind of person's export, its columns in the order its page shows them: the person's fields, then
 * `ownColumns` (what only this kind has), then 'Activo'.
 */
export function peopleExportKind<Row extends PersonRow>(kind: {
  list: ListShape<Row>;
  name: string;
  sheet: string;
  ownColumns?: ReadonlyArray<Column<Row>>;
}): PeopleExportKind<Row> {
  const { ownColumns = [], ...named } = kind;
  return {
    ...named,
    columns: [
      ...personColumns<Row>(),
      ...ownColumns,
      { header: "Activo", kind: "text", value: (row) => yesNo(row.is_active) },
    ],
  };
}

export type PeopleExport = { list(search: string | undefined): Promise<ExportSource<unknown>> };

export function createPeopleExport<Row extends PersonRow>(db: Db, kind: PeopleExportKind<Row>): PeopleExport {
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
