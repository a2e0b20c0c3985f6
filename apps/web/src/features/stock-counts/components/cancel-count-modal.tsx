import { type StockCount, stockCountCancelInputSchema } from "@inventario/shared/stock-counts";
import { ReasonModal } from "../../../components/reason-modal";
import { useMoveStockCount } from "../api/change-count-status";
import { cancelTexts as texts } from "../stock-count-texts";

/** 'Cancelar conteo': nothing is adjusted; asks why. A refusal keeps the dialog, with the reason typed. */
export function CancelCountModal({ count, onClose }: { count: StockCount; onClose: () => void }) {
  const cancel = useMoveStockCount("cancel", count.id);
  return (
    <ReasonModal
      texts={texts}
      number={count.number}
      schema={stockCountCancelInputSchema}
      sending={cancel.isPending}
      send={(payload, callbacks) => cancel.mutate(payload, callbacks)}
      onClose={onClose}
    />
  );
}
