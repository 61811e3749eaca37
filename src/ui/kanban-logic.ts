/**
 * The pure part of the Kanban board: which column a key press moves a card to, what a screen
 * reader hears, and column totals. No React, no dnd-kit: tested on its own.
 */

export type KanbanDirection = "next" | "previous";

/** The column after (or before) `current` in board order, or null at either end. */
export function neighbourColumn(
  order: readonly string[],
  current: string,
  direction: KanbanDirection,
): string | null {
  const index = order.indexOf(current);
  if (index < 0) return null;
  const next = direction === "next" ? index + 1 : index - 1;
  return order[next] ?? null;
}

/**
 * While dragging with the keyboard: Right and Down go to the next column, Left and Up to the
 * previous one (Down and Up because the columns are stacked on a phone).
 */
export function directionOfKey(code: string): KanbanDirection | null {
  if (code === "ArrowRight" || code === "ArrowDown") return "next";
  if (code === "ArrowLeft" || code === "ArrowUp") return "previous";
  return null;
}

export type KanbanAnnouncementNames = {
  card: string;
  from: string;
  to?: string | null;
};

/** The words a screen reader says during a drag (dnd-kit's live region reads them). */
export const kanbanAnnouncements = {
  instructions:
    "To move a card, press Space or Enter. While moving, use the arrow keys to choose a column, Space or Enter to drop it there, and Escape to cancel.",
  start: ({ card, from }: KanbanAnnouncementNames) =>
    `Picked up ${card} in ${from}. Use the arrow keys to choose a column.`,
  over: ({ card, to }: KanbanAnnouncementNames) =>
    to ? `${card} is over ${to}.` : `${card} is not over a column.`,
  end: ({ card, from, to }: KanbanAnnouncementNames) =>
    !to || to === from ? `${card} was dropped back in ${from}.` : `${card} moved from ${from} to ${to}.`,
  cancel: ({ card, from }: KanbanAnnouncementNames) => `Moving ${card} was cancelled. It stays in ${from}.`,
};

/** A column's card count and the sum of its cards' values (null when no card has one). */
export function columnSummary<C>(cards: readonly C[], value?: (card: C) => number | null | undefined) {
  let total: number | null = null;
  if (value) {
    for (const card of cards) {
      const v = value(card);
      if (typeof v === "number" && Number.isFinite(v)) total = (total ?? 0) + v;
    }
  }
  return { count: cards.length, total };
}
