import type { CashSession } from "@inventario/shared/cash-sessions";
import { formatPesos } from "@inventario/shared/money";
import { paymentMethodLabels } from "@inventario/shared/sales";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { differenceTone, signedPesos } from "../../../lib/signed-pesos";
import {
  countedMethodColumns,
  differenceWord,
  methodColumns,
  NO_VALUE,
  figureTexts as texts,
} from "../cash-session-texts";

const figureCell = "whitespace-nowrap px-3 py-3 tabular-nums";

/** A difference with its sign, its word ('Faltante', 'Sobrante') and its colour. */
export function Difference({ value, className = "" }: { value: number; className?: string }) {
  return (
    <span className={`font-semibold ${differenceTone(value)} ${className}`}>
      {signedPesos(value)} <span className="text-xs font-medium">({differenceWord(value)})</span>
    </span>
  );
}

/**
 * Per payment method: what the shift's sales brought in, what it gave back and what it should hold (cash: the
 * base, plus cash received net of change, minus refunds, plus entries, minus exits); once closed, what was
 * counted and the difference, with the total difference under the table.
 */
export function MethodsTable({ session }: { session: CashSession }) {
  const closed = session.methods.some((method) => method.counted !== null);
  return (
    <div className="grid gap-3">
      <DataTable caption={texts.methodsCaption} columns={closed ? countedMethodColumns : methodColumns}>
        {session.methods.map((row) => (
          <DataRow key={row.method}>
            <DataCell rowHeader className="whitespace-nowrap px-3 py-3 text-left font-medium text-gray-900">
              {paymentMethodLabels[row.method]}
            </DataCell>
            <DataCell className={`${figureCell} text-gray-800`}>{formatPesos(row.sales)}</DataCell>
            <DataCell className={`${figureCell} text-gray-800`}>{formatPesos(row.refunds)}</DataCell>
            <DataCell className={`${figureCell} font-semibold text-gray-900`}>{formatPesos(row.expected)}</DataCell>
            {closed ? (
              <>
                <DataCell className={`${figureCell} text-gray-900`}>
                  {row.counted === null ? NO_VALUE : formatPesos(row.counted)}
                </DataCell>
                <DataCell className={figureCell}>
                  {row.difference === null ? NO_VALUE : <Difference value={row.difference} />}
                </DataCell>
              </>
            ) : null}
          </DataRow>
        ))}
      </DataTable>
      {session.difference !== null ? (
        <p className="flex flex-wrap items-baseline justify-end gap-x-3 text-base text-gray-800">
          <span className="font-medium">{texts.totalDifference}:</span>{" "}
          <Difference value={session.difference} className="text-lg tabular-nums" />
        </p>
      ) : null}
    </div>
  );
}
