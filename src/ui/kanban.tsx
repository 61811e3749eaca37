import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { GripVertical } from "lucide-react";
import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "./cn.ts";
import { columnSummary, directionOfKey, kanbanAnnouncements, neighbourColumn } from "./kanban-logic.ts";
import { useHydrated } from "./use-hydrated.ts";

export type KanbanColumn = { id: string; title: string };

export type KanbanProps<C> = {
  /** The board's accessible name. */
  label: string;
  columns: readonly KanbanColumn[];
  cards: readonly C[];
  getCardId: (card: C) => string;
  getColumnId: (card: C) => string;
  /** The card's name as a screen reader should hear it ("Acme website"). */
  getCardLabel: (card: C) => string;
  /** A number per card summed in the column header (a deal's value). */
  getCardValue?: (card: C) => number | null | undefined;
  /** How the column total is written ("$12,500"). */
  formatTotal?: (total: number) => string;
  renderCard: (card: C) => ReactNode;
  /**
   * A card was dropped in another column. The page persists it (and may throw: the board then
   * shows the card back in its column, as the page's data still says).
   */
  onMove: (cardId: string, fromColumn: string, toColumn: string) => unknown;
  /** Minimum column width in pixels on wide screens; 300 unless given. */
  minColumnWidth?: number;
  /** Shown inside an empty column. */
  emptyColumn?: ReactNode;
  /**
   * Each column's count and total when the board shows only some of its cards (a server-paged
   * pipeline): these replace the sums of the cards given.
   */
  columnSummaries?: Readonly<Record<string, { count: number; total: number | null }>>;
  /** Below a column's cards (e.g. a "Show more" button). */
  columnFooter?: (columnId: string) => ReactNode;
  className?: string;
};

type Pending = { cardId: string; to: string };

/**
 * A board of columns (one per stage) with cards that move between them by dragging, with the
 * mouse, touch or keyboard (Space to pick up, arrows to choose the column, Space to drop, Escape
 * to cancel), each step announced to screen readers. Columns sit side by side and scroll
 * sideways on wide screens, stacked one under the other under 768 px.
 */
