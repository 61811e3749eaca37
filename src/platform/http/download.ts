import type { Context } from "hono";

export type DownloadOptions = {
  contentType: string;
  /** The Content-Disposition value, e.g. `attachment; filename="report.pdf"`. */
  disposition?: string;
  cacheControl: string;
  /** A strong validator of these exact bytes; lets If-Range resume a download safely. */
  etag?: string;
  headers?: Record<string, string>;
};

type ByteRange = { start: number; end: number };

/**
 * The single byte range a Range header asks for (RFC 9110 §14.1.2): "bytes=a-b", "bytes=a-" or the
 * suffix "bytes=-n". null means "serve the whole file" (no header, another unit, several ranges, or
 * a header we cannot read: a server may always ignore Range); "unsatisfiable" means 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | "unsatisfiable" {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return null;
  const [, a = "", b = ""] = m;
  if (a === "" && b === "") return null;
  if (a === "") {
    // The last n bytes; a suffix longer than the file is the whole file.
    const n = Number(b);
    if (n === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === "" ? size - 1 : Math.min(Number(b), size - 1);
  if (b !== "" && Number(b) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/**
 * Answers a file download: 200 with the whole file, 206 with the one range asked for, or 416 when
 * the range lies beyond the end; always `Accept-Ranges: bytes`. Every endpoint that hands out a file
 * (PDF reports, resource guides, pitch decks, avatars, attachments) answers through this, so an
 * interrupted download resumes instead of starting over. HEAD gets the same headers (methods.ts).
 */
export function sendDownload(c: Context, data: Uint8Array, opts: DownloadOptions): Response {
  const bytes = data as Uint8Array<ArrayBuffer>;
  const size = bytes.byteLength;
  const headers: Record<string, string> = {
    "Content-Type": opts.contentType,
    "Cache-Control": opts.cacheControl,
    "Accept-Ranges": "bytes",
    ...(opts.disposition ? { "Content-Disposition": opts.disposition } : {}),
    ...(opts.etag ? { ETag: opts.etag } : {}),
    ...opts.headers,
  };
  let range = parseRange(c.req.header("range"), size);
  const ifRange = c.req.header("if-range");
  // A resumed download must not splice two versions of a file: without a matching validator, send it all.
  if (range !== null && ifRange !== undefined && (!opts.etag || ifRange.trim() !== opts.etag)) range = null;
  if (range === "unsatisfiable") {
    return c.body(null, 416, { ...headers, "Content-Range": `bytes */${size}` });
  }
  if (range) {
    const part = bytes.subarray(range.start, range.end + 1);
    return c.body(part, 206, {
      ...headers,
      "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
      "Content-Length": String(part.byteLength),
    });
  }
  return c.body(bytes, 200, { ...headers, "Content-Length": String(size) });
}

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 8187). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
