// Child process for the kill -9 test: opens a disk PGlite in DATA_DIR (argv[2]), migrates, then
// inserts rows one by one and prints each id only after its insert has resolved (an acknowledgement),
// until it is killed. argv[3] is the first id, so several runs can share one data directory.
import { sql } from "drizzle-orm";
import { openDatabase } from "#src/platform/db/db.ts";

const database = await openDatabase({ dataDir: process.argv[2]! });
await database.migrate();
// ~1 KB per row so WAL segments fill and roll over while the loop runs.
const filler = "x".repeat(1000);
process.stdout.write("ready\n");
for (let id = Number(process.argv[3] ?? 1); ; id++) {
  if (id % 10 === 0) {
    // Every tenth row goes through an explicit transaction, the path Drizzle services use.
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into site_settings (key, value) values (${`ack-${id}`}, ${JSON.stringify({ id, filler })})`,
      );
    });
  } else {
    await database.db.execute(
      sql`insert into site_settings (key, value) values (${`ack-${id}`}, ${JSON.stringify({ id, filler })})`,
    );
  }
  process.stdout.write(`${id}\n`);
}
