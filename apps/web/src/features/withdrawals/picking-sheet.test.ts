import { describe, expect, it } from "vitest";
import { type SheetItem, sheetSections } from "./picking-sheet";

const line = (warehouseId: string, warehouseName: string, quantity: number) => ({
  warehouseId,
  warehouseName,
  lotNumber: null,
  expirationDate: null,
  quantity,
});
const item = (id: string, lines: SheetItem["lines"], source: SheetItem["source"] = "suggested"): SheetItem => ({
  id,
  name: id,
  sku: id,
  requested: 5,
  dispatched: 0,
  pending: 5,
  source,
  lines,
  covered: lines.reduce((sum, l) => sum + l.quantity, 0),
});

describe("the picking sheet per bodega (issue 35)", () => {
  const arroz = item("arroz", [line("w-m", "Medellín", 3), line("w-p", "Pereira", 2)]);
  const aceite = item("aceite", [line("w-p", "Pereira", 1)]);
  const sal = item("sal", [], "done");

  it("gives each bodega its page, the counter's first, each item with only its lines there", () => {
    const sections = sheetSections([arroz, aceite, sal], "w-p");
    expect(sections.map((s) => [s.warehouseName, s.items.map((i) => [i.id, i.lines.map((l) => l.quantity)])])).toEqual([
      [
        "Pereira",
        [
          ["arroz", [2]],
          ["aceite", [1]],
          ["sal", []],
        ],
      ],
      ["Medellín", [["arroz", [3]]]],
    ]);
  });

  it("orders by name without a counter bodega, and is one section when nothing has a line", () => {
    expect(sheetSections([arroz, aceite], null).map((s) => s.warehouseName)).toEqual(["Medellín", "Pereira"]);
    expect(sheetSections([sal], null)).toEqual([{ warehouseName: null, items: [sal] }]);
  });
});
