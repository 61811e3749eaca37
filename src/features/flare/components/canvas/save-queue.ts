/** What the canvas shows about saving: unsaved changes, a save under way, a newer version elsewhere. */
export type SaveState = { dirty: boolean; saving: boolean; conflict: boolean };

/** How one save ended: the error is the one `send` threw (the caller words it for the user). */
export type SaveOutcome = { ok: true } | { ok: false; error: unknown };

export type SaveQueueOptions<D> = {
  /** The version of the document as it was loaded. */
  version: number;
  /** The document as it is when a save starts (never when it was asked for). */
  read: () => D;
  /** Stores the document over `baseVersion`; resolves to the version it now has. */
  send: (baseVersion: number, doc: D) => Promise<{ version: number }>;
  /** Whether a failure means someone else saved a newer version (HTTP 409). */
  isConflict?: (error: unknown) => boolean;
  /** Called whenever the state changes. */
  onState?: (state: SaveState) => void;
};

const httpConflict = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { status?: unknown }).status === 409;

/**
 * The canvas's saves, with no framework in it. Saves run one after another, each on the version
 * the previous one produced: several quick saves (AI import adds, uploads) never race each other
 * into a version conflict. A failed save leaves the changes unsaved and the version as it was, so
 * the next save tries again from there; the queue goes on after a failure. Changes made while a save
 * is under way keep the document dirty: they go out with the next save.
 */
export class SaveQueue<D> {
  private version: number;
  private changes = 0;
  private tail: Promise<unknown> = Promise.resolve();
  private current: SaveState = { dirty: false, saving: false, conflict: false };
  private readonly options: SaveQueueOptions<D>;

  constructor(options: SaveQueueOptions<D>) {
    this.options = options;
    this.version = options.version;
  }

  get state(): SaveState {
    return this.current;
  }

  /** The version the next save is based on. */
  get baseVersion(): number {
    return this.version;
  }

  /** Notes a change to the document: it is unsaved until a save that started after it succeeds. */
  markChanged(): void {
    this.changes += 1;
    this.set({ dirty: true });
  }

  /** Queues a save after those already asked for; resolves when this one has run. */
  save(): Promise<SaveOutcome> {
    const run = this.tail.then(() => this.run());
    this.tail = run;
    return run;
  }

  private async run(): Promise<SaveOutcome> {
    const at = this.changes;
    this.set({ saving: true });
    try {
      const { version } = await this.options.send(this.version, this.options.read());
      this.version = version;
      if (this.changes === at) this.set({ dirty: false });
      return { ok: true };
    } catch (error) {
      if ((this.options.isConflict ?? httpConflict)(error)) this.set({ conflict: true });
      return { ok: false, error };
    } finally {
      this.set({ saving: false });
    }
  }

  private set(patch: Partial<SaveState>): void {
    const next = { ...this.current, ...patch };
    if (
      next.dirty === this.current.dirty &&
      next.saving === this.current.saving &&
      next.conflict === this.current.conflict
    )
      return;
    this.current = next;
    this.options.onState?.(next);
  }
}
