import zlib from "node:zlib";

/**
 * A zip archive from entries already compressed or not: what the spreadsheet reader's tests build broken
 * and hostile .xlsx files with (a bomb is an entry whose deflated bytes inflate far past a bound).
 */
export type RawZipEntry = { name: string; data: Buffer; method?: 0 | 8; uncompressedSize?: number };

export const deflated = (name: string, text: string | Buffer): RawZipEntry => {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  return { name, data: zlib.deflateRawSync(bytes), method: 8, uncompressedSize: bytes.length };
};

export function zipFile(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, method = 0, uncompressedSize = data.length } of entries) {
    const nameBytes = Buffer.from(name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(uncompressedSize >>> 0, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(method, 10);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(uncompressedSize >>> 0, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    directory.push(header, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** The smallest workbook around a sheet's XML (and, when given, shared strings and styles). */
export function workbookZip(
  sheetXml: string | RawZipEntry,
  parts: { sharedStrings?: string; styles?: string } = {},
): Buffer {
  const entries: RawZipEntry[] = [
    deflated(
      "xl/workbook.xml",
      `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflated(
      "xl/_rels/workbook.xml.rels",
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    typeof sheetXml === "string" ? deflated("xl/worksheets/sheet1.xml", sheetXml) : sheetXml,
  ];
  if (parts.sharedStrings) entries.push(deflated("xl/sharedStrings.xml", parts.sharedStrings));
  if (parts.styles) entries.push(deflated("xl/styles.xml", parts.styles));
  return zipFile(entries);
}

/** Deflated bytes of `megabytes` MB of the same character, compressed a megabyte at a time. */
export async function deflatedRepeat(megabytes: number, char = " "): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, char);
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (data: Buffer) => out.push(data));
  const ended = new Promise((resolve) => deflate.on("end", resolve));
  for (let i = 0; i < megabytes; i++)
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once("drain", resolve));
  deflate.end();
  await ended;
  return Buffer.concat(out);
}
