// Resident memory of a process, read from /proc/<pid>/status (Linux).
import fs from "node:fs";

export type MemorySample = { rssKb: number; peakRssKb: number };

export function readMemory(pid: number): MemorySample {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, "m").exec(status);
    if (!match?.[1]) throw new Error(`${name} missing from /proc/${pid}/status`);
    return Number(match[1]);
  };
  return { rssKb: field("VmRSS"), peakRssKb: field("VmHWM") };
}
