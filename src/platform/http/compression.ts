import { Readable } from "node:stream";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

export type Encoding = "br" | "gzip";

/**
 * Text formats worth compressing: text/*, JavaScript, JSON, XML and the +json/+xml family (SVG
 * included). Images, fonts in woff2 and archives are compressed already.
 */
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)[^;\s]+|application\/(?:javascript|json|xml|x-javascript|ecmascript|manifest\+json|wasm)|image\/(?:svg\+xml|x-icon|vnd\.microsoft\.icon)|font\/(?:otf|ttf)|[^;\s]+\+(?:json|xml|text))(?:[;\s]|$)/i;

export const isCompressible = (contentType: string | null | undefined) =>
  !!contentType && COMPRESSIBLE.test(contentType);

/** Smaller bodies gain nothing: the headers and the compressor's framing outweigh the saving. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The encoding to answer with, from Accept-Encoding (RFC 9110 §12.5.3): brotli when the client
 * takes it (smaller than gzip for text), else gzip; a q of 0 refuses a coding; `*` stands for
 * any coding not listed.
 */
export function selectEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    q.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (enc: string) => q.get(enc) ?? q.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = Math.max(weightOf("gzip"), q.get("x-gzip") ?? 0);
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return undefined;
}

/**
 * Brotli at quality 4 compresses a server-rendered page about as fast as gzip's default level
 * and still smaller; the slow top qualities are for bytes compressed once (build, render cache).
 */
export function createCompressor(encoding: Encoding, sizeHint?: number): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === "br") {
    return zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        ...(sizeHint ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
      },
    });
  }
  return zlib.createGzip({ level: 6 });
}

/**
 * Bytes compressed in one call. By default the best ratio, for bytes compressed once and served
 * many times (the render cache); `effort: "per-request"` uses the streaming compressor's settings,
 * for an answer compressed for one request.
 */
export function compressOnce(
  body: Uint8Array,
  encoding: Encoding,
  effort: "best" | "per-request" = "best",
): Promise<Buffer> {
  const best = effort === "best";
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === "br") {
      zlib.brotliCompress(
        body,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 10 : 4,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        },
        done,
      );
    } else zlib.gzip(body, { level: best ? 9 : 6 }, done);
  });
}

/** JSON answers, compressed whole rather than streamed (see `compression`). */
const JSON_TYPE = /^\s*application\/(?:[^;\s]+\+)?json\s*(?:;|$)/i;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Adds Accept-Encoding to Vary unless it is there already (or Vary is `*`). */
export function varyOnEncoding(current: string | null): string {
  if (!current) return "Accept-Encoding";
  if (current === "*" || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}

/**
 * Compresses text responses with brotli or gzip, whichever the client prefers (Hono's own
 * compress() knows only gzip and deflate). A streamed page stays streamed: after each burst of
 * chunks the compressor is flushed, so the browser can paint what has arrived.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get("Content-Length");
    if (
      c.req.method === "HEAD" ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has("Content-Encoding") ||
      // The handler negotiated the encoding itself (the render cache's stored forms).
      /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(res.headers.get("Vary") ?? "") ||
      (length !== null && Number(length) < COMPRESSION_THRESHOLD) ||
      !isCompressible(res.headers.get("Content-Type")) ||
      NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    const headers = new Headers(res.headers);
    const encoding = selectEncoding(c.req.header("Accept-Encoding"));
    // Checked before `res.body` is touched: reading it turns the Node adapter's light response (a
    // string written to the socket as it is) into a Fetch Response with a stream.
    if (length === null && JSON_TYPE.test(res.headers.get("Content-Type") ?? "")) {
      // An API answer is made whole, never streamed: read it, send a small one as it is (most
      // are a few hundred bytes), and compress a larger one in one call. A compressor stream and
      // the web streams around it cost more than the whole of a small answer (decision 049).
      const bytes = new Uint8Array(await res.arrayBuffer());
      c.res = undefined;
      headers.set("Vary", varyOnEncoding(headers.get("Vary")));
      let body: Uint8Array<ArrayBuffer> = bytes;
      if (encoding && bytes.byteLength >= COMPRESSION_THRESHOLD) {
        body = (await compressOnce(bytes, encoding, "per-request")) as Uint8Array<ArrayBuffer>;
        headers.set("Content-Encoding", encoding);
        const etag = headers.get("ETag");
        if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
      }
      headers.set("Content-Length", String(body.byteLength));
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    if (!res.body) return;
    // Hono's c.res setter copies every header of the response it replaces onto the new one, which
    // would put back the uncompressed Content-Length (the client then waits for bytes that never
    // come) and the strong ETag. Clearing it first makes the new headers the only ones.
    c.res = undefined;
    headers.set("Vary", varyOnEncoding(headers.get("Vary")));
    if (!encoding) {
      c.res = new Response(res.body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const compressor = createCompressor(encoding, length ? Number(length) : undefined);
    const source = Readable.fromWeb(res.body as import("node:stream/web").ReadableStream);
    let pending: NodeJS.Immediate | undefined;
    source.on("end", () => {
      if (pending) clearImmediate(pending);
      pending = undefined;
    });
    source.on("data", () => {
      // Flush once the burst of synchronous chunks has been written, not after every chunk.
      pending ??= setImmediate(() => {
        pending = undefined;
        if (!compressor.writableEnded) compressor.flush();
      });
    });
    source.pipe(compressor);
    source.on("error", (err) => compressor.destroy(err));
    // A client that went away cancels the compressed stream: stop producing the page too.
    compressor.on("close", () => {
      if (!source.readableEnded) source.destroy();
    });
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    c.res = new Response(Readable.toWeb(compressor) as ReadableStream, {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
