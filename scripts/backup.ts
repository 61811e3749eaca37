// `npm run backup [-- <file>]`: embedded database (DATA_DIR, default ./data) or PostgreSQL (DATABASE_URL).
import { backupCommand, runCli } from "./backup-restore.ts";

await runCli(async () => `Backup written to ${await backupCommand(process.env, process.argv[2])}`);
// pg / PGlite handles are closed; exit without waiting on stray timers.
process.exit();
