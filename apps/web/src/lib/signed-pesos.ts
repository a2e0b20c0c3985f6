import { formatPesos } from "@inventario/shared/money";

/** A signed amount of pesos: "+$ 2.500,00", "-$ 6.000,00", "$ 0,00" (a count's variance, a shift's difference). */
export const signedPesos = (value: number): string => (value > 0 ? `+${formatPesos(value)}` : formatPesos(value));

/**
 * The colour of a signed figure: green above what was expected (the book, the drawer), red below it. A second
 * cue only: the sign says it (`signedPesos`, a count's `signedQuantity`).
 */
export const differenceTone = (value: number | null | undefined) =>
  value ? (value > 0 ? "text-green-800" : "text-red-700") : "text-gray-700";
