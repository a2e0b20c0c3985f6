/** Instants are stored as ISO-8601 UTC text: sortable as text on both databases. */
export const toIso = (date: Date): string => date.toISOString();
export const nowIso = (): string => toIso(new Date());
