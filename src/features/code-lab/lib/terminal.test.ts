import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paletteShouldOpen, parseCommand, runCommand, type TerminalContext } from "./terminal.ts";

const ctx: TerminalContext = {
  now: new Date("2026-03-04T05:06:07Z"),
  theme: "dark",
  history: ["help", "about"],
  contact: { email: "hello@example.com", phone: "(202) 555-0143", address: "1 Main St" },
};

describe("terminal command parser", () => {
  it("splits the name and arguments, lower-cases the name and honours quotes", () => {
    expect(parseCommand("  Echo  hello   world ")).toEqual({ name: "echo", args: ["hello", "world"] });
    expect(parseCommand("echo \"two words\" 'and more'")).toEqual({
      name: "echo",
      args: ["two words", "and more"],
    });
    expect(parseCommand("/help")).toEqual({ name: "help", args: [] });
    expect(parseCommand("   ")).toBeNull();
    expect(parseCommand("/")).toBeNull();
  });

  it("opens the palette only when the text ends with /", () => {
    expect(paletteShouldOpen("/")).toBe(true);
    expect(paletteShouldOpen("echo a/")).toBe(true);
    expect(paletteShouldOpen("/help")).toBe(false);
  });

  it("never throws on any input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        parseCommand(s);
        runCommand(s, ctx);
      }),
    );
  });
});

describe("terminal commands", () => {
  it("lists the commands in help, including the ones not built", () => {
    const text = runCommand("help", ctx)
      .lines.map((l) => l.text)
      .join("\n");
    expect(text).toContain("about");
    expect(text).toContain("Not built yet: deploy, chat");
  });

  it("clears and switches the theme through effects", () => {
    expect(runCommand("clear", ctx).effect).toEqual({ kind: "clear" });
    expect(runCommand("theme", ctx).effect).toEqual({ kind: "theme", theme: "light" });
    expect(runCommand("theme DARK", ctx).effect).toEqual({ kind: "theme", theme: "dark" });
    expect(runCommand("theme blue", ctx).lines[0]?.tone).toBe("error");
  });

  it("answers contact, date, echo and history from the context", () => {
    expect(runCommand("contact", ctx).lines.map((l) => l.text)).toContain("Email:   hello@example.com");
    expect(runCommand("date", ctx).lines[0]?.text).toBe(ctx.now.toString());
    expect(runCommand('echo "hi there"', ctx).lines[0]?.text).toBe("hi there");
    expect(runCommand("history", ctx).lines.map((l) => l.text)).toEqual(["  1  help", "  2  about"]);
  });

  it("says 'Coming soon: <command>' for commands not built", () => {
    expect(runCommand("deploy", ctx).lines[0]?.text).toBe("Coming soon: deploy");
    expect(runCommand("/chat now", ctx).lines[0]?.text).toBe("Coming soon: chat");
  });

  it("says 'Unknown command' with a hint for anything else", () => {
    const lines = runCommand("rm -rf /", ctx).lines;
    expect(lines[0]).toEqual({ text: "Unknown command: rm", tone: "error" });
    expect(lines[1]?.text).toContain('"help"');
  });
});
