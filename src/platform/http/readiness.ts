import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Logger } from "../log/logger.ts";

/**
 * Whether this process should be sent traffic (GET /api/ready), as opposed to whether it is alive
 * (GET /api/health). It is "starting" until start-up has finished (migrations, services, job
 * workers, HTTP, the first page warmed), "ready" then, and "stopping" from the moment it is asked
 * to stop, for good: a balancer that probes /api/ready takes the process out of rotation while it
 * still serves (the grace period), before it stops accepting connections. See docs/deploy.md.
 */
export type ReadinessState = "starting" | "ready" | "stopping";

export type Readiness = {
  readonly state: ReadinessState;
  /** Start-up has finished: ready, unless the process was asked to stop meanwhile. */
  ready(): void;
  /** Asked to stop: not ready from now on. */
  stop(): void;
};

export function createReadiness(initial: ReadinessState = "starting"): Readiness {
  let state = initial;
  return {
    get state() {
      return state;
    },
    ready() {
      if (state === "starting") state = "ready";
    },
    stop() {
      state = "stopping";
    },
  };
}

export type ReadinessBody = { status: "ready" } | { status: "not ready"; reason: "starting" | "stopping" };

/** GET /api/ready's answer: 200 when ready, else 503 with the reason. */
export function readinessAnswer(state: ReadinessState): { status: 200 | 503; body: ReadinessBody } {
  return state === "ready"
    ? { status: 200, body: { status: "ready" } }
    : { status: 503, body: { status: "not ready", reason: state } };
}

/**
 * The grace period for a stop signal: SHUTDOWN_GRACE_MS, except for Ctrl-C in a terminal (SIGINT
 * while stdin is a TTY), where nobody balances traffic and nobody wants to wait. Process managers
 * that stop with SIGINT (pm2) run without a terminal and get the grace period.
 */
export function graceFor(signal: NodeJS.Signals, graceMs: number, interactive: boolean): number {
  return signal === "SIGINT" && interactive ? 0 : graceMs;
}

/**
 * Wraps the node:http listener: once the process is stopping, every response says
 * `Connection: close`, so no client keeps (and later reuses) a keep-alive connection that the
 * drain is about to close. A request sent on a connection the server has just closed is what a
 * client sees as a reset, and a reset POST cannot be retried safely.
 */
export function closeConnectionsWhenStopping(
  readiness: Pick<Readiness, "state">,
  listener: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (readiness.state === "stopping") res.setHeader("Connection", "close");
    listener(req, res);
  };
}

export type DrainOptions = {
  server: Server;
  /** Serve normally this long first (the balancer's probes see "stopping" meanwhile). */
  graceMs: number;
  /** Then wait at most this long for in-flight requests and streams; what is left is cut. */
  drainMs: number;
  /** Ends long-lived responses (the workspace's event streams); called repeatedly during the drain. */
  endStreams: () => void;
  /** Resolves when the operator insists (a second signal): skips what is left of both waits. */
  hurry?: Promise<unknown>;
  logger?: Logger;
};

export type DrainResult = { graceMs: number; drainMs: number; cut: number };

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The HTTP half of a graceful stop (the caller has already marked the process not ready): serve
 * for the grace period, then stop accepting, close idle keep-alive connections at once (instead
 * of waiting out their keep-alive timeout), end event streams, and close each busy connection as
 * soon as its response is done. Resolves when every connection is closed, or when `drainMs` is
 * over, after cutting what is left.
 */
export async function drainServer(opts: DrainOptions): Promise<DrainResult> {
  const { server, logger } = opts;
  const hurry = opts.hurry ?? new Promise(() => {});
  const graceStarted = performance.now();
  if (opts.graceMs > 0) await Promise.race([delay(opts.graceMs), hurry]);
  const drainStarted = performance.now();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  opts.endStreams();
  // A busy connection becomes idle when its response is done (a response that was already under
  // way had no `Connection: close`); a stream may have been opened on a kept-alive connection
  // after the first call. Both are cheap to look for.
  const sweep = setInterval(() => {
    server.closeIdleConnections();
    opts.endStreams();
  }, 25);
  let cut = 0;
  const drained = await Promise.race([
    closed.then(() => true),
    Promise.race([delay(opts.drainMs), hurry]).then(() => false),
  ]);
  clearInterval(sweep);
  if (!drained) {
    cut = await new Promise<number>((resolve) => server.getConnections((_err, n) => resolve(n ?? 0)));
    logger?.warn({ connections: cut, drainMs: opts.drainMs }, "shutdown: cutting connections still busy");
    server.closeAllConnections();
    await closed;
  }
  return {
    graceMs: Math.round(drainStarted - graceStarted),
    drainMs: Math.round(performance.now() - drainStarted),
    cut,
  };
}
