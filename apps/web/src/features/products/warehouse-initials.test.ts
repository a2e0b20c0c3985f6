import { describe, expect, it } from "vitest";
import { warehouseInitials } from "./warehouse-initials";

describe("warehouseInitials", () => {
  it.each([
    ["Bodega Medellín", "BM"],
    ["bodega norte de Bogotá", "BN"],
    ["  Principal  ", "P"],
    ["Éxito   Águila", "ÉÁ"],
    ["Bodega - Sur", "BS"],
    ["Centro 24 horas", "C2"],
    ["", ""],
  ])("'%s' → '%s'", (name, initials) => {
    expect(warehouseInitials(name)).toBe(initials);
  });
});
