import { describe, expect, it } from "vitest";
import { SaveQueue, type SaveState } from "./save-queue.ts";

/** A save the test finishes by hand: resolve with a version, or reject with an error. */
type Pending = {
  baseVersion: number;
  doc: string;
  resolve: (version: number) => void;
  reject: (error: unknown) => void;
};

/** A queue over a string document whose server the test drives step by step. */
function setUp(version = 1) {
  let doc = "v1";
  const sent: Pending[] = [];
  const states: SaveState[] = [];
  const queue = new SaveQueue<string>({
    version,
    read: () => doc,
    send: (baseVersion, d) =>
      new Promise((resolve, reject) =>
        sent.push({ baseVersion, doc: d, resolve: (v) => resolve({ version: v }), reject }),
      ),
    onState: (s) => states.push(s),
  });
  return {
    queue,
    sent,
    states,
    edit(next: string) {
      doc = next;
      queue.markChanged();
    },
  };
}

/** Lets queued promise callbacks run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

const conflictError = Object.assign(new Error("changed elsewhere"), { status: 409 });

describe("canvas save queue", () => {
  it("marks the document dirty on a change and clean once a save of it succeeds", async () => {
    const { queue, sent, edit } = setUp();
    expect(queue.state).toEqual({ dirty: false, saving: false, conflict: false });
    edit("v2");
    expect(queue.state.dirty).toBe(true);
    const done = queue.save();
    await settle();
    expect(queue.state.saving).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ baseVersion: 1, doc: "v2" });
    sent[0]!.resolve(2);
    expect(await done).toEqual({ ok: true });
    expect(queue.state).toEqual({ dirty: false, saving: false, conflict: false });
    expect(queue.baseVersion).toBe(2);
  });

  it("runs saves one after another, each on the version the previous one produced", async () => {
    const { queue, sent, edit } = setUp(4);
    edit("a");
    const first = queue.save();
    edit("b");
    const second = queue.save();
    await settle();
    // The second waits for the first: one request at a time.
    expect(sent).toHaveLength(1);
    sent[0]!.resolve(5);
    await first;
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ baseVersion: 5, doc: "b" });
    sent[1]!.resolve(6);
    expect(await second).toEqual({ ok: true });
    expect(queue.baseVersion).toBe(6);
  });

  it("sends the document as it is when the save starts, so queued changes go out together", async () => {
    const { queue, sent, edit } = setUp();
    edit("a");
    const first = queue.save();
    const second = queue.save();
    await settle();
    edit("b");
    edit("c");
    sent[0]!.resolve(2);
    await first;
    await settle();
    expect(sent[1]!.doc).toBe("c");
    sent[1]!.resolve(3);
    await second;
    expect(queue.state.dirty).toBe(false);
  });

  it("keeps changes made during a save unsaved until the next save", async () => {
    const { queue, sent, edit } = setUp();
    edit("a");
    const done = queue.save();
    await settle();
    edit("b");
    sent[0]!.resolve(2);
    await done;
    expect(queue.state.dirty).toBe(true);
    const next = queue.save();
    await settle();
    expect(sent[1]).toMatchObject({ baseVersion: 2, doc: "b" });
    sent[1]!.resolve(3);
    await next;
    expect(queue.state.dirty).toBe(false);
  });

  it("keeps the changes and the version after a failure, and a later save retries from there", async () => {
    const { queue, sent, edit } = setUp(7);
    edit("a");
    const failed = queue.save();
    const queued = queue.save();
    await settle();
    const offline = new Error("network");
    sent[0]!.reject(offline);
    expect(await failed).toEqual({ ok: false, error: offline });
    expect(queue.state.dirty).toBe(true);
    expect(queue.state.conflict).toBe(false);
    // The queue goes on: the save asked for meanwhile runs on the same base version.
    await settle();
    expect(sent[1]).toMatchObject({ baseVersion: 7, doc: "a" });
    sent[1]!.resolve(8);
    expect(await queued).toEqual({ ok: true });
    expect(queue.state.dirty).toBe(false);
    expect(queue.baseVersion).toBe(8);
  });

  it("reports a version conflict when the server has a newer version, and saves nothing over it", async () => {
    const { queue, sent, edit } = setUp(3);
    edit("mine");
    const done = queue.save();
    await settle();
    sent[0]!.reject(conflictError);
    const outcome = await done;
    expect(outcome.ok).toBe(false);
    expect(queue.state).toEqual({ dirty: true, saving: false, conflict: true });
    expect(queue.baseVersion).toBe(3);
  });

  it("does not take an ordinary failure for a conflict", async () => {
    const { queue, sent } = setUp();
    const done = queue.save();
    await settle();
    sent[0]!.reject(Object.assign(new Error("bad"), { status: 400 }));
    await done;
    expect(queue.state.conflict).toBe(false);
  });

  it("reports each change of state once", async () => {
    const { queue, sent, states, edit } = setUp();
    edit("a");
    edit("b");
    const done = queue.save();
    await settle();
    sent[0]!.resolve(2);
    await done;
    expect(states).toEqual([
      { dirty: true, saving: false, conflict: false },
      { dirty: true, saving: true, conflict: false },
      { dirty: false, saving: true, conflict: false },
      { dirty: false, saving: false, conflict: false },
    ]);
  });
});
