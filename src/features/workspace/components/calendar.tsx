import {
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { format } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { useShell } from "#src/features/site/index.ts";
import { weekStartOf } from "#src/lib/business-hours.ts";
import { ButtonLink } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { monthGrid, monthKey, moveDay, shiftMonth, weekdayNames } from "../lib/calendar.ts";
import type { TaskDto } from "../workspace.contract.ts";
import { StatusBadge } from "./badges.tsx";

function Chip({ task, href, live }: { task: TaskDto; href: string; live: boolean }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: task.id,
    disabled: !live,
  });
  const style = transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined;
  return (
    <div
      ref={setNodeRef}
      style={style}
      className={cn(
        "flex min-w-0 items-center gap-1 rounded border border-border bg-card px-1.5 py-1 text-xs shadow-sm",
        isDragging && "z-10 opacity-80 ring-2 ring-primary",
      )}
    >
      <button
        type="button"
        className="cursor-grab rounded px-0.5 text-muted-fg focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={`Move ${task.title} to another day`}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <Link to={href} className="min-w-0 truncate hover:underline">
        {task.title}
      </Link>
    </div>
  );
}

function Day({
  date,
  inMonth,
  day,
  today,
  children,
}: {
  date: string;
  inMonth: boolean;
  day: number;
  today: boolean;
  children: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: date });
  return (
    <li
      ref={setNodeRef}
      aria-label={format(new Date(`${date}T00:00:00`), "EEEE, MMMM d")}
      className={cn(
        "grid min-h-24 min-w-0 content-start gap-1 border-t border-l border-border p-1",
        !inMonth && "bg-muted/50 text-muted-fg",
        isOver && "bg-primary/10",
      )}
      data-date={date}
    >
      <span
        className={cn("text-xs", today && "w-fit rounded-full bg-primary px-1.5 font-bold text-primary-fg")}
      >
        {day}
      </span>
      {children}
    </li>
  );
}

/**
 * A month of tasks by due date, from the company's first day of the week (site settings). Dragging a task (mouse, touch, or keyboard: Space,
 * arrows by day and week, Space) to another day changes its due date; tasks without a due date
 * are listed apart.
 */
export function TaskCalendar({
  tasks,
  month,
  taskHref,
  monthHref,
  onMove,
}: {
  tasks: TaskDto[];
  month: Date;
  taskHref: (t: TaskDto) => string;
  monthHref: (key: string) => string;
  onMove: (taskId: string, dueDate: string) => Promise<unknown>;
}) {
  const live = useHydrated();
  const [pending, setPending] = useState<Record<string, string>>({});
  const weekStartsOn = weekStartOf(useShell().site.businessHours);
  const days = useMemo(() => monthGrid(month, weekStartsOn), [month, weekStartsOn]);
  const todayKey = format(new Date(), "yyyy-MM-dd");
  const due = (t: TaskDto) => pending[t.id] ?? t.dueDate;
  const overRef = useRef<string | null>(null);
  const keyboard: KeyboardCoordinateGetter = (event, { context }) => {
    const active = context.active;
    if (!active) return undefined;
    const task = tasks.find((t) => t.id === active.id);
    const from = overRef.current ?? (task ? due(task) : null);
    if (!from) return undefined;
    const to = moveDay(from, event.code);
    if (!to) return undefined;
    event.preventDefault();
    const rect = context.droppableRects.get(to);
    if (!rect) return undefined;
    overRef.current = to;
    return { x: rect.left + 6, y: rect.top + 20 };
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard }),
  );
  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    overRef.current = null;
    if (!over) return;
    const task = tasks.find((t) => t.id === active.id);
    const to = String(over.id);
    if (!task || due(task) === to) return;
    setPending((p) => ({ ...p, [task.id]: to }));
    try {
      await onMove(task.id, to);
    } finally {
      setPending((p) => {
        const { [task.id]: _, ...rest } = p;
        return rest;
      });
    }
  };
  const undated = tasks.filter((t) => !due(t));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold" aria-live="polite">
          {format(month, "MMMM yyyy")}
        </h2>
        <ButtonLink
          variant="outline"
          size="sm"
          to={monthHref(shiftMonth(month, -1))}
          aria-label="Previous month"
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
        <ButtonLink variant="outline" size="sm" to={monthHref(monthKey(new Date()))}>
          Today
        </ButtonLink>
        <ButtonLink variant="outline" size="sm" to={monthHref(shiftMonth(month, 1))} aria-label="Next month">
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
      </div>
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          overRef.current = null;
        }}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) =>
              `Picked up ${tasks.find((t) => t.id === active.id)?.title ?? "task"}. Use the arrow keys to choose a day, Space to drop.`,
            onDragOver: ({ over }) =>
              over ? `Over ${format(new Date(`${over.id}T00:00:00`), "EEEE, MMMM d")}` : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? `${tasks.find((t) => t.id === active.id)?.title ?? "Task"} is now due ${format(new Date(`${over.id}T00:00:00`), "MMMM d")}`
                : "Dropped outside the calendar",
            onDragCancel: () => "Move cancelled",
          },
        }}
      >
        <ScrollRegion label="Month" className="rounded-none border-0">
          <div className="min-w-[42rem] border-r border-b border-border">
            <div
              className="grid grid-cols-[repeat(7,minmax(0,1fr))] text-center text-xs font-medium text-muted-fg"
              aria-hidden="true"
            >
              {weekdayNames(weekStartsOn).map((d) => (
                <span key={d} className="py-1">
                  {d}
                </span>
              ))}
            </div>
            <ol
              className="grid grid-cols-[repeat(7,minmax(0,1fr))]"
              aria-label={`Tasks by due date, ${format(month, "MMMM yyyy")}`}
            >
              {days.map((d) => (
                <Day key={d.date} date={d.date} inMonth={d.inMonth} day={d.day} today={d.date === todayKey}>
                  {tasks
                    .filter((t) => due(t) === d.date)
                    .map((t) => (
                      <Chip key={t.id} task={t} href={taskHref(t)} live={live} />
                    ))}
                </Day>
              ))}
            </ol>
          </div>
        </ScrollRegion>
      </DndContext>
      <section aria-labelledby="undated-heading" className="grid gap-2">
        <h3 id="undated-heading" className="font-semibold">
          No due date ({undated.length})
        </h3>
        {undated.length === 0 ? <p className="text-sm text-muted-fg">Every task has a due date.</p> : null}
        <ul className="flex flex-wrap gap-2">
          {undated.map((t) => (
            <li key={t.id} className="flex items-center gap-2 rounded border border-border px-2 py-1 text-sm">
              <Link to={taskHref(t)} className="hover:underline">
                {t.title}
              </Link>
              <StatusBadge status={t.status} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
