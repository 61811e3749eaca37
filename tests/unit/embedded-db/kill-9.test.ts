import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#src/platform/db/db.ts";
import { finished, lines, selectRows, spawnNode, tempDataDir } from "./helpers.ts";

const dataDir = tempDataDir("kill9");
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("embedded database: kill -9", () => {
  // Generous timeout: on a busy 2-core CI machine, starting PGlite in a child takes several seconds.
  it("keeps every acknowledged insert after SIGKILL, across repeated crashes", {
    timeout: 120_000,
  }, async () => {
    const acked: number[] = [];
    const report: string[] = [];
    // Kill early, then again (recovery on top of a recovered directory) after ~1000 more acks.
    for (const killAfter of [10, 1000]) {
      const child = spawnNode("tests/unit/embedded-db/insert-loop.ts", [dataDir]);
      const done = finished(child);
      let roundAcks = 0;
      lines(child, (line) => {
        if (line === "ready") return;
        acked.push(Number(line));
        if (++roundAcks === killAfter) child.kill("SIGKILL");
      });
      const result = await done;
      expect(result.signal, result.stderr).toBe("SIGKILL");
      // The lock file of the killed process is still there; opening takes it over.
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, "data.lock.owner.json"), "utf8")).pid).toBe(
        child.pid,
      );
      expect(fs.existsSync(path.join(dataDir, "data.lock"))).toBe(true);

      const database = await openDatabase({ dataDir });
      try {
        const found = await selectRows<{ id: number }>(
          database.db,
          sql`select (value->>'id')::int as id from site_settings where key like 'ack-%'`,
        );
        const present = new Set(found.map((r) => r.id));
        const missing = acked.filter((id) => !present.has(id));
        report.push(`kill after ${killAfter}: ${acked.length} acked in total, ${present.size} rows found`);
        expect(missing, `acknowledged ids lost after kill -9: ${missing.slice(0, 20).join(", ")}`).toEqual(
          [],
        );
      } finally {
        await database.close();
      }
    }
    console.info(`kill -9 durability: ${report.join("; ")}`);
  });
});
