/**
 * `items` grouped by `key`, in the order each key first appears: the first item of a group builds it
 * (`first`, which takes its quantity), every later one adds its quantity. A sale's repeated lines of one
 * product, a product's lots per warehouse.
 */
export function addUpQuantities<T extends { quantity: number }, G extends { quantity: number }>(
  items: Iterable<T>,
  key: (item: T) => string,
  first: (item: T) => G,
): G[] {
  const groups = new Map<string, G>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.quantity += item.quantity;
    else groups.set(key(item), first(item));
  }
  return [...groups.values()];
}
