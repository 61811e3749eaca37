import { CheckCircle2 } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { companyNameFrom } from "#src/lib/page-meta.ts";
import { publicUrlFrom, seoMeta } from "#src/lib/seo.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { buttonClass } from "#src/ui/button.tsx";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { AnimatedBackdrop } from "../components/thank-you/animated-backdrop.tsx";
import { NextSteps } from "../components/thank-you/next-steps.tsx";
import { ResourceOffer } from "../components/thank-you/resource-offer.tsx";
import { SEGMENT_LABELS, SEGMENTS, type Segment } from "../content/madlib-options.ts";
import { type Resource, resourceForSegment } from "../content/resources.ts";
import { getThankYouDetails } from "../server/contact.service.ts";
import type { Route } from "./+types/thank-you";

// No router in the browser (decision 051): the resource offer is the page's one island.
export const handle = withIslands("resource-offer");

export function meta({ matches }: Route.MetaArgs) {
  const company = companyNameFrom(matches);
  return seoMeta({
    title: `Thank You | ${company}`,
    description: `Thanks for reaching out to ${company}. We will be in touch within one business day; meanwhile, get a free guide for your organization.`,
    siteName: company,
    path: "/thank-you",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

/** What the offer card shows of the guide (the island's props, so not its whole text). */
const offerOf = ({ title, summary, highlights }: Resource) => ({ title, summary, highlights });

const isSegment = (v: string): v is Segment => (SEGMENTS as readonly string[]).includes(v);

/**
 * The visitor's details come from their stored submission (`?submission=<id>`, decision 023), never
 * from free text in the address: a crafted link cannot put its words on this page. Only the
 * segment, one of three codes, is read from the address as well.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { services } = getRequestState(context);
  const id = params.get("submission") ?? "";
  const details = id ? await getThankYouDetails(services.db, id) : null;
  const rawSegment = details?.segment ?? params.get("segment") ?? "";
  return {
    details,
    segment: isSegment(rawSegment) ? rawSegment : ("startup" as Segment),
    // The discovery variant lets the visitor book a discovery meeting right away, with our own booker
    // at /discovery instead of a third-party embed.
    discovery: params.get("variant") === "discovery",
  };
}

/** /thank-you after the home form: a greeting, an animated background and the segment's free guide. */
export default function ThankYou() {
  const { details, segment, discovery } = useLoaderData<typeof loader>();
  const name = details?.full_name ?? "";
  const firstName = name.split(/\s+/)[0] ?? "";
  const company = details?.company_name ?? "";
  const jobTitle = details?.job_title ?? "";
  const service = details?.service_type ?? "";
  const goal = details?.goal ?? "";
  const method = details?.contact_method ?? "";
  const contactInfo = details?.contact_info ?? "";
  const email = method === "Email" ? contactInfo : "";
  const discoveryHref = `/discovery?${new URLSearchParams(
    Object.entries({
      name,
      company,
      email,
      segment,
      job_title: jobTitle,
      service_type: service,
      goal,
      contact_info: contactInfo,
    }).filter(([, v]) => v),
  ).toString()}`;

  return (
    <main id="main" className="relative isolate overflow-hidden">
      <AnimatedBackdrop />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6 sm:py-24">
        <header className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm font-medium text-fg">
            <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-primary" /> Message received
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {firstName ? `Thank you, ${firstName}!` : "Thank you!"}
          </h1>
          <p className="mt-5 text-lg text-muted-fg sm:text-xl">
            {company ? `We're excited to learn more about ${company}. ` : "We're excited to hear from you. "}
            {method && contactInfo
              ? `We'll reach you by ${method.toLowerCase()} at ${contactInfo} within one business day.`
              : "We'll be in touch within one business day."}
          </p>
          {jobTitle && service && goal ? (
            <p className="mt-4 rounded-xl border border-border bg-card p-4 text-fg">
              <span className="font-semibold">What you told us:</span> you're the {jobTitle}
              {company ? ` at ${company}` : ""}, {segment === "enterprise" ? "an" : "a"}{" "}
              {SEGMENT_LABELS[segment]} looking for {service} to {goal}.
            </p>
          ) : null}
        </header>

        {discovery ? (
          <section
            aria-labelledby="discovery-heading"
            data-testid="discovery-offer"
            className="flex flex-col gap-4 rounded-2xl border border-primary/40 bg-card p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h2 id="discovery-heading" className="text-xl font-bold">
                Schedule Your Discovery Meeting
              </h2>
              <p className="mt-1 text-muted-fg">
                Pick a 30-minute slot that suits you; the invitation arrives by email.
              </p>
            </div>
            <Link to={discoveryHref} className={buttonClass()}>
              Choose a time
            </Link>
          </section>
        ) : null}

        <div className="grid gap-6 lg:grid-cols-5">
          <Island
            name="resource-offer"
            component={ResourceOffer}
            props={{ resource: offerOf(resourceForSegment(segment)), segment, name, email }}
          />
          <NextSteps />
        </div>
      </div>
    </main>
  );
}
