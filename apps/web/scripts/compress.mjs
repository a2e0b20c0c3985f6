// After `vite build`: writes a brotli (.br) and a gzip (.gz) twin of every text asset in dist/, so
// the server sends them compressed without spending CPU per request (@fastify/static preCompressed).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../dist");
const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".json", ".txt", ".map"]);
const MIN_BYTES = 1024;

let files = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  files++;
}
console.log(`compress: ${files} files with .br and .gz twins`);
