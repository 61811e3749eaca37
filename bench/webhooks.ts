// Webhook throughput: events written to the outbox in their own transactions, fanned out and
// delivered by the dispatcher (standardwebhooks signatures, the safe POST with its address checks,
// one attempt row per delivery) to a local receiver that verifies every signature, as a customer's
// would. The baseline is the same number of signed POSTs sent straight to the same receiver at the
// same concurrency, without the database: the ratio is what the outbox, claims and log cost.
// On PGlite, and on PostgreSQL with one dispatcher and with two sharing the work (two processes'
// worth of claims: SKIP LOCKED, no message sent twice). Figures, not tests. Run alone with
// `node bench/webhooks.ts`.

import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import { webhookEndpoints } from "../src/features/integrations/server/webhooks.tables.ts";
import {
  createWebhookDispatcher,
  signDelivery,
} from "../src/features/integrations/server/webhooks-dispatcher.ts";
import { webhookNetwork } from "../src/features/integrations/server/webhooks-network.ts";
import { type Database, openDatabase } from "../src/platform/db/db.ts";
import { emitEvent } from "../src/platform/events/events.ts";
import { silentLogger } from "../src/platform/log/logger.ts";
import { postToPublicUrl } from "../src/platform/web-fetch/index.ts";

type BenchRow = { name: string; value: number; unit: string; note?: string };

const EVENTS = 2_000;
const CONCURRENCY = 8;
const SECRET = `whsec_${Buffer.from("bench-webhook-secret-0123").toString("base64")}`;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A receiver that verifies each message with the reference library and counts webhook-ids. */
async function startReceiver() {
  const wh = new Webhook(SECRET);
  const seen = new Map<string, number>();
  let refused = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        wh.verify(Buffer.concat(chunks).toString("utf8"), req.headers as Record<string, string>);
        const id = String(req.headers["webhook-id"]);
        seen.set(id, (seen.get(id) ?? 0) + 1);
        res.writeHead(204).end();
      } catch {
        refused++;
        res.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    seen,
    refused: () => refused,
    reset: () => {
      seen.clear();
      refused = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The floor: signed POSTs straight to the receiver (same safe POST, same concurrency), no database. */
async function baseline(receiver: Receiver): Promise<number> {
  receiver.reset();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < EVENTS) {
      const i = next++;
      const body = JSON.stringify({ type: "lead.created", timestamp: new Date().toISOString(), data: { i } });
      const headers = signDelivery(
        { secret: SECRET, previousSecret: null, previousSecretUntil: null },
        `msg_${i}`,
        body,
        new Date(),
      );
      await postToPublicUrl(receiver.url, body, { ...webhookNetwork, headers, maxResponseBytes: 1024 });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return EVENTS / ((performance.now() - started) / 1000);
}

async function measure(
  label: string,
  database: Database,
  receiver: Receiver,
  dispatchers: number,
  base: number,
) {
  const db = database.db;
  await db.delete(webhookEndpoints);
  await db.insert(webhookEndpoints).values({ url: receiver.url, events: ["lead.created"], secret: SECRET });
  receiver.reset();
  let started = performance.now();
  for (let i = 0; i < EVENTS; i++)
    await db.transaction((tx) => emitEvent(tx, "lead.created", { leadId: `bench-${i}`, source: "bench" }));
  const emitPerS = EVENTS / ((performance.now() - started) / 1000);
  const make = () =>
    createWebhookDispatcher({ db, logger: silentLogger, requireHttps: false, concurrency: CONCURRENCY });
  started = performance.now();
  await Promise.all(
    Array.from({ length: dispatchers }, async () => {
      const d = make();
      for (;;) {
        const r = await d.runOnce(200);
        if (r.fannedOut === 0 && r.succeeded + r.retried + r.failed === 0) break;
      }
    }),
  );
  const perS = EVENTS / ((performance.now() - started) / 1000);
  const twice = [...receiver.seen.values()].filter((n) => n > 1).length;
  const rows: BenchRow[] = [
    {
      name: `${label}: events written (one transaction each)`,
      value: Math.round(emitPerS),
      unit: "events/s",
    },
    {
      name: `${label}: deliveries, ${dispatchers} dispatcher(s) × ${CONCURRENCY} in flight`,
      value: Math.round(perS),
      unit: "deliveries/s",
      note: `${(perS / base).toFixed(2)}× the baseline; ${receiver.seen.size} of ${EVENTS} received, ${twice} twice, ${receiver.refused()} refused`,
    },
  ];
  return rows;
}

const answers = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, host);
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });

export async function run(): Promise<BenchRow[]> {
  webhookNetwork.allowPrivateTargetForTests = (t) => t.address.startsWith("127.");
  const receiver = await startReceiver();
  const rows: BenchRow[] = [];
  try {
    const base = await baseline(receiver);
    rows.push({
      name: `Baseline: ${EVENTS.toLocaleString("en-US")} signed POSTs, no database`,
      value: Math.round(base),
      unit: "requests/s",
      note: `${CONCURRENCY} in flight, a new connection each (as deliveries)`,
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-webhooks-"));
    const lite = await openDatabase({ dataDir });
    try {
      await lite.migrate();
      rows.push(...(await measure("PGlite", lite, receiver, 1, base)));
    } finally {
      await lite.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const admin = new URL(PG_ADMIN_URL);
    if (!(await answers(admin.hostname, Number(admin.port || 5432)))) {
      // A section that cannot run fails the bench; it never prints a row saying "not measured".
      throw new Error(`webhooks bench, PostgreSQL: nothing answers at ${admin.host} (set BENCH_PG_URL)`);
    }
    const name = `bench_webhooks_${process.pid}`;
    const adminClient = new pg.Client({ connectionString: PG_ADMIN_URL });
    await adminClient.connect();
    await adminClient.query(`create database ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    try {
      await database.migrate();
      rows.push(...(await measure("PostgreSQL", database, receiver, 1, base)));
      rows.push(...(await measure("PostgreSQL", database, receiver, 2, base)).slice(1));
    } finally {
      await database.close();
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    }
  } finally {
    webhookNetwork.allowPrivateTargetForTests = undefined;
    await receiver.close();
  }
  return rows;
}

if (import.meta.main) {
  for (const row of await run())
    console.log(`${row.name}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ""}`);
}
