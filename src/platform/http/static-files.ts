import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { getMimeType } from "hono/utils/mime";
import { type Encoding, isCompressible, selectEncoding } from "./compression.ts";
import { contentEtag, encodedEtag, isNotModified } from "./conditional.ts";

/**
 * The production build's browser files (build/client), served before the Hono app sees the
 * request: no request log line, no CSP nonce, no session lookup, no Request object. Everything is
 * read once at start-up; small files stay in memory with their brotli and gzip forms (written
 * beside them by `npm run build`, see scripts/precompress.ts), larger ones are streamed from disk
 * with the size, validator and type remembered.
 */

/** Hashed file names under /assets never change content: browsers may keep them for a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Other public files (favicon, images) keep their names across deploys: revalidate hourly. */
export const SHORT_CACHE = "public, max-age=3600";

const MAX_MEMORY_FILE_BYTES = 1024 * 1024;
const MAX_MEMORY_TOTAL_BYTES = 48 * 1024 * 1024;

type Variant = { body: Buffer; etag: string };

export type StaticFile = {
  urlPath: string;
  diskPath: string;
  size: number;
  mtimeMs: number;
  contentType: string;
  cacheControl: string;
  etag: string;
  lastModified: string;
  /** In memory when small enough; else streamed from diskPath. */
  identity: Buffer | undefined;
  encoded: Partial<Record<Encoding, Variant>>;
  compressible: boolean;
};

export type StaticFiles = {
  lookup(urlPath: string): StaticFile | undefined;
  readonly count: number;
  readonly memoryBytes: number;
};

const ENCODED_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

function listFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // Build metadata (Vite's .vite/manifest.json) is read by the server, never served.
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** A missing precompressed file (a build without the post-build step) is made here, quickly. */
function compressNow(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(body, { level: 6 });
}

/** Reads the file index of `root` (build/client). Files ending in .br/.gz are the encoded forms. */
export function loadStaticFiles(root: string): StaticFiles {
  const files = new Map<string, StaticFile>();
  let memoryBytes = 0;
  if (!fs.existsSync(root)) return { lookup: () => undefined, count: 0, memoryBytes: 0 };
  const all = listFiles(root);
  const present = new Set(all);
  for (const diskPath of all) {
    if (diskPath.endsWith(".br") || diskPath.endsWith(".gz")) {
      // An encoded form is served in place of its original, never under its own name.
      if (present.has(diskPath.slice(0, -3))) continue;
    }
    const rel = path.relative(root, diskPath).split(path.sep).join("/");
    const urlPath = `/${rel}`;
    const stat = fs.statSync(diskPath);
    const contentType = getMimeType(diskPath) ?? "application/octet-stream";
    const compressible = isCompressible(contentType) && stat.size >= 256;
    const inMemory = stat.size <= MAX_MEMORY_FILE_BYTES && memoryBytes + stat.size <= MAX_MEMORY_TOTAL_BYTES;
    const identity = inMemory ? fs.readFileSync(diskPath) : undefined;
    const etag = identity
      ? contentEtag(identity)
      : `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
    const encoded: StaticFile["encoded"] = {};
    if (identity) {
      memoryBytes += identity.byteLength;
      if (compressible) {
        for (const encoding of ["br", "gzip"] as const) {
          const file = diskPath + ENCODED_SUFFIX[encoding];
          const body = present.has(file) ? fs.readFileSync(file) : compressNow(identity, encoding);
          // Keep an encoded form only when it saves something worth a header.
          if (body.byteLength < identity.byteLength * 0.95) {
            encoded[encoding] = { body, etag: encodedEtag(etag, encoding) };
            memoryBytes += body.byteLength;
          }
        }
      }
    }
    files.set(urlPath, {
      urlPath,
      diskPath,
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      contentType: /^(text\/|application\/(javascript|json)|image\/svg)/.test(contentType)
        ? `${contentType.split(";")[0]}; charset=utf-8`
        : contentType,
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE_CACHE : SHORT_CACHE,
      etag,
      lastModified: new Date(stat.mtimeMs).toUTCString(),
      identity,
      encoded,
      compressible,
    });
  }
  return {
    lookup: (urlPath) => files.get(urlPath),
    count: files.size,
    memoryBytes,
  };
}

/** The request path as a file key: decoded, without query, and never climbing out of the root. */
export function staticPathOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const q = url.indexOf("?");
  let p = q === -1 ? url : url.slice(0, q);
  if (p.includes("%")) {
    try {
      p = decodeURIComponent(p);
    } catch {
      return undefined;
    }
  }
  if (p.includes("\0") || p.includes("\\") || p.split("/").includes("..")) return undefined;
  return p;
}

/**
 * Serves `file` on a GET or HEAD: 304 when the client's validators match, else the encoding the
 * client prefers from memory (or the identity bytes from disk). `headers` are the response
 * headers every answer carries (security headers).
 */
export function sendStaticFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  headers: Record<string, string>,
): void {
  const encoding = file.compressible ? selectEncoding(req.headers["accept-encoding"]) : undefined;
  const variant = encoding ? file.encoded[encoding] : undefined;
  const out: Record<string, string | number> = {
    ...headers,
    "Cache-Control": file.cacheControl,
    ETag: variant?.etag ?? file.etag,
    "Last-Modified": file.lastModified,
  };
  if (file.compressible) out.Vary = "Accept-Encoding";
  const allTags = [file.etag, ...Object.values(file.encoded).map((v) => v.etag)];
  if (
    isNotModified(
      req.method ?? "GET",
      {
        ifNoneMatch: req.headers["if-none-match"],
        ifModifiedSince: req.headers["if-modified-since"],
      },
      { etags: allTags, lastModifiedMs: file.mtimeMs },
    )
  ) {
    res.writeHead(304, out);
    res.end();
    return;
  }
  out["Content-Type"] = file.contentType;
  if (variant && encoding) out["Content-Encoding"] = encoding;
  const body = variant?.body ?? file.identity;
  out["Content-Length"] = body ? body.byteLength : file.size;
  res.writeHead(200, out);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  if (body) {
    res.end(body);
    return;
  }
  const stream = fs.createReadStream(file.diskPath);
  stream.on("error", () => res.destroy());
  stream.pipe(res);
}
