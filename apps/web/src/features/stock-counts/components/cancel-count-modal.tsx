import { type StockCount, stockCountCancelInputSchema } from "@inventario/shared/stock-counts";
import { ReasonModal } from "../../../components/reason-modal";
import { useMoveStockCount } from "../api/change-count-status";
import { cancelTexts as texts } from "../stock-count-texts";

/** 'Cancelar conteo': nothing is adjusted; asks why. A refusal keeps the dialog, with the reason typed. */
export function CancelCountModal({ count, onClose }: { count: StockCount; onClose: () => void }) {
  const cancel = useMoveStockCount("cancel", count.id);
  return (
    <ReasonModal
      title={texts.title(count.number)}
      number={count.number}
      explanation={texts.explanation}
      reasonLabel={texts.reason}
      submitLabel={texts.submit}
      schema={stockCountCancelInputSchema}
      sending={cancel.isPending}
      send={(payload, callbacks) => cancel.mutate(payload, callbacks)}
      onClose={onClose}
    />
  );
}
