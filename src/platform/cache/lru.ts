/**
 * A least-recently-used map bounded by bytes (and optionally by entries), with an optional
 * time to live. Every in-memory cache of the platform is one of these, so none grows without bound.
 */
export type LruOptions = { maxBytes: number; maxEntries?: number; ttlMs?: number; now?: () => number };

type Entry<V> = { value: V; bytes: number; expiresAt: number };

export class Lru<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #opts: Required<Omit<LruOptions, "ttlMs">> & { ttlMs: number | undefined };
  #bytes = 0;

  constructor(opts: LruOptions) {
    this.#opts = {
      maxBytes: opts.maxBytes,
      maxEntries: opts.maxEntries ?? Number.POSITIVE_INFINITY,
      ttlMs: opts.ttlMs,
      now: opts.now ?? Date.now,
    };
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#opts.now()) {
      this.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value`; an entry larger than the whole budget is not kept at all. */
  set(key: string, value: V, bytes: number, ttlMs = this.#opts.ttlMs): void {
    this.delete(key);
    if (bytes > this.#opts.maxBytes) return;
    const expiresAt = ttlMs === undefined ? Number.POSITIVE_INFINITY : this.#opts.now() + ttlMs;
    this.#entries.set(key, { value, bytes, expiresAt });
    this.#bytes += bytes;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.#opts.maxBytes && this.#entries.size <= this.#opts.maxEntries) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
