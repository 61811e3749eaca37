import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { collectGarbage, startIdleCollector } from "./settle-memory.ts";

describe("idle collector", () => {
  it("collects only once the process has been quiet, not while requests keep coming", async () => {
    let collections = 0;
    const collector = startIdleCollector({
      checkEveryMs: 10,
      quietMs: 60,
      growthBytes: 0,
      collect: () => collections++,
    });
    try {
      for (let i = 0; i < 12; i++) {
        collector.touch();
        await sleep(10);
      }
      expect(collections).toBe(0);
      await sleep(150);
      expect(collections).toBeGreaterThan(0);
    } finally {
      collector.stop();
    }
  });

  it("does not collect again while the heap has not grown by the threshold", async () => {
    let collections = 0;
    const collector = startIdleCollector({
      checkEveryMs: 10,
      quietMs: 0,
      growthBytes: 1024 ** 3,
      collect: () => collections++,
    });
    try {
      await sleep(100);
      expect(collections).toBe(1); // the first quiet check after start, then no growth of 1 GiB
    } finally {
      collector.stop();
    }
  });

  it("a real collection frees unreachable objects", async () => {
    let garbage: number[][] | undefined = Array.from({ length: 2_000 }, () => new Array(1_000).fill(1));
    const ref = new WeakRef(garbage);
    garbage = undefined;
    await sleep(0); // a WeakRef's target is kept until the job that made it ends
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });
});
