import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAIL_KINDS } from "./mail-kinds.ts";

const features = path.resolve(import.meta.dirname, "../features");

/** Every source file of the slices, tests left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.testing\.ts$/.test(e.name) ? [full] : [];
  });
}

describe("the registry of email kinds", () => {
  const files = sources(features);
  const mailModules = files.filter((f) => fs.readFileSync(f, "utf8").includes("renderMail("));
  const written = new Set(
    mailModules.flatMap((f) =>
      [...fs.readFileSync(f, "utf8").matchAll(/\bkind: "([a-z0-9-]+)"/g)].map((m) => m[1]!),
    ),
  );

  it("lists every kind of email a slice writes", () => {
    expect(mailModules.length).toBeGreaterThan(10);
    for (const kind of written)
      expect(Object.keys(MAIL_KINDS), `${kind} is not in MAIL_KINDS`).toContain(kind);
  });

  it("lists no kind that nothing writes any more", () => {
    for (const kind of Object.keys(MAIL_KINDS))
      expect([...written], `nothing writes ${kind}`).toContain(kind);
  });

  it("includes the workspace invitation and meeting emails, and says what the deal team email is for", () => {
    expect(MAIL_KINDS["workspace-invitation"].name).toBe("Workspace invitation");
    expect(MAIL_KINDS["workspace-meeting"].trigger).toMatch(/meeting is scheduled/);
    expect(MAIL_KINDS["crm-deal-team"].trigger).toBe("A colleague adds someone to a deal's team");
  });

  it("is the only list of automatic emails: no slice keeps its own", () => {
    const copies = files.filter((f) =>
      /AUTOMATIC_EMAILS|Record<string, \{ name: string; trigger: string \}>/.test(fs.readFileSync(f, "utf8")),
    );
    expect(copies).toEqual([]);
  });
});
