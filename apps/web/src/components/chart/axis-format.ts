const whole = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 });
const upToOneDecimal = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });

/** To one decimal, half up (1,25 → 1,3), so the unit is chosen on the figure as it will read. */
const toTenths = (value: number) => Math.round(value * 10) / 10;

/**
 * A money axis's ticks in words, as a Colombian says them: "$ 0", "$ 999", "$ 250 mil", "$ 1 millón",
 * "$ 1,3 millones", "$ 1.200 millones" (one decimal, with a comma, only when it is not zero; the table
 * beside the chart has the exact pesos). A figure that rounds up to the next unit reads in it
 * (999.999 → "$ 1 millón", not "$ 1.000 mil").
 */
export function formatCompactPesos(value: number): string {
  const sign = value < 0 ? "-" : "";
  const pesos = Math.abs(value);
  if (Math.round(pesos) < 1_000) return `${sign}$ ${whole.format(Math.round(pesos))}`;
  const thousands = toTenths(pesos / 1_000);
  if (thousands < 1_000) return `${sign}$ ${upToOneDecimal.format(thousands)} mil`;
  const millions = toTenths(pesos / 1_000_000);
  return `${sign}$ ${upToOneDecimal.format(millions)} ${millions === 1 ? "millón" : "millones"}`;
}

/** A count axis's ticks: "1.200". */
export const formatCount = (value: number): string => whole.format(value);
