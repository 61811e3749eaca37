import { Download, LayoutGrid, List, Plus } from "lucide-react";
import { Button } from "#src/ui/button.tsx";
import { ButtonGroup, SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";

/** The CSV export of a list, downloaded through its API endpoint. */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex h-10 items-center gap-2 rounded-md border border-border px-4 text-sm font-medium hover:bg-muted"
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      Export CSV
    </a>
  );
}

/**
 * The bar above the companies and the contacts: search as you type, sort, grid or list, the CSV
 * export and the button that opens the new-record form.
 */
export function ListToolbar({
  idPrefix,
  search,
  sort,
  view,
  onView,
  exportHref,
  newLabel,
  onNew,
}: {
  /** The controls' ids: `${idPrefix}-search`, `${idPrefix}-sort`. */
  idPrefix: string;
  search: { label: string; placeholder: string; text: string; onText: (text: string) => void };
  sort: { value: string; options: { value: string; label: string }[]; onSort: (value: string) => void };
  view: "grid" | "list";
  onView: (view: "grid" | "list") => void;
  exportHref: string;
  newLabel: string;
  onNew: () => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <TextField
        id={`${idPrefix}-search`}
        label={search.label}
        type="search"
        className="min-w-56 flex-1"
        value={search.text}
        placeholder={search.placeholder}
        onChange={(e) => search.onText(e.target.value)}
      />
      <SelectField
        id={`${idPrefix}-sort`}
        label="Sort"
        value={sort.value}
        options={sort.options}
        onChange={(e) => sort.onSort(e.target.value)}
      />
      <ButtonGroup label="View">
        <Button
          variant={view === "grid" ? "primary" : "ghost"}
          aria-pressed={view === "grid"}
          onClick={() => onView("grid")}
        >
          <LayoutGrid aria-hidden="true" className="h-4 w-4" />
          Grid
        </Button>
        <Button
          variant={view === "list" ? "primary" : "ghost"}
          aria-pressed={view === "list"}
          onClick={() => onView("list")}
        >
          <List aria-hidden="true" className="h-4 w-4" />
          List
        </Button>
      </ButtonGroup>
      <ExportCsvLink href={exportHref} />
      <Button onClick={onNew}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {newLabel}
      </Button>
    </div>
  );
}
