import { SLASH_COMMANDS } from "../workspace.contract.ts";

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
