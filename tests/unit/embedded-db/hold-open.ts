// Child process for the embedded-db tests: opens DATA_DIR (argv[2]) and holds it until killed.
import { openDatabase } from "#src/platform/db/db.ts";
import { DataDirLockedError } from "#src/platform/db/lock.ts";

try {
  await openDatabase({ dataDir: process.argv[2]! });
  process.stdout.write("open\n");
  setInterval(() => {}, 60_000);
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(err instanceof DataDirLockedError ? 1 : 2);
}
