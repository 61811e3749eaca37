// `npm run restore -- [--force] [--database-only] <file>`: brings back the database, the uploaded
// files and the auth secret of a `npm run backup` archive (DATA_DIR, or DATABASE_URL).
import { restoreCommand, runCli } from "./backup-restore.ts";

await runCli(() => restoreCommand(process.env, process.argv.slice(2)));
process.exit();
