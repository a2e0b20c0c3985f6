import { EXPIRY_WINDOWS, type ExpiryWindow } from "@inventario/shared/alerts";
import {
  WAREHOUSE_STOCK_STATES,
  type WarehouseStockState,
  warehouseStockStateLabels,
} from "@inventario/shared/warehouse-stock";
import { SearchField } from "../../../components/search-field";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import type { StockQuery } from "../use-stock-query";
import { stockTexts } from "../warehouse-stock-texts";

/** The search box, then what to show (and, for 'Por vencer', the window) and the category; wrapping on a phone. */
export function StockFilters({ query }: { query: StockQuery }) {
  const { urlFilters } = query;
  const expiring = urlFilters.state === "expiring";
  return (
    <div className="mb-4 flex flex-wrap items-end gap-4">
      <SearchField label={stockTexts.search} value={query.text} onChange={query.setText} />
      <div className={`grid w-full gap-4 sm:w-auto ${expiring ? "grid-cols-[1fr_auto]" : "grid-cols-1"}`}>
        <SelectField
          label={stockTexts.state}
          value={urlFilters.state}
          className="sm:min-w-44"
          onChange={(event) => query.setState(event.target.value as WarehouseStockState)}
        >
          {WAREHOUSE_STOCK_STATES.map((state) => (
            <option key={state} value={state}>
              {warehouseStockStateLabels[state]}
            </option>
          ))}
        </SelectField>
        {expiring ? (
          <SelectField
            label={stockTexts.days}
            value={String(urlFilters.days)}
            onChange={(event) => query.setDays(Number(event.target.value) as ExpiryWindow)}
          >
            {EXPIRY_WINDOWS.map((window) => (
              <option key={window} value={window}>
                {stockTexts.daysOption(window)}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <TextField
        label={stockTexts.category}
        className="w-full sm:w-56"
        value={query.categoryText}
        maxLength={80}
        onChange={(event) => query.setCategoryText(event.target.value)}
      />
    </div>
  );
}
