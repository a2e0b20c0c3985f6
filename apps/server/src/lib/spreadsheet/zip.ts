import { Readable } from "node:stream";
import zlib from "node:zlib";
import { SpreadsheetError } from "./spreadsheet-error";

/**
 * The few parts of a zip archive an .xlsx reader needs (docs/decisions/0025-imports.md): its central
 * directory, and an entry's bytes inflated as a stream, off the event loop, never past a bound. The file
 * comes from a user, so every offset and size it states is checked before it is used, and what an entry
 * inflates to is counted as it comes: a bomb (a small file that inflates to gigabytes) costs at most the
 * bound. ZIP64 and methods other than stored (0) and deflate (8) are refused: Excel, LibreOffice and
 * exceljs write neither for a sheet under the upload limit.
 */
export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  /** As the directory states it: a bound is checked against it first, and against what inflates. */
  uncompressedSize: number;
  dataStart: number;
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** An xlsx holds a few dozen entries; a directory claiming more is not one. */
const MAX_ENTRIES = 10_000;

export function zipEntries(file: Buffer): Map<string, ZipEntry> {
  const end = findEndOfDirectory(file);
  const count = file.readUInt16LE(end + 10);
  const size = file.readUInt32LE(end + 12);
  let at = file.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff || count > MAX_ENTRIES || at + size > end) throw broken();
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || file.readUInt32LE(at) !== DIRECTORY_HEADER) throw broken();
    const method = file.readUInt16LE(at + 10);
    const compressedSize = file.readUInt32LE(at + 20);
    const uncompressedSize = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const localHeader = file.readUInt32LE(at + 42);
    const name = file.toString("utf8", at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (localHeader + 30 > file.length || file.readUInt32LE(localHeader) !== LOCAL_HEADER) throw broken();
    const dataStart = localHeader + 30 + file.readUInt16LE(localHeader + 26) + file.readUInt16LE(localHeader + 28);
    if (dataStart + compressedSize > file.length) throw broken();
    entries.set(name, { name, method, compressedSize, uncompressedSize, dataStart });
  }
  return entries;
}

/**
 * The entry's bytes, as they inflate (chunks of zlib's size), refused past `maxBytes`: the caller parses
 * each chunk as it comes, so no more than a chunk is held beyond what the caller keeps.
 */
export async function* entryChunks(file: Buffer, entry: ZipEntry, maxBytes: number): AsyncGenerator<Buffer> {
  const data = file.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method !== 0 && entry.method !== 8) throw broken();
  if (entry.uncompressedSize > maxBytes) throw new SpreadsheetError("tooBigInflated");
  const source = Readable.from([data], { objectMode: false });
  const stream = entry.method === 8 ? source.pipe(zlib.createInflateRaw()) : source;
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new SpreadsheetError("tooBigInflated");
      yield chunk;
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw broken();
  } finally {
    stream.destroy();
  }
}

/** The whole entry as text (small entries: the workbook, its relationships, styles). */
export async function entryText(file: Buffer, entry: ZipEntry, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of entryChunks(file, entry, maxBytes)) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function findEndOfDirectory(file: Buffer): number {
  // The record is 22 bytes and may be followed by a comment of up to 65,535.
  const last = file.length - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) if (file.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw broken();
}

const broken = () => new SpreadsheetError("brokenXlsx");
