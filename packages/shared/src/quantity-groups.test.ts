import { describe, expect, it } from "vitest";
import { addUpQuantities } from "./quantity-groups";

describe("addUpQuantities", () => {
  it("adds up each key's quantities, in the order the keys first appear, the first item building the group", () => {
    const items = [
      { id: "b", name: "Norte", quantity: 2 },
      { id: "a", name: "Sur", quantity: 5 },
      { id: "b", name: "ignorado", quantity: 3 },
    ];
    const groups = addUpQuantities(
      items,
      (item) => item.id,
      (item) => ({ key: item.id, name: item.name, quantity: item.quantity }),
    );
    expect(groups).toEqual([
      { key: "b", name: "Norte", quantity: 5 },
      { key: "a", name: "Sur", quantity: 5 },
    ]);
    // The groups are new objects: the items keep their own quantities.
    expect(items[0]?.quantity).toBe(2);
  });

  it("answers no group for no item", () => {
    expect(addUpQuantities([], String, () => ({ quantity: 0 }))).toEqual([]);
  });
});
