import { describe, expect, it } from "vitest";
import { auditFieldLabel, auditValueText } from "./audit-values";

describe("audit values", () => {
  it("names a field in Spanish, or by its API name when the trail has none (an inherited name is none)", () => {
    expect(auditFieldLabel("price")).toBe("Precio");
    expect(auditFieldLabel("warehouse_ids")).toBe("Bodegas asignadas");
    expect(auditFieldLabel("nickname")).toBe("nickname");
    expect(auditFieldLabel("constructor")).toBe("constructor");
  });

  it("writes a value as es-CO does: '—' for none, lists by commas, Sí/No, money in pesos", () => {
    expect(auditValueText("name", null)).toBe("—");
    expect(auditValueText("name", "")).toBe("—");
    expect(auditValueText("permissions", [])).toBe("—");
    expect(auditValueText("permissions", ["sales:read", "sales:create"])).toBe("sales:read, sales:create");
    expect(auditValueText("is_active", true)).toBe("Sí");
    expect(auditValueText("is_active", false)).toBe("No");
    expect(auditValueText("min_stock", 12000)).toBe("12.000");
    expect(auditValueText("price", 25900.5)).toMatch(/^\$\s25\.900,50$/);
    expect(auditValueText("name", "Arroz")).toBe("Arroz");
  });
});
