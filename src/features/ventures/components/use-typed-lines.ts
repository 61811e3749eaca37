import { useEffect, useState } from "react";

/**
 * Types `lines` one character at a time, line after line. Under prefers-reduced-motion every
 * line is shown at once. Returns the visible part of each line and whether typing has finished.
 */
export function useTypedLines(lines: readonly string[], timing: { charMs: number; linePauseMs: number }) {
  const [shown, setShown] = useState<string[]>(() => lines.map(() => ""));
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setShown([...lines]);
      setDone(true);
      return;
    }
    let line = 0;
    let char = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = lines[line];
      if (current === undefined) {
        setDone(true);
        return;
      }
      char++;
      setShown(lines.map((l, i) => (i < line ? l : i === line ? l.slice(0, char) : "")));
      if (char >= current.length) {
        line++;
        char = 0;
        timer = setTimeout(tick, timing.linePauseMs);
      } else timer = setTimeout(tick, timing.charMs);
    };
    timer = setTimeout(tick, timing.linePauseMs);
    return () => clearTimeout(timer);
  }, [lines, timing.charMs, timing.linePauseMs]);
  return { shown, done };
}
