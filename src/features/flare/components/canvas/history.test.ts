import { describe, expect, it } from "vitest";
import { History } from "./history.ts";

/** Records each step of `steps` over a document that starts at 0 and returns the last value. */
function edit(history: History<number>, from: number, steps: number): number {
  let doc = from;
  for (let i = 0; i < steps; i++) {
    history.record(doc);
    doc += 1;
  }
  return doc;
}

describe("canvas history", () => {
  it("has nothing to undo or redo before the first change", () => {
    const history = new History<number>();
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(false);
    expect(history.undo(0)).toBeUndefined();
    expect(history.redo(0)).toBeUndefined();
  });

  it("undoes changes newest first and redoes them in the order they were made", () => {
    const history = new History<number>();
    let doc = edit(history, 0, 3);
    expect(doc).toBe(3);
    doc = history.undo(doc)!;
    expect(doc).toBe(2);
    doc = history.undo(doc)!;
    expect(doc).toBe(1);
    expect(history.canRedo).toBe(true);
    doc = history.redo(doc)!;
    expect(doc).toBe(2);
    doc = history.redo(doc)!;
    expect(doc).toBe(3);
    expect(history.canRedo).toBe(false);
    expect(history.redo(doc)).toBeUndefined();
  });

  it("forgets what could be redone once a new change is made after an undo", () => {
    const history = new History<string>();
    history.record("a");
    history.record("b");
    expect(history.undo("c")).toBe("b");
    expect(history.canRedo).toBe(true);
    history.record("b");
    expect(history.canRedo).toBe(false);
    expect(history.redo("x")).toBeUndefined();
    expect(history.undo("x")).toBe("b");
    expect(history.undo("b")).toBe("a");
  });

  it("keeps at most the limit of steps, dropping the oldest", () => {
    const history = new History<number>(100);
    let doc = edit(history, 0, 101);
    let undone = 0;
    for (let prev = history.undo(doc); prev !== undefined; prev = history.undo(doc)) {
      doc = prev;
      undone += 1;
    }
    expect(undone).toBe(100);
    // The first change fell off the end: the oldest state Undo reaches is after it.
    expect(doc).toBe(1);
    expect(history.canUndo).toBe(false);
  });

  it("lets every undone step be redone, up to the limit", () => {
    const history = new History<number>(3);
    let doc = edit(history, 0, 5);
    while (history.canUndo) doc = history.undo(doc)!;
    expect(doc).toBe(2);
    while (history.canRedo) doc = history.redo(doc)!;
    expect(doc).toBe(5);
  });
});
