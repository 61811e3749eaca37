// `npm run restore -- <file>`: replaces the embedded database (DATA_DIR) or replays into DATABASE_URL.
import { restoreCommand, runCli } from "./backup-restore.ts";

await runCli(() => restoreCommand(process.env, process.argv[2]));
process.exit();
