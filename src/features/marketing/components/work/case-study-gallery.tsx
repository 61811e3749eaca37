import { SearchX } from "lucide-react";
import { useState } from "react";
import { Button } from "#src/ui/button-base.tsx";
import { CASE_STUDY_MESSAGES } from "../../content/case-studies.ts";
import { CaseStudyCard } from "./case-study-card.tsx";
import {
  type CaseStudyFilters,
  type CaseStudyWithSlug,
  filterCaseStudies,
  NO_FILTERS,
  technologyTags,
} from "./case-study-filter.ts";
import { CaseStudyFilterPanel } from "./case-study-filters.tsx";

/** The filter panel and the grid of /work: an island (case-study-gallery.island.tsx, decision 051). */
export function CaseStudyGallery({ studies }: { studies: CaseStudyWithSlug[] }) {
  const [filters, setFilters] = useState<CaseStudyFilters>(NO_FILTERS);
  const [open, setOpen] = useState(false);
  const shown = filterCaseStudies(studies, filters);
  return (
    <>
      <CaseStudyFilterPanel
        filters={filters}
        onChange={setFilters}
        technologies={technologyTags(studies)}
        open={open}
        onToggleOpen={() => setOpen((o) => !o)}
        shown={shown.length}
        total={studies.length}
      />
      {shown.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-border p-10 text-center">
          <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-muted-fg" />
          <p className="mt-4 text-lg font-semibold">{CASE_STUDY_MESSAGES.noMatch}</p>
          <Button className="mt-6" onClick={() => setFilters(NO_FILTERS)}>
            {CASE_STUDY_MESSAGES.reset}
          </Button>
        </div>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((s) => (
            <li key={s.slug}>
              <CaseStudyCard study={s} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
