/**
 * At most `size` pieces of work at once in this process; the others wait, in the order they came. What
 * bounds an import's memory (a parsed file each) and keeps queued imports from holding database
 * connections while they wait (docs/decisions/0025-imports.md).
 */
export function workLimit(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    // A finished piece hands its place straight to the next waiting one (running stays the same).
    if (running < size) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
