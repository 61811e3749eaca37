import { useShell } from "#src/features/site/index.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { Island } from "#src/ui/island.tsx";
import { StatGrid } from "#src/ui/stat-grid.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { CodeAnalyzer } from "../components/code-analyzer.tsx";
import {
  InnovationTimeline,
  MapPlaceholder,
  ProcessTimeline,
  TechStack,
} from "../components/playground-blocks.tsx";
import { Terminal } from "../components/terminal.tsx";
import { PLAYGROUND_COPY as C, PLAYGROUND_METRICS, SAMPLE_CODE } from "../content/playground.ts";
import type { Route } from "./+types/playground";

// No router in the browser (decision 051): the code analyzer and the terminal are islands.
export const handle = withIslands("code-analyzer", "playground-terminal");

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: C.title,
    description:
      "Try our design components live: an AI code analyzer with architecture, performance and security scores, an interactive terminal, timelines, tech stack and metrics.",
    path: "/playground",
  });
}

function Block({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {lead ? <p className="mt-1 text-muted-fg">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * /playground: the Design Components Playground, a live showcase of the parts we build with (the code
 * analyzer, the terminal, timelines, stack and metrics).
 */
export default function PlaygroundPage() {
  const { site } = useShell();
  const contact = { email: site.email, phone: site.phone, address: site.streetAddress };
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-16 px-4 py-16 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{C.title}</h1>
        <p className="mt-4 text-lg text-muted-fg">{C.lead}</p>
      </header>
      <Block id="pg-analyzer" title={C.analyzerTitle} lead={C.analyzerLead}>
        <div className="rounded-2xl border border-border bg-card/40 p-4 sm:p-6">
          <Island name="code-analyzer" component={CodeAnalyzer} props={{ initialCode: SAMPLE_CODE }} />
        </div>
      </Block>
      <Block id="pg-terminal" title={C.terminalTitle} lead={C.terminalLead}>
        <Island name="playground-terminal" component={Terminal} props={{ contact }} />
      </Block>
      <div className="grid gap-16 lg:grid-cols-2">
        <Block id="pg-timeline" title={C.timelineTitle}>
          <InnovationTimeline />
        </Block>
        <Block id="pg-map" title={C.mapTitle}>
          <MapPlaceholder />
        </Block>
      </div>
      <Block id="pg-stack" title={C.stackTitle}>
        <TechStack />
      </Block>
      <Block id="pg-metrics" title={C.metricsTitle} lead={C.metricsNote}>
        <StatGrid stats={PLAYGROUND_METRICS.map((m) => ({ ...m }))} />
      </Block>
      <Block id="pg-process" title={C.processTitle}>
        <ProcessTimeline />
      </Block>
    </main>
  );
}
