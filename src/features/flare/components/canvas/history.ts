/** How many steps Undo can go back: older snapshots are dropped first. */
export const HISTORY_LIMIT = 100;

/**
 * Undo and redo over snapshots of a document, with no framework in it. `record` is called with the
 * document as it is just before a change; `undo` and `redo` take the document as it is now and give
 * back the one to show (or undefined when there is nothing to go back or forward to). A change
 * recorded after an undo starts a new branch: what could be redone is forgotten.
 */
export class History<S> {
  private past: S[] = [];
  private future: S[] = [];
  private readonly limit: number;

  constructor(limit = HISTORY_LIMIT) {
    this.limit = limit;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  record(current: S): void {
    this.past.push(current);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
  }

  undo(current: S): S | undefined {
    const previous = this.past.pop();
    if (previous === undefined) return undefined;
    this.future.push(current);
    return previous;
  }

  redo(current: S): S | undefined {
    const next = this.future.pop();
    if (next === undefined) return undefined;
    this.past.push(current);
    return next;
  }
}
