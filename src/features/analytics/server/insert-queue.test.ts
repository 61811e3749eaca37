import { describe, expect, it } from "vitest";
import { insertQueue } from "./insert-queue.ts";

/** A write that holds until released, recording what each statement carried. */
function gatedWrites(fail?: (rows: number[]) => boolean) {
  const statements: number[][] = [];
  const gates: (() => void)[] = [];
  const write = (rows: number[]) =>
    new Promise<void>((resolve, reject) => {
      statements.push(rows);
      gates.push(() => (fail?.(rows) ? reject(new Error("write failed")) : resolve()));
    });
  const releaseAll = async () => {
    while (gates.length) {
      gates.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { statements, write, releaseAll };
}

describe("the tracker's insert queue", () => {
  it("writes a batch alone at once, and batches arriving meanwhile together in one statement", async () => {
    const w = gatedWrites();
    const q = insertQueue(w.write, 1);
    const settled: number[] = [];
    const first = q.add([1, 2]).then(() => settled.push(1));
    expect(w.statements).toEqual([[1, 2]]);
    const rest = [q.add([3]), q.add([4, 5]), q.add([6])].map((p, i) => p.then(() => settled.push(i + 2)));
    // Nothing is acknowledged before its statement is written.
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toEqual([]);
    await w.releaseAll();
    await Promise.all([first, ...rest]);
    expect(w.statements).toEqual([
      [1, 2],
      [3, 4, 5, 6],
    ]);
    expect(settled.sort()).toEqual([1, 2, 3, 4]);
  });

  it("keeps a statement within its row limit without splitting a batch", async () => {
    const w = gatedWrites();
    const q = insertQueue(w.write, 1, 3);
    const all = [q.add([1]), q.add([2, 3]), q.add([4]), q.add([5, 6, 7, 8])];
    await w.releaseAll();
    await Promise.all(all);
    expect(w.statements).toEqual([[1], [2, 3, 4], [5, 6, 7, 8]]);
  });

  it("rejects every batch of a failed statement, and only those", async () => {
    const w = gatedWrites((rows) => rows.includes(3));
    const q = insertQueue(w.write, 1);
    const outcome = Promise.allSettled([q.add([7]), q.add([8]), q.add([3]), q.add([])]);
    await w.releaseAll();
    const [a, b, c, empty] = await outcome;
    expect(w.statements).toEqual([[7], [8, 3]]);
    expect(a!.status).toBe("fulfilled");
    expect(b!.status).toBe("rejected");
    expect(c!.status).toBe("rejected");
    expect(empty!.status).toBe("fulfilled");
    // The queue goes on after a failure.
    const later = q.add([9]);
    await w.releaseAll();
    await later;
    expect(w.statements.at(-1)).toEqual([9]);
  });
});
