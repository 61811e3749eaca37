import type { ServerOptions } from "node:http";

/**
 * node:http limits against slow clients (slowloris): a connection that has not sent its headers
 * within `headersMs`, or its whole request within `requestMs`, is answered 408 and closed; an idle
 * keep-alive connection is closed after `keepAliveMs`. Node checks these on a timer, every
 * `connectionsCheckingInterval` (30 s by default); one second keeps the limits close to their value.
 * Uploads count against `requestMs`: raise HTTP_REQUEST_TIMEOUT_MS when visitors send large decks
 * over slow links.
 */
export function httpServerOptions(t: {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
}): ServerOptions {
  return {
    headersTimeout: t.headersMs,
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionsCheckingInterval: Math.min(1000, t.headersMs),
  };
}
