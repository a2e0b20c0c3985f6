const quantityFormat = new Intl.NumberFormat("es-CO");

/** 1234 KG → "1.234 KG": es-CO groups thousands with dots. */
export function formatQuantity(quantity: number, unit?: string): string {
  const figure = quantityFormat.format(quantity);
  return unit ? `${figure} ${unit}` : figure;
}
