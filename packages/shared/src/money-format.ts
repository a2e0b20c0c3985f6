// No zod here (money.ts re-exports it with the schema): the dashboard formats pesos without loading zod.

const pesos = new Intl.NumberFormat("es-CO", {
  style: "currency",
  currency: "COP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 12500 → "$ 12.500,00" (Colombian pesos, 2 decimals; SPEC §9). */
export const formatPesos = (amount: number): string => pesos.format(amount);
