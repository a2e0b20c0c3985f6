const quantityFormat = new Intl.NumberFormat("es-CO");

/**
 * The one way a quantity is shown: 1234, "KG" → "1.234 KG" (es-CO groups thousands with dots), with the
 * unit the lot is counted in, as stored (KG, G, ML, UD…). Without a known unit — a figure summed over
 * lots counted in different units — the number alone, never a made-up unit.
 */
export function formatQuantity(quantity: number, unit?: string | null): string {
  const figure = quantityFormat.format(quantity);
  const shownUnit = unit?.trim();
  return shownUnit ? `${figure} ${shownUnit}` : figure;
}

/**
 * The unit every one of these lots is counted in, so that their sum can be shown with it; null when
 * there are none or they differ (a sum of KG and UD has no unit).
 */
export function sharedUnit(lots: readonly { unit: string | null }[]): string | null {
  const units = new Set(lots.map((lot) => lot.unit?.trim() || null));
  if (units.size !== 1) return null;
  const [unit] = units;
  return unit ?? null;
}
