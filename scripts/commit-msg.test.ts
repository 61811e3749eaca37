import { describe, expect, it } from "vitest";
import { commitMessageProblems } from "./commit-msg.ts";

describe("the commit-msg hook", () => {
  it("takes an imperative subject of at most 72 characters with a body after a blank line", () => {
    expect(commitMessageProblems("Close the connection after refusing a body\n\nWhy it matters.\n")).toEqual(
      [],
    );
    expect(commitMessageProblems("Add owners to workspaces\n")).toEqual([]);
    expect(commitMessageProblems(`${"A".repeat(72)}\n`)).toEqual([]);
  });

  it("refuses a long, lower-case, past-tense or full-stopped subject and a body without a blank line", () => {
    expect(commitMessageProblems(`${"A".repeat(73)}\n`)[0]).toContain("73 characters");
    expect(commitMessageProblems("add owners\n")).toEqual(["Start the subject with a capital letter."]);
    expect(commitMessageProblems("Added owners to workspaces\n")[0]).toContain('"Add …", not "Added …"');
    expect(commitMessageProblems("Fixes the build\n")[0]).toContain('"Fix …"');
    expect(commitMessageProblems("Add owners.\n")).toEqual(["End the subject without a full stop."]);
    expect(commitMessageProblems("Add owners\nbody right away\n")).toEqual([
      "Leave a blank line between the subject and the body.",
    ]);
    expect(commitMessageProblems("\n")).toEqual(["The subject line is empty."]);
  });

  it("lets git's own merges, reverts and fixups through, and ignores comment lines", () => {
    expect(commitMessageProblems("Merge branch 'x'\n")).toEqual([]);
    expect(commitMessageProblems('Revert "Add owners"\n')).toEqual([]);
    expect(commitMessageProblems("fixup! Add owners\n")).toEqual([]);
    expect(commitMessageProblems("# Please enter the commit message\nAdd owners\n")).toEqual([]);
  });
});
