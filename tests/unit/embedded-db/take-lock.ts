// Child process for the lock tests: takes the DATA_DIR lock (argv[2]) and holds it until killed.
import { acquireDataDirLock, DataDirLockedError } from "#src/platform/db/lock.ts";

try {
  acquireDataDirLock(process.argv[2]!);
  process.stdout.write("locked\n");
  setInterval(() => {}, 60_000);
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(err instanceof DataDirLockedError ? 1 : 2);
}
