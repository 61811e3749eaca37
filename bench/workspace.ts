// The workspace task manager: the dashboard query over 50,000 tasks (PGlite, in process, through
// the service the page calls), a list of 2,000 tasks as list and board (the built server's page
// and Chromium's render, counting the requests it makes), and the live fan-out of a chat message
// to 50 connected viewers (server-sent events through the built server). Figures, not tests.
// Run alone with `node bench/workspace.ts` (after `npm run build`).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { sql } from "drizzle-orm";
import { getDashboard } from "../src/features/workspace/server/dashboard.service.ts";
import {
  workspaceEvents,
  workspaceFolders,
  workspaceLists,
  workspaceMembers,
  workspaceSpaces,
  workspaces,
  workspaceTasks,
} from "../src/features/workspace/server/workspace.tables.ts";
import { user } from "../src/platform/auth/auth.tables.ts";
import { openDatabase } from "../src/platform/db/db.ts";
import type { Actor } from "../src/platform/http/session.ts";
import { startApp } from "./app-server.ts";
import { stopChild } from "./processes.ts";

type BenchRow = { name: string; value: number; unit: string; note?: string };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DASHBOARD_TASKS = 50_000;
const LIST_TASKS = 2_000;
const VIEWERS = 50;
const MESSAGES = 20;
const STATUSES = ["todo", "in_progress", "done", "blocked"] as const;

const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const round = (v: number) => Math.round(v * 10) / 10;

