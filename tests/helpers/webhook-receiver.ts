import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export type ReceivedWebhook = {
  /** The request's path (register each endpoint on its own path to tell them apart). */
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The parsed message when Webhook.verify accepted it; null when it refused it. */
  verified: { type: string; data: Record<string, unknown> } | null;
  error: string | null;
};

/**
 * A webhook receiver as a customer would write one: every request is verified with the reference
 * library (`standardwebhooks` Webhook.verify: signature and a 5-minute timestamp tolerance).
 * `answer` decides the status of each request (200 by default); refused signatures get 401.
 */
export async function startWebhookReceiver(opts: { secret?: string; port?: number } = {}) {
  const received: ReceivedWebhook[] = [];
  const state = {
    secrets: opts.secret ? [opts.secret] : ([] as string[]),
    answer: (_r: ReceivedWebhook): { status: number; body?: string; location?: string } => ({ status: 200 }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = {
        "webhook-id": String(req.headers["webhook-id"] ?? ""),
        "webhook-timestamp": String(req.headers["webhook-timestamp"] ?? ""),
        "webhook-signature": String(req.headers["webhook-signature"] ?? ""),
      };
      const r: ReceivedWebhook = {
        path: req.url ?? "",
        id: headers["webhook-id"],
        timestamp: headers["webhook-timestamp"],
        signature: headers["webhook-signature"],
        body,
        verified: null,
        error: null,
      };
      for (const secret of state.secrets) {
        try {
          r.verified = new Webhook(secret).verify(body, headers) as ReceivedWebhook["verified"];
          r.error = null;
          break;
        } catch (err) {
          r.error = (err as Error).message;
        }
      }
      received.push(r);
      if (!r.verified) {
        res.writeHead(401, { "content-type": "text/plain" }).end(r.error ?? "no secret");
        return;
      }
      const a = state.answer(r);
      res
        .writeHead(a.status, {
          "content-type": "text/plain",
          ...(a.location ? { location: a.location } : {}),
        })
        .end(a.body ?? "ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    state,
    /** Verified messages of one event type. */
    ofType: (type: string) => received.filter((r) => r.verified?.type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
