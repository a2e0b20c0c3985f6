/**
 * Row sources for exports: a list read in batches of EXPORT_BATCH_ROWS rows in its own order, each
 * batch a keyset step from the last row of the one before (never an OFFSET over the whole list, never
 * the whole list in memory: at most the batch being written and the one being read).
 */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * Batches read by `read(after, limit)`, where `after` is the key of the previous batch's last row (null
 * first). The next batch is asked for as soon as one arrives, so the database reads it while the writer
 * turns this one into the file: one batch ahead, never more (a whole-ledger export on PostgreSQL took
 * 185 s reading and writing in turns).
 */
export async function* keysetBatches<Row, Key>(
  read: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size: number = EXPORT_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  let next: Promise<Row[]> | null = read(null, size);
  while (next !== null) {
    const rows: Row[] = await next;
    next = rows.length < size ? null : read(keyOf(rows[rows.length - 1] as Row), size);
    // Its failure is met when it is awaited; until then (or if the client goes away first and it never
    // is) it must not count as an unhandled rejection, which would stop the process.
    next?.catch(() => {});
    if (rows.length > 0) yield rows;
  }
}

/** Each batch of `source` turned into another (rows to DTOs, names looked up for the batch in one query). */
export async function* mapBatches<Row, Out>(
  source: AsyncIterable<Row[]>,
  map: (rows: Row[]) => Out[] | Promise<Out[]>,
): AsyncGenerator<Out[]> {
  for await (const rows of source) yield await map(rows);
}

/** A list already in memory (a report computed whole), EXPORT_BATCH_ROWS rows at a time. */
export async function* arrayBatches<Row>(rows: ReadonlyArray<Row>): AsyncGenerator<Row[]> {
  for (let start = 0; start < rows.length; start += EXPORT_BATCH_ROWS)
    yield rows.slice(start, start + EXPORT_BATCH_ROWS);
}
