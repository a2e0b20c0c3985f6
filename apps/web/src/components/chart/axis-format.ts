const compactPesos = new Intl.NumberFormat("es-CO", {
  style: "currency",
  currency: "COP",
  notation: "compact",
  maximumFractionDigits: 1,
});
const whole = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 });

/** A money axis's ticks: "$ 1,2 M", "$ 350 mil" (the table beside the chart has the exact pesos). */
export const formatCompactPesos = (value: number): string => compactPesos.format(value);

/** A count axis's ticks: "1.200". */
export const formatCount = (value: number): string => whole.format(value);
