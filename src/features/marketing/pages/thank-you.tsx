import { zodResolver } from "@hookform/resolvers/zod";
import { BookOpen, CheckCircle2, Download, Mail } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLoaderData } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { publicUrlFrom, seoMeta } from "#src/lib/seo.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { Button, buttonClass } from "#src/ui/button.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import { HoneypotField } from "../components/honeypot-field.tsx";
import { SEGMENT_LABELS, SEGMENTS, type Segment } from "../content/madlib-options.ts";
import { NEXT_STEPS, type Resource, resourceForSegment } from "../content/resources.ts";
import {
  HONEYPOT_FIELD,
  LEAD_MESSAGES as M,
  type ResourceRequestResultDto,
  resourceRequestSchema,
} from "../marketing.contract.ts";
import { getThankYouDetails } from "../server/contact.service.ts";
import type { Route } from "./+types/thank-you";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    title: "Thank You | Ember Forge Labs",
    description:
      "Thanks for reaching out to Ember Forge Labs. We will be in touch within one business day; meanwhile, get a free guide for your organization.",
    path: "/thank-you",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

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
    // at /discovery instead of a third-party embed (spec 1 §2.4, §2.9).
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
          <ResourceOffer
            key={segment}
            resource={resourceForSegment(segment)}
            segment={segment}
            name={name}
            email={email}
          />
          <section
            aria-labelledby="next-steps"
            className="rounded-2xl border border-border bg-card p-6 lg:col-span-2"
          >
            <h2 id="next-steps" className="text-xl font-bold">
              What happens next
            </h2>
            <ol className="mt-5 grid gap-5">
              {NEXT_STEPS.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">{step.title}</h3>
                    <p className="mt-1 text-sm text-muted-fg">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/services" className={buttonClass({ variant: "outline", size: "sm" })}>
                Explore our services
              </Link>
              <Link to="/work" className={buttonClass({ variant: "ghost", size: "sm" })}>
                See our work
              </Link>
            </div>
          </section>
        </div>
      </div>
    </main>
  );
}

/**
 * Slowly drifting colour behind the page: two large gradients, moved only by transform and
 * opacity (no layout, no filters), and still under prefers-reduced-motion.
 */
function AnimatedBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div
        className="absolute -left-1/2 -top-1/2 h-[200%] w-[200%] animate-spin opacity-70 [animation-duration:90s] motion-reduce:animate-none"
        style={{
          background:
            "radial-gradient(circle at 38% 38%, color-mix(in oklab, var(--primary) 22%, transparent), transparent 22%), radial-gradient(circle at 62% 58%, rgba(56, 189, 248, 0.16), transparent 24%)",
        }}
      />
      <div
        className="absolute inset-x-0 top-0 h-96 animate-pulse [animation-duration:7s] motion-reduce:animate-none"
        style={{
          background:
            "radial-gradient(ellipse at 50% 0%, color-mix(in oklab, var(--primary) 14%, transparent), transparent 70%)",
        }}
      />
    </div>
  );
}

const emailOnly = resourceRequestSchema.pick({ email: true });

function ResourceOffer({
  resource,
  segment,
  name,
  email,
}: {
  resource: Resource;
  segment: Segment;
  name: string;
  email: string;
}) {
  const submission = useSubmissionKey();
  const hydrated = useHydrated();
  const id = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<ResourceRequestResultDto | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(emailOnly), defaultValues: { email } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await api<ResourceRequestResultDto>("/api/marketing/resource-requests", {
        body: { segment, email: values.email, name, [HONEYPOT_FIELD]: honeypot.current?.value ?? "" },
        submission,
      });
      setSent(result);
      toast.success(result.message, { description: result.detail });
    } catch (err) {
      if (err instanceof ApiError && err.fields.email) form.setError("email", { message: err.fields.email });
      toast.error(
        err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : M.submitFailed,
        {
          id: "resource-request-error",
        },
      );
    }
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-border bg-card p-6 shadow-sm lg:col-span-3 sm:p-8"
    >
      <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-primary">
        <BookOpen aria-hidden="true" className="h-4 w-4" /> Free {SEGMENT_LABELS[segment]} guide
      </p>
      <h2 id={`${id}-title`} className="mt-3 text-2xl font-bold text-balance sm:text-3xl">
        {resource.title}
      </h2>
      <p className="mt-3 text-muted-fg">{resource.summary}</p>
      <ul className="mt-5 grid gap-2">
        {resource.highlights.map((h) => (
          <li key={h} className="flex items-start gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
            <span>{h}</span>
          </li>
        ))}
      </ul>
      {sent ? (
        <div role="status" className="mt-6 rounded-xl border border-primary bg-bg p-5">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <Mail aria-hidden="true" className="h-5 w-5 text-primary" /> {sent.message}
          </p>
          <p className="mt-1 text-muted-fg">{sent.detail}</p>
          <a
            href={sent.resource.downloadPath}
            download
            className={buttonClass({ variant: "outline", size: "sm" }, "mt-4")}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> Download it now
          </a>
        </div>
      ) : (
        <form
          noValidate
          method="post"
          onSubmit={submit}
          className="mt-6 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
        >
          <TextField
            id={`${id}-email`}
            label="Where should we send the guide?"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <HoneypotField ref={honeypot} idPrefix={id} />
          <Button
            type="submit"
            disabled={!hydrated || isSubmitting}
            aria-busy={isSubmitting}
            className="sm:mt-7"
          >
            {isSubmitting ? <Spinner label="Sending" /> : null}
            Send me the guide
          </Button>
        </form>
      )}
    </section>
  );
}
