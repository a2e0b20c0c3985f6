import { formatDocumentNumber } from "@inventario/shared/document-numbers";
import { type WithdrawalStatus, withdrawalStatusLabels } from "@inventario/shared/withdrawals";
import type { Db } from "../../db/connection";
import type { ListRow } from "../../db/lists/list-page";
import { EXPORT_BATCH_ROWS } from "../../lib/export/batches";
import { columns, type ExportSource } from "../../lib/export/columns";
import { withdrawalList } from "./withdrawals.repository";

type WithdrawalRow = ListRow<typeof withdrawalList>;

export const withdrawalColumns = columns<WithdrawalRow>()([
  { header: "Número", kind: "text", value: (row) => formatDocumentNumber("withdrawal", row.number) },
  { header: "Fecha", kind: "datetime", value: (row) => row.created_at },
  { header: "Solicitado por", kind: "text", value: (row) => row.requested_by },
  { header: "Estado", kind: "text", value: (row) => withdrawalStatusLabels[row.status as WithdrawalStatus] },
]);

export type WithdrawalsExport = ReturnType<typeof createWithdrawalsExport>;

export function createWithdrawalsExport(db: Db) {
  return {
    /** Every picking request of the list or of its search, newest first, as the pages show them. */
    list: async (search: string | undefined): Promise<ExportSource<WithdrawalRow>> => ({
      name: "alistamientos",
      sheet: "Alistamientos",
      columns: withdrawalColumns,
      total: await withdrawalList.count(db, search),
      rows: withdrawalList.walk(db, { search, descending: true, size: EXPORT_BATCH_ROWS }),
    }),
  };
}
