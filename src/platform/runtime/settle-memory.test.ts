import { setTimeout as sleep } from "node:timers/promises";
import v8 from "node:v8";
import { describe, expect, it } from "vitest";
import { collectGarbage, heapCheckpoint, startIdleCollector } from "./settle-memory.ts";

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

  it("gives the emptied pages back: V8 keeps little more heap than it uses", () => {
    // Churn that grows the young generation and leaves the old one with empty pages.
    let keep: object[] = [];
    for (let i = 0; i < 300_000; i++) {
      keep.push({ i, s: `x${i}` });
      if (keep.length > 50_000) keep = [];
    }
    let big: number[][] | null = Array.from({ length: 200 }, () => new Array(10_000).fill(1));
    expect(big.length).toBe(200);
    big = null;
    collectGarbage();
    const { total_heap_size, used_heap_size } = v8.getHeapStatistics();
    // A plain full collection keeps 30-65 MiB of empty heap here; the memory-reducing one, ~2 MiB.
    expect((total_heap_size - used_heap_size) / 1024 ** 2).toBeLessThan(12);
  });
});

describe("heap checkpoint", () => {
  it("collects between batches only once the heap has grown by the threshold", () => {
    let collections = 0;
    const checkpoint = heapCheckpoint(4 * 1024 * 1024, () => collections++);
    checkpoint();
    expect(collections).toBe(0);
    const kept: number[][] = [];
    for (let i = 0; i < 64; i++) kept.push(Array.from({ length: 16 * 1024 }, (_, j) => i + j + 0.5));
    checkpoint();
    expect(collections).toBe(1);
    expect(kept.length).toBe(64);
  });
});
