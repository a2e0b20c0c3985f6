import type { PurchaseOrderSummary } from "@inventario/shared/purchases";
import { CircleCheck } from "lucide-react";
import { ScreenLink } from "../../../components/screen-link";
import { purchasePaths, suggestionTexts } from "../purchase-texts";

/** Said after 'Crear órdenes': the drafts made, each a link to open, review and send it. */
export function CreatedOrdersNotice({ orders }: { orders: readonly PurchaseOrderSummary[] }) {
  if (orders.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
      <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
      <span>{suggestionTexts.createdNotice}</span>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {orders.map((order) => (
          <li key={order.id}>
            <ScreenLink
              to={purchasePaths.order(order.id)}
              className="font-mono font-semibold text-green-900 underline underline-offset-2 hover:text-green-950 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              plainClassName="font-mono font-semibold"
            >
              {`${order.number} · ${order.supplier.name}`}
            </ScreenLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
