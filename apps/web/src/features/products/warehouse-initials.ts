const FIRST_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** 'Bodega Medellín' → 'BM': the first letter or digit of each of the first two words, in capitals. */
export function warehouseInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(FIRST_LETTER_OR_DIGIT)?.[0] ?? "")
    .filter(Boolean)
    .slice(0, 2)
    .join("")
    .toLocaleUpperCase("es-CO");
}
