import { useSearchParams } from "react-router";
import { pageMeta } from "#src/lib/page-meta.ts";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { DiscoveryBooking } from "../components/discovery-booking.tsx";
import { DISCOVERY_COPY as C } from "../content/intake-copy.ts";
import { EMAIL_PATTERN } from "../lib/intake-rules.ts";
import type { Route } from "./+types/discovery";

// No router in the browser (decision 051): the server reads the address, the booker is an island.
export const handle = withIslands("discovery-booking");

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: C.metaTitle,
    description: C.description,
    path: "/discovery",
    noindex: true,
  });
}

/**
 * The discovery-meeting page: greets the visitor by the name, company, email, segment, job_title,
 * service_type, goal and contact_info it is given in the address, and offers our own booker.
 */
export default function DiscoveryPage() {
  const [params] = useSearchParams();
  const param = (key: string) => (params.get(key) ?? "").trim().slice(0, 200);
  const name = param("name");
  const firstName = name.split(/\s+/)[0] ?? "";
  const company = param("company");
  const contactInfo = param("contact_info");
  const email = param("email") || (EMAIL_PATTERN.test(contactInfo) ? contactInfo : "");
  const details = [param("job_title"), param("service_type"), param("goal")].filter(Boolean);

  return (
    <main id="main" className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 sm:py-20">
      <header className="max-w-3xl">
        <p className="text-2xl font-semibold text-primary">{C.thankYou(firstName)}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{C.heading}</h1>
        <p className="mt-4 text-lg text-muted-fg">{C.intro(company)}</p>
        {details.length ? (
          <p className="mt-3 text-sm text-muted-fg">You told us: {details.join(" · ")}</p>
        ) : null}
      </header>
      <Island
        name="discovery-booking"
        component={DiscoveryBooking}
        props={{ heading: C.widgetHeading, defaultName: name, defaultEmail: email }}
      />
    </main>
  );
}
