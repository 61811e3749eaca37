import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import {
  type BlockedAddressKind,
  classifyAddress,
  isAllowedPort,
  isLocalHostName,
} from "./address-policy.ts";

/**
 * A safe outbound GET for URLs a user typed (company websites): the SSRF rules of docs/security.md,
 * "Outbound fetches". We resolve the name ourselves, refuse it if any address is not public,
 * connect to the address we checked (no second DNS answer between check and connect), follow
 * redirects by hand with the same checks on every hop, stop after 5 s in total and read at most
 * 1 MB of an HTML body.
 */

export const WEB_FETCH_TIMEOUT_MS = 5_000;
export const WEB_FETCH_MAX_BYTES = 1024 * 1024;
export const WEB_FETCH_MAX_REDIRECTS = 5;

export type WebFetchErrorKind =
  | "invalid-url"
  | "scheme"
  | "credentials"
  | "port"
  | "blocked-address"
  | "not-found"
  | "timeout"
  | "too-many-redirects"
  | "bad-redirect"
  | "not-html"
  | "tls"
  | "connection";

/** A refused or failed fetch. `message` is written for the user who typed the address. */
export class WebFetchError extends Error {
  readonly kind: WebFetchErrorKind;
  /** For blocked addresses: why (loopback, private…). */
  readonly addressKind: BlockedAddressKind | undefined;
  constructor(kind: WebFetchErrorKind, message: string, addressKind?: BlockedAddressKind) {
    super(message);
    this.name = "WebFetchError";
    this.kind = kind;
    this.addressKind = addressKind;
  }
}

const BLOCKED_MESSAGES: Record<BlockedAddressKind, string> = {
  loopback: "That address points to this server itself and cannot be fetched.",
  private: "That address points to a private network and cannot be fetched.",
  "link-local": "That address points to a private network and cannot be fetched.",
  shared: "That address points to a private network and cannot be fetched.",
  unspecified: "That address is not a public web site and cannot be fetched.",
  multicast: "That address is not a public web site and cannot be fetched.",
  reserved: "That address is not a public web site and cannot be fetched.",
};

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has. The default asks the system resolver. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface WebFetchOptions {
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * TESTS ONLY, never set by product code: lets a test reach its own local site. Called for a
   * refused address; returning true lets that one address and port through. Scheme, port and
   * credential rules still apply.
   */
  allowPrivateTargetForTests?: (target: { address: string; port: number }) => boolean;
}

export interface WebPage {
  /** The URL the page came from, after redirects. */
  url: string;
  /** Every URL requested before `url`, in order. */
  redirects: string[];
  status: number;
  /** Response headers of the final answer, names lowercased (set-cookie left out: see `cookies`). */
  headers: Record<string, string>;
  /** Names of the cookies set along the way (values are not kept). */
  cookies: string[];
  contentType: string;
  html: string;
  /** True when the body was longer than the cap and only its start was read. */
  truncated: boolean;
  /** The address the final answer came from. */
  address: string;
}

const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

/** Parses and checks a URL before any network use (scheme, credentials, port, host name). */
export function checkUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebFetchError("invalid-url", "Please enter a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new WebFetchError("scheme", "Only http:// and https:// addresses can be fetched.");
  if (url.username !== "" || url.password !== "")
    throw new WebFetchError("credentials", "Addresses with a user name or password cannot be fetched.");
  if (url.hostname === "") throw new WebFetchError("invalid-url", "Please enter a valid URL");
  if (!isAllowedPort(portOf(url)))
    throw new WebFetchError("port", "Only the web ports 80 and 443, or ports above 1023, can be fetched.");
  const host = bareHost(url);
  if (isIP(host) === 0 && isLocalHostName(host))
    throw new WebFetchError("blocked-address", BLOCKED_MESSAGES.private, "private");
  return url;
}

export function portOf(url: URL): number {
  if (url.port !== "") return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

export function bareHost(url: URL): string {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal.reason);
    if (signal.aborted) fail();
    else signal.addEventListener("abort", fail, { once: true });
  });
}

/** Resolves the host and checks every address; returns the one to connect to. */
export async function resolveChecked(
  url: URL,
  options: WebFetchOptions,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const host = bareHost(url);
  const port = portOf(url);
  let addresses: ResolvedAddress[];
  const family = isIP(host);
  if (family !== 0) addresses = [{ address: host, family: family === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await Promise.race([(options.resolve ?? systemResolver)(host), rejectOnAbort(signal)]);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new WebFetchError("not-found", `We could not find a web site at ${host}.`);
    }
    if (addresses.length === 0)
      throw new WebFetchError("not-found", `We could not find a web site at ${host}.`);
  }
  for (const candidate of addresses) {
    const kind = classifyAddress(candidate.address);
    if (kind === null) continue;
    if (options.allowPrivateTargetForTests?.({ address: candidate.address, port })) continue;
    throw new WebFetchError("blocked-address", BLOCKED_MESSAGES[kind], kind);
  }
  return addresses[0]!;
}

/** A `lookup` that always answers with the checked address (pins the connection to it). */
export function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

