import { DataRow } from "../../../components/data-row";
import { isComplete, remainingOf, type WithdrawalItem } from "../assignment";
import { itemStatusLabel } from "../withdrawal-texts";
import { itemCells, type NamedProduct } from "./assignment-item-row";
import { WithdrawalStatusBadge } from "./withdrawal-status-badge";

type ReadOnlyItemRowProps = {
  item: WithdrawalItem;
  product: NamedProduct | undefined;
  namesLoading: boolean;
};

/** An item as it stands, for a user who may read the request but not assign stock to it. */
export function ReadOnlyItemRow({ item, product, namesLoading }: ReadOnlyItemRowProps) {
  return (
    <DataRow className="align-top">
      {itemCells({
        item,
        product,
        namesLoading,
        status: (
          <WithdrawalStatusBadge
            tone={isComplete(item) ? "done" : "pending"}
            label={itemStatusLabel(remainingOf(item))}
          />
        ),
      })}
    </DataRow>
  );
}
