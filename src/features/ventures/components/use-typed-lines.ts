import { useEffect, useState } from "react";

type Timing = { charMs: number; linePauseMs: number };

/**
 * What is visible `elapsedMs` after typing started: each line starts after the previous one has
 * finished plus a pause, and shows one more character every `charMs`. Based on elapsed time, so a
 * busy machine skips characters instead of slowing the typing down.
 */
export function typedAt(lines: readonly string[], timing: Timing, elapsedMs: number): string[] {
  let start = timing.linePauseMs;
  return lines.map((line) => {
    const lineStart = start;
    start += line.length * timing.charMs + timing.linePauseMs;
    if (elapsedMs < lineStart) return "";
    return line.slice(0, Math.floor((elapsedMs - lineStart) / timing.charMs) + 1);
  });
}

/** The time at which every line is fully typed. */
export function typingDuration(lines: readonly string[], timing: Timing): number {
  return lines.reduce((ms, l) => ms + l.length * timing.charMs + timing.linePauseMs, timing.linePauseMs);
}

/**
 * Types `lines` one character at a time, line after line. Under prefers-reduced-motion every
 * line is shown at once. Returns the visible part of each line and whether typing has finished.
 */
export function useTypedLines(lines: readonly string[], timing: Timing) {
  const [shown, setShown] = useState<string[]>(() => lines.map(() => ""));
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setShown([...lines]);
      setDone(true);
      return;
    }
    const started = performance.now();
    const total = typingDuration(lines, timing);
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      setShown(typedAt(lines, timing, elapsed));
      if (elapsed >= total) {
        setShown([...lines]);
        setDone(true);
        clearInterval(timer);
      }
    }, timing.charMs);
    return () => clearInterval(timer);
  }, [lines, timing]);
  return { shown, done };
}
