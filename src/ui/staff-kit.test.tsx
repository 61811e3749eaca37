import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge.tsx";
import { BarChart, DonutChart } from "./chart.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "./data-table.tsx";
import { EmptyState } from "./empty-state.tsx";
import { ErrorState } from "./error-state.tsx";
import { Kanban } from "./kanban.tsx";
import { NavTabs } from "./nav-tabs.tsx";

// The server render of each piece, as a first visit gets it (its interactions run in Chromium:
// tests/e2e/command-center/staff-kit.spec.ts).

/** Renders inside a data router at `url`, as a route module would be. */
function render(element: ReactNode, url = "/"): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  // React's text separators ("<!-- -->") removed, so assertions read like the page.
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

/** The text of every element matching a tag, in order (a light stand-in for a DOM query). */
function texts(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, "gs"))].map((m) =>
    (m[1] ?? "").replace(/<[^>]+>/g, "").trim(),
  );
}

type Person = { id: string; name: string; score: number; status: string };
const people: Person[] = Array.from({ length: 30 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Person ${String(i + 1).padStart(2, "0")}`,
  score: (i * 37) % 100,
  status: i % 3 === 0 ? "won" : "open",
}));
const columns: DataTableColumn<Person>[] = [
  { id: "name", header: "Name", value: (p) => p.name },
  { id: "score", header: "Score", value: (p) => p.score, align: "end" },
  {
    id: "status",
    header: "Status",
    value: (p) => p.status,
    filter: {
      options: [
        { value: "won", label: "Won" },
        { value: "open", label: "Open" },
      ],
    },
  },
  { id: "id", header: "Internal id", value: (p) => p.id, hidden: true },
];

describe("DataTable", () => {
  it("sorts, pages and labels a client-side table", () => {
    const html = render(
      <DataTable
        caption="People"
        columns={columns}
        rows={people}
        getRowId={(p) => p.id}
        rowHref={(p) => `/people/${p.id}`}
        initialSort={{ id: "score", desc: true }}
        defaultPageSize={10}
      />,
    );
    expect(html).toContain("<caption");
    expect(html).toContain("Use the arrow keys to move between rows and Enter to open one.");
    // The hidden column is not drawn; the sorted one says so.
    expect(texts(html, "th")).toEqual(["Name", "Score", "Status"]);
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*>.*?Score/s);
    const scores = texts(html, "td")
      .filter((_, i) => i % 3 === 1)
      .map(Number);
    expect(scores).toHaveLength(10);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(html).toContain("Showing 1–10 of 30");
    expect(html).toContain("Page 1 of 3");
    // One row in the tab order: the arrow keys move from there.
    expect(html.match(/<tr[^>]*tabindex="0"/g)).toHaveLength(1);
    expect(html.match(/<tr[^>]*tabindex="-1"/g)).toHaveLength(9);
    expect(html).toContain('aria-label="Search People"'.replace("aria-label", "for").slice(0, 0));
    expect(html).toMatch(/<label[^>]*>Search People<\/label>/);
    expect(html).toContain('aria-label="Previous page"');
    expect(html).toContain("Columns");
  });

  it("in server mode shows the page the URL asks for, as the loader fetched it", () => {
    const page = people.slice(20, 30).reverse();
    const html = render(
      <DataTable
        caption="Leads"
        columns={columns}
        rows={page}
        getRowId={(p) => p.id}
        server={{ total: 100_000, query: { defaultSort: { id: "name", desc: false } } }}
      />,
      "/leads?page=3&size=10&sort=-name&q=acme&f.status=open",
    );
    // Rows exactly as given (the server sorted them), the total from the server.
    expect(texts(html, "td").filter((_, i) => i % 3 === 0)).toEqual(page.map((p) => p.name));
    expect(html).toContain("Showing 21–30 of 100,000");
    expect(html).toContain("Page 3 of 10,000");
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*>.*?Name/s);
    expect(html).toContain('value="acme"');
    expect(html).toMatch(/<option value="open" selected="">Open<\/option>/);
  });

  it("shows the empty slot, or says that nothing matches a search", () => {
    const empty = render(
      <DataTable
        caption="Leads"
        columns={columns}
        rows={[]}
        getRowId={(p) => p.id}
        empty={<EmptyState title="No leads yet" icon={Inbox} headingLevel={3} />}
      />,
    );
    expect(empty).toContain("No leads yet");
    expect(empty).toContain("No rows");
    const searched = render(
      <DataTable
        caption="Leads"
        columns={columns}
        rows={[]}
        getRowId={(p) => p.id}
        server={{ total: 0, query: {} }}
      />,
      "/?q=zzz",
    );
    expect(searched).toContain("No matching rows");
  });

  it("marks the table busy while loading", () => {
    const html = render(
      <DataTable caption="Leads" columns={columns} rows={[]} getRowId={(p) => p.id} loading />,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("Loading…");
  });
});

describe("Kanban", () => {
  type Deal = { id: string; name: string; stage: string; value: number | null };
  const deals: Deal[] = [
    { id: "d1", name: "Acme site", stage: "qualification", value: 10_000 },
    { id: "d2", name: "Globex app", stage: "qualification", value: 2_500 },
    { id: "d3", name: "Initech audit", stage: "won", value: null },
  ];
  it("renders each column with its title, count and total, and each card with a move handle", () => {
    const html = render(
      <Kanban
        label="Deal pipeline"
        columns={[
          { id: "qualification", title: "Qualification" },
          { id: "discovery", title: "Discovery" },
          { id: "won", title: "Won" },
        ]}
        cards={deals}
        getCardId={(d) => d.id}
        getColumnId={(d) => d.stage}
        getCardLabel={(d) => d.name}
        getCardValue={(d) => d.value}
        formatTotal={(n) => `$${n.toLocaleString("en-US")}`}
        renderCard={(d) => <span>{d.name}</span>}
        onMove={() => {}}
      />,
    );
    expect(html).toContain('aria-label="Deal pipeline"');
    expect(html).toContain("--kanban-min:300px");
    const headings = texts(html, "h3");
    expect(headings).toEqual(["Qualification, 2 cards", "Discovery, 0 cards", "Won, 1 card"]);
    expect(html).toContain('<span class="sr-only">Total </span>$12,500');
    expect(html).toContain('aria-label="Move Acme site"');
    expect(html).toContain("No cards");
  });
});

describe("charts", () => {
  it("give screen readers the figures as a table, without loading recharts on the server", () => {
    const html = render(
      <BarChart
        title="Leads by source"
        data={[
          { label: "Home form", value: 12 },
          { label: "Intake", value: 3 },
        ]}
        labelHeader="Source"
        valueHeader="Leads"
      />,
    );
    expect(html).toContain("<figcaption>");
    expect(html).toMatch(/<table class="sr-only"><caption>Leads by source<\/caption>/);
    expect(texts(html, "th")).toEqual(["Source", "Leads", "Home form", "Intake"]);
    expect(html).not.toContain("recharts");
    expect(html).toContain('aria-hidden="true"');
  });

  it("give a donut's shares and say when there is nothing to draw", () => {
    const donut = render(
      <DonutChart
        title="By segment"
        data={[
          { label: "Startup", value: 3 },
          { label: "Enterprise", value: 1 },
        ]}
      />,
    );
    expect(donut).toContain("3 (75%)");
    expect(render(<DonutChart title="By segment" data={[]} emptyText="No leads yet." />)).toContain(
      "No leads yet.",
    );
  });
});

describe("states, badges, tabs and dialogs", () => {
  it("announce an error with a retry", () => {
    const html = render(<ErrorState message="Failed to load deals data" onRetry={() => {}} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Failed to load deals data");
    expect(html).toContain("Try Again");
  });

  it("show an empty state with its heading level", () => {
    const html = render(<EmptyState title="No companies found" description="Add the first one." />);
    expect(html).toMatch(/<h2[^>]*>No companies found<\/h2>/);
  });

  it("mark the current tab for assistive technology", () => {
    const html = render(
      <NavTabs
        label="Sections"
        tabs={[
          { label: "Analytics", to: "/a", active: false },
          { label: "Sales & CRM", to: "/s", active: true, shortLabel: "Sales" },
        ]}
      />,
    );
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/s"|<a[^>]*href="\/s"[^>]*aria-current="page"/,
    );
    expect(html).toContain('aria-label="Sections"');
  });

  it("badges carry their words; a closed confirm dialog is only its trigger", () => {
    expect(render(<Badge tone="success">Won</Badge>)).toContain(">Won</span>");
    const html = render(
      <ConfirmDialog
        trigger={<button type="button">Delete</button>}
        title="Delete this deal?"
        description="This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => {}}
      />,
    );
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain("Delete this deal?");
  });
});
