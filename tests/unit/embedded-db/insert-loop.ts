// Child process for the kill -9 test: opens a disk PGlite in DATA_DIR (argv[2]), migrates, then
// inserts rows one by one and prints each id only after its insert has resolved (an acknowledgement),
// until it is killed. It continues after the highest id already stored: a row can be written
// but not yet acknowledged when the previous run was killed.
import { sql } from "drizzle-orm";
import { openDatabase } from "#src/platform/db/db.ts";

const database = await openDatabase({ dataDir: process.argv[2]! });
await database.migrate();
// ~1 KB per row so WAL segments fill and roll over while the loop runs.
const filler = "x".repeat(1000);
process.stdout.write("ready\n");
const result = (await database.db.execute(
  sql`select coalesce(max((value->>'id')::int), 0) + 1 as next from site_settings where key like 'ack-%'`,
)) as unknown as { rows: { next: number }[] };
for (let id = Number(result.rows[0]?.next ?? 1); ; id++) {
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
