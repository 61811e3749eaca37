// `npm run backup [-- <file>]`: one archive with the database (embedded in DATA_DIR, or PostgreSQL
// at DATABASE_URL), the uploaded files (local storage) and the generated auth secret.
import { backupCommand, runCli } from "./backup-restore.ts";

await runCli(() => backupCommand(process.env, process.argv.slice(2)));
// pg / PGlite handles are closed; exit without waiting on stray timers.
process.exit();
