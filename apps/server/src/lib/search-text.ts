/** Lower case without accents: "José PEÑA" → "jose pena". Applied to stored text and to search terms alike. */
export function normalizeForSearch(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/**
 * The searchable text of a person: identification, "name last_name" (so a full name matches) and email,
 * separated so a term cannot match across two fields.
 */
export function personSearchText(p: { identification: string; name: string; last_name: string; email: string }) {
  return [p.identification, `${p.name} ${p.last_name}`, p.email].map(normalizeForSearch).join(" | ");
}

/** Accent- and case-insensitive ordering by last name, then name. */
export function personSortKey(p: { name: string; last_name: string }): string {
  return `${normalizeForSearch(p.last_name)}\u0001${normalizeForSearch(p.name)}`;
}
