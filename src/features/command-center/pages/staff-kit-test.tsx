import { Inbox } from "lucide-react";
import { useState } from "react";
import { data } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { BarChart, DonutChart, LineChart } from "#src/ui/chart.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "#src/ui/data-table.tsx";
import { pageWindow, parseDataTableQuery } from "#src/ui/data-table-query.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { ErrorState } from "#src/ui/error-state.tsx";
import { Kanban } from "#src/ui/kanban.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { ThemeToggle } from "#src/ui/theme.tsx";
import type { Route } from "./+types/staff-kit-test";

/**
 * Every piece of the staff UI kit on one page, so end-to-end tests can drive them in a browser
 * (tests/e2e/command-center/staff-kit.spec.ts). It exists only when ENABLE_TEST_ROUTES=1 (the
 * test server); elsewhere it is a plain 404. The rows are made up here, in memory.
 */

type Item = { id: string; name: string; score: number; status: "open" | "won" | "lost" };
const STATUSES = ["open", "won", "lost"] as const;
const make = (count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `item-${i + 1}`,
    name: `Item ${String(i + 1).padStart(4, "0")}`,
    score: (i * 37) % 101,
    status: STATUSES[i % 3] ?? "open",
  }));
const CLIENT_ROWS = make(60);
const SERVER_ROWS = make(1000);

const SERVER_QUERY = { defaultSort: { id: "name", desc: false } };

export function meta() {
  return staffMeta("Staff UI kit");
}

export function loader({ request, context }: Route.LoaderArgs) {
  if (!getRequestState(context).services.config.enableTestRoutes) throw data(null, { status: 404 });
  // What a real loader does with the URL: one page, sorted and filtered, and the total.
  const query = parseDataTableQuery(new URL(request.url).searchParams, {
    ...SERVER_QUERY,
    sortable: ["name", "score", "status"],
    filterable: ["status"],
  });
  let rows = SERVER_ROWS.filter(
    (r) =>
      (!query.search || r.name.toLowerCase().includes(query.search.toLowerCase())) &&
      (!query.filters.status || r.status === query.filters.status),
  );
  const sort = query.sort;
  if (sort) {
    rows = [...rows].sort((a, b) => {
      const x = a[sort.id as keyof Item];
      const y = b[sort.id as keyof Item];
      const order = x < y ? -1 : x > y ? 1 : 0;
      return sort.desc ? -order : order;
    });
  }
  const { offset, limit } = pageWindow(query);
  return { page: rows.slice(offset, offset + limit), total: rows.length };
}

const columns: DataTableColumn<Item>[] = [
  { id: "name", header: "Name", value: (r) => r.name, hideable: false },
  { id: "score", header: "Score", value: (r) => r.score, align: "end" },
  {
    id: "status",
    header: "Status",
    value: (r) => r.status,
    cell: (r) => (
      <Badge tone={r.status === "won" ? "success" : r.status === "lost" ? "danger" : "info"}>
        {r.status}
      </Badge>
    ),
    filter: { options: STATUSES.map((s) => ({ value: s, label: s })) },
  },
  { id: "id", header: "Id", value: (r) => r.id, hidden: true },
];

type Card = { id: string; title: string; column: string; value: number };
const BOARD = [
  { id: "todo", title: "To do" },
  { id: "doing", title: "Doing" },
  { id: "done", title: "Done" },
];

export default function StaffKitTest({ loaderData }: Route.ComponentProps) {
  const [opened, setOpened] = useState<string | null>(null);
  const [cards, setCards] = useState<Card[]>([
    { id: "c1", title: "Card A", column: "todo", value: 1000 },
    { id: "c2", title: "Card B", column: "todo", value: 500 },
    { id: "c3", title: "Card C", column: "doing", value: 250 },
  ]);
  const [moves, setMoves] = useState<string[]>([]);
  const [deleted, setDeleted] = useState(false);
  const [sheet, setSheet] = useState(false);
  const [retries, setRetries] = useState(0);

  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-10 px-4 py-8">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">Staff UI kit</h1>
        <ThemeToggle />
      </div>

      <section className="grid gap-3">
        <h2 className="text-xl font-semibold">Client table</h2>
        <p>{opened ? `Opened ${opened}` : "No row opened"}</p>
        <DataTable
          caption="Client items"
          columns={columns}
          rows={CLIENT_ROWS}
          getRowId={(r) => r.id}
          onRowOpen={(r) => setOpened(r.name)}
          defaultPageSize={10}
        />
      </section>

      <section className="grid gap-3">
        <h2 className="text-xl font-semibold">Server table</h2>
        <DataTable
          caption="Server items"
          columns={columns}
          rows={loaderData.page}
          getRowId={(r) => r.id}
          server={{ total: loaderData.total, query: SERVER_QUERY }}
          empty={<EmptyState title="No items yet" icon={Inbox} headingLevel={3} />}
        />
      </section>

      <section className="grid gap-3">
        <h2 className="text-xl font-semibold">Board</h2>
        <ul aria-label="Moves">
          {moves.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <Kanban
          label="Test board"
          columns={BOARD}
          cards={cards}
          getCardId={(c) => c.id}
          getColumnId={(c) => c.column}
          getCardLabel={(c) => c.title}
          getCardValue={(c) => c.value}
          formatTotal={(n) => `$${n.toLocaleString("en-US")}`}
          renderCard={(c) => <p className="font-medium">{c.title}</p>}
          onMove={(id, from, to) => {
            setCards((all) => all.map((c) => (c.id === id ? { ...c, column: to } : c)));
            setMoves((all) => [...all, `Moved ${id} from ${from} to ${to}`]);
          }}
        />
      </section>

      <section className="grid gap-3 md:grid-cols-3">
        <h2 className="text-xl font-semibold md:col-span-3">Charts</h2>
        <BarChart
          title="Items by status"
          data={STATUSES.map((s) => ({ label: s, value: CLIENT_ROWS.filter((r) => r.status === s).length }))}
        />
        <DonutChart
          title="Share by status"
          data={STATUSES.map((s) => ({ label: s, value: CLIENT_ROWS.filter((r) => r.status === s).length }))}
        />
        <BarChart
          title="Spend by campaign type"
          data={[
            { label: "Lead generation", value: 900 },
            { label: "Thought leadership", value: 650 },
            { label: "Brand awareness", value: 300 },
          ]}
        />
        <LineChart
          title="Scores"
          data={CLIENT_ROWS.slice(0, 12).map((r) => ({ label: r.name, value: r.score }))}
        />
      </section>

      <section className="grid gap-3">
        <h2 className="text-xl font-semibold">Dialogs and states</h2>
        <p>{deleted ? "Deleted" : "Not deleted"}</p>
        <div className="flex gap-2">
          <ConfirmDialog
            trigger={<Button variant="danger">Delete item</Button>}
            title="Delete this item?"
            description="It cannot be brought back."
            confirmLabel="Delete"
            onConfirm={() => setDeleted(true)}
          />
          <Button variant="outline" onClick={() => setSheet(true)}>
            Open sheet
          </Button>
        </div>
        <Sheet open={sheet} onOpenChange={setSheet} title="Side sheet">
          <p className="p-4">Sheet content</p>
        </Sheet>
        <ErrorState
          message={`Failed to load items (${retries} retries)`}
          onRetry={() => setRetries((n) => n + 1)}
        />
      </section>
    </main>
  );
}
