/**
 * Awaits queries one after another and returns their results in order, like Promise.all. For
 * code that may run inside a transaction: a transaction is one connection, which runs one query
 * at a time (node-postgres queues a second one with a deprecation warning, an error in pg 9).
 * Drizzle's query builders start only when awaited, so building them all first is fine.
 */
export async function inTurn<T extends readonly unknown[]>(
  queries: {
    readonly [K in keyof T]: PromiseLike<T[K]>;
  },
): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries as readonly PromiseLike<unknown>[]) results.push(await query);
  return results as unknown as T;
}
