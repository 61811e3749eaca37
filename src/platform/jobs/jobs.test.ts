import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalescedKick } from "./jobs.ts";

describe("coalescedKick", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A send that stays under way until `finish()`; counts its calls. */
  function pendingSend() {
    const finishers: (() => void)[] = [];
    const send = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    return { send, finish: () => finishers.shift()?.() };
  }

  it("sends at once when idle, and once more after a burst that came while it was under way", async () => {
    const { send, finish } = pendingSend();
    const kick = coalescedKick(send, () => {}, 100);
    kick();
    expect(send).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) kick();
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(99);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // The burst's one send, started after every kick of it: no wake-up is lost.
    expect(send).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(send).toHaveBeenCalledTimes(2);
    kick();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("keeps going after a failed send, reporting the error", async () => {
    const errors: unknown[] = [];
    const send = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(undefined);
    const kick = coalescedKick(send, (err) => errors.push(err));
    kick();
    kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveLength(1);
    expect(send).toHaveBeenCalledTimes(2);
    kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(3);
  });
});
