import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import {
  bareHost,
  checkUrl,
  networkError,
  pinnedLookup,
  portOf,
  type ResolvedAddress,
  resolveChecked,
  WebFetchError,
  type WebFetchOptions,
} from "./web-fetch.ts";

/**
 * A safe outbound POST to a URL an admin typed (webhook endpoints), under the same address policy
 * as `fetchWebPage` (docs/security.md, "Outbound fetches"): the name is resolved here and every
 * address must be public, the connection goes to the address that was checked, and a redirect
 * is only followed when it keeps the method and body (307, 308), with the same checks on each hop.
 * Other redirects are answers like any other (not 2xx: a failed delivery).
 */

export type WebPostOptions = Pick<WebFetchOptions, "resolve" | "allowPrivateTargetForTests"> & {
  /** Refuse http:// (the first URL and every redirect). */
  requireHttps?: boolean;
  timeoutMs?: number;
  /** How much of the answer's body is kept (the rest is not read). */
  maxResponseBytes?: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
};

export type WebPostResult = {
  status: number;
  /** The start of the answer's body, decoded as UTF-8. */
  body: string;
  durationMs: number;
  url: string;
  address: string;
};

export const WEB_POST_TIMEOUT_MS = 15_000;
const HTTPS_ONLY = "Only https:// addresses are allowed.";

/** Checks a URL and every address its name resolves to, without sending anything. */
export async function checkPublicUrl(
  raw: string,
  options: Pick<WebPostOptions, "resolve" | "allowPrivateTargetForTests" | "requireHttps"> = {},
): Promise<URL> {
  const url = checkUrl(raw);
  if (options.requireHttps && url.protocol !== "https:") throw new WebFetchError("scheme", HTTPS_ONLY);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error("timeout")), 5_000);
  try {
    await resolveChecked(url, options, controller.signal);
  } catch (error) {
    if (error instanceof WebFetchError) throw error;
    throw new WebFetchError("not-found", `We could not find a server at ${bareHost(url)}.`);
  } finally {
    clearTimeout(timer);
  }
  return url;
}

function send(
  url: URL,
  target: ResolvedAddress,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const secure = url.protocol === "https:";
  const host = bareHost(url);
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request({
      protocol: url.protocol,
      hostname: host,
      port: portOf(url),
      path: `${url.pathname}${url.search}`,
      method: "POST",
      agent: false,
      lookup: pinnedLookup(target),
      ...(secure && isIP(host) === 0 ? { servername: host } : {}),
      signal,
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
    });
    request.once("response", resolve);
    request.once("error", reject);
    request.end(body);
  });
}

async function readStart(response: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      const room = maxBytes - total;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      total += Math.min(chunk.length, room);
      if (total >= maxBytes) break;
    }
  } finally {
    response.destroy();
  }
  return Buffer.concat(chunks, total).toString("utf8");
}

/** POSTs `body` under the rules above. Throws {@link WebFetchError} when refused or unreachable. */
export async function postToPublicUrl(
  raw: string,
  body: string,
  options: WebPostOptions = {},
): Promise<WebPostResult> {
  const timeoutMs = options.timeoutMs ?? WEB_POST_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? 3;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error("timeout")), timeoutMs);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timeoutError = () =>
    new WebFetchError(
      "timeout",
      `The endpoint did not answer within ${Math.round(timeoutMs / 1000)} seconds.`,
    );
  const check = (u: string | URL) => {
    const url = checkUrl(u);
    if (options.requireHttps && url.protocol !== "https:") throw new WebFetchError("scheme", HTTPS_ONLY);
    return url;
  };
  let url = check(raw);
  let hops = 0;
  try {
    for (;;) {
      const target = await resolveChecked(url, options, controller.signal);
      let response: IncomingMessage;
      try {
        response = await send(url, target, body, options.headers ?? {}, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) throw timeoutError();
        throw networkError(error, url);
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if ((status === 307 || status === 308) && location && hops < maxRedirects) {
        response.destroy();
        hops++;
        try {
          url = check(new URL(location, url));
        } catch (error) {
          if (error instanceof WebFetchError) throw error;
          throw new WebFetchError("bad-redirect", "The endpoint redirected to an address that is not valid.");
        }
        continue;
      }
      let text = "";
      try {
        text = await readStart(response, options.maxResponseBytes ?? 2048);
      } catch {
        // The status is what counts; a body cut short is kept as read.
      }
      return { status, body: text, durationMs: elapsed(), url: url.href, address: target.address };
    }
  } catch (error) {
    if (error instanceof WebFetchError) throw error;
    if (controller.signal.aborted) throw timeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
