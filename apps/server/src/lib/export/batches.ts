/**
 * Row sources for exports: a list read in batches of EXPORT_BATCH_ROWS rows in its own order, each
 * batch a keyset step from the last row of the one before (never an OFFSET over the whole list, never
 * the whole list in memory). A generator reads the next batch only when the writer asks for it.
 */
export const EXPORT_BATCH_ROWS = 1000;

/** Batches read by `read(after, limit)`, where `after` is the key of the previous batch's last row (null first). */
export async function* keysetBatches<Row, Key>(
  read: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size: number = EXPORT_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1] as Row);
  }
}

/** Each batch of `source` turned into another (rows to DTOs, names looked up for the batch in one query). */
export async function* mapBatches<Row, Out>(
  source: AsyncIterable<Row[]>,
  map: (rows: Row[]) => Out[] | Promise<Out[]>,
): AsyncGenerator<Out[]> {
  for await (const rows of source) yield await map(rows);
}