function send(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const secure = url.protocol === "https:";
  const host = bareHost(url);
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request({
      protocol: url.protocol,
      hostname: host,
      port: portOf(url),
      path: `${url.pathname}${url.search}`,
      method: "GET",
      agent: false,
      lookup: pinnedLookup(target),
      ...(secure && isIP(host) === 0 ? { servername: host } : {}),
      signal,
      headers: {
        "user-agent": "Mozilla/5.0 (compatible; AgencyPlatformBot/1.0; +company website lookup)",
        accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
        "accept-encoding": "gzip, deflate, br",
        "accept-language": "en",
      },
    });
    request.once("response", resolve);
    request.once("error", reject);
    request.end();
  });
}

export function networkError(error: unknown, url: URL): WebFetchError {
  const code = (error as { code?: string }).code ?? "";
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_SSL/.test(code))
    return new WebFetchError("tls", "The site's security certificate could not be verified.");
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return new WebFetchError("not-found", `We could not find a web site at ${bareHost(url)}.`);
  if (code.startsWith("HPE_"))
    return new WebFetchError("connection", "The site sent an answer we could not read.");
  return new WebFetchError("connection", "We could not connect to the site.");
}

function mediaType(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

function charsetOf(contentType: string, head: Buffer): string {
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  if (fromHeader) return fromHeader;
  const prefix = head.subarray(0, 2048).toString("latin1");
  return /<meta[^>]{0,200}?charset\s*=\s*["']?([\w.:-]+)/i.exec(prefix)?.[1] ?? "utf-8";
}

function decode(body: Buffer, charset: string): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(body);
}

function looksLikeHtml(body: Buffer): boolean {
  return /^(?:\uFEFF)?\s*<(?:!doctype\s+html|html|head|body|!--)/i.test(
    body.subarray(0, 512).toString("latin1"),
  );
}

async function readCapped(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  const encoding = (response.headers["content-encoding"] ?? "").trim().toLowerCase();
  let stream: Readable = response;
  if (encoding === "gzip" || encoding === "x-gzip" || encoding === "deflate" || encoding === "br") {
    const decoder =
      encoding === "br"
        ? zlib.createBrotliDecompress()
        : encoding === "deflate"
          ? zlib.createInflate()
          : zlib.createGunzip();
    response.on("error", (error) => decoder.destroy(error));
    stream = response.pipe(decoder);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  let truncated = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const room = maxBytes - total;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        total = maxBytes;
        truncated = true;
        break; // ends the iteration and destroys the stream: nothing more is read or buffered
      }
      chunks.push(chunk);
      total += chunk.length;
    }
  } finally {
    if (stream !== response) stream.destroy();
    response.destroy();
  }
  return { body: Buffer.concat(chunks, total), truncated };
}

function cookieNames(response: IncomingMessage): string[] {
  return (response.headers["set-cookie"] ?? [])
    .map((line) => (line.split(";")[0] ?? "").split("=")[0]!.trim())
    .filter((name) => name !== "");
}

function flatHeaders(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (name === "set-cookie" || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

/** Fetches an HTML page from a public web site under the rules above. Throws {@link WebFetchError}. */
export async function fetchWebPage(raw: string | URL, options: WebFetchOptions = {}): Promise<WebPage> {
  const timeoutMs = options.timeoutMs ?? WEB_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? WEB_FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? WEB_FETCH_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error("timeout")), timeoutMs);
  const seconds = timeoutMs % 1000 === 0 ? String(timeoutMs / 1000) : (timeoutMs / 1000).toFixed(1);
  const timeoutError = () =>
    new WebFetchError("timeout", `The site did not answer within ${seconds} seconds.`);
  let url = checkUrl(raw);
  const redirects: string[] = [];
  const cookies: string[] = [];
  try {
    for (;;) {
      const target = await resolveChecked(url, options, controller.signal);
      let response: IncomingMessage;
      try {
        response = await send(url, target, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) throw timeoutError();
        throw networkError(error, url);
      }
      cookies.push(...cookieNames(response));
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        if (redirects.length >= maxRedirects)
          throw new WebFetchError(
            "too-many-redirects",
            `The site redirected more than ${maxRedirects} times.`,
          );
        redirects.push(url.href);
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new WebFetchError("bad-redirect", "The site redirected to an address that is not valid.");
        }
        url = checkUrl(next);
        continue;
      }
      const contentType = response.headers["content-type"] ?? "";
      const type = mediaType(contentType);
      if (type !== "" && !HTML_TYPES.has(type)) {
        response.destroy();
        throw new WebFetchError("not-html", `That address did not return a web page (it returned ${type}).`);
      }
      let read: { body: Buffer; truncated: boolean };
      try {
        read = await readCapped(response, maxBytes);
      } catch (error) {
        if (controller.signal.aborted) throw timeoutError();
        throw networkError(error, url);
      }
      if (type === "" && !looksLikeHtml(read.body))
        throw new WebFetchError("not-html", "That address did not return a web page.");
      return {
        url: url.href,
        redirects,
        status,
        headers: flatHeaders(response),
        cookies: [...new Set(cookies)],
        contentType,
        html: decode(read.body, charsetOf(contentType, read.body)),
        truncated: read.truncated,
        address: target.address,
      };
    }
  } catch (error) {
    if (error instanceof WebFetchError) throw error;
    if (controller.signal.aborted) throw timeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
