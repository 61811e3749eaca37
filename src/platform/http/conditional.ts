import { createHash } from "node:crypto";

/**
 * Conditional GET (RFC 9110 §13): a client that already holds a representation sends its ETag in
 * If-None-Match (or its date in If-Modified-Since) and gets 304 without a body when nothing changed.
 * Static files and the render cache of anonymous pages share these helpers.
 */

/** A strong validator from the bytes themselves, so every process and every restart agrees on it. */
export function contentEtag(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return `"${hash.digest("base64url").slice(0, 27)}"`;
}

/** The ETag of one encoding of a resource: compressed bytes differ, so their validator does too. */
export function encodedEtag(etag: string, encoding: string | undefined): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/**
 * If-None-Match uses the weak comparison: `W/"x"` matches `"x"`. Any of `etags` counts (the same
 * content under another encoding is still the content the client holds).
 */
export function noneMatchHits(header: string, etags: readonly string[]): boolean {
  if (header.trim() === "*") return true;
  const wanted = new Set(etags.map(opaque));
  return header.split(",").some((tag) => wanted.has(opaque(tag)));
}

/**
 * True when the request's validators say the client's copy is current. If-None-Match, when sent,
 * decides alone; If-Modified-Since is only consulted without it (RFC 9110 §13.1.3), and only for
 * GET and HEAD.
 */
export function isNotModified(
  method: string,
  headers: { ifNoneMatch?: string | undefined; ifModifiedSince?: string | undefined },
  validators: { etags: readonly string[]; lastModifiedMs?: number | undefined },
): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (headers.ifNoneMatch !== undefined) return noneMatchHits(headers.ifNoneMatch, validators.etags);
  if (headers.ifModifiedSince !== undefined && validators.lastModifiedMs !== undefined) {
    const since = Date.parse(headers.ifModifiedSince);
    // HTTP dates have whole seconds: compare at that precision.
    return !Number.isNaN(since) && Math.floor(validators.lastModifiedMs / 1000) * 1000 <= since;
  }
  return false;
}
