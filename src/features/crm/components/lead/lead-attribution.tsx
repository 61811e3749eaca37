import { Card } from "#src/ui/card.tsx";
import type { LeadAttributionDto, TouchDto } from "../../crm.contract.ts";
import { formatWhen } from "../../lib/format.ts";

function TouchFacts({ title, touch }: { title: string; touch: TouchDto }) {
  const facts: [string, string | null][] = [
    ["When", formatWhen(touch.at)],
    ["Landing page", touch.landingPage],
    ["Referrer", touch.referrerHost ?? "Direct (no other site)"],
    ["UTM source", touch.utmSource],
    ["UTM medium", touch.utmMedium],
    ["UTM campaign", touch.utmCampaign],
    ["UTM term", touch.utmTerm],
    ["UTM content", touch.utmContent],
  ];
  return (
    <div className="grid content-start gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid gap-x-4 gap-y-0.5 text-sm grid-cols-[auto_1fr]">
        {facts
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-fg">{k}</dt>
              <dd className="[overflow-wrap:anywhere]">{v}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

/**
 * How the lead found us: the first and last touch of the visits linked to its captures (only when
 * the visitor's browser ran the tracker: never with Do Not Track or Global Privacy Control).
 */
export function LeadAttribution({ attribution }: { attribution: LeadAttributionDto }) {
  const { firstTouch, lastTouch } = attribution;
  return (
    <Card className="grid gap-3" role="region" aria-labelledby="lead-attribution">
      <h2 id="lead-attribution" className="text-lg font-semibold">
        Attribution
      </h2>
      {firstTouch ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TouchFacts title="First touch" touch={firstTouch} />
          {lastTouch ? <TouchFacts title="Last touch" touch={lastTouch} /> : null}
        </div>
      ) : (
        <p className="text-sm text-muted-fg">
          No visit is linked to this lead: the visitor's browser did not run our tracker (Do Not Track, Global
          Privacy Control, or no visit recorded before the capture).
        </p>
      )}
    </Card>
  );
}
