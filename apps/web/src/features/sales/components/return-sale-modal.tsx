import type { SaleDetail } from "@inventario/shared/sales";
import { useState } from "react";
import { LineFieldset } from "../../../components/line-fieldset";
import { LinesFormModal } from "../../../components/lines-form-modal";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { useLinesForm } from "../../../lib/use-lines-form";
import { useWarehouseScope } from "../../../lib/use-warehouse-scope";
import { useOwnWarehouseOptions } from "../../../lib/warehouse-options";
import { useRegisterReturn } from "../api/register-return";
import { returnTexts } from "../sale-history-texts";
import {
  buildReturn,
  lineErrorKey,
  type ReturnErrors,
  type ReturnLineDraft,
  returnDrafts,
  serverReturnErrors,
} from "../sale-return-form";

type ReturnSaleModalProps = {
  sale: SaleDetail;
  onClose: () => void;
  /**
   * The return the server registered, as its answer (the sale's detail) holds it: the page offers its slip
   * ('Imprimir comprobante') once the dialog has closed.
   */
  onRegistered?: (saleReturn: SaleDetail["returns"][number], answer: SaleDetail) => void;
};

/** The return an answer holds that the sale did not: the one just registered (the newest, if none is new). */
function newReturnIn(before: SaleDetail, answer: SaleDetail) {
  const known = new Set(before.returns.map((saleReturn) => saleReturn.id));
  return answer.returns.find((saleReturn) => !known.has(saleReturn.id)) ?? answer.returns.at(-1);
}

type WarehouseOption = { id: string; name: string };

/**
 * 'Registrar devolución': per dispatched product, how many units come back (0: none), into which
 * warehouse and lot (by default where they left from) or written off, and one reason for all of them. Once
 * registered, it tells the page which return it was (its slip prints from there).
 */
export function ReturnSaleModal({ sale, onClose, onRegistered }: ReturnSaleModalProps) {
  const scope = useWarehouseScope();
  // A user limited to some warehouses restocks into one of theirs (issue 34): where a line left from when it
  // is theirs, else their only one, or one to choose.
  const [drafts, setDrafts] = useState(() =>
    returnDrafts(sale).map((draft) =>
      draft.warehouse_id === "" || scope.isOwn(draft.warehouse_id)
        ? draft
        : { ...draft, warehouse_id: scope.sole ?? "", lot_number: "" },
    ),
  );
  const warehouses = useOwnWarehouseOptions();
  const register = useRegisterReturn(
    sale.id,
    sale.lines.map((line) => line.product_id),
  );

  const change = (productId: string, changes: Partial<ReturnLineDraft>) =>
    setDrafts((current) => current.map((draft) => (draft.product_id === productId ? { ...draft, ...changes } : draft)));

  const { errors, dialog } = useLinesForm({
    texts: returnTexts,
    number: sale.number,
    reasonLabel: returnTexts.reason,
    check: (reason) => buildReturn(drafts, reason),
    send: ({ payload, productIds }, refuse: (found: ReturnErrors) => void) =>
      register.mutate(payload, {
        onSuccess: (answer) => {
          const registered = newReturnIn(sale, answer);
          if (registered) onRegistered?.(registered, answer);
          onClose();
        },
        onError: (error) => refuse(serverReturnErrors(error, productIds)),
      }),
  });

  /** The user's active warehouses, plus the one a line came from if it has been switched off since. */
  const optionsFor = (draft: ReturnLineDraft): WarehouseOption[] => {
    const active = warehouses.data ?? [];
    if (draft.warehouse_id === "" || active.some((warehouse) => warehouse.id === draft.warehouse_id)) return active;
    const origin = sale.withdrawal.dispatches.find((dispatch) => dispatch.warehouse_id === draft.warehouse_id);
    return origin ? [{ id: origin.warehouse_id, name: origin.warehouse_name }, ...active] : active;
  };

  return (
    <LinesFormModal {...dialog} sending={register.isPending} onClose={onClose}>
      {drafts.map((draft) => (
        <ReturnLineFields
          key={draft.product_id}
          draft={draft}
          errors={errors}
          warehouses={optionsFor(draft)}
          warehousesLoading={warehouses.isLoading}
          onChange={(changes) => change(draft.product_id, changes)}
        />
      ))}
    </LinesFormModal>
  );
}

type ReturnLineFieldsProps = {
  draft: ReturnLineDraft;
  errors: ReturnErrors;
  warehouses: WarehouseOption[];
  warehousesLoading: boolean;
  onChange: (changes: Partial<ReturnLineDraft>) => void;
};

/** One product: a group named by it, so each 'Cantidad a devolver' is read with its product. */
function ReturnLineFields({ draft, errors, warehouses, warehousesLoading, onChange }: ReturnLineFieldsProps) {
  const error = (field: "quantity" | "warehouse_id" | "lot_number") => errors[lineErrorKey(draft.product_id, field)];
  return (
    <LineFieldset legend={returnTexts.line(draft.product_name, draft.sku)} sku={draft.sku}>
      <p className="mb-3 text-xs text-gray-600">
        {returnTexts.returnable(draft.dispatched, draft.returned, draft.returnable)}
      </p>
      <div className="grid gap-3 sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          label={returnTexts.quantity}
          type="number"
          inputMode="numeric"
          min={0}
          max={draft.returnable}
          step={1}
          value={draft.quantity}
          error={error("quantity")}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
        <SelectField
          label={returnTexts.warehouse}
          value={draft.warehouse_id}
          disabled={draft.write_off}
          aria-busy={warehousesLoading}
          error={error("warehouse_id")}
          onChange={(event) => onChange({ warehouse_id: event.target.value })}
        >
          <option value="">{warehousesLoading ? returnTexts.loadingWarehouses : returnTexts.chooseWarehouse}</option>
          {warehouses.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={returnTexts.lot}
          autoComplete="off"
          maxLength={40}
          value={draft.lot_number}
          disabled={draft.write_off}
          error={error("lot_number")}
          onChange={(event) => onChange({ lot_number: event.target.value })}
        />
      </div>
      <label className="mt-3 flex cursor-pointer items-center gap-3 text-sm font-medium text-gray-800">
        <input
          type="checkbox"
          className="size-4 rounded border-gray-400 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
          checked={draft.write_off}
          onChange={(event) => onChange({ write_off: event.target.checked })}
        />
        {returnTexts.writeOff}
      </label>
    </LineFieldset>
  );
}
