// `npm run check` (part): thin handlers. A slice's `*.api.ts` parses input with its contract, calls
// a service with the actor and answers; transactions, audit records and table writes belong in the
// services (server/*.service.ts), where the rules live and the tests reach them. This check fails
// on any of those in an `*.api.ts`.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

const FORBIDDEN: { re: RegExp; what: string }[] = [
  { re: /\.transaction\(/, what: "a transaction" },
  { re: /\brecordAudit\b/, what: "an audit record" },
  { re: /\.insert\(/, what: "a table insert" },
  { re: /\.update\(/, what: "a table update" },
  { re: /\b(?:db|tx)\.delete\(/, what: "a table delete" },
  { re: /\.execute\(/, what: "a raw query" },
];

export function checkThinHandlers(files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const rel = path.relative(root, file);
    const lines = fs.readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\*)/.test(line)) return;
      for (const { re, what } of FORBIDDEN)
        if (re.test(line)) problems.push(`${rel}:${i + 1}: ${what} in a handler (move it into a service)`);
    });
  }
  return problems;
}

if (import.meta.main) {
  const features = path.join(root, "src/features");
  const files = fs.readdirSync(features).flatMap((slice) =>
    fs
      .readdirSync(path.join(features, slice))
      .filter((f) => f.endsWith(".api.ts"))
      .map((f) => path.join(features, slice, f)),
  );
  const problems = checkThinHandlers(files);
  if (problems.length) {
    console.error(`Handlers that do a service's work:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(`thin handlers: ${files.length} slice APIs write nothing themselves`);
  }
}
