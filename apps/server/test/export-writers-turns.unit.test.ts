import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { columns } from "../src/lib/export/columns";
import { CSV_SLICE_ROWS, csvStream } from "../src/lib/export/csv";
import { xlsxStream } from "../src/lib/export/xlsx";

// The export writers give the event loop a turn after each batch (docs/decisions/0022): batches that are
// already read (one is always read ahead) must not be written in one stretch while other requests wait.

const BATCHES = 30;
const rowColumns = columns<{ n: number; name: string }>()([
  { header: "N", kind: "integer", value: (row) => row.n },
  { header: "Nombre", kind: "text", value: (row) => row.name },
]);

/** Batches that are there at once, as a batch read ahead is. */
async function* ready() {
  for (let b = 0; b < BATCHES; b++)
    yield Array.from({ length: 100 }, (_, i) => ({ n: b * 100 + i, name: `fila ${i}` }));
}

/** How many event-loop turns (setImmediate callbacks) ran while `work` ran. */
async function turnsDuring(work: () => Promise<void>): Promise<number> {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  return turns;
}

/** A sink that takes everything at once (a fast client). */
const sink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

describe("export writers", () => {
  it("CSV: the event loop turns at least once per batch", async () => {
    const turns = await turnsDuring(() => pipeline(csvStream(rowColumns, ready()), sink()));
    expect(turns).toBeGreaterThanOrEqual(BATCHES);
  });

  it("CSV: a read batch longer than a slice gives the event loop a turn per slice", async () => {
    const slices = 4;
    async function* oneBigBatch() {
      yield Array.from({ length: slices * CSV_SLICE_ROWS }, (_, n) => ({ n, name: `fila ${n}` }));
    }
    const turns = await turnsDuring(() => pipeline(csvStream(rowColumns, oneBigBatch()), sink()));
    expect(turns).toBeGreaterThanOrEqual(slices);
  });

  it("xlsx: the event loop turns at least once per batch", async () => {
    const turns = await turnsDuring(() => pipeline(xlsxStream("Hoja", rowColumns, ready()), sink()));
    expect(turns).toBeGreaterThanOrEqual(BATCHES);
  });
});
