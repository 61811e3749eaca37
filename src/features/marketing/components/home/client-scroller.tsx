import { Pause, Play } from "lucide-react";
import { StaticIsland } from "#src/ui/static-island.tsx";
import { CLIENTS_SECTION } from "../../content/home.ts";
import { CLIENT_COLUMNS, CLIENT_NAMES } from "../../content/home-clients.ts";
import { HomeSection, SectionHeading } from "./home-section.tsx";

/**
 * Home band 2: four columns of names, each looping vertically every 60 s in alternating directions
 * (home.css). Each column holds its names twice so the loop is seamless; the moving copy is hidden
 * from assistive technology, which reads the plain list of every name once instead. Phones show
 * three of the four columns: four would cut the names off at 390 px.
 */
export function ClientScroller() {
  // Server markup: the pause button is a small script (client-scroller.island.ts, decision 051).
  return (
    <HomeSection id="clients" className="bg-muted">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="clients" {...CLIENTS_SECTION} />
        <button
          type="button"
          aria-pressed={false}
          data-client-pause=""
          data-play={CLIENTS_SECTION.play}
          data-pause={CLIENTS_SECTION.pause}
          className="inline-flex h-10 items-center gap-2 rounded-md border border-border bg-bg px-3 text-sm font-medium hover:bg-card motion-reduce:hidden"
        >
          <Pause aria-hidden="true" className="h-4 w-4" />
          <span>{CLIENTS_SECTION.pause}</span>
          <template data-icon="play">
            <Play aria-hidden="true" className="h-4 w-4" />
          </template>
          <template data-icon="pause">
            <Pause aria-hidden="true" className="h-4 w-4" />
          </template>
        </button>
      </div>
      <StaticIsland id="client-names">
        <ul className="sr-only" aria-label={CLIENTS_SECTION.listLabel}>
          {CLIENT_NAMES.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </StaticIsland>
      <div
        aria-hidden="true"
        data-testid="client-scroller"
        data-paused="false"
        className="client-scroller mt-12 grid h-[26rem] grid-cols-3 gap-2 overflow-hidden sm:h-[30rem] sm:grid-cols-4 sm:gap-4"
      >
        <StaticIsland id="client-columns">
          {CLIENT_COLUMNS.map((column, i) => (
            <div
              key={i}
              data-testid="client-column"
              className={i === 3 ? "hidden overflow-hidden sm:block" : "overflow-hidden"}
            >
              <div className={`client-track ${i % 2 ? "client-track-down" : ""}`}>
                {[0, 1].map((copy) => (
                  <ul
                    key={copy}
                    data-copy={copy}
                    aria-hidden={copy === 1 ? "true" : undefined}
                    className="grid gap-2 pb-2 sm:gap-4 sm:pb-4"
                  >
                    {column.map((name) => (
                      <li key={name} className="client-name">
                        {name}
                      </li>
                    ))}
                  </ul>
                ))}
              </div>
            </div>
          ))}
        </StaticIsland>
      </div>
      <p className="mt-4 text-xs text-muted-fg">{CLIENTS_SECTION.note}</p>
    </HomeSection>
  );
}
