import { describe, expect, it } from "vitest";
import { keysetBatches } from "../src/lib/export/batches";

// Issue 20: an export's keyset batches are read one batch ahead of the file being written, never more,
// and a read ahead that nobody waits for any longer (the client went away) fails quietly.

/** A list of `size` numbers read `limit` at a time after a key, recording every read asked for. */
function numbers(size: number, fail?: (after: number | null) => boolean) {
  const reads: Array<number | null> = [];
  const read = async (after: number | null, limit: number) => {
    reads.push(after);
    if (fail?.(after)) throw new Error(`read after ${after} failed`);
    const start = after === null ? 0 : after + 1;
    return Array.from({ length: Math.max(0, Math.min(limit, size - start)) }, (_, i) => start + i);
  };
  return { reads, read };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("keysetBatches", () => {
  it("yields every row in order, each batch after the last key of the one before, one read ahead at most", async () => {
    const { reads, read } = numbers(25);
    const batches = keysetBatches(read, (n) => n, 10);
    const seen: number[][] = [];
    for await (const batch of batches) {
      seen.push(batch);
      await settle(); // the writer is busy with this batch: the next one is being read, not the one after
      expect(reads.length).toBe(Math.min(seen.length + 1, 3));
    }
    expect(seen.flat()).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(reads).toEqual([null, 9, 19]);
  });

  it("asks for nothing more after a short batch, and nothing at all past an exact end but one empty read", async () => {
    const { reads, read } = numbers(20);
    const seen: number[] = [];
    for await (const batch of keysetBatches(read, (n) => n, 10)) seen.push(...batch);
    expect(seen).toHaveLength(20);
    expect(reads).toEqual([null, 9, 19]);
  });

  it("hands a failed read to the writer that waits for it", async () => {
    const { read } = numbers(100, (after) => after === 19);
    const seen: number[] = [];
    await expect(async () => {
      for await (const batch of keysetBatches(read, (n) => n, 10)) seen.push(...batch);
    }).rejects.toThrow("read after 19 failed");
    expect(seen).toHaveLength(20);
  });

  it("lets a read ahead fail unnoticed when the writer has stopped (no unhandled rejection)", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const { reads, read } = numbers(100, (after) => after === 9);
      const batches = keysetBatches(read, (n) => n, 10);
      const first = await batches.next();
      expect(first.value).toHaveLength(10);
      await batches.return(undefined); // the client went away while the next batch was being read
      await settle();
      expect(reads).toEqual([null, 9]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