export function Kanban<C>({
  label,
  columns,
  cards,
  getCardId,
  getColumnId,
  getCardLabel,
  getCardValue,
  formatTotal = (n) => n.toLocaleString("en-US"),
  renderCard,
  onMove,
  minColumnWidth = 300,
  emptyColumn,
  columnSummaries,
  columnFooter,
  className,
}: KanbanProps<C>) {
  const [activeId, setActiveId] = useState<string | null>(null);
  // A move waiting for the page: shown in its new column until the page's data catches up. It is
  // kept after onMove resolves until the cards change (the page's reload of its data): clearing it
  // on the server's answer showed the card back in its old column in between, and a keyboard
  // pick-up in that window started from the old column (the flaky e2e, decision 049).
  const [pending, setPending] = useState<(Pending & { before?: readonly C[] }) | null>(null);
  useEffect(() => {
    if (pending?.before && pending.before !== cards) setPending(null);
  }, [cards, pending]);
  const order = useMemo(() => columns.map((c) => c.id), [columns]);
  const titles = useMemo(() => new Map(columns.map((c) => [c.id, c.title])), [columns]);
  const byId = useMemo(() => new Map(cards.map((c) => [getCardId(c), c])), [cards, getCardId]);
  const columnOf = (card: C) => {
    const id = getCardId(card);
    return pending?.cardId === id ? pending.to : getColumnId(card);
  };

  // Keyboard drags jump from column to column instead of moving a few pixels per key press.
  const overRef = useRef<string | null>(null);
  const keyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
    const direction = directionOfKey(event.code);
    if (!direction) return undefined;
    event.preventDefault();
    const active = context.active;
    if (!active) return undefined;
    const card = byId.get(String(active.id));
    const current = overRef.current ?? (card ? columnOf(card) : null);
    if (!current) return undefined;
    const target = neighbourColumn(order, current, direction);
    if (!target) return undefined;
    const rect = context.droppableRects.get(target);
    if (!rect) return undefined;
    return { x: rect.left + 8, y: rect.top + 56 };
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  // The column a drag started from, fixed for the whole drag: the page's data may reload meanwhile.
  const dragFrom = useRef<string | null>(null);
  const names = (activeCardId: string | number, overId?: string | number | null) => {
    const card = byId.get(String(activeCardId));
    const from = dragFrom.current ?? (card ? columnOf(card) : "");
    return {
      card: card ? getCardLabel(card) : "The card",
      from: titles.get(from) ?? from,
      to: overId == null ? null : (titles.get(String(overId)) ?? String(overId)),
    };
  };
  // Said only when the column under the card changes (the first "over" is its own column).
  const lastOver = useRef<string | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const card = byId.get(String(active.id));
      lastOver.current = card ? columnOf(card) : null;
      return kanbanAnnouncements.start(names(active.id));
    },
    onDragOver: ({ active, over }) => {
      const id = over ? String(over.id) : null;
      if (id === lastOver.current) return undefined;
      lastOver.current = id;
      return kanbanAnnouncements.over(names(active.id, over?.id));
    },
    onDragEnd: ({ active, over }) => kanbanAnnouncements.end(names(active.id, over?.id)),
    onDragCancel: ({ active }) => kanbanAnnouncements.cancel(names(active.id)),
  };

  // The pointer decides where a mouse drop lands; the card's box decides for the keyboard.
  const collision: CollisionDetection = (args) => {
    if (args.pointerCoordinates) {
      const within = pointerWithin(args);
      if (within.length) return within;
    }
    return rectIntersection(args);
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    overRef.current = null;
    const card = byId.get(String(active.id));
    dragFrom.current = card ? columnOf(card) : null;
  };
  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    overRef.current = null;
    const card = byId.get(String(active.id));
    // Not cleared here: the end announcement may still read it; the next drag start replaces it.
    const from = dragFrom.current ?? (card ? columnOf(card) : null);
    if (!card || !over || !from) return;
    const to = String(over.id);
    if (from === to) return;
    const cardId = String(active.id);
    setPending({ cardId, to });
    try {
      await onMove(cardId, from, to);
    } catch (err) {
      setPending(null);
      throw err;
    }
    // Kept until the page's cards change (the effect above).
    setPending({ cardId, to, before: cards });
  };

  const active = activeId ? byId.get(activeId) : undefined;
  const style = { "--kanban-min": `${minColumnWidth}px` } as CSSProperties;
  // dnd-kit numbers its ARIA ids per process, so the server's would not match the browser's: the
  // server renders the board without drag and drop, and it is switched on once hydrated.
  const live = useHydrated();

  const board = (
    <section
      aria-label={label}
      style={style}
      className={cn(
        "relative flex flex-col gap-4 md:grid md:auto-cols-[minmax(var(--kanban-min),1fr)] md:grid-flow-col md:overflow-x-auto md:pb-2",
        className,
      )}
    >
      {columns.map((column) => {
        const inColumn = cards.filter((c) => columnOf(c) === column.id);
        const { count, total } = columnSummaries?.[column.id] ?? columnSummary(inColumn, getCardValue);
        const Column = live ? LiveColumn : StaticColumn;
        const Card = live ? LiveCard : StaticCard;
        return (
          <Column
            key={column.id}
            column={column}
            count={count}
            total={total === null ? null : formatTotal(total)}
            footer={columnFooter?.(column.id)}
          >
            {inColumn.length === 0 ? (
              <li className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-fg">
                {emptyColumn ?? "No cards"}
              </li>
            ) : (
              inColumn.map((card) => (
                <Card key={getCardId(card)} id={getCardId(card)} label={getCardLabel(card)}>
                  {renderCard(card)}
                </Card>
              ))
            )}
          </Column>
        );
      })}
    </section>
  );
  if (!live) return board;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: kanbanAnnouncements.instructions },
      }}
      onDragStart={onDragStart}
      onDragOver={({ over }) => {
        overRef.current = over ? String(over.id) : null;
      }}
      onDragEnd={(e) => void onDragEnd(e)}
      onDragCancel={() => {
        setActiveId(null);
        overRef.current = null;
      }}
    >
      {board}
      <DragOverlay>
        {active ? (
          <div className="rounded-lg border border-primary bg-card p-3 shadow-xl">{renderCard(active)}</div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

type ColumnViewProps = {
  column: KanbanColumn;
  count: number;
  total: string | null;
  footer?: ReactNode;
  children: ReactNode;
};

function LiveColumn(props: ColumnViewProps) {
  const { setNodeRef, isOver } = useDroppable({ id: props.column.id });
  return <ColumnView {...props} nodeRef={setNodeRef} isOver={isOver} />;
}

function StaticColumn(props: ColumnViewProps) {
  return <ColumnView {...props} />;
}

function ColumnView({
  column,
  count,
  total,
  footer,
  children,
  nodeRef,
  isOver = false,
}: ColumnViewProps & { nodeRef?: (el: HTMLElement | null) => void; isOver?: boolean }) {
  const headingId = `kanban-${column.id}`;
  return (
    <div
      ref={nodeRef}
      className={cn(
        "flex min-w-0 flex-col rounded-xl border border-border bg-muted/40 p-3 transition-colors",
        isOver && "border-primary bg-primary/5",
      )}
    >
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {column.title}
          <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-fg">
            <span className="sr-only">, </span>
            {count}
            <span className="sr-only"> {count === 1 ? "card" : "cards"}</span>
          </span>
        </h3>
        {total !== null ? (
          <p className="text-sm text-muted-fg">
            <span className="sr-only">Total </span>
            {total}
          </p>
        ) : null}
      </div>
      <ul aria-labelledby={headingId} className="grid min-h-16 gap-2">
        {children}
      </ul>
      {footer ? <div className="mt-2">{footer}</div> : null}
    </div>
  );
}

type CardViewProps = { id: string; label: string; children: ReactNode };

const cardClass = "relative rounded-lg border border-border bg-card p-3 pl-9 shadow-sm touch-manipulation";
const handleClass =
  "absolute top-2 left-1.5 flex h-7 w-6 cursor-grab items-center justify-center rounded text-muted-fg hover:bg-muted";

function StaticCard({ label, children }: CardViewProps) {
  return (
    <li className={cardClass}>
      <button type="button" aria-label={`Move ${label}`} className={handleClass} disabled>
        <GripVertical aria-hidden="true" className="h-4 w-4" />
      </button>
      {children}
    </li>
  );
}

function LiveCard({ id, label, children }: CardViewProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id });
  // The whole card follows the mouse; the keyboard grabs it by its handle, so links and buttons
  // inside the card keep Enter and Space for themselves.
  const { onPointerDown, onKeyDown } = (listeners ?? {}) as {
    onPointerDown?: React.PointerEventHandler;
    onKeyDown?: React.KeyboardEventHandler;
  };
  return (
    <li ref={setNodeRef} onPointerDown={onPointerDown} className={cn(cardClass, isDragging && "opacity-40")}>
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        onKeyDown={onKeyDown}
        aria-label={`Move ${label}`}
        className={handleClass}
      >
        <GripVertical aria-hidden="true" className="h-4 w-4" />
      </button>
      {children}
    </li>
  );
}
