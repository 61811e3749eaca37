// Post-build step of `npm run build`: writes file.br (brotli, quality 11) and file.gz (gzip,
// level 9) beside every text file of the browser build, so the server never compresses a static
// file while a visitor waits (src/platform/http/static-files.ts picks the form the client takes).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { getMimeType } from "hono/utils/mime";
import { isCompressible } from "../src/platform/http/compression.ts";

function listFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Compresses every compressible file under `root`; returns how many files got encoded forms. */
export function precompress(root: string): { files: number; bytesIn: number; brotliBytes: number } {
  let files = 0;
  let bytesIn = 0;
  let brotliBytes = 0;
  for (const file of listFiles(root)) {
    if (!isCompressible(getMimeType(file))) continue;
    const body = fs.readFileSync(file);
    if (body.byteLength < 256) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
    const gz = zlib.gzipSync(body, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    files++;
    bytesIn += body.byteLength;
    brotliBytes += br.byteLength;
  }
  return { files, bytesIn, brotliBytes };
}

if (import.meta.main) {
  const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const started = performance.now();
  const r = precompress(root);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `precompressed ${r.files} files in ${path.relative(process.cwd(), root)}: ${kib(r.bytesIn)} → ${kib(r.brotliBytes)} brotli (${Math.round(performance.now() - started)} ms)`,
  );
}