async function dashboardRows(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-workspace-"));
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const { db } = database;
    await db.insert(user).values({ id: "bench-user", name: "Bench", email: "bench@workspace.example" });
    const [ws] = await db.insert(workspaces).values({ name: "Bench", createdBy: "bench-user" }).returning();
    await db.insert(workspaceMembers).values({ workspaceId: ws!.id, userId: "bench-user" });
    const [space] = await db
      .insert(workspaceSpaces)
      .values({ workspaceId: ws!.id, name: "Space" })
      .returning();
    const [folder] = await db
      .insert(workspaceFolders)
      .values({ spaceId: space!.id, name: "Folder" })
      .returning();
    const lists = await db
      .insert(workspaceLists)
      .values(Array.from({ length: 50 }, (_, i) => ({ folderId: folder!.id, name: `List ${i}` })))
      .returning();
    const started = performance.now();
    const base = Date.now() - DASHBOARD_TASKS * 1000;
    for (let i = 0; i < DASHBOARD_TASKS; i += 1000) {
      await db.insert(workspaceTasks).values(
        Array.from({ length: 1000 }, (_, j) => {
          const n = i + j;
          return {
            listId: lists[n % lists.length]!.id,
            workspaceId: ws!.id,
            title: `Task ${n}`,
            status: STATUSES[n % 4]!,
            priority: "normal",
            updatedAt: new Date(base + n * 1000),
          };
        }),
      );
    }
    await db.insert(workspaceEvents).values(
      Array.from({ length: 5000 }, (_, i) => ({
        workspaceId: ws!.id,
        kind: "task",
        description: `Event ${i}`,
        payload: { kind: "tree" },
      })),
    );
    await database.db.execute(sql`analyze`);
    const seededMs = Math.round(performance.now() - started);
    const actor: Actor = {
      user: {
        id: "bench-user",
        email: "bench@workspace.example",
        name: "Bench",
        image: null,
        emailVerified: true,
      },
      roles: ["workspace_user"],
    };
    for (let i = 0; i < 3; i++) await getDashboard(db, actor, ws!.id);
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const d = await getDashboard(db, actor, ws!.id);
      times.push(performance.now() - t0);
      if (d.total !== DASHBOARD_TASKS) throw new Error(`dashboard counted ${d.total} tasks`);
    }
    times.sort((a, b) => a - b);
    const note = `${DASHBOARD_TASKS.toLocaleString("en-US")} tasks in 50 lists, 5,000 events; PGlite on disk; seeded in ${seededMs} ms; target p95 under 100 ms`;
    return [
      { name: "dashboard query p50", value: round(q(times, 0.5)), unit: "ms", note },
      { name: "dashboard query p95", value: round(q(times, 0.95)), unit: "ms", note },
    ];
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/identity/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password, portal: "general" }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function json<T>(base: string, cookie: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function serverRows(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-workspace-app-"));
  const app = await startApp("workspace-app", dataDir, { RATE_LIMIT_SCALE: "1000" });
  const base = `http://localhost:${app.port}`;
  const rows: BenchRow[] = [];
  try {
    const cookie = await signIn(base, "workspace@demo.agency.example", "demo-workspace-pass");
    const ws = (
      await json<{ workspace: { id: string } }>(base, cookie, "/api/workspace/workspaces", { name: "Bench" })
    ).workspace.id;
    const space = (
      await json<{ item: { id: string } }>(base, cookie, `/api/workspace/workspaces/${ws}/spaces`, {
        name: "S",
      })
    ).item.id;
    const folder = (
      await json<{ item: { id: string } }>(base, cookie, `/api/workspace/spaces/${space}/folders`, {
        name: "F",
      })
    ).item.id;
    const list = (
      await json<{ item: { id: string } }>(base, cookie, `/api/workspace/folders/${folder}/lists`, {
        name: "Big",
      })
    ).item.id;
    const created = performance.now();
    for (let i = 0; i < LIST_TASKS; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          json(base, cookie, `/api/workspace/lists/${list}/tasks`, {
            title: `Task ${i + j}`,
            status: STATUSES[(i + j) % 4],
            dueDate: `2026-05-${String(((i + j) % 28) + 1).padStart(2, "0")}`,
          }),
        ),
      );
    }
    const createMs = performance.now() - created;
    rows.push({
      name: "task creation through the API",
      value: round(createMs / LIST_TASKS),
      unit: "ms per task",
      note: `${LIST_TASKS} tasks, 20 at a time`,
    });

    // The list's data (one request) and the page, as the server renders it.
    for (const url of [`/api/workspace/lists/${list}`, `/workspace/${ws}/list/${list}?view=board`]) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 13; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}${url}`, { headers: { cookie, "accept-encoding": "identity" } });
        bytes = (await res.arrayBuffer()).byteLength;
        if (i >= 3) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      rows.push({
        name: url.startsWith("/api") ? "list data (JSON) p50" : "board page (server render) p50",
        value: round(q(times, 0.5)),
        unit: "ms",
        note: `${LIST_TASKS} tasks; ${Math.round(bytes / 1024)} KiB`,
      });
    }

    // The browser: navigation → hydrated, for the list and the board; requests made meanwhile.
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies(
        cookie.split("; ").map((c) => {
          const [k, ...v] = c.split("=");
          return { name: k!, value: v.join("="), url: base };
        }),
      );
      const page = await context.newPage();
      for (const view of ["list", "board"]) {
        const loads: number[] = [];
        let apiRequests = 0;
        for (let run = 0; run < 3; run++) {
          let count = 0;
          const onRequest = (r: { url: () => string }) => {
            if (r.url().includes("/api/workspace/tasks/")) count++;
          };
          page.on("request", onRequest);
          const t0 = Date.now();
          await page.goto(`${base}/workspace/${ws}/list/${list}?view=${view}`);
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
            timeout: 60_000,
          });
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          );
          loads.push(Date.now() - t0);
          page.off("request", onRequest);
          apiRequests = count;
        }
        loads.sort((a, b) => a - b);
        rows.push({
          name: `${view} view in Chromium: navigation to hydrated (median of 3)`,
          value: loads[1]!,
          unit: "ms",
          note: `${LIST_TASKS} tasks; ${apiRequests} per-task requests`,
        });
      }
    } finally {
      await browser.close();
    }

    // Fan-out: 50 viewers on the workspace's event stream; each chat message's time from the
    // POST being sent to each viewer reading it.
    const streams = await Promise.all(
      Array.from({ length: VIEWERS }, async () => {
        const controller = new AbortController();
        const res = await fetch(`${base}/api/workspace/workspaces/${ws}/events`, {
          headers: { cookie },
          signal: controller.signal,
        });
        return { reader: res.body!.getReader(), controller };
      }),
    );
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const decoder = new TextDecoder();
    const readers = streams.map(async ({ reader }) => {
      let buffer = "";
      let seen = 0;
      while (seen < MESSAGES) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let i = buffer.indexOf("\n\n");
        while (i !== -1) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const m = /event: chat\ndata: (.*)$/m.exec(block);
          if (m) {
            const content = JSON.parse(m[1]!).message.content as string;
            const at = sentAt.get(content);
            if (at !== undefined) {
              latencies.push(performance.now() - at);
              seen++;
            }
          }
          i = buffer.indexOf("\n\n");
        }
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 0; i < MESSAGES; i++) {
      const content = `fan-out ${i}`;
      sentAt.set(content, performance.now());
      await json(base, cookie, `/api/workspace/workspaces/${ws}/chat`, { content });
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.race([Promise.all(readers), new Promise((r) => setTimeout(r, 30_000))]);
    for (const s of streams) s.controller.abort();
    latencies.sort((a, b) => a - b);
    const note = `${VIEWERS} viewers × ${MESSAGES} messages = ${latencies.length} deliveries (of ${VIEWERS * MESSAGES}); PGlite, one process; target p95 under 200 ms`;
    rows.push({ name: "live fan-out p50", value: round(q(latencies, 0.5)), unit: "ms", note });
    rows.push({ name: "live fan-out p95", value: round(q(latencies, 0.95)), unit: "ms", note });
    return rows;
  } finally {
    await stopChild(app.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchRow[]> {
  return [...(await dashboardRows()), ...(await serverRows())];
}

if (import.meta.main) console.table(await run());
