import type { ImportCheckResult, ImportRecord } from "@inventario/shared/import-api";
import { vi } from "vitest";

/** A check that found nothing wrong: 3 rows, 2 to create, 1 to update. */
export function cleanCheck(overrides: Partial<ImportCheckResult> = {}): ImportCheckResult {
  return {
    rows: 3,
    create: 2,
    update: 1,
    unchanged: 0,
    errors: [],
    errors_total: 0,
    ignored_columns: [],
    ...overrides,
  };
}

/** A check with two errors on rows 2 and 4, and a column no field takes. */
export function checkWithErrors(overrides: Partial<ImportCheckResult> = {}): ImportCheckResult {
  return {
    rows: 4,
    create: 3,
    update: 0,
    unchanged: 0,
    errors: [
      {
        row: 2,
        column: "Precio",
        value: "doce mil",
        message: "Debe ser un valor en pesos, p. ej. 12.500 o $ 12.500,50",
      },
      { row: 4, column: "Nombre", value: "", message: "El nombre es obligatorio" },
    ],
    errors_total: 2,
    ignored_columns: ["Color"],
    ...overrides,
  };
}

export function importRecord(overrides: Partial<ImportRecord> = {}): ImportRecord {
  return {
    id: "i-1",
    number: "I-000001",
    kind: "products",
    file_name: "productos.xlsx",
    rows: 3,
    create: 2,
    update: 1,
    unchanged: 0,
    employee_name: "Administrador",
    created_at: "2026-11-28T13:30:00.000Z",
    ...overrides,
  };
}

/** A spreadsheet the user picks (its bytes never matter: the server is stubbed). */
export const spreadsheet = (name = "productos.xlsx") =>
  new File(["PK fake"], name, { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });

/** The names of the files handed to the browser's downloads, in order. */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:file", revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
