/**
 * Group commit for the tracker's batches: a batch that arrives while earlier ones are being written
 * waits, and the batches waiting are written together in one statement as soon as a write
 * finishes. A batch alone is written at once (no timer, no added wait); under load, concurrent
 * requests share statements. Each caller's promise settles only when the statement holding its
 * rows has committed (or failed: then every caller of that statement gets the error and nothing of
 * theirs is acknowledged).
 */
export type InsertQueue<Row> = { add(rows: Row[]): Promise<void> };

export function insertQueue<Row>(
  write: (rows: Row[]) => Promise<void>,
  /** Statements written at the same time (connections used). */
  maxInFlight = 2,
  /** The most rows one statement takes (a batch is never split). */
  maxRows = 2_000,
): InsertQueue<Row> {
  const waiting: { rows: Row[]; resolve: () => void; reject: (e: unknown) => void }[] = [];
  let inFlight = 0;
  const pump = (): void => {
    while (inFlight < maxInFlight && waiting.length) {
      const group: typeof waiting = [];
      let count = 0;
      while (waiting.length && (!group.length || count + waiting[0]!.rows.length <= maxRows)) {
        const next = waiting.shift()!;
        group.push(next);
        count += next.rows.length;
      }
      inFlight++;
      const rows = group.length === 1 ? group[0]!.rows : group.flatMap((g) => g.rows);
      let written: Promise<void>;
      try {
        written = write(rows);
      } catch (error) {
        written = Promise.reject(error); // a write that throws at once is a failed write too
      }
      written
        .then(
          () => {
            for (const g of group) g.resolve();
          },
          (error: unknown) => {
            for (const g of group) g.reject(error);
          },
        )
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  };
  return {
    add(rows) {
      if (!rows.length) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiting.push({ rows, resolve, reject });
        pump();
      });
    },
  };
}
