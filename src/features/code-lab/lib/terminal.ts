import { TECH_STACK } from "../content/playground.ts";
import {
  COMING_SOON_COMMANDS,
  TERMINAL_COMMANDS,
  TERMINAL_TEXT,
  type TerminalCommandInfo,
} from "../content/terminal.ts";

export type ParsedCommand = { name: string; args: string[] };
export type TerminalLine = { text: string; tone: "output" | "error" | "muted" };
export type TerminalEffect = { kind: "clear" } | { kind: "theme"; theme: "dark" | "light" };
export type TerminalResult = { lines: TerminalLine[]; effect?: TerminalEffect };

export type TerminalContext = {
  now: Date;
  theme: "dark" | "light";
  history: readonly string[];
  contact: { email: string; phone: string; address: string };
};

/**
 * Splits a command line into a lower-case command name and arguments. Double or single quotes
 * group words; a leading "/" (from the palette) is ignored. Blank input gives null.
 */
export function parseCommand(input: string): ParsedCommand | null {
  const tokens: string[] = [];
  const re = /"([^"]*)"?|'([^']*)'?|(\S+)/g;
  for (const m of input.trim().matchAll(re)) tokens.push(m[1] ?? m[2] ?? m[3] ?? "");
  if (!tokens.length) return null;
  const name = tokens[0]!.replace(/^\/+/, "").toLowerCase();
  if (!name) return null;
  return { name, args: tokens.slice(1) };
}

/** Every command shown in the palette: the working ones, then the ones not built yet. */
export const PALETTE_COMMANDS: (TerminalCommandInfo & { comingSoon: boolean })[] = [
  ...TERMINAL_COMMANDS.map((c) => ({ ...c, comingSoon: false })),
  ...COMING_SOON_COMMANDS.map((c) => ({ ...c, comingSoon: true })),
];

/** The palette opens when the text ends with "/". */
export const paletteShouldOpen = (text: string) => text.endsWith("/");

const out = (text: string): TerminalLine => ({ text, tone: "output" });

/** Runs one command line. Pure: effects (clear, theme) are returned for the component to apply. */
export function runCommand(input: string, ctx: TerminalContext): TerminalResult {
  const parsed = parseCommand(input);
  if (!parsed) return { lines: [] };
  const { name, args } = parsed;
  switch (name) {
    case "help": {
      const width = Math.max(...PALETTE_COMMANDS.map((c) => (c.usage ?? c.name).length));
      return {
        lines: [
          out("Available commands:"),
          ...TERMINAL_COMMANDS.map((c) => out(`  ${(c.usage ?? c.name).padEnd(width)}  ${c.description}`)),
          { text: `Not built yet: ${COMING_SOON_COMMANDS.map((c) => c.name).join(", ")}`, tone: "muted" },
        ],
      };
    }
    case "clear":
      return { lines: [], effect: { kind: "clear" } };
    case "about":
      return { lines: TERMINAL_TEXT.about.map(out) };
    case "services":
      return { lines: TERMINAL_TEXT.services.map(out) };
    case "contact":
      return {
        lines: [
          out(`Email:   ${ctx.contact.email}`),
          out(`Phone:   ${ctx.contact.phone}`),
          out(`Address: ${ctx.contact.address}`),
        ],
      };
    case "date":
      return { lines: [out(ctx.now.toString())] };
    case "theme": {
      const wanted = args[0]?.toLowerCase();
      if (wanted === undefined) {
        const next = ctx.theme === "dark" ? "light" : "dark";
        return { lines: [out(`Theme switched to ${next}.`)], effect: { kind: "theme", theme: next } };
      }
      if (wanted !== "dark" && wanted !== "light")
        return { lines: [{ text: TERMINAL_TEXT.themeUsage, tone: "error" }] };
      return { lines: [out(`Theme switched to ${wanted}.`)], effect: { kind: "theme", theme: wanted } };
    }
    case "stack":
      return { lines: TECH_STACK.map((g) => out(`${g.group}: ${g.items.join(", ")}`)) };
    case "echo":
      return args.length
        ? { lines: [out(args.join(" "))] }
        : { lines: [{ text: TERMINAL_TEXT.echoUsage, tone: "muted" }] };
    case "history":
      return ctx.history.length
        ? { lines: ctx.history.map((h, i) => out(`${String(i + 1).padStart(3)}  ${h}`)) }
        : { lines: [{ text: TERMINAL_TEXT.emptyHistory, tone: "muted" }] };
    case "whoami":
      return { lines: [out(TERMINAL_TEXT.whoami)] };
  }
  if (COMING_SOON_COMMANDS.some((c) => c.name === name)) return { lines: [out(`Coming soon: ${name}`)] };
  return {
    lines: [
      { text: `Unknown command: ${name}`, tone: "error" },
      { text: TERMINAL_TEXT.unknownHint, tone: "muted" },
    ],
  };
}
