import { SLASH_COMMANDS, TASK_STATUSES, type TaskStatus } from "../workspace.contract.ts";

export type SlashCommand = (typeof SLASH_COMMANDS)[number]["name"];

export type ParsedLine =
  | { kind: "message"; text: string }
  | { kind: "command"; name: SlashCommand; arg: string }
  | { kind: "unknown"; name: string };

/** A line of the command box: a message, or '/name argument'. */
export function parseLine(line: string): ParsedLine {
  const text = line.trim();
  const m = /^\/(\S+)\s*(.*)$/s.exec(text);
  if (!m) return { kind: "message", text };
  const name = m[1]!.toLowerCase();
  const found = SLASH_COMMANDS.find((c) => c.name === name);
  return found ? { kind: "command", name: found.name, arg: m[2]!.trim() } : { kind: "unknown", name };
}

/** The palette opens when the typed text ends with '/', filtered by what follows the last '/'. */
export function paletteQuery(value: string): string | null {
  const m = /(?:^|\s)\/(\w*)$/.exec(value);
  return m ? m[1]!.toLowerCase() : null;
}

export function paletteMatches(query: string) {
  return SLASH_COMMANDS.filter((c) => c.name.startsWith(query));
}

/** '/status in progress' names a status as it reads; null when there is no such status. */
export function statusOf(arg: string): TaskStatus | null {
  const status = arg.replace(/\s+/g, "_").toLowerCase() as TaskStatus;
  return TASK_STATUSES.includes(status) ? status : null;
}

/** Minutes logged by hand ('/log 30', the Time form): a whole number from 1 to a day's 1440. */
export function minutesOf(value: string): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1440 ? n : null;
}
