import { normalizeScannedSku } from "@inventario/shared/products";
import { useState } from "react";
import type { ScanOutcome } from "../../../components/scan-field";
import { isComplete, remainingOf, type WithdrawalItem } from "../assignment";
import { withdrawalTexts } from "../withdrawal-texts";
import type { NamedProduct } from "./assignment-item-row";

const reducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A scan on the picking detail (issue 21): the request's item whose product has exactly that SKU (trimmed,
 * any case) is selected — highlighted and scrolled to, the focus staying in the scan field for the next
 * scan; 'Ir a la asignación' moves it to the item's first control.
 */
export function useItemScan(
  items: readonly WithdrawalItem[],
  names: ReadonlyMap<string, NamedProduct> | undefined,
  rowIdOf: (item: WithdrawalItem) => string,
) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = items.find((item) => item.id === selectedId) ?? null;

  const scan = (code: string): ScanOutcome => {
    if (!names) return { ok: false, message: withdrawalTexts.scanNamesLoading };
    const sku = normalizeScannedSku(code);
    const matches = items.filter((item) => names.get(item.product_id)?.sku.toUpperCase() === sku);
    // A product asked twice in one request: the line still pending first.
    const item = matches.find((match) => !isComplete(match)) ?? matches[0];
    if (!item) return { ok: false, message: withdrawalTexts.scanNotInRequest(code) };
    setSelectedId(item.id);
    document
      .getElementById(rowIdOf(item))
      ?.scrollIntoView?.({ block: "nearest", behavior: reducedMotion() ? "auto" : "smooth" });
    const product = names.get(item.product_id);
    const label = product ? `${product.sku} - ${product.name}` : code;
    return isComplete(item)
      ? { ok: true, message: withdrawalTexts.scanAlreadyComplete(label) }
      : { ok: true, message: withdrawalTexts.scanSelected(label, remainingOf(item)) };
  };

  const goToSelected = () => {
    if (!selected) return;
    document
      .getElementById(rowIdOf(selected))
      ?.querySelector<HTMLElement>("select:not(:disabled), input:not(:disabled), button:not(:disabled)")
      ?.focus();
  };

  return { selectedId, canGoTo: selected !== null && !isComplete(selected), scan, goToSelected };
}
