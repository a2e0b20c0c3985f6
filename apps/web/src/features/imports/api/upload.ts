import type { ImportKind } from "@inventario/shared/imports";

/** The path of a kind's import calls. */
export const importPath = (kind: ImportKind) => `/imports/${encodeURIComponent(kind)}`;
