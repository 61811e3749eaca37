import { Filter, X } from "lucide-react";
import { buttonClass } from "#src/ui/button-base.tsx";
import { CASE_STUDY_INDUSTRIES } from "../../content/case-studies.ts";
import { activeFilterLabels, type CaseStudyFilters, type Industry } from "./case-study-filter.ts";
import { ToggleChip } from "./toggle-chip.tsx";

const industryLabel = (i: Industry) => (i === "all" ? "All" : i);

/** The collapsible panel (industry buttons, technology tags) and the removable active-filter chips. */
export function CaseStudyFilterPanel({
  filters,
  onChange,
  technologies,
  open,
  onToggleOpen,
  shown,
  total,
}: {
  filters: CaseStudyFilters;
  onChange: (next: CaseStudyFilters) => void;
  technologies: string[];
  open: boolean;
  onToggleOpen: () => void;
  shown: number;
  total: number;
}) {
  // A fixed id, not useId: the panel is hydrated as an island (decision 051), whose ids would not
  // match the ones the server gave it inside the whole page; there is one panel per page.
  const panelId = "case-study-filter-panel";
  const active = activeFilterLabels(filters);
  const remove = (label: string) =>
    onChange(
      label === filters.industry
        ? { ...filters, industry: "all" }
        : { ...filters, tags: filters.tags.filter((t) => t !== label) },
    );
  const toggleTag = (tag: string) =>
    onChange({
      ...filters,
      tags: filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag],
    });

  return (
    <div className="rounded-2xl border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggleOpen}
          className={buttonClass({ variant: "outline" })}
        >
          <Filter aria-hidden="true" className="h-4 w-4" />
          {open ? "Hide Filters" : "Show Filters"}
        </button>
        <p aria-live="polite" className="text-sm text-muted-fg">
          {`Showing ${shown} of ${total} case studies`}
        </p>
      </div>

      {active.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-primary-fg">
            {`${active.length} active ${active.length === 1 ? "filter" : "filters"}`}
          </span>
          <ul aria-label="Active filters" className="flex flex-wrap gap-2">
            {active.map((label) => (
              <li key={label}>
                <button
                  type="button"
                  onClick={() => remove(label)}
                  aria-label={`Remove filter ${label}`}
                  className="inline-flex h-8 items-center gap-1 rounded-full border border-primary/60 bg-primary/10 pr-2 pl-3 text-xs font-medium hover:bg-primary/20"
                >
                  {label}
                  <X aria-hidden="true" className="h-3.5 w-3.5" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div id={panelId} hidden={!open} className="mt-5 grid gap-5 border-t border-border pt-5">
        <fieldset>
          <legend className="text-sm font-semibold">Industry</legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {CASE_STUDY_INDUSTRIES.map((i) => (
              <ToggleChip
                key={i}
                size="sm"
                pressed={filters.industry === i}
                onClick={() => onChange({ ...filters, industry: i })}
              >
                {industryLabel(i)}
              </ToggleChip>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">Technology</legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {technologies.map((t) => (
              <ToggleChip key={t} size="sm" pressed={filters.tags.includes(t)} onClick={() => toggleTag(t)}>
                {t}
              </ToggleChip>
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
