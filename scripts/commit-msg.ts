// The commit-msg hook (installed by `npm install` through package.json's "prepare": git's
// core.hooksPath is set to .githooks). History a reader can follow starts with a subject that fits
// a log line and says what the commit does, so this refuses:
//   - a subject longer than 72 characters, or empty;
//   - a subject that does not start with a capital letter or ends with a full stop;
//   - a subject in the past tense or third person ("Added", "Fixes", "Updating"): the imperative
//     reads as what applying the commit does ("Add", "Fix", "Update");
//   - a body that does not follow a blank line.
// Merges, reverts and fixup!/squash! commits made by git itself pass.
import fs from "node:fs";

export const SUBJECT_MAX = 72;

const NOT_IMPERATIVE =
  /^(?:Add|Fix|Update|Change|Remove|Move|Refactor|Implement|Create|Make|Improve|Rename|Use|Delete|Replace|Introduce|Clean)(?:ed|es|s|ing)\b|^(?:Made|Makes|Making)\b/;

export function commitMessageProblems(message: string): string[] {
  const lines = message.split("\n").filter((l) => !l.startsWith("#"));
  while (lines.length && lines.at(-1)!.trim() === "") lines.pop();
  const subject = lines[0] ?? "";
  if (/^(?:Merge |Revert "|fixup! |squash! |amend! )/.test(subject)) return [];
  const problems: string[] = [];
  if (!subject.trim()) return ["The subject line is empty."];
  if (subject.length > SUBJECT_MAX)
    problems.push(
      `The subject has ${subject.length} characters; keep it to ${SUBJECT_MAX} (put the rest in the body).`,
    );
  if (!/^[A-Z]/.test(subject)) problems.push("Start the subject with a capital letter.");
  if (/\.\s*$/.test(subject)) problems.push("End the subject without a full stop.");
  const verb = NOT_IMPERATIVE.exec(subject);
  if (verb)
    problems.push(
      `Write the subject in the imperative ("${verb[0].replace(/(?:ed|es|s|ing)$/, "")} …", not "${verb[0]} …").`,
    );
  if (lines.length > 1 && lines[1]!.trim() !== "")
    problems.push("Leave a blank line between the subject and the body.");
  return problems;
}

if (import.meta.main) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: commit-msg.ts <message file>");
    process.exit(2);
  }
  const problems = commitMessageProblems(fs.readFileSync(file, "utf8"));
  if (problems.length) {
    console.error(
      `commit-msg: the message needs a change (CONTRIBUTING.md, "Commits"):\n  - ${problems.join("\n  - ")}`,
    );
    process.exit(1);
  }
}
